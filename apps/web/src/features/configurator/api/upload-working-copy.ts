import type { OriginalProgress } from './original-upload';
import type { Photo } from './types';
import { postWithProgress, type UploadProgress } from './upload-photo';
import type { WorkingCopy } from './working-copy';

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
  return postWithProgress<PhotoFromWorkingCopy>(
    '/api/photos/working-copy',
    form,
    onProgress,
    signal,
  );
};
