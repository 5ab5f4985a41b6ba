import {
  GiftVoucherBalanceSchema,
  GiftVoucherChangeSchema,
  GiftVoucherDetailSchema,
  GiftVoucherIssueSchema,
  GiftVoucherRowSchema,
  GiftVoucherWithdrawalSchema,
  IdParamsSchema,
  LineTextSchema,
  normalizeVoucherCode,
} from '@fotoobraz/domain';
import { z } from 'zod';
import { paginationLink } from '../../../lib/pagination.ts';
import { LIMITS, type AbuseLimits } from '../../../services/abuse-limits.ts';
import { limitedPerAddress } from '../../../routes/limited-route.ts';
import { fileResponse, PDF } from '../../../routes/responses.ts';
import { routesOf } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';
import type { GiftVoucherAdminService } from '../services/gift-voucher-admin.service.ts';
import type { GiftVoucherLookupService } from '../services/gift-voucher-lookup.service.ts';
import type { VoucherWithdrawal } from '../services/voucher-withdrawal.ts';

const { documented, admin } = routesOf(API_TAGS.giftVouchers, 'giftVoucher');

const CodeParamsSchema = z.object({
  code: LineTextSchema.max(40, { error: 'Size' }).describe(
    'The code in any case, with or without hyphens',
  ),
});

const ListSchema = z.object({
  filter: LineTextSchema.max(100, { error: 'Size' })
    .optional()
    .describe('Part of a code, or of the buyer’s or recipient’s e-mail or name'),
  page: LineTextSchema.regex(/^\d{1,6}$/, { error: 'Pattern' }).optional(),
  size: LineTextSchema.regex(/^\d{1,3}$/, { error: 'Pattern' }).optional(),
});

const ADMIN_BASE = '/api/admin/gift-vouchers';

/**
 * A voucher's balance for anyone who holds its code, and the owner's vouchers: the list, one
 * with its uses, a block or a new last day, a voucher given by hand, a bought one withdrawn, and
 * a voucher's PDF.
 */
export const registerGiftVoucherRoutes = (
  app: ShopApi,
  lookup: GiftVoucherLookupService,
  vouchers: GiftVoucherAdminService,
  limits: AbuseLimits,
  withdrawal: VoucherWithdrawal,
): void => {
  app.get(
    '/api/gift-vouchers/:code',
    {
      ...documented('What a gift voucher is worth, by its code (no sign-in needed)', {
        params: CodeParamsSchema,
        response: { 200: GiftVoucherBalanceSchema },
        problems: [404, 410],
      }),
      ...limitedPerAddress(limits, LIMITS.voucherLookupsPerAddress),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return lookup.balance(request.params.code, request.ip);
    },
  );

  app.get(
    ADMIN_BASE,
    admin('Every gift voucher, newest first (X-Total-Count, Link)', {
      querystring: ListSchema,
      response: { 200: z.array(GiftVoucherRowSchema) },
    }),
    async (request, reply) => {
      const { rows, total, page, size } = await vouchers.list(request.query);
      reply.header('X-Total-Count', String(total));
      reply.header('Link', paginationLink(request.url, page, size, total));
      return rows;
    },
  );

  app.get(
    `${ADMIN_BASE}/:id`,
    admin('A gift voucher with each use', {
      params: IdParamsSchema,
      response: { 200: GiftVoucherDetailSchema },
    }),
    (request) => vouchers.detail(request.params.id),
  );

  app.patch(
    `${ADMIN_BASE}/:id`,
    {
      ...admin('Blocks or unblocks a gift voucher, or moves its last valid day', {
        params: IdParamsSchema,
        body: GiftVoucherChangeSchema,
        response: { 200: GiftVoucherDetailSchema },
        problems: [409],
      }),
      config: { objectName: 'giftVoucher' },
    },
    (request) => vouchers.change(request.params.id, request.body),
  );

  app.post(
    ADMIN_BASE,
    {
      ...admin('Gives a gift voucher (a discount when spent); its whole code answered once', {
        body: GiftVoucherIssueSchema,
        response: { 201: GiftVoucherDetailSchema },
      }),
      config: { objectName: 'giftVoucher' },
    },
    async (request, reply) => {
      const issued = await vouchers.issue(request.caller, request.body);
      return reply.status(201).send(issued);
    },
  );

  app.post(
    `${ADMIN_BASE}/:id/withdrawal`,
    {
      ...admin(
        'Withdraws a bought, unused voucher within 14 days of its issue: blocked, credited, refunded',
        {
          params: IdParamsSchema,
          body: GiftVoucherWithdrawalSchema,
          response: { 200: GiftVoucherDetailSchema },
          problems: [409],
        },
      ),
      config: { objectName: 'giftVoucher' },
    },
    async (request) => {
      await withdrawal.withdraw(request.caller, request.params.id, request.body);
      return vouchers.detail(request.params.id);
    },
  );

  app.get(
    `${ADMIN_BASE}/:id/pdf`,
    admin("A gift voucher's PDF", {
      params: IdParamsSchema,
      response: { 200: fileResponse('The voucher', PDF) },
      problems: [409],
    }),
    async (request, reply) => {
      const { pdf, code } = await vouchers.pdf(request.params.id);
      return reply
        .type(PDF)
        .header(
          'Content-Disposition',
          `attachment; filename="darcekova-poukazka-${normalizeVoucherCode(code).slice(-4)}.pdf"`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
