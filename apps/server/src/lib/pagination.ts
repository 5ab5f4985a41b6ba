/**
 * The `Link` header of a page (JHipster's PaginationUtil): first, last, and prev/next where they
 * exist; the request's other parameters are kept, everything URL-encoded.
 *
 * @example paginationLink('/api/frames?sort=name,asc', 0, 20, 45)
 *   // -> '</api/frames?sort=name%2Casc&page=1&size=20>; rel="next",...; rel="last",...; rel="first"'
 */
export const paginationLink = (
  requestUrl: string,
  page: number,
  size: number,
  total: number,
): string => {
  const [path, query = ''] = requestUrl.split('?');
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  const url = (p: number): string => {
    const params = new URLSearchParams(query);
    params.delete('page');
    params.delete('size');
    params.delete('cacheBuster');
    params.set('page', String(p));
    params.set('size', String(size));
    return `<${path}?${params.toString()}>`;
  };
  const links: string[] = [];
  if (page < lastPage) links.push(`${url(page + 1)}; rel="next"`);
  if (page > 0) links.push(`${url(Math.min(page - 1, lastPage))}; rel="prev"`);
  links.push(`${url(lastPage)}; rel="last"`, `${url(0)}; rel="first"`);
  return links.join(',');
};
