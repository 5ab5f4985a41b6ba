/**
 * The originals still on their way, kept in IndexedDB by photo id, so that a reload can send the
 * rest of one: a page cannot open a file the customer chose before it was loaded. Any failure
 * (private mode, storage full) just means a reload cannot resume.
 */
const DB_NAME = 'fotoobraz-originals';
const STORE = 'files';

const open = (): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });

const inStore = async <T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest,
): Promise<T | undefined> => {
  if (typeof indexedDB === 'undefined') return undefined;
  try {
    const db = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = work(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
      });
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
};

export const keepOriginalFile = (photoId: number, file: Blob): Promise<unknown> =>
  inStore('readwrite', (store) => store.put(file, photoId));

export const keptOriginalFile = (photoId: number): Promise<Blob | undefined> =>
  inStore<Blob>('readonly', (store) => store.get(photoId));

export const forgetOriginalFile = (photoId: number): Promise<unknown> =>
  inStore('readwrite', (store) => store.delete(photoId));
