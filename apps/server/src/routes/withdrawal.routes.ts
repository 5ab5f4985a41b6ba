import {
  IdParamsSchema,
  SignedDocumentQuerySchema,
  WithdrawalLookupSchema,
  WithdrawalRequestSchema,
} from '@fotoobraz/domain';
import { LIMITS, type AbuseLimits } from '../services/abuse-limits.ts';
import type { WithdrawalService } from '../services/withdrawals/withdrawal.service.ts';
import { replyUnstoredDownload } from './entity-replies.ts';
import { WithdrawableOrderSchema, WithdrawalSchema } from './answers.ts';
import { limitedPerAddress } from './limited-route.ts';
import { fileResponse, PDF } from './responses.ts';
import type { ShopApi } from './shop-api.ts';

const tags = ['Odstúpenie od zmluvy'];
const config = { objectName: 'withdrawal' };

/**
 * The withdrawal function: no sign-in, the order named by its number and e-mail.
 * Both POSTs are limited per client address like the account calls; every request counts.
 */
export const registerWithdrawalRoutes = (
  app: ShopApi,
  withdrawals: WithdrawalService,
  limits: AbuseLimits,
): void => {
  const base = '/api/withdrawals';
  const limited = limitedPerAddress(limits, LIMITS.withdrawalRequestsPerAddress);

  app.post(
    `${base}/lookup`,
    {
      schema: {
        tags,
        response: { 200: WithdrawableOrderSchema },
        summary: 'An order by its number and e-mail, each line with whether it can be withdrawn',
        body: WithdrawalLookupSchema,
      },
      config,
      ...limited,
    },
    (request) => withdrawals.lookup(request.body, request.ip),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        response: { 201: WithdrawalSchema },
        summary: 'Withdraw from an order (all lines that allow it, or those named); 201',
        body: WithdrawalRequestSchema,
      },
      config,
      ...limited,
    },
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
    {
      schema: {
        tags,
        response: { 200: fileResponse('The acknowledgement', PDF) },
        summary: "A withdrawal's acknowledgement as PDF (its signed link, or the order's owner)",
        params: IdParamsSchema,
        querystring: SignedDocumentQuerySchema,
      },
    },
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
