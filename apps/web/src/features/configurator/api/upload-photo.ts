import { MAX_ORIGINAL_BYTES } from '@fotoobraz/domain';
import { readToken } from '../../../lib/auth/token-storage';
import type { Photo } from './types';

/** Customer spec §9: an upload may take its time (a 30 MB photo on a slow line). */
export const UPLOAD_TIMEOUT_MS = 1_000_000;

/** DESIGN.md §4: the server takes JPEGs of up to 30 000 000 bytes. */
export const MAX_PHOTO_BYTES = MAX_ORIGINAL_BYTES;

/** Why an upload failed: a server message key (`error.photo.notjpeg`) or a connection problem. */
export class UploadError extends Error {
  constructor(
    /** The problem's message key, `error.photo.*`; `network` when no usable answer came. */
    readonly reason: string,
    readonly status = 0,
  ) {
    super(`Upload failed: ${reason} (${status})`);
    this.name = 'UploadError';
  }
}

/** Upload progress: bytes of the request body sent so far, of all. */
export type UploadProgress = (sent: number, total: number) => void;

const base64Of = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new UploadError('read'));
    reader.readAsDataURL(file);
  });

/** The message key of a failed upload's answer, or `network` when it carries none. */
export const reasonOf = (status: number, body: string): string => {
  if (status === 413) return 'error.photo.toolarge';
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    if (typeof message === 'string' && message.startsWith('error.photo.')) return message;
  } catch {
    // Not JSON (a proxy's page): a connection problem for the customer.
  }
  return 'network';
};

/**
 * POSTs `body` through XMLHttpRequest, because only it reports real upload progress, with the
 * visitor cookie (same origin) and the bearer token when signed in, like every other call.
 * Resolves with the answer's JSON on 200/201; rejects with an UploadError, or an AbortError when
 * `signal` aborts.
 */
export const postWithProgress = <T>(
  url: string,
  body: XMLHttpRequestBodyInit,
  onProgress: UploadProgress,
  signal?: AbortSignal,
  contentType?: string,
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new UploadError('network', xhr.status));
        }
        return;
      }
      reject(new UploadError(reasonOf(xhr.status, xhr.responseText), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError('network'));
    xhr.ontimeout = () => reject(new UploadError('network'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });

/**
 * `POST /api/photos` with the photo as base64 JSON (the contract), with its upload progress.
 */
export const uploadPhoto = async (
  file: File,
  onProgress: UploadProgress,
  signal?: AbortSignal,
): Promise<Photo> => {
  const image = await base64Of(file);
  const body = JSON.stringify({
    image,
    imageContentType: 'image/jpeg',
    title: file.name,
    fileSize: file.size,
  });
  return postWithProgress<Photo>('/api/photos', body, onProgress, signal, 'application/json');
};
