import type { StatusChange } from '@fotoobraz/domain';
import type { Database } from '../../../repositories/database.ts';

/** Every status an order went through, who moved it and when (table order_status_change). */
export class OrderHistoryRepository {
  constructor(private readonly database: Database) {}

  async record(orderId: number, change: StatusChange): Promise<void> {
    await this.database.db
      .insertInto('orderStatusChange')
      .values({ orderId, ...change })
      .execute();
  }

  async of(orderId: number): Promise<StatusChange[]> {
    const rows = await this.database.db
      .selectFrom('orderStatusChange')
      .select(['fromStatus', 'toStatus', 'changedBy', 'changedDate', 'note'])
      .where('orderId', '=', orderId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      ...r,
      changedDate: r.changedDate instanceof Date ? r.changedDate.toISOString() : r.changedDate,
    }));
  }
}
