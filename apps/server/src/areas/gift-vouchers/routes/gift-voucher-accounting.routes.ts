import { AccountingMonthParamsSchema } from '@fotoobraz/domain';
import { adminOnly } from '../../../plugins/auth.ts';
import { fileResponse } from '../../../routes/responses.ts';
import { routesOf } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';
import type { GiftVoucherAccountingService } from '../services/gift-voucher-accounting.service.ts';

// Administrators only: anyone else is refused (403).
const { documented } = routesOf(API_TAGS.giftVouchers, '', [403]);

/**
 * The month's gift vouchers for the accountant: each one sold or given, each use and return of
 * a balance, and where the VAT of each is declared, by the day it happened (Bratislava).
 */
export const registerGiftVoucherAccountingRoutes = async (
  app: ShopApi,
  accounting: GiftVoucherAccountingService,
): Promise<void> => {
  app.get(
    '/api/accounting/:month/gift-vouchers.csv',
    {
      onRequest: adminOnly,
      ...documented(
        "The month's gift vouchers, CSV: each sold or given, each use and return of a balance, with where its VAT is declared",
        {
          params: AccountingMonthParamsSchema,
          response: { 200: fileResponse('The gift vouchers', 'text/csv') },
        },
      ),
    },
    async (request, reply) => {
      const { month } = request.params;
      const csv = await accounting.monthCsv(month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="darcekove-poukazky-${month}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );
};
