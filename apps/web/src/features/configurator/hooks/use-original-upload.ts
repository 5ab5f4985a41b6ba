import { ORIGINAL_STATUS } from '@fotoobraz/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { OriginalUploads, type OriginalUploadState } from '../model/original-uploads';

/** The tab's originals on their way: one for the whole app, so steps can come and go. */
export const originalUploads = new OriginalUploads();

/**
 * Where the original of `photoId` stands in this tab; undefined when this tab sends none (the
 * photo went up whole, or its original arrived before a reload).
 */
export const useOriginalUpload = (photoId: number | null | undefined) =>
  useSyncExternalStore(originalUploads.subscribe, () => originalUploads.get(photoId));

/**
 * After a reload (or a step that mounts the wizard again): a photo whose original the server
 * still awaits has its upload resumed from where the server stands.
 */
export const useResumeOriginal = (
  photoId: number | null | undefined,
  originalStatus: string | null | undefined,
): void => {
  const awaited = originalStatus === ORIGINAL_STATUS.uploading;
  useEffect(() => {
    if (photoId != null && awaited) void originalUploads.resume(photoId);
  }, [photoId, awaited]);
};

/** The percentage of an original sent, whole numbers, 100 only once all of it is there. */
export const percentSent = (upload: OriginalUploadState): number =>
  upload.total > 0 ? Math.min(100, Math.floor((upload.sent / upload.total) * 100)) : 0;

/** The original is on its way (in this tab, or the server still awaits it). */
export const awaitingOriginal = (
  upload: OriginalUploadState | undefined,
  originalStatus: string | null | undefined,
): boolean =>
  upload ? upload.state === 'uploading' : originalStatus === ORIGINAL_STATUS.uploading;

/** The photo can never be ordered: its original was refused or its upload cannot go on. */
export const originalFailed = (
  upload: OriginalUploadState | undefined,
  originalStatus: string | null | undefined,
): boolean =>
  upload
    ? upload.state === 'rejected' || upload.state === 'lost'
    : originalStatus === ORIGINAL_STATUS.rejected;
