import { withoutUnsafeCharacters } from '@fotoobraz/domain';
import type { Database } from '../../../repositories/database.ts';
import { claimDueIds, markAttemptFailed, type Lease } from '../../../repositories/leased-claims.ts';

/** Where a stored e-invoice stands; NOT_REQUIRED documents have no row. */
export type StoredEInvoiceState = 'SENDING' | 'GENERATED' | 'SENT' | 'REFUSED' | 'INVALID';

export interface NewEInvoice {
  taxDocumentId: number;
  orderId: number;
  number: string;
  state: Extract<StoredEInvoiceState, 'SENDING' | 'INVALID'>;
  xml: string | null;
  problems: string[];
}

/** An e-invoice as the order's documents list it. */
export interface EInvoiceStatus {
  taxDocumentId: number;
  number: string;
  state: StoredEInvoiceState;
  problems: string[];
  messageId: string | null;
  /** The last failed delivery attempt, while it is being retried. */
  lastError: string | null;
  /** Being retried after an answer that did not confirm the delivery (see markDoubtful). */
  doubtful: boolean;
  hasXml: boolean;
}

/** An e-invoice a worker claimed for its check and delivery. */
export interface ClaimedEInvoice {
  id: number;
  number: string;
  xml: string;
  attempts: number;
}

const TABLE = 'einvoice';

/**
 * An access point's answer as stored: what no text may hold taken out (PostgreSQL refuses a NUL
 * byte, and a write that failed after the delivery would send the document again), cut short.
 */
const storedAnswer = (answer: string): string =>
  withoutUnsafeCharacters(answer, true).slice(0, 4000);

const problemsOf = (text: string | null): string[] => (text ? (JSON.parse(text) as string[]) : []);

/**
 * The e-invoices of tax documents (table `einvoice`): the XML written once in the transaction
 * that issues the document, and its way to the access point, claimed by one worker at a time.
 */
export class EInvoiceRepository {
  constructor(private readonly database: Database) {}

  async insert(einvoice: NewEInvoice): Promise<void> {
    const now = this.database.now();
    await this.database.db
      .insertInto(TABLE)
      .values({
        taxDocumentId: einvoice.taxDocumentId,
        orderId: einvoice.orderId,
        number: einvoice.number,
        state: einvoice.state,
        xml: einvoice.xml,
        problems: einvoice.problems.length ? JSON.stringify(einvoice.problems) : null,
        createdDate: now.toISOString(),
        attempts: 0,
        nextAttemptAt: now.toISOString(),
      })
      .execute();
  }

  /** Claims up to `limit` e-invoices due for their check and delivery, oldest first. */
  async claimDue(now: Date, limit: number, lease: Lease): Promise<ClaimedEInvoice[]> {
    const claimed: ClaimedEInvoice[] = [];
    for (const id of await claimDueIds(this.database.db, TABLE, now, limit, lease)) {
      const row = await this.database.db
        .selectFrom(TABLE)
        .select(['id', 'number', 'xml', 'attempts'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (row?.xml) claimed.push({ ...row, xml: row.xml });
    }
    return claimed;
  }

  /**
   * Ends an e-invoice's way: GENERATED (checked, no access point), SENT (with the access point's
   * message id and answer), REFUSED or INVALID (with the reasons). Only an e-invoice still being
   * sent changes: one already done stays as it is.
   */
  async finish(
    id: number,
    outcome: {
      state: Exclude<StoredEInvoiceState, 'SENDING'>;
      problems?: string[];
      messageId?: string | null;
      answer?: string | null;
    },
  ): Promise<void> {
    await this.database.db
      .updateTable(TABLE)
      .set({
        state: outcome.state,
        problems: outcome.problems?.length ? JSON.stringify(outcome.problems) : null,
        messageId: outcome.messageId?.slice(0, 200) ?? null,
        answer: outcome.answer == null ? null : storedAnswer(outcome.answer),
        sentDate: outcome.state === 'SENT' ? this.database.now().toISOString() : null,
        lastError: null,
      })
      .where('id', '=', id)
      .where('state', '=', 'SENDING')
      .execute();
  }

  /** Records a failed delivery attempt; it is due again at `nextAttemptAt`. */
  async markFailed(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    await markAttemptFailed(this.database.db, TABLE, id, error, nextAttemptAt);
  }

  /**
   * Records an answer that did not confirm the delivery: its reason as the last error, the answer
   * itself, and when it is tried again. An e-invoice still SENDING with an answer is doubtful:
   * every other answer ends its way (finish).
   */
  async markDoubtful(
    id: number,
    { reason, answer }: { reason: string; answer: string },
    nextAttemptAt: Date,
  ): Promise<void> {
    await this.markFailed(id, reason, nextAttemptAt);
    await this.database.db
      .updateTable(TABLE)
      .set({ answer: storedAnswer(answer) })
      .where('id', '=', id)
      .where('state', '=', 'SENDING')
      .execute();
  }

  /** The order's e-invoices, by tax document. */
  async listByOrder(orderId: number): Promise<EInvoiceStatus[]> {
    const rows = await this.database.db
      .selectFrom(TABLE)
      .select(['taxDocumentId', 'number', 'state', 'problems', 'messageId', 'lastError'])
      .select((eb) => eb.case().when('answer', 'is', null).then(0).else(1).end().as('answered'))
      .select((eb) => eb.case().when('xml', 'is', null).then(0).else(1).end().as('hasXml'))
      .where('orderId', '=', orderId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      taxDocumentId: Number(row.taxDocumentId),
      number: row.number,
      state: row.state as StoredEInvoiceState,
      problems: problemsOf(row.problems),
      messageId: row.messageId,
      lastError: row.lastError,
      doubtful: row.state === 'SENDING' && Number(row.answered) === 1,
      hasXml: Number(row.hasXml) === 1,
    }));
  }

  /** The XML of a tax document, undefined when it has none. */
  async xmlOf(taxDocumentId: number): Promise<string | undefined> {
    const row = await this.database.db
      .selectFrom(TABLE)
      .select('xml')
      .where('taxDocumentId', '=', taxDocumentId)
      .executeTakeFirst();
    return row?.xml ?? undefined;
  }

  /** Which of the tax documents have an XML (the accountant's ZIP adds them). */
  async withXml(taxDocumentIds: readonly number[]): Promise<Set<number>> {
    if (taxDocumentIds.length === 0) return new Set();
    const rows = await this.database.db
      .selectFrom(TABLE)
      .select('taxDocumentId')
      .where('taxDocumentId', 'in', [...taxDocumentIds])
      .where('xml', 'is not', null)
      .execute();
    return new Set(rows.map((r) => Number(r.taxDocumentId)));
  }
}
