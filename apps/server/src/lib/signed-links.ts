import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a signed link lets its holder do. A token signed for one purpose is refused for any
 * other, so a later kind of link (a withdrawal's) cannot be bent into paying, or the reverse.
 */
export type LinkPurpose = 'card-payment' | 'withdrawal';

/** What verify() finds: only a token this server signed can be 'expired'. */
export type LinkVerdict = 'valid' | 'invalid' | 'expired';

/** `<expiry in epoch seconds>.<HMAC-SHA256, base64url>`. */
const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Tokens of links that let a mail's reader act on one order without signing in. A token signs
 * the purpose, the order and its expiry with HMAC-SHA256 under a key derived from the server's
 * one secret: derived, so a link's signature is never a session token's (JWT) or a document
 * link's, though all come from the same secret. Pure: the caller says what time it is.
 */
export class SignedLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('fotoobraz signed links').digest();
  }

  /**
   * The token of a link for `purpose` on order `orderId`, valid until `expiresAt` (to the second).
   * @example links.sign('card-payment', 7, new Date('2027-01-06T10:00:00Z')) // -> '1799229600.…' (43 characters after the dot)
   */
  sign(purpose: LinkPurpose, orderId: number, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `${expires}.${this.signature(purpose, orderId, expires)}`;
  }

  /**
   * 'valid' when sign() made `token` for this purpose and order and it has not expired at `now`;
   * 'expired' when it did, but the token is past its expiry; 'invalid' otherwise. Never throws.
   * @example links.verify('card-payment', 7, token, now) // -> 'valid'
   */
  verify(purpose: LinkPurpose, orderId: number, token: string, now: Date): LinkVerdict {
    const parts = TOKEN.exec(token);
    if (!parts) return 'invalid';
    const expires = Number(parts[1]);
    // Compared as written: decoded, base64url's spare bits would let a changed last letter pass.
    const expected = Buffer.from(this.signature(purpose, orderId, expires));
    const given = Buffer.from(parts[2]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return expires * 1000 <= now.getTime() ? 'expired' : 'valid';
  }

  private signature(purpose: LinkPurpose, orderId: number, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${purpose}\n${orderId}\n${expires}`)
      .digest('base64url');
  }
}
