import { entityInputSchema, type EntityDef, type InputOf } from '@fotoobraz/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { namedSchema } from './api-schemas.ts';

export type WriteMode = 'create' | 'update';

/**
 * The body of an entity's create or update, from the model (`entityInputSchema`). A required
 * field the server fills on creation (an order's date and status) may be left out of a create.
 * One per app, named in its API docs after the entity (`frame`, `frameUpdate`).
 */
export const entityBody = <E extends EntityDef>(
  app: FastifyInstance,
  entity: E,
  mode: WriteMode,
): z.ZodType<InputOf<E>> =>
  // `InputOf` reads the types off the same description the schema is built from.
  namedSchema(app, mode === 'create' ? entity.name : `${entity.name}Update`, (): z.ZodType => {
    const schema = entityInputSchema(entity, mode);
    const filledOnCreate = Object.entries(entity.fields)
      .filter(([, f]) => mode === 'create' && f.required && f.onCreate !== undefined)
      .map(([name]) => [name, schema.shape[name].nullish()]);
    return filledOnCreate.length ? schema.safeExtend(Object.fromEntries(filledOnCreate)) : schema;
  }) as z.ZodType<InputOf<E>>;

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
