import type { Database } from './database.ts';

/**
 * Leases of scheduled jobs, shared by all instances: a job runs where its lease is claimed, and
 * a lease is claimed by one instance only (one conditional update decides).
 */
export class JobLeaseRepository {
  constructor(private readonly database: Database) {}

  /**
   * Claims the job `name` when its next run is due at `now`, moving the next run to `nextRunAt`.
   * True for exactly one of several instances claiming at once; false when not yet due.
   */
  async claim(name: string, now: Date, nextRunAt: Date): Promise<boolean> {
    await this.database.db
      .insertInto('jobLease')
      .values({ name, nextRunAt: new Date(0).toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const result = await this.database.db
      .updateTable('jobLease')
      .set({ nextRunAt: nextRunAt.toISOString() })
      .where('name', '=', name)
      .where('nextRunAt', '<=', now.toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Sets when `name` is due next (after a run that succeeded, say). */
  async reschedule(name: string, nextRunAt: Date): Promise<void> {
    await this.database.db
      .updateTable('jobLease')
      .set({ nextRunAt: nextRunAt.toISOString() })
      .where('name', '=', name)
      .execute();
  }
}
