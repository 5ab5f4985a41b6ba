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
import { ensureVisitorId } from '../plugins/auth.ts';
import type { Caller } from '../lib/caller.ts';
import type { EntityInput, EntityService } from '../services/entity.service.ts';
import { admitBody, entityBody } from './entity-bodies.ts';

const BlobParamsSchema = IdParamsSchema.extend({
  field: LineTextSchema.max(64, { error: 'Size' }),
});

/** Operations an entity-specific route file replaces (e.g. the photo upload's POST). */
export type GenericOperation = 'create' | 'update';

/**
 * list, get, create, update (`PUT {base}` and `PUT {base}/{id}`), delete and blob download for
 * every model entity, following the JHipster contract (DESIGN.md §2). Who may write is decided
 * before the body is checked.
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
    const tags = [entity.label];
    const byId = { schema: { tags, params: IdParamsSchema } };

    app.get(
      base,
      {
        schema: {
          tags,
          summary: `${entity.labelPlural}: list (X-Total-Count, Link)`,
          querystring: ListQuerySchema,
        },
      },
      async (request, reply) => {
        const page = await service.list(entity, request.caller, request.query);
        reply.header('X-Total-Count', String(page.total));
        reply.header('Link', paginationLink(request.url, page.page, page.size, page.total));
        return page.rows;
      },
    );

    app.get(
      `${base}/:id`,
      { schema: { ...byId.schema, summary: `${entity.label}: one` } },
      (request) => service.get(entity, request.caller, request.params.id),
    );

    app.get(
      `${base}/:id/:field`,
      { schema: { tags, summary: `${entity.label}: an image`, params: BlobParamsSchema } },
      async (request, reply) => {
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
      },
    );

    if (!skip.has('create')) {
      app.post(
        base,
        {
          schema: {
            tags,
            summary: `${entity.label}: create`,
            body: entityBody(server, entity, 'create'),
          },
          config: { objectName: entity.name },
          preValidation: admitBody((request, body) =>
            service.admitCreate(entity, request.caller, body),
          ),
        },
        async (request, reply) => {
          ensureVisitorId(request, reply);
          const created = await service.create(entity, request.caller, request.body);
          return reply
            .alert('created', entity.name, created.id as number)
            .status(201)
            .header('Location', `${base}/${created.id}`)
            .send(created);
        },
      );
    }

    if (!skip.has('update')) {
      registerUpdates(server, service, entity);
    }

    app.delete(
      `${base}/:id`,
      { schema: { ...byId.schema, summary: `${entity.label}: delete` } },
      async (request, reply) => {
        const { id } = request.params;
        await service.delete(entity, request.caller, id);
        return reply.alert('deleted', entity.name, id).status(200).send();
      },
    );
  }
};

/** `PUT {base}` with the id in the body, and `PUT {base}/{id}` of newer JHipster clients. */
const registerUpdates = (server: FastifyInstance, service: EntityService, entity: EntityDef) => {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${entity.apiPath}`;
  const schema = {
    tags: [entity.label],
    summary: `${entity.label}: update`,
    body: entityBody(server, entity, 'update'),
  };
  const config = { objectName: entity.name };
  const update = async (
    reply: FastifyReply,
    caller: Caller,
    input: EntityInput,
    pathId?: number,
  ) => {
    const updated = await service.update(entity, caller, input, pathId);
    reply.alert('updated', entity.name, updated.id as number);
    return updated;
  };
  app.put(
    base,
    {
      schema,
      config,
      preValidation: admitBody((request, body) =>
        service.admitUpdate(entity, request.caller, body),
      ),
    },
    (request, reply) => update(reply, request.caller, request.body),
  );
  app.put(
    `${base}/:id`,
    {
      schema: { ...schema, params: IdParamsSchema },
      config,
      preValidation: admitBody((request, body) =>
        service.admitUpdate(entity, request.caller, body, (request.params as { id: string }).id),
      ),
    },
    (request, reply) => update(reply, request.caller, request.body, request.params.id),
  );
};
