/** One page of a list the server pages (DESIGN.md §2): its rows and whether more follow. */
export interface Page<T> {
  rows: T[];
  page: number;
  hasNext: boolean;
  /** All rows that match (X-Total-Count). */
  total: number;
}

/** Whether a Link header (DESIGN.md §2) names a next page. */
export const hasNextPage = (link: string | null): boolean => /rel="next"/.test(link ?? '');

/** Page `page` of the answer: its rows, and what its Link and X-Total-Count headers tell. */
export const pageOf = <T>(rows: T[], page: number, headers: Headers): Page<T> => ({
  rows,
  page,
  hasNext: hasNextPage(headers.get('link')),
  total: Number(headers.get('x-total-count') ?? rows.length),
});

/** The next page's number for an infinite query, none after the last. */
export const nextPage = (last: Page<unknown>) => (last.hasNext ? last.page + 1 : undefined);
