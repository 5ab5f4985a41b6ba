import { LineTextSchema } from './texts.ts';

/**
 * A calendar day, exactly 'YYYY-MM-DD', that exists (`Pattern` otherwise): a payment's date, a
 * document's date of supply.
 * @example CalendarDaySchema.safeParse('2026-02-30').success // -> false
 */
export const CalendarDaySchema = LineTextSchema.regex(/^\d{4}-\d{2}-\d{2}$/, {
  error: 'Pattern',
}).refine(
  // zod runs the refinement after a failed pattern too: a text that names no day is no Date.
  (s) => {
    const day = Date.parse(`${s}T00:00:00Z`);
    return Number.isFinite(day) && new Date(day).toISOString().startsWith(s);
  },
  { error: 'Pattern' },
);
