import {
  IdParamsSchema,
  type InputOf,
  order,
  OrderDocumentParamsSchema,
  OrderDocumentSchema,
  OrderItemParamsSchema,
  OrderLookupAnswerSchema,
  OrderLookupSchema,
  OrderStatusChangeSchema,
  PaymentAnswerSchema,
  PlaceOrderSchema,
  SignedDocumentQuerySchema,
  StatusChangeSchema,
} from '@fotoobraz/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { isAdmin } from '../../../lib/caller.ts';
import { adminOnly, ensureVisitorId } from '../../../plugins/auth.ts';
import type { EntityService } from '../../../services/entity.service.ts';
import type { OrderDocumentService } from '../services/order-documents.service.ts';
import type { OrderLookupService } from '../services/order-lookup.service.ts';
import type { OrderPlacementService } from '../services/order-placement.service.ts';
import type { OrderWorkflowService } from '../services/order-workflow.service.ts';
import type { OrderTaxDocumentService } from '../../tax-documents/index.ts';
import { admitBody, entityBody } from '../../../routes/entity-bodies.ts';
import {
  registerUpdateRoutes,
  replyCreated,
  replyDownload,
  replyUnstoredDownload,
  type Download,
} from '../../../routes/entity-replies.ts';
import { entityRow, fileResponse, JPEG, NoContentSchema, PDF } from '../../../routes/responses.ts';
import type { ProblemStatus } from '../../../routes/problem-answers.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

const tags = [API_TAGS.orders];

/**
 * A document's file: its owner or an admin reads it, or anyone with the signed link from the
 * mail. Never kept by a cache.
 */
const documentFile = (summary: string, what: string, contentType: string) => ({
  schema: {
    tags,
    response: { 200: fileResponse(what, contentType) },
    summary,
    params: OrderDocumentParamsSchema,
    querystring: SignedDocumentQuerySchema,
    // Someone else's order, without its signed link.
    problems: [403] as const,
  },
});
const config = { objectName: order.name };

/** The back-office's create form always sends an orderDate; the wizard never does. */
const isBackOfficeEntry = (body: unknown): body is { orderDate: string } =>
  typeof body === 'object' && body !== null && Boolean((body as { orderDate?: unknown }).orderDate);

/**
 * The order's `termsVersion` is the server's to store, but a placement names the version the
 * customer confirmed, which the placement checks: it survives the removal of server-owned fields.
 */
const keepConfirmedTerms = (sent: unknown, admitted: unknown): unknown =>
  typeof sent === 'object' &&
  sent !== null &&
  'termsVersion' in sent &&
  !isBackOfficeEntry(sent) &&
  typeof admitted === 'object'
    ? { ...admitted, termsVersion: sent.termsVersion }
    : admitted;

/**
 * `POST /api/orders` takes an order as the back-office enters it (the entity, as given) or as the
 * wizard places it. zod refuses a failed union as a whole, naming no field; the first step reports
 * the field errors of the shape the body claims to be. The union, which documents both, then
 * reads the body again: an entry's orderDate tells the shapes apart there too.
 */
const orderEntrySchema = (entry: z.ZodType<InputOf<typeof order>>) =>
  z.preprocess(
    (body, ctx) => {
      const claimed = isBackOfficeEntry(body) ? entry : PlaceOrderSchema;
      const result = claimed.safeParse(body);
      if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue });
      return body;
    },
    z.union([entry.refine((o) => Boolean(o.orderDate)), PlaceOrderSchema]),
  );

/**
 * Orders beyond the generic reads: placing one, the admin's status workflow, the payment details
 * and documents (DESIGN.md §7).
 */
