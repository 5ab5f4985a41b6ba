import { ORIGINAL_CHUNK_BYTES, type OriginalProgress } from '@fotoobraz/domain';
import { readToken } from '../../../lib/auth/token-storage';

/** Where a photo's original stands (`GET`/`PATCH /api/photos/{id}/original`). */
export type { OriginalProgress };

/** Waits after a failed chunk: the first retry soon, later ones up to half a minute apart. */
export const RETRY_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];

/** The original's upload as its caller follows it. */
export interface OriginalUploadOptions {
  photoId: number;
  file: Blob;
  /** Bytes the server has, of all; called after each answer. */
  onProgress(sent: number, total: number): void;
  signal?: AbortSignal;
  /** Waits `ms` (tests pass one that does not). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const headers = (extra: Record<string, string> = {}): Record<string, string> => {
  const token = readToken();
  return {
    Accept: 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...extra,
  };
};

const wait = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The upload was aborted', 'AbortError'));
      },
      { once: true },
    );
  });

/** A refusal or a conflict the server answered with: the upload's state is in its body. */
const progressIn = async (response: Response): Promise<OriginalProgress | undefined> => {
  try {
    const body = (await response.json()) as Partial<OriginalProgress> & { message?: string };
    if (typeof body.offset !== 'number' || typeof body.length !== 'number') return undefined;
    const state = body.state ?? 'uploading';
    return {
      state,
      offset: body.offset,
      length: body.length,
      ...(state === 'rejected' ? { reason: body.reason ?? body.message } : {}),
    };
  } catch {
    return undefined;
  }
};

/** `GET /api/photos/{id}/original`: where the original stands on the server. */
export const originalProgress = async (
  photoId: number,
  signal?: AbortSignal,
): Promise<OriginalProgress> => {
  const response = await fetch(`/api/photos/${photoId}/original`, {
    headers: headers(),
    cache: 'no-store',
    signal,
  });
  // The photo is gone (deleted, or kept no longer): nothing to send it to.
  if (response.status === 404) return { state: 'rejected', offset: 0, length: 0, reason: 'gone' };
  const progress = response.ok ? await progressIn(response) : undefined;
  if (!progress) throw new Error(`original ${photoId}: ${response.status}`);
  return progress;
};

/**
 * `PATCH /api/photos/{id}/original`: one chunk at `offset`. Answers the state after it, also for
 * a conflict (409: the server stands elsewhere) and a refusal (400: the original was rejected).
 */
const sendChunk = async (
  photoId: number,
  offset: number,
  chunk: Blob,
  signal?: AbortSignal,
): Promise<OriginalProgress> => {
  const response = await fetch(`/api/photos/${photoId}/original`, {
    method: 'PATCH',
    headers: headers({
      'Content-Type': 'application/offset+octet-stream',
      'Upload-Offset': String(offset),
    }),
    body: chunk,
    signal,
  });
  const progress = await progressIn(response);
  if (response.ok || response.status === 409 || response.status === 400) {
    if (progress) return progress;
  }
  throw new Error(`original ${photoId} at ${offset}: ${response.status}`);
};

/**
 * Sends the original after its working copy, from wherever the server stands (a reload or another
 * tab may have sent part of it), a chunk at a time; a failed chunk is tried again after a pause,
 * from the offset the server reports then. Resolves once the server verified or refused it;
 * rejects only with an AbortError.
 */
export const uploadOriginal = async ({
  photoId,
  file,
  onProgress,
  signal,
  sleep = wait,
}: OriginalUploadOptions): Promise<OriginalProgress> => {
  let failures = 0;
  let progress: OriginalProgress | undefined;
  for (;;) {
    signal?.throwIfAborted();
    try {
      progress ??= await originalProgress(photoId, signal);
      onProgress(progress.offset, progress.length);
      if (progress.state !== 'uploading') return progress;
      const chunk = file.slice(progress.offset, progress.offset + ORIGINAL_CHUNK_BYTES);
      progress = await sendChunk(photoId, progress.offset, chunk, signal);
      failures = 0;
    } catch (error) {
      if (signal?.aborted) throw error;
      progress = undefined;
      await sleep(RETRY_DELAYS_MS[Math.min(failures++, RETRY_DELAYS_MS.length - 1)], signal);
    }
  }
};
