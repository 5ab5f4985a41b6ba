import {
  AccountingMonthParamsSchema,
  accountingMonthPeriod,
  cardPayoutsCsv,
} from '@fotoobraz/domain';
import { adminOnly } from '../../../plugins/auth.ts';
import { fileResponse } from '../../../routes/responses.ts';
import { routesOf } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';
import type { CardPayoutRepository } from '../repositories/card-payout.repository.ts';

// Administrators only: anyone else is refused (403).
const { documented } = routesOf(API_TAGS.payments, '', [403]);

/**
 * The month's payouts of the card gateway for the accountant: each payment they carried, and
 * Stripe's fees as the shop's cost, by the day each payout reached the account (Bratislava).
 */
export const registerCardPayoutRoutes = async (
  app: ShopApi,
  payouts: CardPayoutRepository,
): Promise<void> => {
  app.get(
    '/api/accounting/:month/card-payouts.csv',
    {
      onRequest: adminOnly,
      ...documented(
        "The month's card gateway payouts, CSV: each payment, refund and fee they carried, Stripe's fees as the shop's cost",
        {
          params: AccountingMonthParamsSchema,
          response: { 200: fileResponse('The payouts', 'text/csv') },
        },
      ),
    },
    async (request, reply) => {
      const { month } = request.params;
      const { firstDay, lastDay } = accountingMonthPeriod(month);
      const csv = cardPayoutsCsv(await payouts.linesBooked(firstDay, lastDay));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="vyplaty-stripe-${month}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );
};
