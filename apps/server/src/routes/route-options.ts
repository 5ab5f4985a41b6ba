import fastifyMultipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import { IdParamsSchema } from '@fotoobraz/domain';
import { adminOnly } from '../plugins/auth.ts';
import type { ProblemStatus } from './problem-answers.ts';
import type { ShopApi } from './shop-api.ts';

const problemsIn = (schema: object): readonly ProblemStatus[] =>
  (schema as { problems?: readonly ProblemStatus[] }).problems ?? [];

/**
 * The options of one area's routes, listed under `tag` in the API docs. Every route says what it
 * does (`summary`) and the schemas of its request and answers, so the docs show each answer. A
 * write names what it writes (`objectName`) in its validation errors and alerts. `problems` are
 * refusals each of them gives beyond those its shape tells (problem-answers.ts).
 */
export const routesOf = (tag: string, objectName = '', problems: readonly ProblemStatus[] = []) => {
  const tags = [tag];
  const documented = <S extends object>(summary: string, schema: S) => ({
    schema: { tags, summary, ...schema, problems: [...problems, ...problemsIn(schema)] },
  });
  return {
    tags,
    documented,
    /** A route that writes an object, named `objectName` in its errors. */
    write: <S extends object>(summary: string, schema: S) => ({
      ...documented(summary, schema),
      config: { objectName },
    }),
    /** A route of one object, named by its id in the path. */
    byId: <S extends object>(summary: string, schema: S) =>
      documented(summary, { params: IdParamsSchema, ...schema }),
    /** A route of admins only: anyone else is refused before the body is read. */
    admin: <S extends object>(summary: string, schema: S) => ({
      onRequest: adminOnly,
      ...documented(summary, schema),
    }),
  };
};

/**
 * Registers routes that read multipart bodies within `limits`, in a scope of their own: the
 * other routes keep refusing multipart bodies.
 */
export const withMultipart = async (
  server: ShopApi,
  limits: FastifyMultipartOptions['limits'],
  routes: (app: ShopApi) => void | Promise<void>,
): Promise<void> => {
  await server.register(async (app: ShopApi) => {
    await app.register(fastifyMultipart, { limits });
    await routes(app);
  });
};

/** Bodies of `contentTypes` reach their handler as read (up to `bodyLimit` bytes), unparsed. */
export const acceptRaw = (
  app: ShopApi,
  contentTypes: string | string[],
  parseAs: 'string' | 'buffer',
  bodyLimit: number,
): void => {
  app.addContentTypeParser(contentTypes, { parseAs, bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
};