export const registerOrderRoutes = (
  app: ShopApi,
  placement: OrderPlacementService,
  workflow: OrderWorkflowService,
  documents: OrderDocumentService,
  entities: EntityService,
  orderDocuments: OrderTaxDocumentService,
  lookup: OrderLookupService,
): void => {
  const base = '/api/orders';
  const byId = <R extends object>(
    summary: string,
    response: R,
    problems: readonly ProblemStatus[] = [],
  ) => ({
    schema: { tags, summary, params: IdParamsSchema, response, problems },
  });

  app.post(
    base,
    {
      schema: {
        tags,
        response: { 200: entityRow(app, order), 201: entityRow(app, order) },
        summary: 'Place an order of a crafted product (the back-office: enter one as given)',
        body: orderEntrySchema(entityBody(app, order, 'create')),
      },
      config,
      // Only an admin's orderDate is taken: a customer's order goes through the placement.
      preValidation: admitBody((request, body) =>
        keepConfirmedTerms(body, entities.admitCreate(order, request.caller, body)),
      ),
    },
    async (request, reply) => {
      const entered = request.body;
      if (isBackOfficeEntry(entered)) {
        const created = await entities.create(order, request.caller, entered);
        return replyCreated(reply, order.name, base, created.id as number, created);
      }
      ensureVisitorId(request, reply);
      const { id, created } = await placement.place(request.caller, entered, request.ip);
      const body = await entities.get(order, request.caller, id);
      if (!created) return reply.status(200).send(body);
      return replyCreated(reply, order.name, base, id, body);
    },
  );

  // A body, not a query: a mail link's token stays out of the access log.
  app.post(
    `${base}/lookup`,
    {
      schema: {
        tags,
        summary:
          "The order a customer's page names by its number (its owner, its visitor, a mail's card payment link)",
        body: OrderLookupSchema,
        response: { 200: OrderLookupAnswerSchema },
        // 404: no order of this number the caller may read; 403: a mail's link past its expiry.
        problems: [403, 404],
      },
    },
    (request) => lookup.orderOf(request.caller, request.body),
  );

  registerUpdateRoutes(app, {
    base,
    schema: {
      tags,
      response: { 200: entityRow(app, order) },
      summary: 'Update (admins); a changed status goes through the workflow',
      body: entityBody(app, order, 'update'),
      // Another change moved the order meanwhile.
      problems: [409],
    },
    objectName: order.name,
    admit: (request, body, pathId) => entities.admitUpdate(order, request.caller, body, pathId),
    save: async (caller, input, pathId) => {
      const row = await workflow.adminUpdate(caller, input, pathId);
      return { id: row.id, row };
    },
  });

  app.post(
    `${base}/:id/status`,
    {
      schema: {
        tags,
        response: { 200: entityRow(app, order) },
        summary:
          'Move along the workflow (admins): recorded and mailed; 409 when another change moved the order meanwhile',
        params: IdParamsSchema,
        body: OrderStatusChangeSchema,
        problems: [403, 409],
      },
      config,
      preValidation: adminOnly,
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await workflow.changeStatus(request.caller, id, request.body);
      reply.alert('updated', order.name, id);
      return row;
    },
  );

  app.get(
    `${base}/:id/history`,
    byId('Status history', { 200: z.array(StatusChangeSchema) }),
    (request) => workflow.history(request.caller, request.params.id),
  );

  app.get(
    `${base}/:id/payment`,
    byId('Payment details and PAY by square QR', { 200: PaymentAnswerSchema }),
    (request) => documents.payment(request.caller, request.params.id),
  );

  app.get(
    `${base}/:id/proforma`,
    byId('The pro-forma invoice, PDF', {
      200: fileResponse('The pro-forma invoice', PDF),
    }),
    async (request, reply) => {
      const { number, pdf } = await documents.proforma(request.caller, request.params.id);
      return replyDownload(reply, {
        contentType: 'application/pdf',
        filename: `zalohova-faktura-${number}.pdf`,
        data: pdf,
        cache: 'no-cache',
      });
    },
  );

  app.get(
    `${base}/:id/documents`,
    byId("The order's documents: the pro-forma and the tax documents", {
      200: z.array(OrderDocumentSchema),
    }),
    (request) => orderDocuments.list(request.caller, request.params.id),
  );

  app.get(
    `${base}/:id/documents/:docId`,
    documentFile(
      'A document as PDF (owner or admin, or a signed link from the mail)',
      'The document',
      PDF,
    ),
    async (request, reply) => {
      const { id, docId } = request.params;
      const { filename, pdf } = await orderDocuments.pdf(request.caller, id, docId, request.query);
      return replyUnstoredDownload(reply, PDF, filename, pdf);
    },
  );

  app.get(
    `${base}/:id/documents/:docId/ubl`,
    documentFile(
      "A tax document's e-invoice as UBL XML (the same rights as its PDF)",
      'The e-invoice',
      'application/xml',
    ),
    async (request, reply) => {
      const { id, docId } = request.params;
      const { filename, xml } = await orderDocuments.ubl(request.caller, id, docId, request.query);
      return replyUnstoredDownload(reply, 'application/xml', filename, Buffer.from(xml, 'utf8'));
    },
  );

  // The generic delete, unless the order has tax documents: they are kept ten years.
  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `${order.label}: delete`,
        params: IdParamsSchema,
        response: { 200: NoContentSchema },
        // 409: it has tax documents.
        problems: [403, 409],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Others hear what the generic delete tells them (404 or 403), not whether documents exist.
      if (isAdmin(request.caller)) await orderDocuments.checkDeletable(id);
      await entities.delete(order, request.caller, id);
      return reply.alert('deleted', order.name, id).status(200).send();
    },
  );

  /**
   * A file for the workshop, of the order (409 when it has several lines) and of one line: admins
   * only, and no cache keeps a copy. `name` says what it is in the docs.
   */
  const workshopFile = (
    path: string,
    name: string,
    contentType: typeof JPEG | typeof PDF,
    fetch: (id: number, itemId?: number) => Promise<Omit<Download, 'cache' | 'contentType'>>,
  ) => {
    const file = { 200: fileResponse(`The ${name}`, contentType) };
    const format = contentType === JPEG ? 'JPEG' : 'PDF';
    const reply = async (response: FastifyReply, id: number, itemId?: number) => {
      const { filename, data } = await fetch(id, itemId);
      return replyUnstoredDownload(response, contentType, filename, data);
    };
    const ofOrder = `${name.charAt(0).toUpperCase()}${name.slice(1)} (admins), ${format}; 409 for several lines`;
    app.get(`${base}/:id/${path}`, byId(ofOrder, file, [403, 409]), async (request, response) => {
      await adminOnly(request);
      return reply(response, request.params.id);
    });
    app.get(
      `${base}/:id/items/:itemId/${path}`,
      {
        schema: {
          tags,
          summary: `A line's ${name} (admins), ${format}`,
          params: OrderItemParamsSchema,
          response: file,
          problems: [403],
        },
      },
      async (request, response) => {
        await adminOnly(request);
        return reply(response, request.params.id, request.params.itemId);
      },
    );
  };
  workshopFile('print-file', 'print-ready file', JPEG, async (id, itemId) => {
    const { filename, jpeg } = await documents.printFile(id, itemId);
    return { filename, data: jpeg };
  });
  workshopFile('job-ticket', 'job ticket', PDF, async (id, itemId) => {
    const { filename, pdf } = await documents.jobTicket(id, itemId);
    return { filename, data: pdf };
  });
};
