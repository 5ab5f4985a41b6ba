import { z } from 'zod';
import { isAccountingMonth } from '../accounting/accounting-month.ts';
import { LineTextSchema } from '../validation/texts.ts';

/**
 * The month of the accountant's export, 'YYYY-MM' (`Pattern` otherwise), counted in Bratislava.
 * @example AccountingMonthParamsSchema.safeParse({ month: '2026-13' }).success // -> false
 */
export const AccountingMonthParamsSchema = z.object({
  month: LineTextSchema.refine(isAccountingMonth, { error: 'Pattern' }),
});
