import { z } from 'zod';
import { BANK_ENTRY_STATES, BANK_REVIEW_REASONS } from '../payments/bank-entry.ts';
import { PAYMENT_METHODS } from '../orders/card-payment.ts';
import { CardRefundViewSchema } from './order.answers.ts';

const day = z.string().describe('YYYY-MM-DD');
const RefundIbanSourceSchema = z.enum(['PAYMENT', 'ENTERED']);

/** A stored entry as the back-office reads it. */
export const BankEntryViewSchema = z.object({
  id: z.number(),
  statementId: z.number(),
  entryKey: z.string(),
  bookingDate: day,
  amountCents: z.number(),
  currency: z.string(),
  creditDebit: z.enum(['CRDT', 'DBIT']),
  variableSymbol: z.string().nullable(),
  specificSymbol: z.string().nullable(),
  constantSymbol: z.string().nullable(),
  counterpartyName: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
  remittance: z.string().nullable(),
  state: z.enum(BANK_ENTRY_STATES),
  reviewReason: z.enum(BANK_REVIEW_REASONS).nullable(),
  orderId: z
    .number()
    .nullable()
    .describe('The order it paid or was assigned to; under review, the order its VS names'),
  orderNumber: z
    .string()
    .nullable()
    .describe('That order as its customer and the owner know it (its number, never its row id)'),
  creditNoteId: z.number().nullable().describe('For a refund: the credit note it pays back'),
  creditNoteNumber: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedDate: z.string().nullable(),
  note: z.string().nullable(),
});
export type BankEntryView = z.output<typeof BankEntryViewSchema>;

/** A statement as the back-office lists it. */
export const BankStatementViewSchema = z.object({
  id: z.number(),
  accountIban: z.string(),
  bankStatementId: z.string().describe("The bank's statement id (Stmt/Id)"),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  importedBy: z.string(),
  importedDate: z.string(),
  entries: z.number(),
  matched: z.number(),
  toReview: z.number(),
});
export type BankStatementView = z.output<typeof BankStatementViewSchema>;

/** The answer to an import: how its transactions were taken. */
export const BankImportSummarySchema = z.object({
  id: z.number(),
  entries: z.number(),
  matched: z.number(),
  toReview: z.number(),
  alreadyKnown: z.number(),
});
export type BankImportSummary = z.output<typeof BankImportSummarySchema>;

/** A statement and its entries. */
export const BankStatementEntriesSchema = z.object({
  statement: BankStatementViewSchema,
  entries: z.array(BankEntryViewSchema),
});

/** A refund's mark from a SEPA transfer file. */
export const RefundExportMarkSchema = z.object({
  messageId: z.string().describe("The file's message id (MsgId)"),
  exportedAt: z.string().describe('An instant (ISO 8601)'),
  cents: z.number(),
  confirmedAt: z.string().nullable().describe('When the owner confirmed it sent; null: not yet'),
});
export type RefundExportMark = z.output<typeof RefundExportMarkSchema>;

/** A SEPA transfer file of refunds, as the owner's list shows it. */
export const RefundTransferFileSchema = z.object({
  messageId: z.string().describe("The file's MsgId"),
  exportedAt: z.string().describe('ISO 8601 instant'),
  exportedBy: z.string(),
  count: z.number().int(),
  sumCents: z.number().int(),
  confirmedAt: z
    .string()
    .nullable()
    .describe('Sent to the bank, as the owner confirmed (ISO 8601); null: not yet'),
  confirmedBy: z.string().nullable(),
});
export type RefundTransferFile = z.output<typeof RefundTransferFileSchema>;

/**
 * An order the shop owes money back (refundDueCents): paid beyond its total, or credited by
 * credit notes (a withdrawal, a cancellation) after it was paid. What came by transfer goes back
 * by transfer (the SEPA file); a card payment the order no longer owed goes back to the card
 * (its own row, never in a SEPA file).
 */
export const BankRefundDueSchema = z.object({
  orderId: z.number(),
  paidBy: z.enum(PAYMENT_METHODS).describe('The way the money to return came in'),
  cardRefund: CardRefundViewSchema.nullable().describe(
    "The refund to the card and its state; null for a transfer's",
  ),
  variableSymbol: z.string().nullable(),
  totalCents: z.number(),
  paidCents: z.number().describe('What came in: by transfer and the card payment that paid it'),
  creditedCents: z.number().describe("What the order's credit notes took back"),
  refundedCents: z.number().describe('What was already paid back by transfer'),
  dueCents: z.number(),
  creditNoteNumbers: z.array(z.string()).describe("The order's credit notes, oldest first"),
  withdrawalIds: z.array(z.number()).describe("The order's withdrawals whose goods came back"),
  name: z.string().nullable().describe('The payer as the bank named them, else the buyer'),
  iban: z
    .string()
    .nullable()
    .describe('The account paid from, else the one entered; null while neither is a valid IBAN'),
  ibanSource: RefundIbanSourceSchema.nullable(),
  toTransferCents: z
    .number()
    .describe('What the next transfer file pays of it: the due less what earlier files hold'),
  exported: RefundExportMarkSchema.nullable().describe(
    'The latest transfer file that holds it and is not yet seen paid; null: in none',
  ),
});
export type BankRefundDue = z.output<typeof BankRefundDueSchema>;

/**
 * A card payment the gateway took that was not booked on its order: not what the order owed, or
 * the order no longer waited for it. The owner decides, beside the bank's entries.
 */
export const CardPaymentToReviewSchema = z.object({
  orderId: z.number(),
  variableSymbol: z.string().nullable(),
  paymentId: z.string().nullable().describe("The gateway's payment (a refund names it)"),
  amountCents: z.number().nullable(),
  currency: z.string().nullable(),
  note: z.string().nullable().describe('Why it was not booked, in Slovak'),
  paidDate: z.string().nullable(),
});
export type CardPaymentToReview = z.output<typeof CardPaymentToReviewSchema>;

/** The review screen: credits waiting for the owner, excesses to refund, card payments to decide. */
export const BankReviewSchema = z.object({
  entries: z.array(BankEntryViewSchema),
  refunds: z.array(BankRefundDueSchema),
  cardPayments: z.array(CardPaymentToReviewSchema),
  transfers: z.array(RefundTransferFileSchema).describe('The transfer files made, newest first'),
});
export type BankReview = z.output<typeof BankReviewSchema>;
