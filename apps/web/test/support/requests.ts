import type { FakeRequest } from './fake-server';

/** The POST requests the page sent to `path`, in the order it sent them. */
export const posts = (requests: FakeRequest[], path: string) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname === path);
