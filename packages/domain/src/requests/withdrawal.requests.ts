import { z } from 'zod';
import { MAX_ORDERED_VOUCHERS } from '../gift-vouchers/voucher-terms.ts';
import { typeError } from '../validation/constraints.ts';
import { emailSchema } from '../validation/email.ts';
import { IdSchema } from '../validation/ids.ts';
import { OrderNumberSchema } from './order.requests.ts';
import { LineTextSchema, LongTextSchema } from '../validation/texts.ts';

/**
 * How a customer names their order without signing in: its number and the order's e-mail, or
 * instead of the e-mail the signature of the withdrawal link in one of the order's mails.
 */
const WithdrawalOrderSchema = z.object({
  orderNumber: OrderNumberSchema,
  email: emailSchema().optional(),
  token: z
    .string({ error: typeError })
    .max(100, { error: 'Size' })
    .optional()
    .describe("The withdrawal link's signature (`podpis` in the mail's link), instead of e-mail"),
});

/** The e-mail is asked for unless the link's signature stands in for it. */
const emailOrToken = (request: { email?: string; token?: string }, context: z.RefinementCtx) => {
  if (request.email === undefined && request.token === undefined) {
    context.addIssue({ code: 'custom', path: ['email'], message: 'NotNull' });
  }
};

export const WithdrawalLookupSchema = WithdrawalOrderSchema.superRefine(emailOrToken);
export type WithdrawalLookupRequest = z.infer<typeof WithdrawalLookupSchema>;

/**
 * `POST /api/withdrawals`: without `lines` and `giftVouchers`, every line and bought voucher
 * that allows withdrawal is withdrawn; with either, exactly those named. The name the statement
 * is made in defaults to the order's.
 */
export const WithdrawalRequestSchema = WithdrawalOrderSchema.extend({
  lines: z
    .array(IdSchema, { error: typeError })
    .min(1, { error: 'Size' })
    .max(100)
    .optional()
    .describe('The crafted products of the lines withdrawn'),
  giftVouchers: z
    .array(IdSchema, { error: typeError })
    .min(1, { error: 'Size' })
    .max(MAX_ORDERED_VOUCHERS)
    .optional()
    .describe('The ids of the gift vouchers the order bought that are withdrawn'),
  reason: LongTextSchema.trim().max(1000, { error: 'Size' }).nullish(),
  name: LineTextSchema.trim().max(200, { error: 'Size' }).nullish(),
}).superRefine(emailOrToken);
export type WithdrawalRequest = z.infer<typeof WithdrawalRequestSchema>;

/** Where a withdrawal stands on the owner's side. */
export const WITHDRAWAL_STATES = ['NAHLASENE', 'TOVAR_PRIJATY'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];
export const WITHDRAWAL_STATE_LABELS: Readonly<Record<WithdrawalState, string>> = {
  NAHLASENE: 'Nahlásené',
  TOVAR_PRIJATY: 'Tovar prijatý späť',
};
