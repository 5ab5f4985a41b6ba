import { AUTHORITIES, type Authority } from '@fotoobraz/domain';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { webcrypto } from 'node:crypto';
import type { SignedInUser } from './caller.ts';

const DAY = 24 * 60 * 60;
/** Tokens whose signature is known good; about 1 KB each. */
const VERIFIED_TOKENS = 10_000;
export const TOKEN_VALIDITY_SECONDS = DAY;
export const REMEMBER_ME_VALIDITY_SECONDS = 30 * DAY;

/** What a valid token says: whose it is, which of their sessions, and until when (epoch s). */
export interface VerifiedToken {
  user: SignedInUser;
  sessionVersion: number;
  expiresAt: number;
}

/**
 * Signs and verifies the JHipster-style HS512 bearer tokens (`sub` login, `auth` roles), with
 * `uid` and `ver`, the user's session version when it was issued (revocation: plugins/auth.ts).
 */
export class JwtCodec {
  // Imported once: handed raw bytes, jose would import the key again for every request.
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * A token's signature and claims never change, so each token is verified once; the HMAC was
   * the largest cost of a signed-in request. Revocation is not cached (plugins/auth.ts).
   */
  private readonly verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS });

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-512' },
      false,
      ['sign', 'verify'],
    );
  }

  /** A token valid 24 hours, or 30 days with `rememberMe`, or until `expiresAt` (epoch s). */
  async sign(
    user: SignedInUser,
    sessionVersion: number,
    validity: { rememberMe: boolean } | { expiresAt: number },
  ): Promise<string> {
    // One reading of the clock: read twice, a second could pass between the issue time and
    // the expiry, and a 30-day token was a second short.
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt =
      'expiresAt' in validity
        ? validity.expiresAt
        : issuedAt + (validity.rememberMe ? REMEMBER_ME_VALIDITY_SECONDS : TOKEN_VALIDITY_SECONDS);
    return new SignJWT({ auth: user.authorities.join(','), uid: user.id, ver: sessionVersion })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.login)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await this.key);
  }

  /** What the token says, or undefined when it is invalid, expired or has no session version. */
  async verify(token: string): Promise<VerifiedToken | undefined> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now() / 1000) return known;
    const checked = await this.check(token);
    // Shared by every request that carries the token: nobody may change it.
    if (checked) this.verified.set(token, deepFrozen(checked));
    return checked;
  }

  private async check(token: string): Promise<VerifiedToken | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS512'] });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.uid !== 'number' ||
        typeof payload.ver !== 'number' ||
        typeof payload.exp !== 'number'
      ) {
        return undefined;
      }
      const authorities = String(payload.auth ?? '')
        .split(',')
        .filter((a): a is Authority => (AUTHORITIES as readonly string[]).includes(a));
      return {
        user: { id: payload.uid, login: payload.sub, authorities },
        sessionVersion: payload.ver,
        expiresAt: payload.exp,
      };
    } catch {
      return undefined;
    }
  }
}

const deepFrozen = (token: VerifiedToken): VerifiedToken => {
  Object.freeze(token.user.authorities);
  Object.freeze(token.user);
  return Object.freeze(token);
};
