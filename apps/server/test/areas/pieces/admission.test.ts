import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Admission,
  AdmissionAbandoned,
  AdmissionFull,
  type Release,
} from '../../../src/lib/admission.ts';
import { UPLOAD_LIMITS } from '../../../src/areas/pieces/routes/photo.routes.ts';
import { makeJpeg, uploadBody } from '../../helpers/jpeg.ts';
import { waitFor as waitUntil } from '../../helpers/wait-for.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';

// Admission changes within milliseconds: asked every 10 ms, for up to 20 s.
const waitFor = (check: () => boolean) => waitUntil(check, 20_000, 10);

describe('Admission', () => {
  it('admits up to the limit at once and lets the rest wait in arrival order', async () => {
    const admission = new Admission({ inFlight: 2, maxWaiting: 3 });
    const first = await admission.admit();
    await admission.admit();
    const order: number[] = [];
    const waiters = [1, 2, 3].map((n) =>
      admission.admit().then((release) => {
        order.push(n);
        return release;
      }),
    );
    expect(admission.inFlight).toBe(2);
    expect(admission.queued).toBe(3);
    first();
    first(); // a second release of the same slot changes nothing
    const released = await waiters[0];
    expect(order).toEqual([1]);
    expect(admission.inFlight).toBe(2);
    released();
    (await waiters[1])();
    (await waiters[2])();
    expect(order).toEqual([1, 2, 3]);
    expect(admission.queued).toBe(0);
    expect(admission.inFlight).toBe(1);
  });

  it('refuses at once when the waiting line is full', async () => {
    const admission = new Admission({ inFlight: 1, maxWaiting: 2 });
    await admission.admit();
    const waiting = [admission.admit(), admission.admit()];
    await expect(admission.admit()).rejects.toBeInstanceOf(AdmissionFull);
    expect(admission.queued).toBe(2);
    expect(waiting).toHaveLength(2);
  });

  it('lets a waiter leave the line when its signal aborts, and never grants it a slot', async () => {
    const admission = new Admission({ inFlight: 1, maxWaiting: 2 });
    const holder = await admission.admit();
    const gone = new AbortController();
    const leaving = admission.admit(gone.signal);
    const staying = admission.admit();
    gone.abort();
    await expect(leaving).rejects.toBeInstanceOf(AdmissionAbandoned);
    expect(admission.queued).toBe(1);
    holder();
    const next: Release = await staying;
    next();
    expect(admission.inFlight).toBe(0);
    await expect(admission.admit(gone.signal)).rejects.toBeInstanceOf(AdmissionAbandoned);
  });
});

describe(`POST /api/photos is admitted before its body is read (${TEST_DB})`, () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    // fetch's pooled keep-alive connections are this file's own clients: end them with the app.
    t?.app.server.closeAllConnections();
    await t?.close();
  });

  /**
   * An upload over its own connection. Without `body`, only the headers and the body's first
   * bytes are sent and the rest never comes: it holds or waits for a slot until destroyed.
   */
  const rawUpload = (body?: string): { socket: Socket; answer: Promise<string> } => {
    const socket = connect(port, '127.0.0.1');
    socket.write(
      'POST /api/photos HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Connection: close\r\nContent-Length: ${body === undefined ? 5_000_000 : body.length}\r\n\r\n` +
        (body ?? '{"image":"'),
    );
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => undefined);
    });
    return { socket, answer };
  };
  const stalledUpload = () => rawUpload();
  const admission = () => t.app.uploadAdmission;
  const post = (body: string | object, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}/api/photos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('keeps the uploads beyond the limit waiting unread, and answers 503 with Retry-After past 32 waiting', async () => {
    const { inFlight, maxWaiting } = UPLOAD_LIMITS;
    expect(maxWaiting).toBe(32);
    const holders = Array.from({ length: inFlight }, stalledUpload);
    await waitFor(() => admission().inFlight === inFlight);
    const waiters = Array.from({ length: maxWaiting }, stalledUpload);
    await waitFor(() => admission().queued === maxWaiting);
    const jpeg = await makeJpeg(60, 40);

    for (let extra = 0; extra < 2; extra++) {
      const refused = await rawUpload(JSON.stringify(uploadBody(jpeg))).answer;
      expect(refused).toMatch(/^HTTP\/1.1 503 /);
      expect(refused).toMatch(/\r\nretry-after: 10\r\n/i);
      expect(refused).toMatch(/\r\ncontent-type: application\/problem\+json/i);
      expect(refused).toContain('"message":"error.photo.busy"');
    }
    expect(admission().queued).toBe(maxWaiting);

    // A waiting client that goes away leaves the line; a holder that goes away frees its slot
    // for the next in line.
    waiters[0].socket.destroy();
    await waitFor(() => admission().queued === maxWaiting - 1);
    holders[0].socket.destroy();
    await waitFor(() => admission().queued === maxWaiting - 2);
    expect(admission().inFlight).toBe(inFlight);

    for (const { socket } of [...holders, ...waiters]) socket.destroy();
    await waitFor(() => admission().inFlight === 0 && admission().queued === 0);
  });

  it('gives the slot back after every kind of answer: 201, 400, 413 and bad JSON', async () => {
    const jpeg = await makeJpeg(600, 400);
    expect((await post(uploadBody(jpeg))).status).toBe(201);
    expect((await post(uploadBody(Buffer.from('not a jpeg at all')))).status).toBe(400);
    expect((await post('{"image":')).status).toBe(400);
    const tooLarge = await post(
      JSON.stringify({ ...uploadBody(jpeg), padding: 'x'.repeat(41 * 1024 * 1024) }),
    );
    expect(tooLarge.status).toBe(413);
    await waitFor(() => admission().inFlight === 0);
    expect(admission().queued).toBe(0);
  });

  it('takes 16 concurrent uploads, all 201, never more than the limit at once', async () => {
    const body = uploadBody(await makeJpeg(1200, 800));
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, admission().inFlight)), 1);
    const statuses = await Promise.all(
      Array.from({ length: 16 }, () => post(body).then((r) => r.status)),
    );
    clearInterval(watch);
    expect(statuses).toEqual(Array(16).fill(201));
    expect(most).toBeLessThanOrEqual(UPLOAD_LIMITS.inFlight);
    await waitFor(() => admission().inFlight === 0);
  });
});
