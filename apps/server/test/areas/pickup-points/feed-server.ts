import { createServer, type Server } from 'node:http';
import { listenOnLoopback } from '../../helpers/loopback.ts';

/** What the loopback feed answers next: a status and a body (JSON is serialised). */
export interface FeedAnswer {
  status?: number;
  body: unknown;
  /** Sent as is, not as JSON (a broken body). */
  raw?: boolean;
  /** Sent in pieces of this many characters, without a Content-Length (chunked). */
  pieces?: number;
}

/**
 * Packeta's feed on loopback, as docs.packetery.com's version 5 describes it:
 * `/v5/{apiKey}/branch.json` (points) and `/v5/{apiKey}/box.json` (boxes), each a JSON array.
 */
export const startFeedServer = async (apiKey = 'test-key') => {
  const answers: Record<'branch' | 'box', FeedAnswer> = {
    branch: { body: [] },
    box: { body: [] },
  };
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const match = /^\/v5\/([^/]+)\/(branch|box)\.json\?lang=sk$/.exec(req.url ?? '');
    if (!match || match[1] !== apiKey) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Invalid API key"}');
      return;
    }
    const answer = answers[match[2] as 'branch' | 'box'];
    const body = answer.raw ? String(answer.body) : JSON.stringify(answer.body);
    const length = answer.pieces ? {} : { 'content-length': Buffer.byteLength(body) };
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...length });
    if (!answer.pieces) return void res.end(body);
    for (let at = 0; at < body.length; at += answer.pieces) {
      res.write(body.slice(at, at + answer.pieces));
    }
    res.end();
  });
  const { origin, close } = await listenOnLoopback(server);
  return {
    /** The feed's address as PACKETA_FEED_URL's template gives it, key filled in. */
    url: `${origin}/v5/${apiKey}/branch.json?lang=sk`,
    answers,
    requests,
    close,
  };
};

/** A Slovak staffed point as the feed lists it. */
export const feedBranch = (id: string, city: string, over: Record<string, unknown> = {}) => ({
  id,
  name: `${city}, Hlavná ${id}`,
  place: 'Trafika',
  street: `Hlavná ${id}`,
  city,
  zip: '811 01',
  country: 'sk',
  status: { statusId: '1', description: 'V prevádzke' },
  displayFrontend: '1',
  latitude: '48.1',
  longitude: '17.1',
  maxWeight: '10',
  openingHours: { compactShort: 'Po–Pi 08:00–18:00', regular: { monday: '08:00–18:00' } },
  ...over,
});

/** A Slovak Z-BOX as the box feed lists it. */
export const feedBox = (id: string, city: string) =>
  feedBranch(id, city, { name: `Z-BOX ${city}, Hlavná ${id}`, type: 'zbox', maxWeight: '15' });
