import { IdParamsSchema } from '@fotoobraz/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Caller } from '../lib/caller.ts';
import type { EntityInput } from '../services/entity.service.ts';
import { admitBody } from './entity-bodies.ts';
import type { ProblemStatus } from './problem-answers.ts';
import type { ShopApi } from './shop-api.ts';

/** JHipster's answer to a create: 201, the alert headers and where the new row lives. */
export const replyCreated = (
  reply: FastifyReply,
  objectName: string,
  base: string,
  id: number | string,
  body: unknown,
): FastifyReply =>
  reply
    .alert('created', objectName, id)
    .status(201)
    .header('Location', `${base}/${encodeURIComponent(id)}`)
    .send(body);

export interface Download {
  contentType: 'application/pdf' | 'image/jpeg' | 'application/xml';
  filename: string;
  data: Buffer | Uint8Array;
  /** `no-store` for what only an admin may fetch, so that no cache keeps a copy. */
  cache: 'no-cache' | 'no-store';
}

/** A file the browser saves under `filename` rather than shows. */
export const replyDownload = (reply: FastifyReply, file: Download): FastifyReply =>
  reply
    .type(file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Cache-Control', `private, ${file.cache}`)
    .send(file.data);

/** A file no cache keeps: an admin's, or one behind a signed link. */
export const replyUnstoredDownload = (
  reply: FastifyReply,
  contentType: Download['contentType'],
  filename: string,
  data: Download['data'],
): FastifyReply => replyDownload(reply, { contentType, filename, data, cache: 'no-store' });

export interface UpdateRoutes<Query = unknown, Input extends EntityInput = EntityInput> {
  base: string;
  schema: {
    tags: string[];
    summary: string;
    body: z.ZodType<Input>;
    /** What the answer may be asked to leave out (e.g. a crafted product's `nothumbs`). */
    querystring?: z.ZodType<Query>;
    /** The answer's schema by status, for the OpenAPI document. */
    response?: Record<number, z.ZodType>;
    /** Refusals beyond those of any update (problem-answers.ts). */
    problems?: readonly ProblemStatus[];
  };
  objectName: string;
  /** Access checks on the raw body before the schema sees it (see `admitBody`). */
  admit?: (request: FastifyRequest, body: unknown, pathId?: string) => unknown;
  /** Saves the change and answers with the saved row and its id. */
  save: (
    caller: Caller,
    input: Input,
    pathId: number | undefined,
    query: Query,
  ) => Promise<{ id: number; row: unknown }>;
}

/** `PUT {base}` with the id in the body, and `PUT {base}/{id}` of newer JHipster clients. */
export const registerUpdateRoutes = <Query, Input extends EntityInput>(
  app: ShopApi,
  routes: UpdateRoutes<Query, Input>,
): void => {
  const { base, schema, objectName, admit, save } = routes;
  const config = { objectName };
  const preValidation = (pathOf: (request: FastifyRequest) => string | undefined) =>
    admit ? admitBody((request, body) => admit(request, body, pathOf(request))) : undefined;
  const update = async (
    request: FastifyRequest,
    reply: FastifyReply,
    input: Input,
    pathId?: number,
  ) => {
    // The route's schema checked the query.
    const { id, row } = await save(request.caller, input, pathId, request.query as Query);
    reply.alert('updated', objectName, id);
    return row;
  };
  // `schema.body` (a `z.ZodType<Input>`) has checked the body; the type provider cannot
  // resolve a generic schema's output.
  const bodyOf = (request: { body: unknown }) => request.body as Input;
  // The row the body names may not exist (404), and the caller may not change it (403).
  const problems = [403, 404, ...(schema.problems ?? [])] as const;
  app.put(
    base,
    { schema: { ...schema, problems }, config, preValidation: preValidation(() => undefined) },
    (request, reply) => update(request, reply, bodyOf(request)),
  );
  app.put(
    `${base}/:id`,
    {
      schema: { ...schema, params: IdParamsSchema, problems },
      config,
      preValidation: preValidation((request) => (request.params as { id: string }).id),
    },
    (request, reply) => update(request, reply, bodyOf(request), request.params.id),
  );
};
