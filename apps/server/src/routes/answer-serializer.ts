import type { FastifyBaseLogger, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { droppedFields, noteBreach } from '../lib/answer-contract.ts';

/** A route's answer schema, bare or as fastify hands over a content type's (`{ properties }`). */
const schemaOf = (schema: z.ZodType | { properties: z.ZodType }): z.ZodType =>
  schema instanceof z.ZodType ? schema : schema.properties;

/**
 * Serialises an answer with its route's schema: what the schema does not name is not sent. A
 * field the service built beyond the schema, or a value the schema refuses (one stored before a
 * rule changed), is a breach of the documented answer (lib/answer-contract.ts); a refused answer
 * still goes out as it is, since the schema documents the answer and must never turn a
 * customer's read into a 500.
 */
export const answerSerializer =
  (log: FastifyBaseLogger): FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> =>
  ({ schema, method, url, httpStatus }) => {
    const documented = schemaOf(schema);
    const route = `${method} ${url} ${httpStatus}`;
    return (data) => {
      const encoded = z.safeEncode(documented, data);
      if (!encoded.success) {
        const where = encoded.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
        noteBreach(log, `${route}: refused by its schema at ${where}; sent as it is`);
        return JSON.stringify(data);
      }
      for (const field of droppedFields(data, encoded.data)) {
        noteBreach(log, `${route}: drops ${field}, which its schema does not name`);
      }
      return JSON.stringify(encoded.data);
    };
  };
