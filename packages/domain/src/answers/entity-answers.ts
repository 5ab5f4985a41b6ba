import type { z } from 'zod';
import type { EntityDef } from '../entities/entity.ts';
import { OrderAnswerSchema } from './order.answers.ts';
import { CraftedProductAnswerSchema } from './piece.answers.ts';
import { entityRowSchema } from './row.answers.ts';

/** The entities whose rows carry more than the model: what their areas add on every read. */
const EXTENDED = new Map<string, z.ZodType>([
  ['order', OrderAnswerSchema],
  ['craftedProduct', CraftedProductAnswerSchema],
]);

/** An entity's row as every route answers it: the model's fields and what its area adds. */
export const rowAnswerSchema = (entity: EntityDef): z.ZodType =>
  EXTENDED.get(entity.name) ?? entityRowSchema(entity);
