import { sql } from 'kysely';
import type { Database } from './database.ts';

/** Persistent audit events (sign-ins, failures, admin changes), read by /management/audits. */
export class AuditRepository {
  constructor(private readonly database: Database) {}

  async record(principal: string, type: string, data: Record<string, unknown> = {}): Promise<void> {
    await this.database.db
      .insertInto('audit_event')
      .values({
        principal: principal.slice(0, 100),
        event_type: type,
        event_date: new Date().toISOString(),
        data: JSON.stringify(data),
      })
      .execute();
  }

  /**
   * A page of events between two instants (either may be open), newest first unless sorted
   * otherwise by `timestamp`, `principal` or `type`.
   */
  async page(q: {
    from?: string;
    to?: string;
    offset: number;
    limit: number;
    sort: readonly { field: 'timestamp' | 'principal' | 'type'; dir: 'asc' | 'desc' }[];
  }) {
    const column = { timestamp: 'event_date', principal: 'principal', type: 'event_type' } as const;
    let counted = this.database.db
      .selectFrom('audit_event')
      .select((eb) => eb.fn.countAll<number>().as('n'));
    let query = this.database.db.selectFrom('audit_event').selectAll();
    if (q.from) {
      counted = counted.where(sql.ref('event_date'), '>=', q.from);
      query = query.where(sql.ref('event_date'), '>=', q.from);
    }
    if (q.to) {
      counted = counted.where(sql.ref('event_date'), '<', q.to);
      query = query.where(sql.ref('event_date'), '<', q.to);
    }
    const total = await counted.executeTakeFirstOrThrow();
    const sort = q.sort.length ? q.sort : [{ field: 'timestamp' as const, dir: 'desc' as const }];
    for (const s of sort) query = query.orderBy(sql.ref(column[s.field]), s.dir);
    const rows = await query
      .orderBy(sql.ref('id'), 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute();
    return {
      total: Number(total.n),
      events: rows.map((r) => ({
        id: Number(r.id),
        timestamp: r.event_date instanceof Date ? r.event_date.toISOString() : String(r.event_date),
        principal: String(r.principal),
        type: String(r.event_type),
        data: r.data ? (JSON.parse(String(r.data)) as Record<string, unknown>) : {},
      })),
    };
  }
}
