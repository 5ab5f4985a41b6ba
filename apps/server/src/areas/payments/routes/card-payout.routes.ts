import { AccountingMonthParamsSchema } from '@fotoobraz/domain';
import { adminOnly } from '../../../plugins/auth.ts';
import { fileResponse } from '../../../routes/responses.ts';
import { routesOf } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';
import type { CardPayoutService } from '../services/card-payout.service.ts';

// Administrators only: anyone else is refused (403).
const { documented } = routesOf(API_TAGS.payments, '', [403]);

/**
 * The month's payouts of the card gateway for the accountant: each payment they carried, and
 * Stripe's fees as the shop's cost, by the day each payout reached the account (Bratislava).
 */
export const registerCardPayoutRoutes = async (
  app: ShopApi,
  payouts: CardPayoutService,
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
      const csv = await payouts.monthCsv(month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="vyplaty-stripe-${month}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );
};
