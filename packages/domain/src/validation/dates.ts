import { LineTextSchema } from './texts.ts';

/**
 * A calendar day, exactly 'YYYY-MM-DD', that exists (`Pattern` otherwise): a payment's date, a
 * document's date of supply.
 * @example CalendarDaySchema.safeParse('2026-02-30').success // -> false
 */
export const CalendarDaySchema = LineTextSchema.regex(/^\d{4}-\d{2}-\d{2}$/, {
  error: 'Pattern',
}).refine((s) => new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { error: 'Pattern' });
