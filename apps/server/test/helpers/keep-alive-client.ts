import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface Exchange {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The answer came on a connection an earlier request had used. */
  reusedSocket: boolean;
}

export interface KeepAliveClient {
  send(
    method: string,
    path: string,
    opts?: { headers?: Record<string, string>; body?: Buffer | string },
  ): Promise<Exchange>;
  close(): void;
}

/**
 * A client of one keep-alive connection at a time (`maxSockets: 1`), as a browser or a proxy
 * reuses it: a request whose connection was left unreadable by the one before never gets its
 * answer, and fails after `timeoutMs` as unanswered.
 */
export const keepAliveClient = (app: FastifyInstance, timeoutMs = 10_000): KeepAliveClient => {
  const { port } = app.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    send: (method, path, { headers = {}, body } = {}) =>
      new Promise((resolve, reject) => {
        const req = httpRequest(
          { agent, host: '127.0.0.1', port, method, path, headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
                reusedSocket: req.reusedSocket,
              }),
            );
            res.on('error', reject);
          },
        );
        req.setTimeout(timeoutMs, () =>
          req.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)),
        );
        // A connection cut before its answer was read (EPIPE, ECONNRESET) fails the request.
        req.on('error', reject);
        req.end(body);
      }),
    close: () => agent.destroy(),
  };
};
