import {
  IdParamsSchema,
  order,
  OrderStatusChangeSchema,
  PlaceOrderSchema,
  type PlaceOrderRequest,
} from '@fotoobraz/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, ensureVisitorId } from '../plugins/auth.ts';
import type { Caller } from '../lib/caller.ts';
import type { EntityInput, EntityService } from '../services/entity.service.ts';
import type { OrderDocumentService } from '../services/order-documents.service.ts';
import type { OrderPlacementService } from '../services/order-placement.service.ts';
import type { OrderWorkflowService } from '../services/order-workflow.service.ts';
import { admitBody, entityBody } from './entity-bodies.ts';

const tags = [order.label];
const config = { objectName: order.name };

/** The back-office's create form always sends an orderDate; the wizard never does. */
const isBackOfficeEntry = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Boolean((body as { orderDate?: unknown }).orderDate);

/**
 * `POST /api/orders` takes an order as the back-office enters it (the entity, as given) or as the
 * wizard places it. zod refuses a failed union as a whole, naming no field; the first step reports
 * the field errors of the shape the body claims to be. The union, which documents both, then
 * reads the body again: an entry's orderDate tells the shapes apart there too.
 */
const orderEntrySchema = (entry: z.ZodType<EntityInput>) =>
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
  server: FastifyInstance,
  placement: OrderPlacementService,
  workflow: OrderWorkflowService,
  documents: OrderDocumentService,
  entities: EntityService,
): void => {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const base = '/api/orders';
  const byId = (summary: string) => ({ schema: { tags, summary, params: IdParamsSchema } });

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Place an order of a crafted product (the back-office: enter one as given)',
        body: orderEntrySchema(entityBody(server, order, 'create')),
      },
      config,
      // Only an admin's orderDate is taken: a customer's order goes through the placement.
      preValidation: admitBody((request, body) =>
        entities.admitCreate(order, request.caller, body),
      ),
    },
    async (request, reply) => {
      const entered = request.body;
      if (isBackOfficeEntry(entered)) {
        const created = await entities.create(order, request.caller, entered);
        return reply
          .alert('created', order.name, created.id as number)
          .status(201)
          .header('Location', `${base}/${created.id}`)
          .send(created);
      }
      ensureVisitorId(request, reply);
      const placed = entered as PlaceOrderRequest;
      const { id, created } = await placement.place(request.caller, placed);
      const body = await entities.get(order, request.caller, id);
      if (!created) return reply.status(200).send(body);
      return reply
        .alert('created', order.name, id)
        .status(201)
        .header('Location', `${base}/${id}`)
        .send(body);
    },
  );

  const update = async (
    reply: FastifyReply,
    caller: Caller,
    input: EntityInput,
    pathId?: number,
  ) => {
    const id = await workflow.adminUpdate(caller, input, pathId);
    reply.alert('updated', order.name, id);
    return entities.get(order, caller, id);
  };
  const updateSchema = {
    tags,
    summary: 'Update (admins); a changed status goes through the workflow',
    body: entityBody(server, order, 'update'),
  };
  app.put(
    base,
    {
      schema: updateSchema,
      config,
      preValidation: admitBody((request, body) =>
        entities.admitUpdate(order, request.caller, body),
      ),
    },
    (request, reply) => update(reply, request.caller, request.body),
  );
  app.put(
    `${base}/:id`,
    {
      schema: { ...updateSchema, params: IdParamsSchema },
      config,
      preValidation: admitBody((request, body) =>
        entities.admitUpdate(order, request.caller, body, (request.params as { id: string }).id),
      ),
    },
    (request, reply) => update(reply, request.caller, request.body, request.params.id),
  );

  app.post(
    `${base}/:id/status`,
    {
      schema: {
        tags,
        summary: 'Move along the workflow (admins): recorded and mailed',
        params: IdParamsSchema,
        body: OrderStatusChangeSchema,
      },
      config,
      preValidation: adminOnly,
    },
    async (request, reply) => {
      const { id } = request.params;
      await workflow.changeStatus(request.caller, id, request.body);
      reply.alert('updated', order.name, id);
      return entities.get(order, request.caller, id);
    },
  );

  app.get(`${base}/:id/history`, byId('Status history'), (request) =>
    workflow.history(request.caller, request.params.id),
  );

  app.get(`${base}/:id/payment`, byId('Payment details and PAY by square QR'), (request) =>
    documents.payment(request.caller, request.params.id),
  );

  app.get(`${base}/:id/proforma`, byId('The pro-forma invoice, PDF'), async (request, reply) => {
    const { number, pdf } = await documents.proforma(request.caller, request.params.id);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="zalohova-faktura-${number}.pdf"`)
      .header('Cache-Control', 'private, no-cache')
      .send(pdf);
  });

  app.get(
    `${base}/:id/print-file`,
    byId('Print-ready file (admins), JPEG'),
    async (request, reply) => {
      await adminOnly(request);
      const file = await documents.printFile(request.params.id);
      return reply
        .type('image/jpeg')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.jpeg);
    },
  );

  app.get(`${base}/:id/job-ticket`, byId('Job ticket (admins), PDF'), async (request, reply) => {
    await adminOnly(request);
    const ticket = await documents.jobTicket(request.params.id);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${ticket.filename}"`)
      .header('Cache-Control', 'private, no-store')
      .send(ticket.pdf);
  });
};
