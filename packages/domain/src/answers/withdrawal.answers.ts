import { z } from 'zod';
import { WITHDRAWAL_STATES } from '../requests/withdrawal.requests.ts';
import { WITHDRAWAL_REASONS } from '../withdrawals/withdrawal-right.ts';

const day = z.string().describe('YYYY-MM-DD');

/** One line of an order as the withdrawal page offers it. */
export const WithdrawableLineSchema = z.object({
  craftedProductId: z.number().describe('The crafted product of the line: what `lines` names'),
  position: z.number(),
  title: z.string(),
  copies: z.number(),
  priceCents: z.number(),
  withdrawable: z.boolean(),
  reason: z.enum(WITHDRAWAL_REASONS),
  wording: z.string().describe('The sentence shown beside the line'),
  withdrawnAt: z.string().nullable().describe('When the line was withdrawn, if it was'),
});
export type WithdrawableLine = z.output<typeof WithdrawableLineSchema>;

/** Where an order stands in its withdrawal period (withdrawal-period.ts). */
export const WithdrawalPeriodSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('NOT_RECEIVED') }),
  z.object({ state: z.literal('OPEN'), receivedOn: day, lastDay: day }),
  z.object({ state: z.literal('ENDED'), receivedOn: day, lastDay: day }),
]);

/**
 * A gift voucher the order bought, as the withdrawal page offers it: its own 14 days run from its
 * issue, not from the pieces' delivery.
 */
export const WithdrawableVoucherSchema = z.object({
  id: z.number().describe('The voucher: what `giftVouchers` names'),
  code: z
    .string()
    .nullable()
    .describe('Masked but for its last group (••••-••••-••••-PQRS); null until its order is paid'),
  valueCents: z.number(),
  recipientName: z.string(),
  withdrawable: z.boolean(),
  refusal: z
    .string()
    .nullable()
    .describe('Why it cannot be withdrawn, the sentence shown beside it; null when it can'),
  lastDay: day
    .nullable()
    .describe('Its last day to withdraw (14 days from its issue); null before'),
  withdrawnAt: z.string().nullable().describe('When it was withdrawn, if it was'),
});
export type WithdrawableVoucher = z.output<typeof WithdrawableVoucherSchema>;

/** An order as the withdrawal page shows it, found by its number and e-mail. */
export const WithdrawableOrderSchema = z.object({
  orderNumber: z.string(),
  orderDate: z.string(),
  buyerName: z.string().nullable(),
  companyBuyer: z.boolean().describe("A company's order: no line can be withdrawn"),
  period: WithdrawalPeriodSchema.describe("The pieces' period, from their delivery"),
  lines: z.array(WithdrawableLineSchema),
  giftVouchers: z.array(WithdrawableVoucherSchema).describe('The gift vouchers the order bought'),
});
export type WithdrawableOrder = z.output<typeof WithdrawableOrderSchema>;

/** A withdrawal, as its acknowledgement and the back office show it. */
export const WithdrawalViewSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNumber: z.string(),
  submittedAt: z.string().describe('When the customer confirmed it (ISO instant)'),
  name: z.string(),
  email: z.string(),
  reason: z.string().nullable(),
  state: z.enum(WITHDRAWAL_STATES),
  lines: z.array(
    z.object({
      craftedProductId: z.number(),
      position: z.number(),
      title: z.string(),
      priceCents: z.number(),
    }),
  ),
  receivedAt: z.string().nullable().describe('Once the goods are back: when'),
  receivedBy: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  refundCents: z.number().nullable().describe('What the credit note refunds for the lines'),
  postageRefundCents: z.number().nullable(),
  refundIban: z.string().nullable().describe('The account the refund goes to'),
});
export type WithdrawalView = z.output<typeof WithdrawalViewSchema>;

/**
 * The answer to `POST /api/withdrawals` (201): the withdrawal (of the pieces, else of the
 * vouchers), the vouchers the statement withdrew, and its acknowledgement's link.
 */
export const WithdrawalReceiptSchema = WithdrawalViewSchema.extend({
  giftVouchers: z
    .array(WithdrawableVoucherSchema.pick({ id: true, code: true, valueCents: true }))
    .describe('The gift vouchers withdrawn: blocked, credited, their refund due'),
  acknowledgementUrl: z.string().describe('A signed link to the acknowledgement PDF'),
});
export type WithdrawalReceipt = z.output<typeof WithdrawalReceiptSchema>;

/** A withdrawal as the back office shows it: the view, its order's standing and its refund. */
export const AdminWithdrawalViewSchema = WithdrawalViewSchema.extend({
  orderStatus: z.string(),
  paidFromIban: z.string().nullable().describe('The IBAN the customer paid from, when known'),
  refundIbanSource: z.enum(['PAYMENT', 'ENTERED']).nullable(),
  noCreditNoteReason: z
    .string()
    .nullable()
    .describe('Why no credit note was issued although the goods are back'),
});
export type AdminWithdrawalView = z.output<typeof AdminWithdrawalViewSchema>;
