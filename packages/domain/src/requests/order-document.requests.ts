import { z } from 'zod';
import { PathIdSchema } from '../validation/ids.ts';

/**
 * `/api/orders/{id}/documents/{docId}`: a document is named by its number, the pro-forma's
 * ('2026-000123') or a tax document's ('FA2026000001').
 */
export const OrderDocumentParamsSchema = z.object({
  id: PathIdSchema,
  docId: z.string().regex(/^[A-Z0-9-]{1,20}$/, { error: 'TypeMismatch' }),
});

/** `/api/orders/{id}/items/{itemId}/…`: a line of an order, by its id. */
export const OrderItemParamsSchema = z.object({ id: PathIdSchema, itemId: PathIdSchema });

/** The signature of a link from a mail, which downloads without signing in. */
export const SignedDocumentQuerySchema = z.object({
  expires: z
    .string()
    .regex(/^\d{1,12}$/, { error: 'TypeMismatch' })
    .transform(Number)
    .optional(),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: 'TypeMismatch' })
    .optional(),
});
