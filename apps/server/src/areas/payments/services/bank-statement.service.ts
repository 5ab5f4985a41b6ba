import { setImmediate } from 'node:timers/promises';
import {
  bankEntryKeyOf,
  creditDecision,
  formatEur,
  ibanProblem,
  isGatewayPayout,
  normaliseIban,
  paymentSymbolsOf,
  settlementOf,
  type AssignBankEntryRequest,
  type BankEntryView,
  type BankImportSummary,
  type BankReview,
  type BankReviewReason,
  type CardPaymentToReview,
  type BankStatementView,
  type BankTransaction,
  type IgnoreBankEntryRequest,
} from '@fotoobraz/domain';
import { notFound, Problem } from '../../../lib/problem.ts';
import type { Caller } from '../../../lib/caller.ts';
import type { Clock } from '../../../lib/clock.ts';
import {
  readCamt053,
  StatementFormatError,
  type ParsedStatement,
} from '../repositories/camt053.reader.ts';
import type {
  BankStatementRepository,
  NewBankEntry,
  OrderToPay,
} from '../repositories/bank-statement.repository.ts';
import { retriedOnDeadlock } from '../../../repositories/deadlock.ts';
import type { UnitOfWork } from '../../../events/event-bus.ts';
import type { Repositories } from '../../../repositories/repository-set.ts';
import type { OrderWorkflowService } from '../../orders/index.ts';
import type { ShopSettings } from '../../../services/shop-settings.ts';
import type { RefundTransferService } from './refund-transfer.service.ts';
import type { TransactorOf } from '../../../services/unit-of-work.ts';

/** The repositories of the import's unit of work. */
type ImportRepositories = Pick<Repositories, 'bankStatements' | 'cardPayouts' | 'entities'>;

/** Who the order history names for a payment the import settled by itself. */
export const BANK_IMPORT_ACTOR = 'bankový import';

/**
 * Tries of an import that PostgreSQL ended to break a deadlock: imports queue for each other,
 * but an owner's step on the same order at the same moment can still meet one.
 */
const IMPORT_ATTEMPTS = 3;

/**
 * How long one unit of work of an import may store transactions before it commits and lets
 * the server's other requests in: it holds the database (SQLite's one connection, and on SQLite
 * the event loop too) meanwhile. Under load a slice is just fewer transactions.
 */
const SLICE_MS = 40;

/** The shop takes payments in euros only. */
const CURRENCY = 'EUR';

/** A problem of this service's kind `prefix`: the key names its message, the detail explains it. */
const problemOf =
  (status: number, title: string, prefix: string) =>
  (key: string, detail: string): Problem =>
    new Problem({ status, title, message: `error.${prefix}.${key}`, body: { detail } });

const refused = problemOf(400, 'The bank statement cannot be imported', 'bankstatement');
const entryProblem = problemOf(400, 'The bank entry cannot be resolved so', 'bankentry');

/**
 * Where a credit goes: it pays its order, or (the order was paid already, by card or by an
 * earlier transfer) it counts as its payment, and its surplus is owed back by transfer, or it
 * waits for the owner.
 */
const stateOfCredit = (decision: 'PAY' | BankReviewReason): NewBankEntry['state'] =>
  decision === 'PAY' ? 'MATCHED' : decision === 'ALREADY_PAID' ? 'SURPLUS' : 'REVIEW';

/** The note the order's history keeps of the payments that settled it. */
const paymentNote = (payments: readonly BankEntryView[]): string =>
  payments
    .map(
      (p) =>
        `Platba z bankového výpisu: položka č. ${p.id} (${p.entryKey}), ${formatEur(p.amountCents)}, zaúčtovaná ${p.bookingDate}`,
    )
    .join('; ');

/**
 * Bank statements (camt.053): imported, matched to orders by variable symbol and amount, and
 * the rest resolved by the owner.
 */
export class BankStatementService {
  static readonly uses = ['bankStatements', 'cardPayouts', 'entities'] as const;

  constructor(
    private readonly transactor: TransactorOf<typeof BankStatementService>,
    private readonly bankStatements: BankStatementRepository,
    private readonly workflow: Pick<OrderWorkflowService, 'settle'>,
    private readonly refunds: Pick<RefundTransferService, 'due' | 'files'>,
    /** The card payments the gateway took that wait for the owner too. */
    private readonly cardPayments: { toReview(): Promise<CardPaymentToReview[]> },
    /** Dates the imports and the owner's resolutions. */
    private readonly now: Clock,
    /**
     * Where the card gateway's payouts go to be booked against its payments; none without a
     * gateway, and they wait for the owner like any credit without a variable symbol.
     */
    private readonly payouts?: { queued(): void },
  ) {}

