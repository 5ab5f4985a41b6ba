import { IdParamsSchema, RefundTransferFileSchema } from '@fotoobraz/domain';
import { z } from 'zod';
import { adminOnly } from '../../../plugins/auth.ts';
import { fileResponse } from '../../../routes/responses.ts';
import { routesOf } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import type { RefundTransferService } from '../services/refund-transfer.service.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

// Administrators only: anyone else is refused (403).
const { documented } = routesOf(API_TAGS.payments, '', [403]);

/** A refund after the owner put it back for the next file. */
const PutBackSchema = z.object({
  orderId: z.number().int(),
  toTransferCents: z.number().int().describe('What the next file pays of it'),
});

const MessageIdParamsSchema = z.object({ messageId: z.string().regex(/^[A-Za-z0-9-]{1,35}$/) });

/**
 * The refunds' SEPA transfer files (admins only): making one marks the refunds it holds, which
 * the next one leaves out; the owner confirms a file as sent to the bank, or puts a refund back.
 */
export const registerRefundTransferRoutes = async (
  app: ShopApi,
  transfers: RefundTransferService,
): Promise<void> => {
  app.post(
    '/api/bank/refunds.xml',
    {
      onRequest: adminOnly,
      ...documented(
        'A new SEPA credit transfer file (pain.001.001.03) of the refunds due that no earlier file holds; each is marked exported. Those without a valid IBAN are left out and named in X-Refunds-Left-Out; 409 when none is left',
        {
          response: { 200: fileResponse('A SEPA credit transfer file', 'application/xml') },
          problems: [409],
        },
      ),
    },
    async (request, reply) => {
      const transfer = await transfers.export(request.caller);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="vratky-${transfer.messageId}.xml"`)
        .header(
          'x-refunds-left-out',
          transfer.leftOut.map((r) => r.variableSymbol ?? r.orderId).join(','),
        )
        .send(transfer.xml);
    },
  );

  app.post(
    '/api/bank/refund-transfers/:messageId/confirmation',
    {
      onRequest: adminOnly,
      ...documented('Confirm a transfer file as sent to the bank', {
        params: MessageIdParamsSchema,
        response: { 200: RefundTransferFileSchema },
      }),
    },
    (request) => transfers.confirm(request.caller, request.params.messageId),
  );

  app.delete(
    '/api/bank/refunds/:id/export',
    {
      onRequest: adminOnly,
      ...documented("Put an order's refund back into the next transfer file", {
        params: IdParamsSchema,
        response: { 200: PutBackSchema },
      }),
    },
    async (request) => {
      const refund = await transfers.putBack(request.caller, request.params.id);
      return { orderId: request.params.id, toTransferCents: refund?.toTransferCents ?? 0 };
    },
  );
};
