/**
 * Bank statement entries as the shop keeps them: one per transaction of a
 * statement (`TxDtls`), whatever the file's format version.
 */

/** C: money came in (a customer's payment); D: money went out (e.g. a refund). */
export type CreditDebit = 'CRDT' | 'DBIT';

/** One transaction read from a statement, before the shop has looked at it. */
export interface BankTransaction {
  /** The statement account's IBAN, normalised (no spaces, capitals). */
  accountIban: string;
  /** The bank's own reference of the transaction (`TxDtls/Refs/AcctSvcrRef`), if any. */
  transactionReference: string | null;
  /** The entry's reference (`Ntry/AcctSvcrRef`, else `Ntry/NtryRef`), if any. */
  entryReference: string | null;
  /** Position of the transaction within its entry (0-based; an entry may batch several). */
  index: number;
  /** 'YYYY-MM-DD'. */
  bookingDate: string;
  amountCents: number;
  currency: string;
  creditDebit: CreditDebit;
  /** `Refs/EndToEndId`, which Slovak banks fill with `/VS…/SS…/KS…`. */
  endToEndId: string | null;
  /** The unstructured remittance text (`RmtInf/Ustrd`, lines joined by a space). */
  remittance: string | null;
  counterpartyName: string | null;
  counterpartyIban: string | null;
}

/** Where an entry stands: settled automatically, waiting for the owner, or resolved. */
export const BANK_ENTRY_STATES = [
  'MATCHED',
  'REVIEW',
  'ASSIGNED',
  'IGNORED',
  'DEBIT',
  'REFUND',
] as const;
export type BankEntryState = (typeof BANK_ENTRY_STATES)[number];

/** Why a credit waits for the owner instead of paying an order by itself. */
export const BANK_REVIEW_REASONS = [
  'UNDERPAID',
  'OVERPAID',
  'UNKNOWN_VS',
  'NO_VS',
  'ALREADY_PAID',
  'CANCELLED',
] as const;
export type BankReviewReason = (typeof BANK_REVIEW_REASONS)[number];

/** The states whose credits count towards their order's payment. */
export const PAYING_STATES: readonly BankEntryState[] = ['MATCHED', 'ASSIGNED'];

/** A stored entry as the back-office reads it. */
export interface BankEntryView {
  id: number;
  statementId: number;
  entryKey: string;
  bookingDate: string;
  amountCents: number;
  currency: string;
  creditDebit: CreditDebit;
  variableSymbol: string | null;
  specificSymbol: string | null;
  constantSymbol: string | null;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  remittance: string | null;
  state: BankEntryState;
  reviewReason: BankReviewReason | null;
  /** The order it paid or was assigned to; for a credit under review, the order its VS names. */
  orderId: number | null;
  /** For a refund: the credit note it pays back, and its number. */
  creditNoteId: number | null;
  creditNoteNumber: string | null;
  resolvedBy: string | null;
  resolvedDate: string | null;
  note: string | null;
}

/** A statement as the back-office lists it. */
export interface BankStatementView {
  id: number;
  accountIban: string;
  /** The bank's statement id (`Stmt/Id`). */
  bankStatementId: string;
  fromDate: string | null;
  toDate: string | null;
  importedBy: string;
  importedDate: string;
  entries: number;
  matched: number;
  toReview: number;
}

/** The answer to an import: how its transactions were taken. */
export interface BankImportSummary {
  id: number;
  entries: number;
  matched: number;
  toReview: number;
  alreadyKnown: number;
}

/** Where the account a refund goes to comes from. */
export type RefundIbanSource = 'PAYMENT' | 'ENTERED';

/**
 * An order the shop owes money back (refundDueCents): paid beyond its total, or credited by
 * credit notes (a withdrawal, a cancellation) after it was paid.
 */
export interface BankRefundDue {
  orderId: number;
  variableSymbol: string | null;
  totalCents: number;
  paidCents: number;
  /** What the order's credit notes took back. */
  creditedCents: number;
  /** What was already paid back against them. */
  refundedCents: number;
  dueCents: number;
  /** The order's credit notes, oldest first. */
  creditNoteNumbers: string[];
  /** The order's withdrawals whose goods came back, by id. */
  withdrawalIds: number[];
  /** Who the money goes to: the payer as the bank named them, else the buyer. */
  name: string | null;
  /**
   * The account: the one the customer paid from, else the one the owner entered; null while
   * neither is a valid IBAN (ibanProblem): the refund waits for one.
   */
  iban: string | null;
  ibanSource: RefundIbanSource | null;
  /** What the next transfer file pays of it: the due less what earlier files still hold. */
  toTransferCents: number;
  /** The latest transfer file that holds it and is not yet seen paid; null: in none. */
  exported: RefundExportMark | null;
}

/** A refund's mark from a SEPA transfer file. */
export interface RefundExportMark {
  /** The file's message id (MsgId). */
  messageId: string;
  /** An instant (ISO 8601). */
  exportedAt: string;
  cents: number;
  /** When the owner confirmed the file as sent to the bank; null: not yet. */
  confirmedAt: string | null;
}

/** A SEPA transfer file of refunds, as the owner's list shows it. */
export interface RefundTransferFile {
  messageId: string;
  exportedAt: string;
  exportedBy: string;
  count: number;
  sumCents: number;
  confirmedAt: string | null;
  confirmedBy: string | null;
}

/** The review screen: credits waiting for the owner and excesses to refund. */
export interface BankReview {
  entries: BankEntryView[];
  refunds: BankRefundDue[];
  /** The transfer files made, newest first. */
  transfers: RefundTransferFile[];
}
