import {
  SignedDocumentQuerySchema,
  WithdrawalLookupSchema,
  WithdrawalRequestSchema,
} from '@fotoobraz/domain';
import { LIMITS, type AbuseLimits } from '../../../services/abuse-limits.ts';
import type { WithdrawalService } from '../services/withdrawal.service.ts';
import { replyUnstoredDownload } from '../../../routes/entity-replies.ts';
import { WithdrawableOrderSchema, WithdrawalSchema } from '../../../routes/answers.ts';
import { limitedPerAddress } from '../../../routes/limited-route.ts';
import { fileResponse, PDF } from '../../../routes/responses.ts';
import { routesOf } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';

const { documented, byId } = routesOf('Odstúpenie od zmluvy');

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
      'An order by its number and e-mail, each line with whether it can be withdrawn',
      {
        response: { 200: WithdrawableOrderSchema },
        body: WithdrawalLookupSchema,
      },
    ),
    (request) => withdrawals.lookup(request.body, request.ip),
  );

  app.post(
    base,
    limitedRequest('Withdraw from an order (all lines that allow it, or those named); 201', {
      response: { 201: WithdrawalSchema },
      body: WithdrawalRequestSchema,
    }),
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
