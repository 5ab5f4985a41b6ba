import { z } from 'zod';
import { typeError } from './constraints.ts';

/** C0 and C1 control characters: NUL, escape, backspace, ... (PostgreSQL refuses NUL outright). */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, but the tab and line breaks (LF, and the CR of CRLF) a long text may hold. */
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

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
