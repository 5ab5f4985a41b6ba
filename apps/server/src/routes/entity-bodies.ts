import { entityInputSchema, type EntityDef } from '@fotoobraz/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export type WriteMode = 'create' | 'update';

type EntityBody = z.ZodType<Record<string, unknown>>;

const built = new WeakMap<FastifyInstance['apiSchemas'], Map<string, EntityBody>>();

/**
 * The body of an entity's create or update, from the model (`entityInputSchema`). A required
 * field the server fills on creation (an order's date and status) may be left out of a create.
 * One per app, named in its API docs after the entity (`frame`, `frameUpdate`).
 */
export const entityBody = (app: FastifyInstance, entity: EntityDef, mode: WriteMode) => {
  const id = mode === 'create' ? entity.name : `${entity.name}Update`;
  const bodies = built.get(app.apiSchemas) ?? new Map<string, EntityBody>();
  built.set(app.apiSchemas, bodies);
  const known = bodies.get(id);
  if (known) return known;
  const schema = entityInputSchema(entity, mode);
  const filledOnCreate = Object.entries(entity.fields)
    .filter(([, f]) => mode === 'create' && f.required && f.onCreate !== undefined)
    .map(([name]) => [name, schema.shape[name].nullish()]);
  const body: EntityBody = filledOnCreate.length
    ? schema.safeExtend(Object.fromEntries(filledOnCreate))
    : schema;
  app.apiSchemas.add(body, { id });
  bodies.set(id, body);
  return body;
};

/**
 * A `preValidation` hook that hands the raw body to `admit` (access checks, fields the caller may
 * not set dropped) and lets the schema check what it returns: a caller without the right hears
 * so before hearing what is wrong with its body.
 */
export const admitBody =
  (admit: (request: FastifyRequest, body: unknown) => unknown) =>
  async (request: FastifyRequest): Promise<void> => {
    request.body = await admit(request, request.body);
  };
