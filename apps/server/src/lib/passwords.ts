import { hash, verify } from '@node-rs/bcrypt';

const COST = 10;

/**
 * bcrypt hashes in JHipster's `$2a$` form, so accounts of the old shop can be imported as they
 * are. `$2a$` and `$2b$` differ only for passwords over 255 bytes; ours are at most 50.
 */
export const hashPassword = async (password: string): Promise<string> =>
  (await hash(password, COST)).replace(/^\$2b\$/, '$2a$');

export const verifyPassword = (password: string, passwordHash: string): Promise<boolean> =>
  verify(password, passwordHash).catch(() => false);

/** A real hash to verify against when the login is unknown, so both cases take as long. */
export const UNKNOWN_USER_HASH = '$2a$10$gSAhZrxMllrbgj/kkK9UceBPpChGWJA7SYIb1Mqo.n5aNLq1/oRrC';
