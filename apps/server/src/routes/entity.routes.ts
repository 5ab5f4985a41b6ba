import { ENTITIES, type EntityDef } from '@fotoobraz/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { paginationLink } from '../lib/pagination.ts';
import { APP_HEADER, badRequest } from '../lib/problem.ts';
import { ensureVisitorId } from '../plugins/auth.ts';
import type { EntityService } from '../services/entity.service.ts';
import type { QueryParams } from '../services/list-query.ts';

type IdParams = { id: string };

const idOf = (raw: string): number => {
  if (!/^\d{1,15}$/.test(raw)) throw badRequest(`'${raw}' is not an id`);
  return Number(raw);
};

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
  app: FastifyInstance,
  service: EntityService,
  overridden: Partial<Record<string, readonly GenericOperation[]>> = {},
): void => {
  for (const entity of ENTITIES) {
    const base = `/api/${entity.apiPath}`;
    const skip = new Set(overridden[entity.name] ?? []);

    app.get<{ Querystring: QueryParams }>(base, async (request, reply) => {
      const page = await service.list(entity, request.caller, request.query);
      reply.header('X-Total-Count', String(page.total));
      reply.header('Link', paginationLink(request.url, page.page, page.size, page.total));
      return page.rows;
    });

    app.get<{ Params: IdParams }>(`${base}/:id`, (request) =>
      service.get(entity, request.caller, idOf(request.params.id)),
    );

    app.get<{ Params: IdParams & { field: string } }>(
      `${base}/:id/:field`,
      async (request, reply) => {
        const blob = await service.blob(
          entity,
          request.caller,
          idOf(request.params.id),
          request.params.field,
        );
        reply
          .header('ETag', blob.etag)
          .header('Cache-Control', `${blob.isPublic ? 'public' : 'private'}, no-cache`)
          .type(blob.contentType);
        if (request.headers['if-none-match'] === blob.etag) return reply.status(304).send();
        return reply.send(blob.data);
      },
    );

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
      app.put<{ Params: IdParams }>(`${base}/:id`, (request, reply) =>
        update(request.body, reply, request.caller, idOf(request.params.id)),
      );
    }

    app.delete<{ Params: IdParams }>(`${base}/:id`, async (request, reply) => {
      const id = idOf(request.params.id);
      await service.delete(entity, request.caller, id);
      alert(reply, entity, 'deleted', id);
      return reply.status(200).send();
    });
  }
};
