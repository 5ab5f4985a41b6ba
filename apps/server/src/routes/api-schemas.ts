import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

const named = new WeakMap<FastifyInstance['apiSchemas'], Map<string, z.ZodType>>();

/**
 * The schema the app's API docs name `id` (a component, `#/components/schemas/<id>`), built on
 * first use: one per app, so apps built side by side do not share names.
 */
export const namedSchema = <S extends z.ZodType>(
  app: FastifyInstance,
  id: string,
  build: () => S,
): S => {
  const schemas = named.get(app.apiSchemas) ?? new Map<string, z.ZodType>();
  named.set(app.apiSchemas, schemas);
  const known = schemas.get(id);
  if (known) return known as S;
  const schema = build();
  app.apiSchemas.add(schema, { id });
  schemas.set(id, schema);
  return schema;
};
