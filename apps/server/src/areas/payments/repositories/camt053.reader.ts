import {
  amountToCents,
  normaliseIban,
  type BankTransaction,
  type CreditDebit,
} from '@fotoobraz/domain';
import { MAX_XML_DEPTH, parseXmlTreeOffThread } from './xml-tree.worker.ts';

/** One account's statement (`Stmt`) of a camt.053 file. */
export interface ParsedStatement {
  accountIban: string;
  /** The bank's id of the statement (`Stmt/Id`). */
  bankStatementId: string;
  fromDate: string | null;
  toDate: string | null;
  /** The account's currency (`Acct/Ccy`), when the bank states it. */
  currency: string | null;
  /** Booked transactions only: a pending one may come back booked under another reference. */
  transactions: BankTransaction[];
}

/** A file that is not a readable camt.053 statement; `message` is for the owner, in Slovak. */
export class StatementFormatError extends Error {}

/** Elements that may repeat; the parser would otherwise hand over a lone one as an object. */
const REPEATED = ['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Bal'];

const CAMT053_NAMESPACE =
  /xmlns(?::[\w-]+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}["']/;

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const decodeText = (text: string): string =>
  text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(lt|gt|amp|quot|apos));/gi, (all, dec, hex, name) => {
    if (name) return PREDEFINED[String(name).toLowerCase()];
    const code = dec ? Number(dec) : parseInt(String(hex), 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });

type Node = Record<string, unknown>;

const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (at, name) => (at && typeof at === 'object' ? (at as Node)[name] : undefined),
    node,
  );

/** The text of an element (also one with attributes), decoded, or null. */
const textOf = (node: unknown, ...path: string[]): string | null => {
  const at = child(node, ...path);
  const raw = typeof at === 'object' && at !== null ? (at as Node)['#text'] : at;
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = decodeText(String(raw)).trim();
  return text === '' ? null : text;
};

const list = (node: unknown, ...path: string[]): unknown[] => {
  const at = child(node, ...path);
  return Array.isArray(at) ? at : at === undefined ? [] : [at];
};

const clip = (text: string | null, max: number): string | null =>
  text === null ? null : text.slice(0, max);

/** 'YYYY-MM-DD' of a `Dt` or `DtTm`. */
const dayOf = (node: unknown): string | null => {
  const value = textOf(node, 'Dt') ?? textOf(node, 'DtTm');
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
};

/** An amount element: its cents and currency; a refused file when it is none. */
const amountOf = (node: unknown): { cents: number; currency: string } => {
  const cents = amountToCents(textOf(node));
  const currency = typeof node === 'object' && node !== null ? (node as Node)['@_Ccy'] : null;
  if (cents === null || typeof currency !== 'string') {
    throw new StatementFormatError('Výpis obsahuje neplatnú sumu.');
  }
  return { cents, currency: currency.trim().toUpperCase() };
};

/** The party on the other side: the payer of a credit, the payee of a debit (v02 and v08+). */
const counterpartyOf = (tx: unknown, creditDebit: CreditDebit) => {
  const [party, account] = creditDebit === 'CRDT' ? ['Dbtr', 'DbtrAcct'] : ['Cdtr', 'CdtrAcct'];
  const parties = child(tx, 'RltdPties');
  return {
    counterpartyName: clip(
      textOf(parties, party, 'Nm') ?? textOf(parties, party, 'Pty', 'Nm'),
      140,
    ),
    counterpartyIban: clip(normaliseIban(textOf(parties, account, 'Id', 'IBAN')) || null, 34),
  };
};

const creditDebitOf = (node: unknown): CreditDebit | null => {
  const value = textOf(node, 'CdtDbtInd');
  return value === 'CRDT' || value === 'DBIT' ? value : null;
};

