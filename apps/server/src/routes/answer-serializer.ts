import type { FastifyBaseLogger, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Serialises an answer with its route's response schema; an answer the schema refuses (a value
 * stored before a rule changed) goes out as it is, with a warning in the log. The schema
 * documents the answer: it must never turn a customer's read into a 500.
 */
export const answerSerializer =
  (log: FastifyBaseLogger): FastifySerializerCompiler<z.ZodType> =>
  (route) => {
    const strict = serializerCompiler(route);
    return (data) => {
      try {
        return strict(data);
      } catch (error) {
        log.warn(
          { err: error, route: `${route.method} ${route.url}` },
          'an answer does not match its documented schema; sent as it is',
        );
        return JSON.stringify(data);
      }
    };
  };
