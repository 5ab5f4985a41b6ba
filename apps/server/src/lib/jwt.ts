import { AUTHORITIES, type Authority } from '@fotoobraz/domain';
import { SignJWT, jwtVerify } from 'jose';
import { webcrypto } from 'node:crypto';
import type { SignedInUser } from '../services/caller.ts';

const DAY = 24 * 60 * 60;
export const TOKEN_VALIDITY_SECONDS = DAY;
export const REMEMBER_ME_VALIDITY_SECONDS = 30 * DAY;

/** Signs and verifies the JHipster-style HS512 bearer tokens (`sub` login, `auth` roles). */
export class JwtCodec {
  // Imported once: handed raw bytes, jose would import the key again for every request.
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-512' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(user: SignedInUser, rememberMe: boolean): Promise<string> {
    return new SignJWT({ auth: user.authorities.join(','), uid: user.id })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.login)
      .setIssuedAt()
      .setExpirationTime(
        Math.floor(Date.now() / 1000) +
          (rememberMe ? REMEMBER_ME_VALIDITY_SECONDS : TOKEN_VALIDITY_SECONDS),
      )
      .sign(await this.key);
  }

  /** The user the token speaks for, or undefined when it is invalid or expired. */
  async verify(token: string): Promise<SignedInUser | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS512'] });
      if (typeof payload.sub !== 'string' || typeof payload.uid !== 'number') return undefined;
      const authorities = String(payload.auth ?? '')
        .split(',')
        .filter((a): a is Authority => (AUTHORITIES as readonly string[]).includes(a));
      return { id: payload.uid, login: payload.sub, authorities };
    } catch {
      return undefined;
    }
  }
}
