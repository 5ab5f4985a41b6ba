import { queryOptions } from '@tanstack/react-query';
import { fetchBinary } from '../../../lib/api/binary';

export interface InlineFile {
  /** A data: URL, so no object URL has to be revoked. */
  src: string;
  contentType: string;
  bytes: number;
  blob: Blob;
}

const dataUrlOf = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });

/** A small file by URL for showing inline, e.g. a crafted product's preview in the order list. */
export const inlineFileQuery = (path: string) =>
  queryOptions({
    queryKey: ['binary', path],
    queryFn: async ({ signal }): Promise<InlineFile> => {
      const file = await fetchBinary(path, signal);
      return {
        src: await dataUrlOf(file.blob),
        contentType: file.contentType,
        bytes: file.blob.size,
        blob: file.blob,
      };
    },
    staleTime: 60_000,
  });
