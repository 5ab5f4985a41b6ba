import { queryOptions, useQuery } from '@tanstack/react-query';
import { readToken } from '../auth/token-storage';
import { dataUrlOf, fetchBinary } from './binary';

/**
 * An image the API draws for the caller's own records, read with the bearer token: a signed-in
 * customer's pieces are theirs by the token, which an <img> cannot send (it would ask as a
 * stranger, and hear 404).
 */
export const ownImageQuery = (path: string) =>
  queryOptions({
    queryKey: ['own-image', path],
    queryFn: async ({ signal }) => dataUrlOf((await fetchBinary(path, signal)).blob),
    staleTime: Infinity,
    retry: false,
  });

export interface ImageSource {
  /** What the <img> loads: the URL itself, or the bytes read with the token; none yet. */
  src: string | undefined;
  /** The image cannot be had (an <img> says so by its own error event). */
  failed: boolean;
}

/**
 * Where an <img> of the caller's own record loads from: an anonymous visitor's record is the
 * visitor cookie's, which an <img> sends, so its URL; a signed-in customer's is read with the
 * token first. Nothing is asked for while `path` is null.
 */
export const useOwnImage = (path: string | null): ImageSource => {
  const signedIn = readToken() !== null;
  const read = useQuery({ ...ownImageQuery(path ?? ''), enabled: signedIn && path !== null });
  if (path === null) return { src: undefined, failed: false };
  if (!signedIn) return { src: path, failed: false };
  return { src: read.data, failed: read.isError };
};
