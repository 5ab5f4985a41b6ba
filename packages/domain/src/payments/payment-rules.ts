import type { BankReviewReason, BankTransaction } from './bank-entry.ts';

/** The Slovak payment symbols of a transfer; each null when the payer gave none. */
export interface PaymentSymbols {
  variableSymbol: string | null;
  specificSymbol: string | null;
  constantSymbol: string | null;
}

/**
 * A symbol without its leading zeros, so '0000123' and '123' name the same order; all zeros
 * (or nothing) is no symbol.
 * @example normaliseSymbol('000123') // -> '123'
 */
export const normaliseSymbol = (symbol: string | null | undefined): string | null => {
  const digits = symbol?.trim().replace(/^0+/, '') ?? '';
  return /^\d{1,10}$/.test(digits) ? digits : null;
};

/** Whether two variable symbols are the same, leading zeros aside. */
export const sameSymbol = (a: string | null | undefined, b: string | null | undefined): boolean => {
  const left = normaliseSymbol(a);
  return left !== null && left === normaliseSymbol(b);
};

/**
 * An IBAN as banks compare it: no spaces, capitals.
 * @example normaliseIban('sk31 1200 0000 1987 4263 7541') // -> 'SK3112000000198742637541'
 */
export const normaliseIban = (iban: string | null | undefined): string =>
  (iban ?? '').replace(/\s+/g, '').toUpperCase();

const symbolIn = (text: string, name: 'VS' | 'SS' | 'KS', slashed: boolean): string | null => {
  // '/VS123/SS4/KS0308' (EndToEndId) or 'VS: 123', 'VS 123', 'VS123' in a payer's free text.
  const pattern = slashed
    ? new RegExp(`/${name}(\\d{1,10})(?=/|$)`, 'i')
    : new RegExp(`(?:^|[^A-Z0-9])${name}\\s*[:.]?\\s*(\\d{1,10})(?!\\d)`, 'i');
  return normaliseSymbol(text.match(pattern)?.[1]);
};

/**
 * The symbols of a transfer: from `EndToEndId` in the form `/VS…/SS…/KS…` as Slovak banks fill
 * it, else from the remittance text ('VS 123', 'VS:123', '/VS123'); leading zeros dropped.
 * @example paymentSymbolsOf({ endToEndId: '/VS0000123/SS/KS0308', remittance: null })
 *   // -> { variableSymbol: '123', specificSymbol: null, constantSymbol: '308' }
 */
export const paymentSymbolsOf = (transfer: {
  endToEndId: string | null;
  remittance: string | null;
}): PaymentSymbols => {
  const e2e = transfer.endToEndId?.trim() ?? '';
  const text = transfer.remittance ?? '';
  const read = (name: 'VS' | 'SS' | 'KS') =>
    symbolIn(e2e, name, true) ?? symbolIn(text, name, true) ?? symbolIn(text, name, false);
  return {
    variableSymbol: read('VS'),
    specificSymbol: read('SS'),
    constantSymbol: read('KS'),
  };
};

/**
 * A 64-bit FNV-1a hash in hex: stable across runs and machines, and pure (no crypto module), so
 * the web app could compute the same key.
 */
const fnv1a64 = (text: string): string => {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
};

/**
 * The key that makes a transaction unique across statements, so an overlapping statement adds
 * only what is new: the account's IBAN with the bank's reference of the transaction; without
 * one, the entry's reference and the transaction's place in it; without that either, a hash of
 * what the transaction says.
 * @example bankEntryKeyOf({ accountIban: 'SK31…', transactionReference: 'A1', … }) // -> 'SK31…|A1'
 */
export const bankEntryKeyOf = (tx: BankTransaction): string => {
  if (tx.transactionReference) return `${tx.accountIban}|${tx.transactionReference}`;
  if (tx.entryReference) return `${tx.accountIban}|${tx.entryReference}#${tx.index}`;
  const content = [
    tx.bookingDate,
    tx.creditDebit,
    tx.amountCents,
    tx.currency,
    tx.endToEndId ?? '',
    tx.remittance ?? '',
    tx.counterpartyIban ?? '',
    tx.counterpartyName ?? '',
    tx.index,
  ].join('\u001f');
  return `${tx.accountIban}|#${fnv1a64(content)}`;
};

/** What the shop knows of the order a credit's variable symbol names. */
export interface PayableOrder {
  status: string;
  totalCents: number;
  /** What payments already assigned to it add up to. */
  paidCents: number;
}

/**
 * How an incoming payment is taken: 'PAY' when it settles an unpaid order (POTVRDENA) to the
 * cent with what was paid before, else the reason it goes to the owner's review list.
 * @example creditDecision(true, { status: 'POTVRDENA', totalCents: 1290, paidCents: 0 }, 1290) // -> 'PAY'
 */
export const creditDecision = (
  hasSymbol: boolean,
  order: PayableOrder | undefined,
  amountCents: number,
): 'PAY' | BankReviewReason => {
  if (!hasSymbol) return 'NO_VS';
  if (!order) return 'UNKNOWN_VS';
  if (order.status === 'ZRUSENA') return 'CANCELLED';
  if (order.status !== 'POTVRDENA') return 'ALREADY_PAID';
  const paid = order.paidCents + amountCents;
  if (paid < order.totalCents) return 'UNDERPAID';
  if (paid > order.totalCents) return 'OVERPAID';
  return 'PAY';
};

/** An order's payments added up against its total. */
export interface Settlement {
  paidCents: number;
  /** Still to pay; 0 once paid. */
  missingCents: number;
  /** Paid beyond the total: to be refunded. */
  excessCents: number;
  paid: boolean;
}

/**
 * Payments assigned to one order add up: it is paid once they reach its total; what goes beyond
 * is to be refunded.
 * @example settlementOf(1000, [600, 500]) // -> { paidCents: 1100, missingCents: 0, excessCents: 100, paid: true }
 */
export const settlementOf = (totalCents: number, paymentsCents: readonly number[]): Settlement => {
  const paidCents = paymentsCents.reduce((sum, cents) => sum + cents, 0);
  return {
    paidCents,
    missingCents: Math.max(0, totalCents - paidCents),
    excessCents: Math.max(0, paidCents - totalCents),
    paid: paidCents >= totalCents,
  };
};

/**
 * A statement amount ('1290.5', '12.50') in cents; null for anything that is not one.
 * @example amountToCents('12.5') // -> 1250
 */
export const amountToCents = (amount: string | null | undefined): number | null => {
  const match = /^\s*(\d{1,13})(?:\.(\d{1,2}))?\s*$/.exec(amount ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};
