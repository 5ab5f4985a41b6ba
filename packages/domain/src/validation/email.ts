import { z } from 'zod';
import { EMAIL_LENGTH } from '../entities/user.ts';
import { typeError } from './constraints.ts';
import { UNSAFE_CHARACTERS } from './texts.ts';

/**
 * A run of characters an address part may hold: none that separate or decorate addresses in a
 * mail header, no white space and none that no text may hold (UNSAFE_CHARACTERS).
 */
const PART = String.raw`[^\s${UNSAFE_CHARACTERS}@,;:<>()[\]"\\]+`;

/**
 * The shop's one e-mail rule, on the server and in the web app: local part, an at sign, a domain
 * with a dot. Strict enough that the address is one mailbox a mail can be sent to.
 * @example EMAIL_PATTERN.test('jana@example.sk') // -> true; 'a\u0000@b.sk' and 'jana@localhost' -> false
 */
export const EMAIL_PATTERN = new RegExp(`^${PART}@${PART}\\.${PART}$`, 'u');

/**
 * An e-mail as a form sends it: trimmed, 5 to 254 characters (`Size`), the one rule (`Pattern`,
 * or the message given, e.g. user management's `Email`).
 * @example emailSchema().parse(' jana@example.sk ') // -> 'jana@example.sk'
 */
export const emailSchema = (patternMessage = 'Pattern') =>
  z
    .string({ error: typeError })
    .trim()
    .min(EMAIL_LENGTH.min, { error: 'Size' })
    .max(EMAIL_LENGTH.max, { error: 'Size' })
    .regex(EMAIL_PATTERN, { error: patternMessage });
