import { rowAnswerSchema, type EntityDef } from '@fotoobraz/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { namedSchema } from './api-schemas.ts';

/**
 * An answer without a body: the status says it all. The API docs show it with no content (see
 * `describeResponses` in plugins/openapi.ts).
 */
export const NoContentSchema = z.undefined();

/**
 * The bytes of a file (or its text), whose media type the answer names; the API docs show them as
 * binary content (see `describeResponses`).
 */
const BinarySchema = z.union([z.string(), z.custom<Uint8Array>((v) => v instanceof Uint8Array)]);

/** A file download or an image: binary content of the media types given. */
export const fileResponse = (description: string, ...mediaTypes: string[]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: BinarySchema }])),
});

export const PDF = 'application/pdf';
export const JPEG = 'image/jpeg';

/**
 * An entity's row as the API answers it, from the model and what its area adds (`rowAnswerSchema`), named in the API
 * docs after the entity (`frameRow`).
 */
export const entityRow = (app: FastifyInstance, entity: EntityDef) =>
  namedSchema(app, `${entity.name}Row`, () => rowAnswerSchema(entity));

/** A page of an entity's rows (X-Total-Count and Link tell the rest). */
export const entityRows = (app: FastifyInstance, entity: EntityDef) =>
  z.array(entityRow(app, entity));
