import type { Db } from './database.ts';

/**
 * Tables of leased work: the outbox's mails, the documents waiting for their PDF and the
 * e-invoices waiting for their check and delivery.
 */
type WorkTable = 'mailOutbox' | 'pendingDocument' | 'einvoice';

/** How long a claimed row is not due again, and how many tries a row gets at all. */
export interface Lease {
  leaseUntil: Date;
  maxAttempts: number;
}

/**
 * Claims up to `limit` due rows of a work table (columns `id`, `attempts`, `next_attempt_at`),
 * oldest due first: each claimed row counts one more attempt and is not due again before
 * `leaseUntil`. The update matches the attempts it read, so a row another worker (of this or
 * another instance) claimed first is skipped rather than taken twice. Outbox mails are done once
 * sent (`sentDate`), e-invoices once out of SENDING; done rows are never claimed. A pending
 * document's row goes when it is done.
 */
export const claimDueIds = async (
  db: Db,
  table: WorkTable,
  now: Date,
  limit: number,
  lease: Lease,
): Promise<number[]> => {
  const unsent = table === 'mailOutbox';
  const sending = table === 'einvoice';
  // A few spare candidates, so that losing a race to another worker does not end the batch.
  const candidates = await db
    .selectFrom(table)
    .select(['id', 'attempts'])
    .$if(unsent, (qb) => qb.where(db.dynamic.ref('sentDate'), 'is', null))
    .$if(sending, (qb) => qb.where(db.dynamic.ref('state'), '=', 'SENDING'))
    .where('nextAttemptAt', '<=', now.toISOString())
    .where('attempts', '<', lease.maxAttempts)
    .orderBy('nextAttemptAt')
    .orderBy('id')
    .limit(limit + 5)
    .execute();
  const claimed: number[] = [];
  for (const candidate of candidates) {
    if (claimed.length >= limit) break;
    const result = await db
      .updateTable(table)
      .set({
        attempts: candidate.attempts + 1,
        nextAttemptAt: lease.leaseUntil.toISOString(),
      })
      .where('id', '=', candidate.id)
      .where('attempts', '=', candidate.attempts)
      .$if(unsent, (qb) => qb.where(db.dynamic.ref('sentDate'), 'is', null))
      .$if(sending, (qb) => qb.where(db.dynamic.ref('state'), '=', 'SENDING'))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(candidate.id);
  }
  return claimed;
};

/**
 * Records a failed attempt at row `id` of a work table: its error, and when it is due again.
 * A row done meanwhile (by another worker whose lease overlapped) is left as it is.
 */
export const markAttemptFailed = async (
  db: Db,
  table: WorkTable,
  id: number,
  error: string,
  nextAttemptAt: Date,
): Promise<void> => {
  await db
    .updateTable(table)
    // An error may quote an answer with a NUL byte, which PostgreSQL refuses.
    .set({
      lastError: error.replaceAll('\u0000', '').slice(0, 2000),
      nextAttemptAt: nextAttemptAt.toISOString(),
    })
    .where('id', '=', id)
    .$if(table === 'mailOutbox', (qb) => qb.where(db.dynamic.ref('sentDate'), 'is', null))
    .$if(table === 'einvoice', (qb) => qb.where(db.dynamic.ref('state'), '=', 'SENDING'))
    .execute();
};