  /**
   * Imports a statement file: refused as a whole (400, nothing stored) when it is not camt.053,
   * is for another account than SHOP_IBAN or holds another currency than euros; else its new
   * transactions are stored and exact payments settle their orders; a payment of an order paid
   * already (SURPLUS) is owed back, under the refunds. They are stored a slice
   * of SLICE_MS at a time, each in its own transaction, with the server's other requests
   * served between them; an import cut short is completed by importing the file again,
   * as its known transactions are skipped.
   */
  async import(caller: Caller, xml: string): Promise<BankImportSummary> {
    const statements = await parsed(xml);
    const summary = { id: 0, entries: 0, matched: 0, toReview: 0, alreadyKnown: 0 };
    for (const statement of statements) {
      let from = 0;
      do {
        const stored = await retriedOnDeadlock(
          () => this.store(caller, statements, statement, from),
          IMPORT_ATTEMPTS,
        );
        summary.id ||= stored.id;
        summary.entries += stored.taken;
        summary.matched += stored.matched;
        summary.toReview += stored.toReview;
        summary.alreadyKnown += stored.alreadyKnown;
        from += stored.taken;
        await setImmediate();
      } while (from < statement.transactions.length);
    }
    return summary;
  }

  statements(): Promise<BankStatementView[]> {
    return this.bankStatements.statements();
  }

  async statement(id: number): Promise<{ statement: BankStatementView; entries: BankEntryView[] }> {
    const statement = await this.bankStatements.statement(id);
    if (!statement) throw notFound();
    return { statement, entries: await this.bankStatements.entriesOf(id) };
  }

  /**
   * Credits and card payments waiting for the owner, the refunds the shop owes (RefundList) and
   * their transfer files.
   */
  async review(): Promise<BankReview> {
    const [entries, refunds, cardPayments, transfers] = await Promise.all([
      this.bankStatements.entriesInState('REVIEW'),
      this.refunds.due(),
      this.cardPayments.toReview(),
      this.refunds.files(),
    ]);
    return { entries, refunds, cardPayments, transfers };
  }

  /**
   * The owner assigns a credit to an order: it counts as one of its payments, and once they
   * reach the order's total an unpaid order is paid (on the last payment's booking day).
   */
  async assign(
    caller: Caller,
    entryId: number,
    input: AssignBankEntryRequest,
  ): Promise<BankEntryView> {
    const actor = caller.user!.login;
    return this.transactor.run(async (repositories, unit) => {
      const { bankStatements } = repositories;
      const entry = await this.resolvable(bankStatements, entryId);
      const order = await bankStatements.orderById(input.orderId);
      if (!order) {
        throw entryProblem('ordernotfound', `Objednávka č. ${input.orderId} neexistuje.`);
      }
      await bankStatements.updateEntry(entry.id, {
        state: 'ASSIGNED',
        orderId: order.id,
        resolvedBy: actor,
        resolvedDate: this.now().toISOString(),
        note: input.note ?? null,
      });
      const payments = await bankStatements.paymentsOf(order.id);
      const settlement = settlementOf(
        order.totalCents,
        payments.map((p) => p.amountCents),
      );
      if (order.status === 'POTVRDENA' && settlement.paid) {
        await this.workflow.settle(repositories, unit, order.row, {
          actor,
          paidOn: payments
            .map((p) => p.bookingDate)
            .sort()
            .at(-1)!,
          note: paymentNote(payments),
        });
      }
      return (await bankStatements.entry(entry.id))!;
    });
  }

  /** The owner sets a credit aside: it pays nothing and leaves the review list. */
  async ignore(
    caller: Caller,
    entryId: number,
    input: IgnoreBankEntryRequest,
  ): Promise<BankEntryView> {
    return this.transactor.run(async ({ bankStatements }) => {
      const entry = await this.resolvable(bankStatements, entryId);
      await bankStatements.updateEntry(entry.id, {
        state: 'IGNORED',
        resolvedBy: caller.user!.login,
        resolvedDate: this.now().toISOString(),
        note: input.note ?? null,
      });
      return (await bankStatements.entry(entry.id))!;
    });
  }

  /**
   * The statement's transactions from `from` on, stored and matched in one transaction for up
   * to SLICE_MS (at least one), once all the file's statements are checked against the shop's
   * settings of the same unit of work; says how many it took.
   */
  private store(
    caller: Caller,
    statements: readonly ParsedStatement[],
    statement: ParsedStatement,
    from: number,
  ): Promise<{
    id: number;
    taken: number;
    matched: number;
    toReview: number;
    alreadyKnown: number;
  }> {
    return this.transactor.run(async (repositories, unit) => {
      const started = performance.now();
      await repositories.bankStatements.lockImports();
      checkAccount(statements, await unit.shopSettings());
      const { id } = await repositories.bankStatements.saveStatement({
        accountIban: statement.accountIban,
        bankStatementId: statement.bankStatementId,
        fromDate: statement.fromDate,
        toDate: statement.toDate,
        importedBy: caller.user!.login,
        importedDate: this.now().toISOString(),
      });
      const stored = { id, taken: 0, matched: 0, toReview: 0, alreadyKnown: 0 };
      for (let at = from; at < statement.transactions.length; at++) {
        const state = await this.take(repositories, unit, id, statement.transactions[at]);
        stored.taken += 1;
        if (state === 'KNOWN') stored.alreadyKnown += 1;
        else if (state === 'MATCHED') stored.matched += 1;
        else if (state === 'REVIEW') stored.toReview += 1;
        if (performance.now() - started > SLICE_MS) break;
      }
      return stored;
    });
  }

