import { ORIGINAL_CHUNK_BYTES } from '@fotoobraz/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadOriginal } from './original-upload';

/**
 * The server's side of the protocol, as the API answers it: an offset that moves only with a
 * chunk at that offset, 409 with the offset otherwise, the state after the last chunk. `drop`
 * makes the n-th PATCH fail on the way, as a dropped connection does.
 */
const tusServer = (
  length: number,
  opts: { drop?: number[]; verdict?: 'verified' | 'rejected' } = {},
) => {
  const server = { offset: 0, received: [] as Uint8Array[], patches: 0, heads: 0 };
  const json = (status: number, body: object) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const state = () =>
    server.offset < length
      ? { state: 'uploading', offset: server.offset, length }
      : opts.verdict === 'rejected'
        ? { state: 'rejected', offset: length, length, reason: 'error.photo.originalmismatch' }
        : { state: 'verified', offset: length, length };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    expect(url).toBe('/api/photos/7/original');
    if ((init.method ?? 'GET') === 'GET') {
      server.heads++;
      return json(200, state());
    }
    server.patches++;
    if (opts.drop?.includes(server.patches)) throw new TypeError('Failed to fetch');
    const offset = Number((init.headers as Record<string, string>)['Upload-Offset']);
    if (offset !== server.offset) return json(409, { message: 'error.photo.offset', ...state() });
    const bytes = await bytesOf(init.body as Blob);
    server.received.push(bytes);
    server.offset += bytes.length;
    const now = state();
    return json(now.state === 'rejected' ? 400 : 200, now);
  });
  return server;
};

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const fileOf = (length: number) =>
  new Blob([Uint8Array.from({ length }, (_, i) => i % 251)], { type: 'image/jpeg' });

/** No pause, but a test that keeps retrying fails rather than hangs. */
let retries = 0;
const noWait = () => {
  if (++retries > 20) throw new Error('retrying without end');
  return Promise.resolve();
};

describe('uploadOriginal: the original behind its working copy', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    retries = 0;
  });

  it('sends the file in chunks from offset 0 and resolves verified, reporting progress', async () => {
    const length = ORIGINAL_CHUNK_BYTES * 2 + 1000;
    const server = tusServer(length);
    const progress: number[] = [];
    const result = await uploadOriginal({
      photoId: 7,
      file: fileOf(length),
      onProgress: (sent) => progress.push(sent),
      sleep: noWait,
    });
    expect(result).toEqual({ state: 'verified', offset: length, length });
    expect(server.received.map((c) => c.length)).toEqual([
      ORIGINAL_CHUNK_BYTES,
      ORIGINAL_CHUNK_BYTES,
      1000,
    ]);
    expect(progress).toEqual([0, ORIGINAL_CHUNK_BYTES, ORIGINAL_CHUNK_BYTES * 2, length]);
  });

  it('after a dropped connection asks where the server stands and goes on from there', async () => {
    const length = ORIGINAL_CHUNK_BYTES * 3;
    const server = tusServer(length, { drop: [2] });
    const waits: number[] = [];
    const result = await uploadOriginal({
      photoId: 7,
      file: fileOf(length),
      onProgress: () => undefined,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(result.state).toBe('verified');
    expect(waits).toEqual([500]);
    expect(server.heads).toBe(2);
    // Every byte arrived once, in order.
    const all = new Uint8Array(server.received.reduce((n, c) => n + c.length, 0));
    server.received.reduce((at, c) => (all.set(c, at), at + c.length), 0);
    const sent = await bytesOf(fileOf(length));
    expect(all.length).toBe(sent.length);
    expect(all.every((b, i) => b === sent[i])).toBe(true);
  });

  it('resumes where an earlier page left it (a reload), sending only the rest', async () => {
    const length = ORIGINAL_CHUNK_BYTES + 10;
    const server = tusServer(length);
    server.offset = ORIGINAL_CHUNK_BYTES;
    await uploadOriginal({
      photoId: 7,
      file: fileOf(length),
      onProgress: () => undefined,
      sleep: noWait,
    });
    expect(server.received.map((c) => c.length)).toEqual([10]);
  });

  it('resolves rejected with the reason when the server refuses the original', async () => {
    const length = 100;
    tusServer(length, { verdict: 'rejected' });
    const result = await uploadOriginal({
      photoId: 7,
      file: fileOf(length),
      onProgress: () => undefined,
      sleep: noWait,
    });
    expect(result).toMatchObject({ state: 'rejected', reason: 'error.photo.originalmismatch' });
  });

  it('stops when aborted, with an AbortError', async () => {
    tusServer(100, { drop: [1, 2, 3] });
    const controller = new AbortController();
    const upload = uploadOriginal({
      photoId: 7,
      file: fileOf(100),
      onProgress: () => undefined,
      signal: controller.signal,
      sleep: async () => controller.abort(),
    });
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});
