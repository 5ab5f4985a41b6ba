import type { BankEntryView } from '@fotoobraz/domain';
import type { ColumnType, Generated } from 'kysely';
import type { StoredBlob, StoredBoolean, StoredInstant } from './tables.ts';

/** A BIGINT: PostgreSQL's driver reads it as text. */
type Long = ColumnType<number | string, number, number>;
type NullableLong = ColumnType<number | string | null, number | null, number | null>;

/*
 * The tables of the shop's money: pro-formas and their counter, tax documents with their
 * e-invoices and yearly series, bank statements and their entries, and withdrawals with their
 * lines. Named as queries name them (camelCase of the columns), as in tables.ts.
 */

export interface InvoiceTable {
  id: Generated<number>;
  orderId: number;
  year: number;
  seq: number;
  number: string;
  issueDate: StoredInstant;
  dueDate: StoredInstant;
  amount: number;
  pdf: StoredBlob;
}

export interface InvoiceCounterTable {
  year: number;
  lastSeq: number;
}

export interface TaxDocumentTable {
  id: Generated<number>;
  kind: string;
  year: number;
  seq: number;
  number: string;
  orderId: number;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** YYYY-MM-DD: payment's day (advance, confirmation), day of supply (final), issue (credit). */
  taxPointDate: string;
  variableSymbol: string | null;
  buyerName: string;
  buyerIco: string | null;
  buyerDic: string | null;
  buyerIcDph: string | null;
  vatPayer: StoredBoolean;
  /** JSON text: [{ rate, base, vat }] per VAT rate; empty for a shop that is not a VAT payer. */
  vatBreakdown: string;
  /**
   * Euros, VAT included: the sum of the document's lines, so a final invoice after an advance
   * invoice is the supply less the advance (negative on a credit note).
   */
  total: number;
  /** Euros left to pay on this document (0 when paid in advance). */
  amountDue: number;
  referencedDocumentId: number | null;
  referencedNumber: string | null;
  reason: string | null;
  createdDate: StoredInstant;
  pdf: StoredBlob | null;
}

export interface EInvoiceTable {
  id: Generated<number>;
  taxDocumentId: number;
  orderId: number;
  number: string;
  state: string;
  xml: string | null;
  /** JSON text: the reasons, in Slovak, why it was refused or failed the check. */
  problems: string | null;
  messageId: string | null;
  answer: string | null;
  createdDate: StoredInstant;
  sentDate: StoredInstant | null;
  attempts: number;
  nextAttemptAt: StoredInstant;
  lastError: string | null;
}

export interface TaxDocumentCounterTable {
  kind: string;
  year: number;
  lastSeq: number;
}

export interface BankStatementTable {
  id: Generated<number>;
  accountIban: string;
  bankStatementId: string;
  fromDate: string | null;
  toDate: string | null;
  importedBy: string;
  importedDate: StoredInstant;
}

/** A stored bank entry: {@link BankEntryView} less the joined credit note number. */
export type BankEntryTable = Omit<BankEntryView, 'id' | 'creditNoteNumber' | 'resolvedDate'> & {
  id: Generated<number>;
  resolvedDate: StoredInstant | null;
};

/** A customer's withdrawal from an order, and the lines it withdraws. */
export interface WithdrawalTable {
  id: Generated<number>;
  orderId: number;
  submittedDate: StoredInstant;
  name: string;
  email: string;
  reason: string | null;
  state: string;
  receivedDate: StoredInstant | null;
  receivedBy: string | null;
  creditNoteId: number | null;
  refundCents: number | null;
  postageRefundCents: number | null;
  refundIban: string | null;
}

export interface WithdrawalLineTable {
  id: Generated<number>;
  withdrawalId: number;
  orderItemId: number;
  craftedProductId: number;
}

/** A refund in a SEPA transfer file (migration 20261207-0048-refund-exports). */
export interface RefundExportTable {
  id: Generated<number>;
  messageId: string;
  orderId: number;
  cents: number;
  refundedBefore: number;
  exportedDate: StoredInstant;
  exportedBy: string;
  confirmedDate: StoredInstant | null;
  confirmedBy: string | null;
  releasedDate: StoredInstant | null;
  releasedBy: string | null;
}

/** A payout of the card gateway a bank credit brought, and its booking (migration 0049). */
export interface CardPayoutTable {
  id: Generated<number>;
  bankEntryId: number;
  state: string;
  payoutId: string | null;
  arrivalDate: string | null;
  paymentsCents: NullableLong;
  refundsCents: NullableLong;
  feesCents: NullableLong;
  otherCents: NullableLong;
  reason: string | null;
  attempts: number;
  nextAttemptAt: StoredInstant;
  createdDate: StoredInstant;
  updatedDate: StoredInstant;
}

/** A payment, refund or fee a booked payout carried (migration 0049). */
export interface CardPayoutLineTable {
  id: Generated<number>;
  cardPayoutId: number;
  kind: string;
  paymentId: string | null;
  orderId: number | null;
  amountCents: Long;
  feeCents: Long;
}

/** A gift voucher (migration 0050). */
export interface GiftVoucherTable {
  id: Generated<number>;
  code: string | null;
  valueCents: Long;
  treatment: string;
  orderId: number | null;
  buyerEmail: string | null;
  buyerName: string | null;
  recipientName: string;
  message: string | null;
  sendTo: string | null;
  sendOn: string | null;
  validUntil: string | null;
  issuedAt: StoredInstant | null;
  sentAt: StoredInstant | null;
  mailAttempts: number;
  blocked: StoredBoolean;
  withdrawnAt: StoredInstant | null;
  cancelledAt: StoredInstant | null;
  reason: string | null;
  issuedBy: string | null;
  createdDate: StoredInstant;
}

/** A movement of a voucher's balance (migration 0050): SPEND negative, RETURN positive. */
export interface GiftVoucherEntryTable {
  id: Generated<number>;
  giftVoucherId: number;
  orderId: number | null;
  kind: string;
  amountCents: Long;
  note: string | null;
  createdDate: StoredInstant;
}
