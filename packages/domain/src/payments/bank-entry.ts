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

/**
 * Where an entry stands: settled automatically, waiting for the owner, or resolved. SURPLUS is a
 * credit that names an order already paid (by card or by transfer): it counts as the order's
 * payment, so its surplus is owed back to the customer. PAYOUT is the card gateway's payout of
 * card payments already booked, net of its fees: it pays no order of its own.
 */
export const BANK_ENTRY_STATES = [
  'MATCHED',
  'SURPLUS',
  'REVIEW',
  'ASSIGNED',
  'IGNORED',
  'DEBIT',
  'REFUND',
  'PAYOUT',
] as const;
export type BankEntryState = (typeof BANK_ENTRY_STATES)[number];

/**
 * Why a credit waits for the owner instead of paying an order by itself. PAYOUT: a payout of
 * the card gateway, waiting while the gateway is asked which payments it carries, or one the
 * gateway does not know.
 */
export const BANK_REVIEW_REASONS = [
  'UNDERPAID',
  'OVERPAID',
  'UNKNOWN_VS',
  'NO_VS',
  'ALREADY_PAID',
  'CANCELLED',
  'PAYOUT',
] as const;
export type BankReviewReason = (typeof BANK_REVIEW_REASONS)[number];

/** The states whose credits count towards their order's payment. */
export const PAYING_STATES: readonly BankEntryState[] = ['MATCHED', 'ASSIGNED', 'SURPLUS'];

/** Where the account a refund goes to comes from. */
export type RefundIbanSource = 'PAYMENT' | 'ENTERED';
