import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_LIMIT_BYTES, registerUnreadBodyDrain } from '../../src/plugins/unread-body.ts';
import { keepAliveClient, type KeepAliveClient } from '../helpers/keep-alive-client.ts';

/** A route that refuses on its first part and leaves the rest of the body unread. */
const refusingEarly = async (): Promise<FastifyInstance> => {
  const app = Fastify();
  registerUnreadBodyDrain(app);
  await app.register(fastifyMultipart);
  app.post('/early', async (request, reply) => {
    for await (const part of request.parts()) {
      return reply.status(400).send({ refused: part.fieldname });
    }
    return reply.status(400).send({ refused: 'nothing' });
  });
  app.get('/next', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
};

describe('a body left unread by a refusal', () => {
  let app: FastifyInstance;
  let client: KeepAliveClient;

  beforeAll(async () => {
    app = await refusingEarly();
    client = keepAliveClient(app, 5000);
  });
  afterAll(async () => {
    client?.close();
    await app?.close();
  });

  it('is read to its end, so the same connection answers the next request', async () => {
    const boundary = 'unread';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n`,
      ),
      randomBytes(2_500_000),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const refused = await client.send('POST', '/early', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(refused.status).toBe(400);
    const next = await client.send('GET', '/next');
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
  });

  it('that says it is larger than the server drains gets its answer, and the connection closes', async () => {
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    socket.write(
      'POST /early HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
        `Content-Length: ${DRAIN_LIMIT_BYTES + 1}\r\n\r\n` +
        '--b\r\nContent-Disposition: form-data; name="f"; filename="a"\r\n\r\n' +
        'x'.repeat(100_000),
    );
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer.toLowerCase()).toContain('connection: close');
  });
});
