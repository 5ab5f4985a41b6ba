import { accountingMonthPeriod, cardPayoutsCsv } from '@fotoobraz/domain';
import type { CardPayoutRepository } from '../repositories/card-payout.repository.ts';

/** The card gateway's payouts as the accountant reads them. */
export class CardPayoutService {
  constructor(private readonly payouts: Pick<CardPayoutRepository, 'linesBooked'>) {}

  /**
   * The CSV of the payouts that reached the account in `month` ('YYYY-MM', Bratislava days):
   * each payment, refund and fee they carried, Stripe's fees as the shop's cost.
   */
  async monthCsv(month: string): Promise<string> {
    const { firstDay, lastDay } = accountingMonthPeriod(month);
    return cardPayoutsCsv(await this.payouts.linesBooked(firstDay, lastDay));
  }
}
