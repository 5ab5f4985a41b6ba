import { readToken } from '../../../lib/auth/token-storage';
import type { Photo } from './types';
import { reasonOf, UPLOAD_TIMEOUT_MS, UploadError, type UploadProgress } from './upload-photo';
import type { WorkingCopy } from './working-copy';

/** Where a photo's original stands (`GET`/`PATCH /api/photos/{id}/original`). */
export interface OriginalProgress {
  state: 'uploading' | 'verified' | 'rejected';
  offset: number;
  length: number;
  /** Why it was refused: `error.photo.*`. */
  reason?: string;
}

/** A photo created from its working copy, with where its original stands. */
export type PhotoFromWorkingCopy = Photo & { original: OriginalProgress };

/**
 * `POST /api/photos/working-copy`: the working copy and the original's facts (multipart), through
 * XMLHttpRequest for its upload progress. Resolves with the photo, judged from the original's
 * size; rejects with an UploadError, or an AbortError when `signal` aborts.
 */
export const uploadWorkingCopy = (
  file: File,
  copy: WorkingCopy,
  onProgress: UploadProgress,
  signal?: AbortSignal,
): Promise<PhotoFromWorkingCopy> => {
  const form = new FormData();
  // The facts first: the server reads them before the file.
  form.append(
    'facts',
    JSON.stringify({
      title: file.name,
      width: copy.width,
      height: copy.height,
      fileSize: file.size,
      sha256: copy.sha256,
    }),
  );
  form.append('workingCopy', copy.jpeg, 'working-copy.jpg');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/photos/working-copy');
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        try {
          resolve(JSON.parse(xhr.responseText) as PhotoFromWorkingCopy);
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
    xhr.send(form);
  });
};
