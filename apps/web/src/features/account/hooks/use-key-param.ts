import { useParams, useSearchParams } from 'react-router';

/** The key of an activation or reset link: a path part (`/activate/abc`) or `?key=abc`. */
export const useKeyParam = (): string | undefined => {
  const { key } = useParams();
  const [search] = useSearchParams();
  return key || search.get('key') || undefined;
};
