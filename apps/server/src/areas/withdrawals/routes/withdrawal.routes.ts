import {
  SignedDocumentQuerySchema,
  WithdrawableOrderSchema,
  WithdrawalLookupSchema,
  WithdrawalRequestSchema,
  WithdrawalReceiptSchema,
} from '@fotoobraz/domain';
import { LIMITS, type AbuseLimits } from '../../../services/abuse-limits.ts';
import type { WithdrawalService } from '../services/withdrawal.service.ts';
import { replyUnstoredDownload } from '../../../routes/entity-replies.ts';
import { limitedPerAddress } from '../../../routes/limited-route.ts';
import { fileResponse, PDF } from '../../../routes/responses.ts';
import { routesOf } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

const { documented, byId } = routesOf(API_TAGS.withdrawals);

/**
 * The withdrawal function: no sign-in, the order named by its number and e-mail.
 * Both POSTs are limited per client address like the account calls; every request counts.
 */
export const registerWithdrawalRoutes = (
  app: ShopApi,
  withdrawals: WithdrawalService,
  limits: AbuseLimits,
): void => {
  /** A stranger's request about an order, limited per address like the account calls. */
  const limitedRequest = <S extends object>(summary: string, schema: S) => ({
    ...documented(summary, schema),
    config: { objectName: 'withdrawal' },
    ...limitedPerAddress(limits, LIMITS.withdrawalRequestsPerAddress),
  });
  const base = '/api/withdrawals';

  app.post(
    `${base}/lookup`,
    limitedRequest(
      'An order by its number and e-mail: its lines and bought vouchers, each withdrawable or not',
      {
        response: { 200: WithdrawableOrderSchema },
        body: WithdrawalLookupSchema,
        // No order of that number and e-mail.
        problems: [404],
      },
    ),
    (request) => withdrawals.lookup(request.body, request.ip),
  );

  app.post(
    base,
    limitedRequest(
      'Withdraw from an order (all lines and gift vouchers that allow it, or those named); 201',
      {
        response: { 201: WithdrawalReceiptSchema },
        body: WithdrawalRequestSchema,
        // 404: no such order; 409: a line already withdrawn, a voucher that cannot be withdrawn
        // (its Slovak detail), or the order cancelled.
        problems: [404, 409],
      },
    ),
    async (request, reply) => {
      const receipt = await withdrawals.submit(request.body, request.ip);
      return reply
        .status(201)
        .header('Location', `${base}/${receipt.id}/acknowledgement`)
        .send(receipt);
    },
  );

  app.get(
    `${base}/:id/acknowledgement`,
    byId("A withdrawal's acknowledgement as PDF (its signed link, or the order's owner)", {
      response: { 200: fileResponse('The acknowledgement', PDF) },
      querystring: SignedDocumentQuerySchema,
      // Someone else's withdrawal, without its signed link.
      problems: [403],
    }),
    async (request, reply) => {
      const { filename, pdf } = await withdrawals.acknowledgement(
        request.caller,
        request.params.id,
        request.query,
      );
      return replyUnstoredDownload(reply, PDF, filename, pdf);
    },
  );
};
