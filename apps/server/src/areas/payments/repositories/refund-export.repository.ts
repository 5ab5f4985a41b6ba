import type { RefundTransferFile } from '@fotoobraz/domain';
import type { Database } from '../../../repositories/database.ts';

/** One refund's mark from a transfer file, not put back. */
export interface RefundExportRow {
  messageId: string;
  orderId: number;
  cents: number;
  refundedBefore: number;
  exportedAt: string;
  confirmedAt: string | null;
}

const instant = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();
const instantOrNull = (value: unknown): string | null => (value ? instant(value) : null);

/**
 * The marks SEPA transfer files leave on their refunds (table `refund_export`): written with the
 * file, confirmed with it, put back one order at a time.
 */
export class RefundExportRepository {
  constructor(private readonly database: Database) {}

  /** The marks not put back, oldest first. */
  async standing(): Promise<RefundExportRow[]> {
    const rows = await this.database.db
      .selectFrom('refundExport')
      .select(['messageId', 'orderId', 'cents', 'refundedBefore', 'exportedDate', 'confirmedDate'])
      .where('releasedDate', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      messageId: r.messageId,
      orderId: Number(r.orderId),
      cents: Number(r.cents),
      refundedBefore: Number(r.refundedBefore),
      exportedAt: instant(r.exportedDate),
      confirmedAt: instantOrNull(r.confirmedDate),
    }));
  }

  async record(
    messageId: string,
    refunds: readonly { orderId: number; cents: number; refundedBefore: number }[],
    by: string,
    at: Date,
  ): Promise<void> {
    if (refunds.length === 0) return;
    await this.database.db
      .insertInto('refundExport')
      .values(
        refunds.map((r) => ({
          messageId,
          orderId: r.orderId,
          cents: r.cents,
          refundedBefore: r.refundedBefore,
          exportedDate: at.toISOString(),
          exportedBy: by,
        })),
      )
      .execute();
  }

  /** Confirms the file `messageId` as sent to the bank; false when there is no such file. */
  async confirm(messageId: string, by: string, at: Date): Promise<boolean> {
    const result = await this.database.db
      .updateTable('refundExport')
      .set({ confirmedDate: at.toISOString(), confirmedBy: by })
      .where('messageId', '=', messageId)
      .where('confirmedDate', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return true;
    return (await this.files()).some((f) => f.messageId === messageId);
  }

  /** Puts the order's refund back for the next file: its standing marks are released. */
  async release(orderId: number, by: string, at: Date): Promise<boolean> {
    const result = await this.database.db
      .updateTable('refundExport')
      .set({ releasedDate: at.toISOString(), releasedBy: by })
      .where('orderId', '=', orderId)
      .where('releasedDate', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The files made, newest first: their refunds, sum and confirmation (put-back ones too). */
  async files(): Promise<RefundTransferFile[]> {
    const rows = await this.database.db
      .selectFrom('refundExport')
      .select(({ fn }) => [
        'messageId',
        fn.min('exportedDate').as('exportedAt'),
        fn.min('exportedBy').as('exportedBy'),
        fn.countAll<number>().as('count'),
        fn.sum<number>('cents').as('sumCents'),
        fn.max('confirmedDate').as('confirmedAt'),
        fn.max('confirmedBy').as('confirmedBy'),
      ])
      .groupBy('messageId')
      .orderBy('exportedAt', 'desc')
      .execute();
    return rows.map((r) => ({
      messageId: r.messageId,
      exportedAt: instant(r.exportedAt),
      exportedBy: String(r.exportedBy),
      count: Number(r.count),
      sumCents: Number(r.sumCents),
      confirmedAt: instantOrNull(r.confirmedAt),
      confirmedBy: r.confirmedBy ? String(r.confirmedBy) : null,
    }));
  }
}
