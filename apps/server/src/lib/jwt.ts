import { AUTHORITIES, type Authority } from '@fotoobraz/domain';
import { SignJWT, jwtVerify } from 'jose';
import type { SignedInUser } from '../services/caller.ts';

const DAY = 24 * 60 * 60;
export const TOKEN_VALIDITY_SECONDS = DAY;
export const REMEMBER_ME_VALIDITY_SECONDS = 30 * DAY;

/** Signs and verifies the JHipster-style HS512 bearer tokens (`sub` login, `auth` roles). */
export class JwtCodec {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: SignedInUser, rememberMe: boolean): Promise<string> {
    return new SignJWT({ auth: user.authorities.join(','), uid: user.id })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.login)
      .setIssuedAt()
      .setExpirationTime(
        Math.floor(Date.now() / 1000) +
          (rememberMe ? REMEMBER_ME_VALIDITY_SECONDS : TOKEN_VALIDITY_SECONDS),
      )
      .sign(this.key);
  }

  /** The user the token speaks for, or undefined when it is invalid or expired. */
  async verify(token: string): Promise<SignedInUser | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS512'] });
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
