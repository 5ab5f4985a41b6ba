import type { AuditEvent } from '@fotoobraz/domain';
import type { Database } from './database.ts';

/** Persistent audit events (sign-ins, failures, admin changes), read by /management/audits. */
export class AuditRepository {
  constructor(private readonly database: Database) {}

  async record(principal: string, type: string, data: Record<string, unknown> = {}): Promise<void> {
    await this.database.db
      .insertInto('auditEvent')
      .values({
        principal: principal.slice(0, 100),
        eventType: type,
        eventDate: this.database.now().toISOString(),
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
    const column = { timestamp: 'eventDate', principal: 'principal', type: 'eventType' } as const;
    let counted = this.database.db
      .selectFrom('auditEvent')
      .select((eb) => eb.fn.countAll<number>().as('n'));
    let query = this.database.db.selectFrom('auditEvent').selectAll();
    if (q.from) {
      counted = counted.where('eventDate', '>=', q.from);
      query = query.where('eventDate', '>=', q.from);
    }
    if (q.to) {
      counted = counted.where('eventDate', '<', q.to);
      query = query.where('eventDate', '<', q.to);
    }
    const total = await counted.executeTakeFirstOrThrow();
    const sort = q.sort.length ? q.sort : [{ field: 'timestamp' as const, dir: 'desc' as const }];
    for (const s of sort) query = query.orderBy(column[s.field], s.dir);
    const rows = await query.orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
    return {
      total: Number(total.n),
      events: rows.map((r) => ({
        id: Number(r.id),
        timestamp: r.eventDate instanceof Date ? r.eventDate.toISOString() : r.eventDate,
        principal: r.principal,
        type: r.eventType,
        data: r.data ? (JSON.parse(r.data) as AuditEvent['data']) : {},
      })),
    };
  }
}
