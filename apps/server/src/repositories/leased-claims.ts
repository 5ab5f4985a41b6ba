import { sql } from 'kysely';
import type { Db } from './database.ts';

/** How long a claimed row is not due again, and how many tries a row gets at all. */
export interface Lease {
  leaseUntil: Date;
  maxAttempts: number;
}

/**
 * Claims up to `limit` due rows of a work table (columns `id`, `attempts`, `next_attempt_at`),
 * oldest due first: each claimed row counts one more attempt and is not due again before
 * `leaseUntil`. The update matches the attempts it read, so a row another worker (of this or
 * another instance) claimed first is skipped rather than taken twice. `doneColumn`, when given,
 * is null until the row's work is done; done rows are never claimed.
 */
export const claimDueIds = async (
  db: Db,
  table: string,
  now: Date,
  limit: number,
  lease: Lease,
  doneColumn?: string,
): Promise<number[]> => {
  // A few spare candidates, so that losing a race to another worker does not end the batch.
  const candidates = await db
    .selectFrom(table)
    .select([sql.ref('id').as('id'), sql.ref('attempts').as('attempts')])
    .$if(doneColumn !== undefined, (qb) => qb.where(sql.ref(doneColumn!), 'is', null))
    .where(sql.ref('next_attempt_at'), '<=', now.toISOString())
    .where(sql.ref('attempts'), '<', lease.maxAttempts)
    .orderBy(sql.ref('next_attempt_at'))
    .orderBy(sql.ref('id'))
    .limit(limit + 5)
    .execute();
  const claimed: number[] = [];
  for (const candidate of candidates) {
    if (claimed.length >= limit) break;
    const result = await db
      .updateTable(table)
      .set({
        attempts: Number(candidate.attempts) + 1,
        next_attempt_at: lease.leaseUntil.toISOString(),
      })
      .where(sql.ref('id'), '=', candidate.id)
      .where(sql.ref('attempts'), '=', candidate.attempts)
      .$if(doneColumn !== undefined, (qb) => qb.where(sql.ref(doneColumn!), 'is', null))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(Number(candidate.id));
  }
  return claimed;
};
