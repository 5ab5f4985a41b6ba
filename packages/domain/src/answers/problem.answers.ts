import { z } from 'zod';

/** One field a refused body got wrong: its object, its field and the catalogue's code. */
export const FieldErrorAnswerSchema = z.object({
  objectName: z.string(),
  field: z.string(),
  message: z.string(),
});

/**
 * application/problem+json (DESIGN.md §2): what every refusal answers. Besides RFC 9457's
 * members, JHipster's (`message`, `path`, `fieldErrors`, `entityName`, `errorKey`, `params`) and
 * the few a refusal of this shop adds to say what to do next.
 */
export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    path: z.string(),
    message: z.string().describe('The translation key, e.g. error.validation'),
    detail: z.string().optional().describe('The sentence a person reads, in Slovak'),
    fieldErrors: z.array(FieldErrorAnswerSchema).optional(),
    entityName: z.string().optional(),
    errorKey: z.string().optional(),
    params: z.string().optional(),
    field: z.string().optional().describe('The one field at fault, when not a body field'),
    lastDay: z.string().optional().describe('A withdrawal period’s last day (YYYY-MM-DD)'),
    exemptLines: z
      .array(
        z.object({
          craftedProductId: z.number(),
          position: z.number(),
          title: z.string(),
          reason: z.string(),
        }),
      )
      .optional()
      .describe('Lines no withdrawal covers, and why'),
    state: z.string().optional().describe('Where an original’s upload stands'),
    offset: z.number().optional().describe('Bytes of an original that arrived'),
    length: z.number().optional().describe('An original’s whole length'),
    reason: z.string().optional().describe('Why an original was refused'),
  })
  .describe('A refusal (application/problem+json)');
export type ProblemAnswer = z.output<typeof ProblemSchema>;
