import { z } from 'zod';
import { typeError } from './constraints.ts';

/**
 * What no text of the shop may hold, as a character class (without the brackets): what XML 1.0
 * cannot carry (its `Char` production: a lone surrogate, U+FFFE, U+FFFF), the C0 and C1 control
 * characters and DEL (PostgreSQL refuses NUL), and the bidirectional formatting characters
 * (embeddings, overrides, isolates, marks), which make a name read otherwise than it is stored in
 * a CSV, a PDF or a list (the "Trojan Source" spoofing, CVE-2021-42574).
 */
export const UNSAFE_CHARACTERS = String.raw`\p{Cc}\p{Cs}￾￿؜‎‏‪-‮⁦-⁩`;

/** The bidirectional formatting characters alone (see UNSAFE_CHARACTERS). */
export const BIDI_CONTROLS = /[؜‎‏‪-‮⁦-⁩]/gu;

const UNSAFE = new RegExp(`[${UNSAFE_CHARACTERS}]`, 'u');
/** The same, but the tab and line breaks (LF, and the CR of CRLF) a long text may hold. */
const UNSAFE_BUT_LINE_BREAKS = new RegExp(`(?![\t\n\r])[${UNSAFE_CHARACTERS}]`, 'u');

/**
 * Whether a text holds a character no text of the shop may hold (UNSAFE_CHARACTERS); `longText`
 * allows tab and line breaks.
 * @example hasControlCharacters('a\u0000b') // -> true; 'a\uFFFEb', 'a\u202Eb' and 'a\uD800b' too
 */
export const hasControlCharacters = (text: string, longText = false): boolean =>
  (longText ? UNSAFE_BUT_LINE_BREAKS : UNSAFE).test(text);

/**
 * A text from outside (a feed, a statement) as the shop keeps it: what no text may hold taken
 * out, tab and line breaks kept only when `longText`.
 * @example withoutUnsafeCharacters('\u202EJana\uFFFE') // -> 'Jana'
 */
export const withoutUnsafeCharacters = (text: string, longText = false): string =>
  text.replace(new RegExp((longText ? UNSAFE_BUT_LINE_BREAKS : UNSAFE).source, 'gu'), '');

/**
 * A one-line text (a name, a login, a key, a query value): no character of UNSAFE_CHARACTERS
 * (`Pattern`), so whatever the shop makes of it (UBL, Packeta's XML, a PDF, a CSV, a mail) is
 * well-formed and reads as it was typed.
 * Chain length checks on it: `LineTextSchema.max(50, { error: 'Size' })`.
 */
export const LineTextSchema = z
  .string({ error: typeError })
  .refine((s) => !hasControlCharacters(s), { error: 'Pattern' });

/** A long text (a note, a description): tab and line breaks allowed, the rest of UNSAFE_CHARACTERS not. */
export const LongTextSchema = z
  .string({ error: typeError })
  .refine((s) => !hasControlCharacters(s, true), { error: 'Pattern' });
