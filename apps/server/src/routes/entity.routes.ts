import {
  ENTITIES,
  IdParamsSchema,
  LineTextSchema,
  ListQuerySchema,
  type EntityDef,
} from '@fotoobraz/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paginationLink } from '../lib/pagination.ts';
import { APP_HEADER } from '../lib/problem.ts';
import { ensureVisitorId } from '../plugins/auth.ts';
import type { EntityService } from '../services/entity.service.ts';

const byId = { schema: { params: IdParamsSchema } };
const blobField = {
  schema: { params: IdParamsSchema.extend({ field: LineTextSchema.max(64, { error: 'Size' }) }) },
};
const list = { schema: { querystring: ListQuerySchema } };

const alert = (reply: FastifyReply, entity: EntityDef, action: string, id: number): void => {
  reply.header(`${APP_HEADER}-alert`, `fotoobrazApp.${entity.name}.${action}`);
  reply.header(`${APP_HEADER}-params`, String(id));
};

/** Operations an entity-specific route file replaces (e.g. the photo upload's POST). */
export type GenericOperation = 'create' | 'update';

/**
 * list, get, create, update (`PUT {base}` and `PUT {base}/{id}`), delete and blob download for
 * every model entity, following the JHipster contract (DESIGN.md §2).
 */
export const registerEntityRoutes = (
  server: FastifyInstance,
  service: EntityService,
  overridden: Partial<Record<string, readonly GenericOperation[]>> = {},
): void => {
  const app = server.withTypeProvider<ZodTypeProvider>();
  for (const entity of ENTITIES) {
    const base = `/api/${entity.apiPath}`;
    const skip = new Set(overridden[entity.name] ?? []);

    app.get(base, list, async (request, reply) => {
      const page = await service.list(entity, request.caller, request.query);
      reply.header('X-Total-Count', String(page.total));
      reply.header('Link', paginationLink(request.url, page.page, page.size, page.total));
      return page.rows;
    });

    app.get(`${base}/:id`, byId, (request) =>
      service.get(entity, request.caller, request.params.id),
    );

    app.get(`${base}/:id/:field`, blobField, async (request, reply) => {
      const blob = await service.blob(
        entity,
        request.caller,
        request.params.id,
        request.params.field,
      );
      reply
        .header('ETag', blob.etag)
        .header('Cache-Control', `${blob.isPublic ? 'public' : 'private'}, no-cache`)
        .type(blob.contentType);
      if (request.headers['if-none-match'] === blob.etag) return reply.status(304).send();
      return reply.send(blob.data);
    });

    if (!skip.has('create')) {
      app.post(base, async (request, reply) => {
        ensureVisitorId(request, reply);
        const created = await service.create(entity, request.caller, request.body);
        alert(reply, entity, 'created', created.id as number);
        return reply.status(201).header('Location', `${base}/${created.id}`).send(created);
      });
    }

    if (!skip.has('update')) {
      const update = async (
        body: unknown,
        reply: FastifyReply,
        caller: Parameters<EntityService['update']>[1],
        pathId?: number,
      ) => {
        const updated = await service.update(entity, caller, body, pathId);
        alert(reply, entity, 'updated', updated.id as number);
        return updated;
      };
      app.put(base, (request, reply) => update(request.body, reply, request.caller));
      app.put(`${base}/:id`, byId, (request, reply) =>
        update(request.body, reply, request.caller, request.params.id),
      );
    }

    app.delete(`${base}/:id`, byId, async (request, reply) => {
      const { id } = request.params;
      await service.delete(entity, request.caller, id);
      alert(reply, entity, 'deleted', id);
      return reply.status(200).send();
    });
  }
};
