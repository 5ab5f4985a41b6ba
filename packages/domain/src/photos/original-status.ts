/**
 * Where a photo's original stands (photo.originalStatus). A photo uploaded whole has none: its
 * original came with it.
 */
export const ORIGINAL_STATUS = { uploading: 'U', verified: 'V', rejected: 'R' } as const;

/** The states as the API's clients read them. */
export type OriginalState = 'uploading' | 'verified' | 'rejected';

export const originalStateOf = (status: unknown): OriginalState =>
  status === ORIGINAL_STATUS.uploading
    ? 'uploading'
    : status === ORIGINAL_STATUS.rejected
      ? 'rejected'
      : 'verified';
