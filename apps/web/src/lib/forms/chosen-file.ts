import type { ChangeEvent } from 'react';

/**
 * The file a file input was just given, or undefined when the choice was cancelled. The input is
 * emptied, so that choosing the same file again is a change too.
 */
export const takeChosenFile = (event: ChangeEvent<HTMLInputElement>): File | undefined => {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file;
};
