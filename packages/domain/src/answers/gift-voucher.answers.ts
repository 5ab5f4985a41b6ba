import { z } from 'zod';
import { VOUCHER_STATES } from '../gift-vouchers/voucher-terms.ts';
import { VOUCHER_TAX_TREATMENTS } from '../gift-vouchers/voucher-tax.ts';

const day = z.string().describe('YYYY-MM-DD');
const euros = z.number().describe('EUR');

/** `GET /api/gift-vouchers/{code}`: what a code is worth, for anyone who holds it. */
export const GiftVoucherBalanceSchema = z
  .object({
    value: euros.describe('What it was issued for, in EUR'),
    balance: euros.describe('What is left on it, in EUR'),
    validUntil: day.describe('The last day it can be spent'),
  })
  .describe('A gift voucher by its code');
export type GiftVoucherBalance = z.output<typeof GiftVoucherBalanceSchema>;

/** A voucher spent on an order, as the order shows it. */
export const SpentVoucherSchema = z.object({
  code: z.string().describe('All but its last group masked: ••••-••••-••••-PQRS'),
  amount: euros.describe('What it paid of the order, in EUR'),
});
export type SpentVoucher = z.output<typeof SpentVoucherSchema>;

/** A voucher the order buys, as the order shows it. */
export const OrderedVoucherSchema = z.object({
  id: z.number(),
  value: euros,
  recipientName: z.string(),
  message: z.string().nullable(),
  sendTo: z.string().nullable().describe("The recipient's e-mail; null: mailed to the buyer"),
  sendOn: day.nullable().describe('The day its mail goes; null: once it is paid'),
  sentAt: z.string().nullable().describe('When its mail left, ISO instant'),
  code: z.string().nullable().describe('Masked; null until the order is paid'),
  validUntil: day.nullable(),
  state: z.enum(VOUCHER_STATES),
  stateLabel: z.string(),
});
export type OrderedVoucher = z.output<typeof OrderedVoucherSchema>;

/** A voucher as the owner lists it (`GET /api/admin/gift-vouchers`). */
export const GiftVoucherRowSchema = z.object({
  id: z.number(),
  code: z.string().nullable().describe('Masked but for its last group; null until paid'),
  value: euros,
  balance: euros,
  validUntil: day.nullable(),
  state: z.enum(VOUCHER_STATES),
  stateLabel: z.string(),
  treatment: z.enum(VOUCHER_TAX_TREATMENTS),
  treatmentLabel: z.string(),
  uses: z.number().describe('Orders it paid part of'),
  buyerEmail: z.string().nullable(),
  recipientName: z.string(),
  message: z.string().nullable(),
  sendTo: z.string().nullable(),
  sendOn: day.nullable(),
  sentAt: z.string().nullable(),
  orderId: z.number().nullable().describe('The order that bought it; null: given by the owner'),
  orderNumber: z.string().nullable(),
  reason: z.string().nullable().describe('Why the owner gave it'),
  createdDate: z.string(),
});
export type GiftVoucherRow = z.output<typeof GiftVoucherRowSchema>;

/** One movement of a voucher's balance: spent on an order, or put back onto it. */
export const GiftVoucherEntrySchema = z.object({
  kind: z.enum(['SPEND', 'RETURN']),
  amount: euros.describe('Positive: taken off the balance (SPEND) or put back (RETURN)'),
  orderId: z.number().nullable(),
  orderNumber: z.string().nullable(),
  date: z.string().describe('ISO instant'),
  note: z.string().nullable(),
});
export type GiftVoucherEntry = z.output<typeof GiftVoucherEntrySchema>;

/** A voucher with each use, for the owner (`GET /api/admin/gift-vouchers/{id}`). */
export const GiftVoucherDetailSchema = GiftVoucherRowSchema.extend({
  entries: z.array(GiftVoucherEntrySchema),
  fullCode: z
    .string()
    .nullable()
    .optional()
    .describe('The whole code, only in the answer that issues a voucher by hand'),
});
export type GiftVoucherDetail = z.output<typeof GiftVoucherDetailSchema>;
