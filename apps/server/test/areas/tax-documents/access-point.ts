import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { listenOnLoopback } from '../../helpers/loopback.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A Peppol access point on loopback: it keeps what it was sent, answers 201 with a message id,
 * 409 for a document it already has, and, for a number told beforehand, the answers it is told
 * (with their headers).
 */
export const startAccessPoint = async () => {
  const received: Received[] = [];
  const delivered = new Map<string, string>();
  const scripted = new Map<
    string,
    { status: number; body: string; headers?: Record<string, string> }[]
  >();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const key = String(req.headers['idempotency-key']);
      const next = scripted.get(key)?.shift();
      const reply = (status: number, payload: string, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end(payload);
      };
      if (next) return reply(next.status, next.body, next.headers);
      const known = delivered.get(key);
      if (known) return reply(409, JSON.stringify({ messageId: known, detail: 'duplicate' }));
      const messageId = `msg-${delivered.size + 1}`;
      delivered.set(key, messageId);
      reply(201, JSON.stringify({ messageId }));
    });
  });
  const { origin, close } = await listenOnLoopback(server);
  return { url: `${origin}/v1/documents`, received, delivered, scripted, close };
};

export type AccessPoint = Awaited<ReturnType<typeof startAccessPoint>>;
