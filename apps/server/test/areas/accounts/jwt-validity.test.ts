import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  JwtCodec,
  REMEMBER_ME_VALIDITY_SECONDS,
  TOKEN_VALIDITY_SECONDS,
} from '../../../src/lib/jwt.ts';
import type { SignedInUser } from '../../../src/lib/caller.ts';

const USER: SignedInUser = { id: 3, login: 'user', authorities: ['ROLE_USER'] };

/** The last millisecond of a second: the next reading of the clock is in the next second. */
const LAST_MS = 1_800_000_000_999;

afterEach(() => {
  vi.useRealTimers();
});

describe('a token is valid exactly as long as its kind (customer spec §5)', () => {
  it.each([
    ['remembered', true, REMEMBER_ME_VALIDITY_SECONDS],
    ['not remembered', false, TOKEN_VALIDITY_SECONDS],
  ])('%s: however the second turns while it is signed', async (_kind, rememberMe, seconds) => {
    vi.useFakeTimers({ now: LAST_MS, toFake: ['Date'] });
    // Each reading of the clock moves it on by a millisecond, into the next second.
    const now = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => {
      const reading = now();
      vi.setSystemTime(reading + 1);
      return reading;
    });
    const token = await new JwtCodec('s'.repeat(64)).sign(USER, 1, { rememberMe });
    const { iat, exp } = decodeJwt(token);
    expect(iat).toBe(Math.floor(LAST_MS / 1000));
    expect(exp! - iat!).toBe(seconds);
  });
});
