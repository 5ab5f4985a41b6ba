import { z } from 'zod';
import { typeError } from './constraints.ts';

/** C0 and C1 control characters and DEL: NUL, escape, backspace, ... (PostgreSQL refuses NUL). */
const CONTROL = /\p{Cc}/u;
/** The same, but the tab and line breaks (LF, and the CR of CRLF) a long text may hold. */
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

/**
 * Whether a text holds a control character; `longText` allows tab and line breaks.
 * @example hasControlCharacters('a\u0000b') // -> true
 */
export const hasControlCharacters = (text: string, longText = false): boolean =>
  (longText ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text);

/**
 * A one-line text (a name, a login, a key, a query value): no control character (`Pattern`).
 * Chain length checks on it: `LineTextSchema.max(50, { error: 'Size' })`.
 */
export const LineTextSchema = z
  .string({ error: typeError })
  .refine((s) => !hasControlCharacters(s), { error: 'Pattern' });

/** A long text (a note, a description): tab and line breaks allowed, other controls not. */
export const LongTextSchema = z
  .string({ error: typeError })
  .refine((s) => !hasControlCharacters(s, true), { error: 'Pattern' });
