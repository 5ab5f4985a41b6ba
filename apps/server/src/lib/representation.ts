import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

/** Encodings the server sends, best first; every browser of the last decade takes both. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number] | 'identity';

/** Smaller responses go as they are: compressing them saves less than its own overhead. */
export const COMPRESSION_THRESHOLD = 1024;

/** Brotli's level for responses made per request: near gzip's speed, a tenth smaller. */
export const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A JSON response body with its entity tag and its compressed forms, each made once, when first
 * asked for (in the thread pool, not on the event loop). Each encoding is its own representation
 * with its own ETag (`"<sha1>"`, `"<sha1>-br"`, `"<sha1>-gzip"`), as HTTP requires of strong tags.
 */
export class Representation {
  readonly contentType = 'application/json; charset=utf-8';
  private readonly hash: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly body: Buffer) {
    this.hash = createHash('sha1').update(body).digest('base64url');
  }

  static ofJson(value: unknown): Representation {
    return new Representation(Buffer.from(JSON.stringify(value)));
  }

  /** The encoding sent to a client whose Accept-Encoding is `accepted` (none: identity). */
  encodingFor(accepted: string | undefined): Encoding {
    if (accepted === undefined || this.body.length < COMPRESSION_THRESHOLD) return 'identity';
    return negotiate(accepted.toLowerCase(), [...ENCODINGS]) ?? 'identity';
  }

  etag(encoding: Encoding): string {
    return encoding === 'identity' ? `"${this.hash}"` : `"${this.hash}-${encoding}"`;
  }

  /** The body in `encoding`. */
  bytes(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.body);
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === 'br' ? brotli(this.body, BROTLI_OPTIONS) : gzip(this.body);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * Whether an If-None-Match header names `etag` (or is `*`). Weak comparison, as RFC 9110 asks
 * of If-None-Match: `W/"x"` matches `"x"`.
 */
export const matchesIfNoneMatch = (header: string | undefined, etag: string): boolean => {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};
