import type { StatusChange } from '@fotoobraz/domain';
import { sql } from 'kysely';
import type { Database } from './database.ts';

/** Every status an order went through, who moved it and when (table order_status_change). */
export class OrderHistoryRepository {
  constructor(private readonly database: Database) {}

  async record(orderId: number, change: StatusChange): Promise<void> {
    await this.database.db
      .insertInto('order_status_change')
      .values({
        order_id: orderId,
        from_status: change.fromStatus,
        to_status: change.toStatus,
        changed_by: change.changedBy,
        changed_date: change.changedDate,
        note: change.note,
      })
      .execute();
  }

  async of(orderId: number): Promise<StatusChange[]> {
    const rows = await this.database.db
      .selectFrom('order_status_change')
      .selectAll()
      .where(sql.ref('order_id'), '=', orderId)
      .orderBy(sql.ref('id'))
      .execute();
    return rows.map((r) => ({
      fromStatus: (r.from_status as string | null) ?? null,
      toStatus: String(r.to_status),
      changedBy: String(r.changed_by),
      changedDate:
        r.changed_date instanceof Date ? r.changed_date.toISOString() : String(r.changed_date),
      note: (r.note as string | null) ?? null,
    }));
  }
}
