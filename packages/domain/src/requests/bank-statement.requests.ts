import { z } from 'zod';
import { IdSchema } from '../validation/ids.ts';
import { LongTextSchema } from '../validation/texts.ts';

/** The owner assigns a credit from the review list to an order: its payments add up. */
export const AssignBankEntrySchema = z.object({
  orderId: IdSchema,
  note: LongTextSchema.trim().max(500, { error: 'Size' }).nullish(),
});
export type AssignBankEntryRequest = z.infer<typeof AssignBankEntrySchema>;

/** The owner sets a credit aside (not a customer's payment, refunded outside the shop, ...). */
export const IgnoreBankEntrySchema = z.object({
  note: LongTextSchema.trim().max(500, { error: 'Size' }).nullish(),
});
export type IgnoreBankEntryRequest = z.infer<typeof IgnoreBankEntrySchema>;
