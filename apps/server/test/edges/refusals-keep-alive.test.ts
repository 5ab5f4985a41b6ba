import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, visitorHeaders, type Headers } from '../helpers/actors.ts';
import { makeJpeg } from '../helpers/jpeg.ts';
import { keepAliveClient, type KeepAliveClient } from '../helpers/keep-alive-client.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../helpers/test-app.ts';
import { multipartOf, workingCopyOf, type WorkingCopyUpload } from '../helpers/working-copy.ts';

/** A multipart body of one file under `name` (a statement under `file`, a photo under `workingCopy`). */
const oneFile = (name: string, bytes: Buffer | string) => {
  const boundary = `----edge${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="x"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
};

const nested = (depth: number) =>
  `<?xml version="1.0"?>${'<a>'.repeat(depth)}x${'</a>'.repeat(depth)}`;

/**
 * Every refusal of an upload or an import is answered as problem+json the client can read, and
 * the connection it came on then answers the next request (or was closed after the answer):
 * a refusal that leaves the rest of its body unread must not leave the connection hanging.
 */
describe(`refused uploads and imports end their request cleanly (${TEST_DB})`, () => {
  let t: TestApp;
  let client: KeepAliveClient;
  let admin: Headers;
  let upload: WorkingCopyUpload;
  let photoId: number;
  const visitor = visitorHeaders();

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signIn(t.app, 'admin', 'admin');
    upload = await workingCopyOf(await makeJpeg(1200, 800));
    const { body, contentType } = multipartOf(upload);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/photos/working-copy',
      payload: body,
      headers: { ...visitor, 'content-type': contentType },
    });
    photoId = created.json().id;
  });
  beforeAll(() => {
    client = keepAliveClient(t.app);
  });
  afterAll(async () => {
    client?.close();
    await t?.close();
  });

  type Case = [
    what: string,
    method: string,
    path: string,
    request: () => { headers: Record<string, string>; body?: Buffer | string },
    status: number,
    message: string,
  ];
  const workingCopy = (facts: unknown, field = 'workingCopy', bytes?: Buffer) => {
    const { body, contentType } = multipartOf({ facts, workingCopy: bytes ?? upload.workingCopy });
    const renamed = field === 'workingCopy' ? body : renameField(body, field);
    return { headers: { ...visitor, 'content-type': contentType }, body: renamed };
  };
  const renameField = (body: Buffer, field: string) =>
    Buffer.from(body.toString('latin1').replace('name="workingCopy"', `name="${field}"`), 'latin1');

  const cases: Case[] = [
    [
      'a photo with bad fields',
      'POST',
      '/api/photos',
      () => ({
        headers: { ...visitor, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 5, image: upload.workingCopy.toString('base64') }),
      }),
      400,
      'error.validation',
    ],
    [
      'a 45 MB photo body',
      'POST',
      '/api/photos',
      () => ({
        headers: { ...visitor, 'content-type': 'application/json' },
        body: `{"title":"x","image":"${'A'.repeat(45 * 1024 * 1024)}"}`,
      }),
      413,
      'error.photo.toolarge',
    ],
    [
      'a photo as text/plain',
      'POST',
      '/api/photos',
      () => ({ headers: { ...visitor, 'content-type': 'text/csv' }, body: 'x'.repeat(200_000) }),
      415,
      'error.http.415',
    ],
    [
      'a working copy with bad facts',
      'POST',
      '/api/photos/working-copy',
      // A file larger than the socket's buffers: what is left unread stays in the connection.
      () =>
        workingCopy(
          { title: 'x', width: 0, height: 1, fileSize: 1, sha256: 'zz' },
          'workingCopy',
          randomBytes(2_500_000),
        ),
      400,
      'error.validation',
    ],
    [
      'a working copy over 3 MB',
      'POST',
      '/api/photos/working-copy',
      () => workingCopy(upload.facts, 'workingCopy', randomBytes(3_500_000)),
      413,
      'error.photo.workingcopy',
    ],
    [
      'a working copy under another field name',
      'POST',
      '/api/photos/working-copy',
      () => workingCopy(upload.facts, 'photo', randomBytes(2_500_000)),
      400,
      'error.validation',
    ],
    [
      'a working copy with three files',
      'POST',
      '/api/photos/working-copy',
      () => {
        const { body, contentType } = oneFile('a', randomBytes(1_000_000));
        const boundary = contentType.split('boundary=')[1];
        const part = (name: string) =>
          Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="x"\r\n\r\n`,
            ),
            randomBytes(1_000_000),
            Buffer.from('\r\n'),
          ]);
        return {
          headers: { ...visitor, 'content-type': contentType },
          body: Buffer.concat([part('workingCopy'), part('b'), body]),
        };
      },
      413,
      'error.photo.workingcopy',
    ],
    [
      'a working copy without a boundary',
      'POST',
      '/api/photos/working-copy',
      () => ({ headers: { ...visitor, 'content-type': 'multipart/form-data' }, body: 'x' }),
      400,
      'error.http.400',
    ],
    [
      "an original's chunk over 4 MB",
      'PATCH',
      '/api/photos/{id}/original',
      () => ({
        headers: {
          ...visitor,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': '0',
        },
        body: randomBytes(5 * 1024 * 1024),
      }),
      413,
      'error.http.413',
    ],
    [
      "an original's chunk without its offset",
      'PATCH',
      '/api/photos/{id}/original',
      () => ({
        headers: { ...visitor, 'content-type': 'application/offset+octet-stream' },
        body: randomBytes(300_000),
      }),
      400,
      'error.validation',
    ],
    [
      "an original's chunk as JSON",
      'PATCH',
      '/api/photos/{id}/original',
      () => ({
        headers: { ...visitor, 'content-type': 'image/jpeg', 'upload-offset': '0' },
        body: randomBytes(300_000),
      }),
      415,
      'error.http.415',
    ],
    [
      'a statement under another field name',
      'POST',
      '/api/bank-statements',
      () => {
        const { body, contentType } = oneFile('statement', nested(3));
        return { headers: { ...admin, 'content-type': contentType }, body };
      },
      400,
      'error.bankstatement.missing',
    ],
    [
      'a statement without a boundary',
      'POST',
      '/api/bank-statements',
      () => ({ headers: { ...admin, 'content-type': 'multipart/form-data' }, body: 'x' }),
      400,
      'error.http.400',
    ],
    [
      'a statement over 10 MB',
      'POST',
      '/api/bank-statements',
      () => {
        const { body, contentType } = oneFile('file', 'x'.repeat(11 * 1024 * 1024));
        return { headers: { ...admin, 'content-type': contentType }, body };
      },
      413,
      'error.http.413',
    ],
    [
      'a statement nested 10,000 deep',
      'POST',
      '/api/bank-statements',
      () => ({ headers: { ...admin, 'content-type': 'application/xml' }, body: nested(10_000) }),
      400,
      'error.bankstatement.format',
    ],
    [
      "a statement from someone who isn't signed in",
      'POST',
      '/api/bank-statements',
      () => {
        const { body, contentType } = oneFile('file', 'x'.repeat(500_000));
        return { headers: { 'content-type': contentType }, body };
      },
      401,
      'error.http.401',
    ],
  ];

  it.each(cases)(
    'refuses %s with a readable problem, and answers the next request',
    async (_what, method, path, request, status, message) => {
      const { headers, body } = request();
      const refused = await client.send(method, path.replace('{id}', String(photoId)), {
        headers,
        body,
      });
      expect(refused.status, refused.body).toBe(status);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      const problem = JSON.parse(refused.body);
      expect(problem.message).toBe(message);
      // The web app words the key; a refused field is named, anything else told in Slovak.
      if (message === 'error.validation') expect(problem.fieldErrors.length).toBeGreaterThan(0);
      else if (status !== 401) expect(problem.detail).toMatch(/[áäčďéíľĺňóôŕšťúýž]/i);

      const next = await client.send('GET', '/management/health');
      expect(next.status).toBe(200);
      // Either the same connection answered, or the refusal said it closes its connection.
      if (!next.reusedSocket) expect(refused.headers.connection).toBe('close');
    },
  );
});
