import { z } from 'zod';
import { isLegalPageSlug, type LegalPageSlug } from '../legal/legal-pages.ts';
import { typeError } from '../validation/constraints.ts';
import { PathIdSchema } from '../validation/ids.ts';
import { LineTextSchema, LongTextSchema } from '../validation/texts.ts';

/** `/api/legal-pages/{slug}`: one of the three pages, else `NotFound` (a 404). */
export const LegalPageParamsSchema = z.object({
  slug: z
    .string({ error: typeError })
    .refine(isLegalPageSlug, { error: 'NotFound' })
    .transform((s) => s as LegalPageSlug),
});

/** `?version=3`: an older version of a page; the current one without it. */
export const LegalPageQuerySchema = z.object({ version: PathIdSchema.optional() });

/**
 * The owner's edit of a legal page (`PUT /api/legal-pages/{slug}`), stored as its next version.
 * @example LegalPageEditSchema.parse({ title: 'Obchodné podmienky', body: '## 1. Úvod\n…' }).title // -> 'Obchodné podmienky'
 */
export const LegalPageEditSchema = z.object({
  title: LineTextSchema.trim().min(1, { error: 'NotNull' }).max(200, { error: 'Size' }),
  body: LongTextSchema.trim().min(1, { error: 'NotNull' }).max(100_000, { error: 'Size' }),
});
export type LegalPageEdit = z.output<typeof LegalPageEditSchema>;