  private async resolvable(
    bankStatements: BankStatementRepository,
    entryId: number,
  ): Promise<BankEntryView> {
    const entry = await bankStatements.entry(entryId);
    if (!entry) throw notFound();
    if (entry.state !== 'REVIEW') {
      throw entryProblem('resolved', 'Táto položka výpisu už bola vyriešená.');
    }
    return entry;
  }

  /** Stores one transaction unless known, and settles the order it pays exactly. */
  private async take(
    repositories: ImportRepositories,
    unit: UnitOfWork,
    statementId: number,
    tx: BankTransaction,
  ): Promise<'KNOWN' | NewBankEntry['state']> {
    const { bankStatements } = repositories;
    const symbols = paymentSymbolsOf(tx);
    const entry: NewBankEntry = {
      statementId,
      entryKey: bankEntryKeyOf(tx),
      bookingDate: tx.bookingDate,
      amountCents: tx.amountCents,
      currency: tx.currency,
      creditDebit: tx.creditDebit,
      ...symbols,
      counterpartyName: tx.counterpartyName,
      // A payer account that fails ISO 13616's mod-97 is none: a refund waits for a valid one
      // rather than make the transfer file invalid.
      counterpartyIban:
        tx.counterpartyIban && !ibanProblem(tx.counterpartyIban) ? tx.counterpartyIban : null,
      remittance: tx.remittance,
      state: 'DEBIT',
      reviewReason: null,
      orderId: null,
      creditNoteId: null,
      resolvedBy: null,
      resolvedDate: null,
      note: null,
    };
    if (tx.creditDebit === 'DBIT' && symbols.variableSymbol) {
      const creditNote = await bankStatements.creditNoteBySymbol(symbols.variableSymbol);
      if (creditNote) {
        entry.state = 'REFUND';
        entry.creditNoteId = creditNote.id;
        entry.orderId = creditNote.orderId;
      }
    }
    // The order the credit names, read once: it is what a payment settles.
    let order: OrderToPay | undefined;
    let paidBefore: BankEntryView[] = [];
    if (tx.creditDebit === 'CRDT') {
      order = symbols.variableSymbol
        ? await bankStatements.orderBySymbol(symbols.variableSymbol)
        : undefined;
      paidBefore = order ? await bankStatements.paymentsOf(order.id) : [];
      const decision = creditDecision(
        symbols.variableSymbol !== null,
        order && { ...order, paidCents: paidBefore.reduce((sum, p) => sum + p.amountCents, 0) },
        tx.amountCents,
      );
      entry.orderId = order?.id ?? null;
      entry.state = stateOfCredit(decision);
      entry.reviewReason = entry.state === 'REVIEW' && decision !== 'PAY' ? decision : null;
    }
    // The gateway's payout names no order: it waits while the gateway is asked what it carries.
    const payout = this.payouts && !order && isGatewayPayout(tx);
    if (payout) entry.reviewReason = 'PAYOUT';
    const id = await bankStatements.addEntry(entry);
    if (id === undefined) return 'KNOWN';
    if (payout) {
      await repositories.cardPayouts.queue(id, this.now().toISOString());
      unit.afterCommit(() => this.payouts!.queued());
    }
    if (entry.state === 'MATCHED' && order) {
      const payments = [
        ...paidBefore,
        { ...entry, id, creditNoteNumber: null, orderNumber: null },
      ].sort((a, b) => a.bookingDate.localeCompare(b.bookingDate) || a.id - b.id);
      await this.workflow.settle(repositories, unit, order.row, {
        actor: BANK_IMPORT_ACTOR,
        paidOn: tx.bookingDate,
        note: paymentNote(payments),
      });
    }
    return entry.state;
  }
}

/** The file's statements, refused as a whole (400) when it is no camt.053. */
const parsed = async (xml: string): Promise<ParsedStatement[]> => {
  try {
    return await readCamt053(xml);
  } catch (error) {
    if (error instanceof StatementFormatError) throw refused('format', error.message);
    throw error;
  }
};

/**
 * Refuses the statements as a whole unless all of them are of the shop's account (SHOP_IBAN)
 * and in euros.
 */
const checkAccount = (statements: readonly ParsedStatement[], settings: ShopSettings): void => {
  const shopIban = normaliseIban(settings.supplier.iban);
  if (!shopIban) {
    throw refused('noiban', 'Obchod nemá nastavený IBAN (parameter SHOP_IBAN).');
  }
  for (const statement of statements) {
    if (statement.accountIban !== shopIban) {
      throw refused(
        'otheraccount',
        `Výpis je z účtu ${statement.accountIban}, nie z účtu obchodu ${shopIban}.`,
      );
    }
    const foreign = [statement.currency, ...statement.transactions.map((t) => t.currency)].find(
      (currency) => currency !== null && currency !== CURRENCY,
    );
    if (foreign) {
      throw refused(
        'currency',
        `Výpis obsahuje platby v mene ${foreign}; prijímame len platby v eurách (EUR).`,
      );
    }
  }
};
