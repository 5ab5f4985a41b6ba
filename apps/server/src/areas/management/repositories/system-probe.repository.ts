import { statfs } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Database } from '../../../repositories/database.ts';

/** How long the database may take to answer before the probe counts it as gone. */
const DATABASE_ANSWER_MS = 3000;

/** What the health check asks of the machine: does the database answer, how full is the disk. */
export interface SystemProbes {
  /** The database's product name, as the health check reports it. */
  readonly databaseName: 'PostgreSQL' | 'SQLite';
  /** Milliseconds the database took to answer a trivial query; rejects after 3 s without one. */
  databaseLatencyMs(): Promise<number>;
  /** Total and free bytes of the disk holding `path`; rejects when the path cannot be read. */
  diskSpace(path: string): Promise<{ total: number; free: number }>;
}

/** The health check's probes of the shop's own database and of the local disk. */
export class SystemProbeRepository implements SystemProbes {
  readonly databaseName: SystemProbes['databaseName'];

  constructor(private readonly database: Database) {
    this.databaseName = database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  }

  async databaseLatencyMs(): Promise<number> {
    const started = performance.now();
    await Promise.race([
      sql`select 1`.execute(this.database.db),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('no answer within 3 s')), DATABASE_ANSWER_MS).unref(),
      ),
    ]);
    return Math.round((performance.now() - started) * 10) / 10;
  }

  async diskSpace(path: string): Promise<{ total: number; free: number }> {
    const fs = await statfs(path);
    return { total: fs.blocks * fs.bsize, free: fs.bavail * fs.bsize };
  }
}
