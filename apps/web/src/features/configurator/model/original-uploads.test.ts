import { afterEach, describe, expect, it, vi } from 'vitest';
import { OriginalUploads } from './original-uploads';

/** A server that has the whole original once one chunk came: enough to follow the states. */
const serverTakingOneChunk = () => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push(method);
    const body =
      method === 'GET'
        ? { state: 'uploading', offset: 0, length: 10 }
        : { state: 'verified', offset: 10, length: 10 };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return calls;
};

describe('OriginalUploads: the originals a tab sends', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('holds the original back until the first preview is shown, then sends it', async () => {
    const calls = serverTakingOneChunk();
    const uploads = new OriginalUploads();
    const seen: string[] = [];
    uploads.subscribe(() => seen.push(uploads.get(3)!.state));
    const done = uploads.start(3, new Blob([new Uint8Array(10)]), 60_000);
    expect(uploads.get(3)).toEqual({ state: 'uploading', sent: 0, total: 10 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    uploads.proceed();
    expect(await done).toEqual({ state: 'verified', sent: 10, total: 10 });
    expect(await uploads.settled(3)).toEqual({ state: 'verified', sent: 10, total: 10 });
    expect(calls).toEqual(['GET', 'PATCH']);
    expect(seen.at(-1)).toBe('verified');
  });

  it('starts by itself when no preview comes within the wait', async () => {
    vi.useFakeTimers();
    const calls = serverTakingOneChunk();
    const uploads = new OriginalUploads();
    const done = uploads.start(4, new Blob([new Uint8Array(10)]), 2500);
    await vi.advanceTimersByTimeAsync(2400);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    expect((await done).state).toBe('verified');
  });

  it('says the upload is lost when a reload finds the file no more', async () => {
    serverTakingOneChunk();
    const uploads = new OriginalUploads();
    expect(await uploads.resume(5)).toEqual({ state: 'lost', sent: 0, total: 0 });
    expect(uploads.get(5)?.state).toBe('lost');
    expect(uploads.get(6)).toBeUndefined();
  });
});
