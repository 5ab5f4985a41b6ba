import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type Handler = (request: FakeRequest) => Response | Promise<Response>;

export const json = (
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response =>
  new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: {
      'Content-Type':
        init.status && init.status >= 400 ? 'application/problem+json' : 'application/json',
      ...init.headers,
    },
  });

export const problem = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  json({ status, title: 'Problem', message, ...extra }, { status });

/**
 * Replaces fetch with routes keyed 'GET /api/account'; anything else answers 404. Returns the
 * requests seen, in order, so tests can check what the app sent.
 */
export const fakeServer = (routes: Record<string, Handler>): FakeRequest[] => {
  const seen: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: FakeRequest = {
      method,
      url,
      headers: new Headers(init.headers),
      body: text && text.startsWith('{') ? (JSON.parse(text) as unknown) : text,
    };
    seen.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(request) : problem(404, 'error.http.404');
  });
  return seen;
};
