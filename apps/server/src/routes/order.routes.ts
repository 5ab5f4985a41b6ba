import { IdParamsSchema, order } from '@fotoobraz/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_HEADER, forbidden, unauthorized } from '../lib/problem.ts';
import { ensureVisitorId } from '../plugins/auth.ts';
import { isAdmin } from '../services/caller.ts';
import type { EntityService } from '../services/entity.service.ts';
import type { OrderDocumentService } from '../services/order-documents.service.ts';
import type { OrderPlacementService } from '../services/order-placement.service.ts';
import type { OrderWorkflowService } from '../services/order-workflow.service.ts';

const byId = { schema: { params: IdParamsSchema } };

const adminOnly = (request: FastifyRequest): void => {
  if (!isAdmin(request.caller)) throw request.caller.user ? forbidden() : unauthorized();
};

const alert = (reply: FastifyReply, action: string, id: number) =>
  reply
    .header(`${APP_HEADER}-alert`, `fotoobrazApp.order.${action}`)
    .header(`${APP_HEADER}-params`, String(id));

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

  app.post(base, async (request, reply) => {
    // The back-office's create form (it always sends an orderDate) enters an order as given; an
    // order placed from the wizard, by anyone, goes through the whole placement.
    const sent = request.body as Record<string, unknown> | null;
    if (isAdmin(request.caller) && sent?.orderDate) {
      const created = await entities.create(order, request.caller, sent);
      alert(reply, 'created', created.id as number);
      return reply.status(201).header('Location', `${base}/${created.id}`).send(created);
    }
    ensureVisitorId(request, reply);
    const { id, created } = await placement.place(request.caller, request.body);
    const body = await entities.get(order, request.caller, id);
    if (!created) return reply.status(200).send(body);
    alert(reply, 'created', id);
    return reply.status(201).header('Location', `${base}/${id}`).send(body);
  });

  const update = async (request: FastifyRequest, reply: FastifyReply, pathId?: number) => {
    const id = await workflow.adminUpdate(request.caller, request.body, pathId);
    alert(reply, 'updated', id);
    return entities.get(order, request.caller, id);
  };
  app.put(base, (request, reply) => update(request, reply));
  app.put(`${base}/:id`, byId, (request, reply) => update(request, reply, request.params.id));

  app.post(`${base}/:id/status`, byId, async (request, reply) => {
    adminOnly(request);
    const { id } = request.params;
    await workflow.changeStatus(request.caller, id, request.body);
    alert(reply, 'updated', id);
    return entities.get(order, request.caller, id);
  });

  app.get(`${base}/:id/history`, byId, (request) =>
    workflow.history(request.caller, request.params.id),
  );

  app.get(`${base}/:id/payment`, byId, (request) =>
    documents.payment(request.caller, request.params.id),
  );

  app.get(`${base}/:id/proforma`, byId, async (request, reply) => {
    const { number, pdf } = await documents.proforma(request.caller, request.params.id);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="zalohova-faktura-${number}.pdf"`)
      .header('Cache-Control', 'private, no-cache')
      .send(pdf);
  });

  app.get(`${base}/:id/print-file`, byId, async (request, reply) => {
    adminOnly(request);
    const file = await documents.printFile(request.params.id);
    return reply
      .type('image/jpeg')
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.jpeg);
  });

  app.get(`${base}/:id/job-ticket`, byId, async (request, reply) => {
    adminOnly(request);
    const ticket = await documents.jobTicket(request.params.id);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${ticket.filename}"`)
      .header('Cache-Control', 'private, no-store')
      .send(ticket.pdf);
  });
};
