import {
  ENTITIES,
  IdParamsSchema,
  isCatalogue,
  isImageRenditionWidth,
  LineTextSchema,
  ListQuerySchema,
  type EntityDef,
} from '@fotoobraz/domain';
import { z } from 'zod';
import { isAdmin, type Caller } from '../lib/caller.ts';
import { paginationLink } from '../lib/pagination.ts';
import { Representation } from '../lib/representation.ts';
import { ensureVisitorId } from '../plugins/auth.ts';
import type { CatalogueLists } from '../services/catalogue-lists.ts';
import type { EntityService } from '../services/entity.service.ts';
import type { ImageRenditions } from '../services/image-renditions.ts';
import { admitBody, entityBody } from './entity-bodies.ts';
import { registerUpdateRoutes, replyCreated } from './entity-replies.ts';
import { replyRepresentation } from './representation-reply.ts';
import { routesOf } from './route-options.ts';
import { entityRow, entityRows, fileResponse, NoContentSchema } from './responses.ts';
import type { ProblemStatus } from './problem-answers.ts';
import type { ShopApi } from './shop-api.ts';
import { entityTag } from './api-tags.ts';

/** An admin's view of the catalogue holds disabled rows: no shared cache may keep it. */
const visibility = (caller: Caller) => (isAdmin(caller) ? 'private' : 'public');

const BlobParamsSchema = IdParamsSchema.extend({
  field: LineTextSchema.max(64, { error: 'Size' }),
});

/** `w`: one of the narrower widths an image is served at (IMAGE_RENDITION_WIDTHS); absent: as stored. */
const BlobQuerySchema = z.object({
  w: LineTextSchema.refine(isImageRenditionWidth, { error: 'Pattern' }).optional(),
});

/**
 * list, get, create, update (`PUT {base}` and `PUT {base}/{id}`), delete and blob download for
 * every model entity, following the JHipster contract (DESIGN.md §2). Who may write is decided
 * before the body is checked. Catalogue GETs carry an ETag per encoding and answer 304 to it;
 * their lists come from the version-checked cache. An operation already routed (by an area
 * registered before) keeps its own route.
 */
/** An entity only admins read refuses everyone else (403); others' own rows are not found. */
const readRefusals = (entity: EntityDef): ProblemStatus[] =>
  entity.access.read === 'admin' ? [403] : [];

export const registerEntityRoutes = (
  app: ShopApi,
  service: EntityService,
  catalogueLists: CatalogueLists,
  renditions: ImageRenditions,
): void => {
  for (const entity of ENTITIES) {
    const base = `/api/${entity.apiPath}`;
    const routed = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) =>
      app.hasRoute({ method, url });
    const { tags, documented, write, byId } = routesOf(entityTag(entity), entity.name);

    const catalogue = isCatalogue(entity);
    // Catalogue GETs choose their encoding themselves (replyRepresentation).
    const ownEncoding = catalogue ? { compress: false as const } : {};
    app.get(
      base,
      {
        ...documented(`${entity.labelPlural}: list (X-Total-Count, Link)`, {
          querystring: ListQuerySchema,
          response: { 200: entityRows(app, entity) },
          problems: readRefusals(entity),
        }),
        ...ownEncoding,
      },
      async (request, reply) => {
        const { caller, query, url } = request;
        if (catalogue) {
          const page = await catalogueLists.list(entity, caller, url, query);
          reply.header('X-Total-Count', String(page.total)).header('Link', page.link);
          return replyRepresentation(request, reply, page.representation, visibility(caller));
        }
        const page = await service.list(entity, caller, query);
        reply.header('X-Total-Count', String(page.total));
        reply.header('Link', paginationLink(url, page.page, page.size, page.total));
        return page.rows;
      },
    );

    if (!routed('GET', `${base}/:id`)) {
      app.get(
        `${base}/:id`,
        {
          ...byId(`${entity.label}: one`, {
            response: { 200: entityRow(app, entity) },
            problems: readRefusals(entity),
          }),
          ...ownEncoding,
        },
        async (request, reply) => {
          const row = await service.get(entity, request.caller, request.params.id);
          if (!catalogue) return row;
          const representation = Representation.ofJson(row);
          return replyRepresentation(request, reply, representation, visibility(request.caller));
        },
      );
    }

    app.get(
      `${base}/:id/:field`,
      documented(`${entity.label}: an image`, {
        params: BlobParamsSchema,
        querystring: BlobQuerySchema,
        response: {
          200: fileResponse('The image, as stored or narrower', 'image/*'),
          304: NoContentSchema,
        },
      }),
      async (request, reply) => {
        const stored = await service.blob(
          entity,
          request.caller,
          request.params.id,
          request.params.field,
        );
        const { w } = request.query;
        const blob = w === undefined ? stored : { ...stored, ...(await renditions.of(stored, +w)) };
        reply
          .header('ETag', blob.etag)
          .header('Cache-Control', `${blob.isPublic ? 'public' : 'private'}, no-cache`)
          .type(blob.contentType);
        if (request.headers['if-none-match'] === blob.etag) return reply.status(304).send();
        return reply.send(blob.data);
      },
    );

    if (!routed('POST', base)) {
      app.post(
        base,
        {
          ...write(`${entity.label}: create`, {
            body: entityBody(app, entity, 'create'),
            response: { 201: entityRow(app, entity) },
            problems: entity.access.create === 'admin' ? [403] : [],
          }),
          preValidation: admitBody((request, body) =>
            service.admitCreate(entity, request.caller, body),
          ),
        },
        async (request, reply) => {
          ensureVisitorId(request, reply);
          const created = await service.create(entity, request.caller, request.body);
          return replyCreated(reply, entity.name, base, created.id as number, created);
        },
      );
    }

    if (!routed('PUT', base)) {
      registerUpdateRoutes(app, {
        base,
        schema: {
          tags,
          summary: `${entity.label}: update`,
          body: entityBody(app, entity, 'update'),
          response: { 200: entityRow(app, entity) },
        },
        objectName: entity.name,
        admit: (request, body, pathId) => service.admitUpdate(entity, request.caller, body, pathId),
        save: async (caller, input, pathId) => {
          const row = await service.update(entity, caller, input, pathId);
          return { id: row.id as number, row };
        },
      });
    }

    if (!routed('DELETE', `${base}/:id`)) {
      app.delete(
        `${base}/:id`,
        // 403: not an admin; 409: rows still name it.
        byId(`${entity.label}: delete`, {
          response: { 200: NoContentSchema },
          problems: [403, 409],
        }),
        async (request, reply) => {
          const { id } = request.params;
          await service.delete(entity, request.caller, id);
          return reply.alert('deleted', entity.name, id).status(200).send();
        },
      );
    }
  }
};
