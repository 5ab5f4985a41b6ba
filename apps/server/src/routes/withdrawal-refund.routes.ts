import { IdParamsSchema, RefundIbanSchema, WithdrawalReceivedSchema } from '@fotoobraz/domain';
import { adminOnly } from '../plugins/auth.ts';
import type { WithdrawalOwnerService } from '../services/withdrawals/withdrawal-owner.service.ts';
import { z } from 'zod';
import { WithdrawalSchema } from './answers.ts';
import type { ShopApi } from './shop-api.ts';

const tags = ['Odstúpenia od zmluvy'];
const config = { objectName: 'withdrawal' };

/**
 * The owner's side of withdrawals (admins only): the list, one withdrawal, an order's, the
 * receipt of the goods back (which issues the credit note) and the refund's account.
 */
export const registerWithdrawalRefundRoutes = (
  app: ShopApi,
  withdrawals: WithdrawalOwnerService,
): void => {
  app.get(
    '/api/withdrawals',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        response: { 200: z.array(WithdrawalSchema) },
        summary: 'Every withdrawal, newest first',
      },
    },
    () => withdrawals.list(),
  );

  app.get(
    '/api/withdrawals/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        response: { 200: WithdrawalSchema },
        summary: 'A withdrawal',
        params: IdParamsSchema,
      },
    },
    (request) => withdrawals.one(request.params.id),
  );

  app.get(
    '/api/orders/:id/withdrawals',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        response: { 200: z.array(WithdrawalSchema) },
        summary: "An order's withdrawals, newest first",
        params: IdParamsSchema,
      },
    },
    (request) => withdrawals.ofOrder(request.params.id),
  );

  app.post(
    '/api/withdrawals/:id/received',
    {
      onRequest: adminOnly,
      config,
      schema: {
        tags,
        response: { 200: WithdrawalSchema },
        summary: 'The goods are back: issues the credit note; optionally the refund IBAN',
        params: IdParamsSchema,
        body: WithdrawalReceivedSchema,
      },
    },
    (request) => withdrawals.markReceived(request.caller, request.params.id, request.body),
  );

  app.put(
    '/api/withdrawals/:id/refund-iban',
    {
      onRequest: adminOnly,
      config,
      schema: {
        tags,
        response: { 200: WithdrawalSchema },
        summary: 'The account the refund goes to, where the payment names none',
        params: IdParamsSchema,
        body: RefundIbanSchema,
      },
    },
    (request) => withdrawals.setRefundIban(request.params.id, request.body),
  );
};
