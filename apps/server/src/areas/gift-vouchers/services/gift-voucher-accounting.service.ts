import { accountingMonthPeriod, giftVouchersCsv } from '@fotoobraz/domain';
import type { GiftVoucherRepository } from '../repositories/gift-voucher.repository.ts';

/** The gift vouchers as the accountant reads them. */
export class GiftVoucherAccountingService {
  constructor(private readonly vouchers: Pick<GiftVoucherRepository, 'ofMonth'>) {}

  /**
   * The CSV of `month` ('YYYY-MM', Bratislava days): each voucher issued in it, sold or given,
   * and each use and return of a balance, with where its VAT is declared.
   */
  async monthCsv(month: string): Promise<string> {
    const { from, until } = accountingMonthPeriod(month);
    const { issued, entries } = await this.vouchers.ofMonth(from, until);
    return giftVouchersCsv([
      // Issued in the month, so each has its instant and its code.
      ...issued.map((voucher) => ({
        kind: 'ISSUE' as const,
        at: voucher.issuedAt!,
        code: voucher.code!,
        orderNumber: voucher.orderNumber,
        treatment: voucher.treatment,
        amountCents: voucher.valueCents,
      })),
      ...entries.map((entry) => ({
        kind: entry.kind,
        at: entry.createdDate,
        code: entry.code,
        orderNumber: entry.orderNumber,
        treatment: entry.treatment,
        amountCents: entry.amountCents,
      })),
    ]);
  }
}