/** The transactions of one entry: each `TxDtls`, or the entry itself when it has none. */
const transactionsOf = (entry: unknown, accountIban: string): BankTransaction[] => {
  const entryAmount = amountOf(child(entry, 'Amt'));
  const entryDirection = creditDebitOf(entry);
  const bookingDate = dayOf(child(entry, 'BookgDt')) ?? dayOf(child(entry, 'ValDt'));
  if (!entryDirection || !bookingDate) {
    throw new StatementFormatError('Položke výpisu chýba smer platby alebo dátum zaúčtovania.');
  }
  const details = list(entry, 'NtryDtls').flatMap((d) => list(d, 'TxDtls'));
  const entryReference = clip(textOf(entry, 'AcctSvcrRef') ?? textOf(entry, 'NtryRef'), 100);
  return (details.length > 0 ? details : [{}]).map((tx, index) => {
    const txAmountNode = child(tx, 'Amt') ?? child(tx, 'AmtDtls', 'TxAmt', 'Amt');
    // A lone transaction may leave its amount to the entry; batched ones state their own.
    const amount = txAmountNode && details.length > 1 ? amountOf(txAmountNode) : entryAmount;
    const creditDebit = creditDebitOf(tx) ?? entryDirection;
    // Free text, and the creditor's reference some banks carry the symbols in ('/VS…/SS…/KS…').
    const remittance = [
      ...list(tx, 'RmtInf', 'Ustrd').map((line) => textOf(line)),
      ...list(tx, 'RmtInf', 'Strd').map((part) => textOf(part, 'CdtrRefInf', 'Ref')),
    ]
      .filter((line): line is string => line !== null)
      .join(' ');
    // Without details the bank's note on the entry is all the text there is.
    const note = details.length === 0 ? textOf(entry, 'AddtlNtryInf') : null;
    return {
      accountIban,
      transactionReference: clip(textOf(tx, 'Refs', 'AcctSvcrRef'), 100),
      entryReference,
      index,
      bookingDate,
      amountCents: amount.cents,
      currency: amount.currency,
      creditDebit,
      endToEndId: clip(textOf(tx, 'Refs', 'EndToEndId'), 100),
      remittance: remittance || note,
      ...counterpartyOf(tx, creditDebit),
    };
  });
};

/** Booked or unstated (v02 has a code, v08+ a `Cd` element). */
const isBooked = (entry: unknown): boolean => {
  const status = textOf(entry, 'Sts') ?? textOf(entry, 'Sts', 'Cd');
  return status === null || status === 'BOOK';
};

/** A statement's own facts; its transactions follow as its entries arrive. */
const statementOf = (stmt: unknown): ParsedStatement => {
  const accountIban = normaliseIban(textOf(stmt, 'Acct', 'Id', 'IBAN'));
  if (!accountIban) throw new StatementFormatError('Výpis neuvádza IBAN účtu.');
  const period = child(stmt, 'FrToDt');
  return {
    accountIban,
    bankStatementId:
      clip(textOf(stmt, 'Id') ?? textOf(stmt, 'ElctrncSeqNb'), 100) ??
      `${accountIban}:${textOf(stmt, 'CreDtTm') ?? ''}`,
    fromDate: textOf(period, 'FrDtTm')?.slice(0, 10) ?? null,
    toDate: textOf(period, 'ToDtTm')?.slice(0, 10) ?? null,
    currency: textOf(stmt, 'Acct', 'Ccy')?.toUpperCase() ?? null,
    transactions: [],
  };
};

/**
 * Reads an ISO 20022 camt.053 file (camt.053.001.02 and newer): its statements and their
 * booked transactions. Rejects with StatementFormatError, with a message for the owner, for
 * anything that is not well-formed camt.053 (also elements nested deeper than MAX_XML_DEPTH);
 * a DTD is refused before parsing. The parsing runs off the main thread, and the entries are
 * read a slice at a time, so a large statement never stalls the server's other requests.
 * @example await readCamt053(xml) // -> [{ accountIban: 'SK31…', transactions: [...] }]
 */
export const readCamt053 = async (xml: string): Promise<ParsedStatement[]> => {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new StatementFormatError(
      'Súbor obsahuje definíciu typu dokumentu (DTD), ktorú nespracúvame.',
    );
  }
  const notCamt053 = () =>
    new StatementFormatError('Súbor nie je bankový výpis vo formáte camt.053.');
  const isCamt053 = CAMT053_NAMESPACE.test(xml);
  const statements: ParsedStatement[] = [];
  await parseXmlTreeOffThread(xml, REPEATED, (message) => {
    switch (message.kind) {
      case 'invalid':
        throw new StatementFormatError(
          `Súbor nie je platné XML (chyba na riadku ${message.line}, v stĺpci ${message.col}).`,
        );
      case 'unreadable':
        throw new StatementFormatError(
          message.tooDeep
            ? `Súbor má prvky vnorené hlbšie ako ${MAX_XML_DEPTH} úrovní; bankový výpis taký nebýva.`
            : 'Súbor sa nedá prečítať ako XML.',
        );
      case 'statement':
        if (!isCamt053) throw notCamt053();
        statements.push(statementOf(message.statement));
        break;
      case 'entries': {
        const statement = statements.at(-1)!;
        for (const entry of message.entries.filter(isBooked)) {
          statement.transactions.push(...transactionsOf(entry, statement.accountIban));
        }
        break;
      }
      case 'done':
        if (!isCamt053 || !message.found) throw notCamt053();
    }
  });
  if (statements.length === 0) throw new StatementFormatError('Súbor neobsahuje žiadny výpis.');
  return statements;
};
