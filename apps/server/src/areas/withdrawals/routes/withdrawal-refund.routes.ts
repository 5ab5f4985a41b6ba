import {
  AdminWithdrawalViewSchema,
  IdParamsSchema,
  RefundIbanSchema,
  WithdrawalReceivedSchema,
} from '@fotoobraz/domain';
import type { WithdrawalOwnerService } from '../services/withdrawal-owner.service.ts';
import { z } from 'zod';
import { routesOf } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

const { admin } = routesOf(API_TAGS.withdrawals);
const WithdrawalsSchema = z.array(AdminWithdrawalViewSchema);

/** A withdrawal, or an order's, named by its id (admins only). */
const byId = <S extends object>(summary: string, schema: S) =>
  admin(summary, { params: IdParamsSchema, ...schema });

/** A change of a withdrawal (admins only): the answer is the withdrawal as changed. */
const change = <B extends z.ZodType>(summary: string, body: B) => ({
  // 409: the goods are already back.
  ...byId(summary, { body, response: { 200: AdminWithdrawalViewSchema }, problems: [409] }),
  config: { objectName: 'withdrawal' },
});

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
    admin('Every withdrawal, newest first', { response: { 200: WithdrawalsSchema } }),
    () => withdrawals.list(),
  );

  app.get(
    '/api/withdrawals/:id',
    byId('A withdrawal', { response: { 200: AdminWithdrawalViewSchema } }),
    (request) => withdrawals.one(request.params.id),
  );

  app.get(
    '/api/orders/:id/withdrawals',
    byId("An order's withdrawals, newest first", { response: { 200: WithdrawalsSchema } }),
    (request) => withdrawals.ofOrder(request.params.id),
  );

  app.post(
    '/api/withdrawals/:id/received',
    change(
      'The goods are back: issues the credit note; optionally the refund IBAN',
      WithdrawalReceivedSchema,
    ),
    (request) => withdrawals.markReceived(request.caller, request.params.id, request.body),
  );

  app.put(
    '/api/withdrawals/:id/refund-iban',
    change('The account the refund goes to, where the payment names none', RefundIbanSchema),
    (request) => withdrawals.setRefundIban(request.params.id, request.body),
  );
};
