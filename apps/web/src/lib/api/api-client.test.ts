import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, problem } from '../../../test/support/fake-server';
import { storeToken } from '../auth/token-storage';
import { api, buildUrl, request, setApiListener, type ApiListener } from './api-client';
import { ApiError } from './api-error';

const listen = () => {
  const listener = { succeeded: vi.fn(), failed: vi.fn() } satisfies ApiListener;
  removers.push(setApiListener(listener));
  return listener;
};
const removers: (() => void)[] = [];
afterEach(() => removers.splice(0).forEach((remove) => remove()));

/** A server that never answers: the request ends only when its signal aborts it. */
const fetchUntilAborted = (_url: string, init: RequestInit) =>
  new Promise((_resolve, reject) =>
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
  );

describe('buildUrl', () => {
  it('makes paths absolute and repeats array parameters', () => {
    expect(buildUrl('api/frames', { sort: ['name,asc', 'id,desc'], page: 0, x: undefined })).toBe(
      '/api/frames?sort=name%2Casc&sort=id%2Cdesc&page=0',
    );
  });
});

describe('request', () => {
  it('every GET carries a cacheBuster timestamp; other methods do not', async () => {
    const seen = fakeServer({
      'GET /api/frames': () => json([]),
      'POST /api/frames': () => json({ id: 1 }, { status: 201 }),
    });
    vi.spyOn(Date, 'now').mockReturnValue(1700000000000);
    await api.get('api/frames', { query: { page: 0 } });
    await api.post('api/frames', { name: 'Dub' });
    expect(seen[0].url.searchParams.get('cacheBuster')).toBe('1700000000000');
    expect(seen[0].url.searchParams.get('page')).toBe('0');
    expect(seen[1].url.searchParams.has('cacheBuster')).toBe(false);
    expect(seen[1].body).toEqual({ name: 'Dub' });
    expect(seen[1].headers.get('Content-Type')).toBe('application/json');
  });

  it('sends the stored token as a bearer authorization', async () => {
    const seen = fakeServer({ 'GET /api/account': () => json({}) });
    await api.get('api/account');
    expect(seen[0].headers.has('Authorization')).toBe(false);
    storeToken('t0k3n', false);
    await api.get('api/account');
    expect(seen[1].headers.get('Authorization')).toBe('Bearer t0k3n');
  });

  it('a string body goes as plain text (the reset-password request)', async () => {
    const seen = fakeServer({ 'POST /api/account/reset-password/init': () => new Response(null) });
    await api.post('api/account/reset-password/init', 'jana@example.sk');
    expect(seen[0].body).toBe('jana@example.sk');
    expect(seen[0].headers.get('Content-Type')).toMatch(/^text\/plain/);
  });

  it('tells the listener about successes with their headers', async () => {
    fakeServer({
      'PUT /api/frames': () =>
        json({ id: 3 }, { headers: { 'X-fotoobrazApp-alert': 'fotoobrazApp.frame.updated' } }),
    });
    const listener = listen();
    const response = await api.put<{ id: number }>('api/frames', { id: 3 });
    expect(response.data).toEqual({ id: 3 });
    expect(listener.succeeded.mock.calls[0][0].headers.get('X-fotoobrazApp-alert')).toBe(
      'fotoobrazApp.frame.updated',
    );
    expect(listener.failed).not.toHaveBeenCalled();
  });

  it('rejects a non-2xx answer with an ApiError carrying status, body and headers', async () => {
    fakeServer({ 'DELETE /api/frames/9': () => problem(404, 'error.http.404') });
    const listener = listen();
    const error = await api.delete('api/frames/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).problem?.message).toBe('error.http.404');
    expect((error as ApiError).path).toBe('/api/frames/9');
    expect(listener.failed).toHaveBeenCalledWith(error);
  });

  it('resolves a status the caller accepts (503 of the health check) without telling a failure', async () => {
    fakeServer({ 'GET /management/health': () => json({ status: 'DOWN' }, { status: 503 }) });
    const listener = listen();
    const response = await api.get('management/health', { acceptStatuses: [503] });
    expect(response).toMatchObject({ status: 503, data: { status: 'DOWN' } });
    expect(listener.failed).not.toHaveBeenCalled();
    await expect(api.get('management/health')).rejects.toMatchObject({ status: 503 });
  });

  it('an unreachable server is status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const listener = listen();
    await expect(api.get('api/frames')).rejects.toMatchObject({ status: 0, timedOut: false });
    expect(listener.failed).toHaveBeenCalledOnce();
  });

  it('gives up after the timeout', async () => {
    vi.stubGlobal('fetch', fetchUntilAborted);
    await expect(request('GET', 'api/frames', { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      timedOut: true,
    });
  });

  it('a request the caller aborts is not reported', async () => {
    vi.stubGlobal('fetch', fetchUntilAborted);
    const listener = listen();
    const controller = new AbortController();
    const pending = request('GET', 'api/frames', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(listener.failed).not.toHaveBeenCalled();
  });
});
