import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldOfPath } from '@fotoobraz/domain';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { notFound, Problem, validationProblem } from '../lib/problem.ts';
import { isConnectionError } from '../lib/outages.ts';
import { noteBreach } from '../lib/answer-contract.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The object name the field errors of a refused body carry, as JHipster names its DTOs
     * (`loginVM`, `managedUserVM`) and entities (`frame`); the client finds its labels by it.
     */
    objectName?: string;
  }
}

/** Seconds a client is asked to wait when the database or the counters were not reachable. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const unavailable = (detail: string): Problem =>
  new Problem({
    status: 503,
    title: 'Service Unavailable',
    message: 'error.http.503',
    type: 'about:blank',
    body: { detail },
    headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  });

/**
 * Notes a refusal its route does not document (lib/answer-contract.ts): the docs must list every
 * status a client may meet. A route without documented answers (the web app's pages) is not held
 * to it, nor a 5xx, which no route promises.
 */
const checkDocumented = (request: FastifyRequest, status: number): void => {
  const { url, method, schema } = request.routeOptions;
  const documented = (schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (!url || !documented || status >= 500 || String(status) in documented) return;
  noteBreach(request.log, `${method} ${url}: answered ${status}, which it does not document`);
};

const send = (reply: FastifyReply, request: FastifyRequest, problem: Problem): FastifyReply => {
  checkDocumented(request, problem.status);
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  return reply
    .status(problem.status)
    .type('application/problem+json')
    .send({
      type: problem.type,
      title: problem.title,
      status: problem.status,
      path: request.url.split('?')[0],
      message: problem.message,
      ...problem.body,
    });
};

/**
 * A route schema's refusal as the contract's `error.validation` with one field error per field
 * (the first issue wins; its message is a catalogue code, see constraintOfIssue), named after the
 * route's body (its `objectName`) or the part of the request at fault. A path id that no row can
 * have names nothing: 404, not 400.
 */
const fromSchemaValidation = (
  error: FastifyError,
  request: FastifyRequest,
): Problem | undefined => {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const part = error.validationContext ?? 'request';
  if (part === 'params' && error.validation.every((v) => v.message === 'NotFound')) {
    return notFound();
  }
  const objectName = (part === 'body' && request.routeOptions.config.objectName) || part;
  const seen = new Set<string>();
  const fieldErrors = [];
  for (const issue of error.validation) {
    const field = fieldOfPath(issue.instancePath.split('/').slice(1));
    if (seen.has(field)) continue;
    seen.add(field);
    // zod always gives a message; Fastify's type of a validation error allows none.
    fieldErrors.push({ objectName, field, message: issue.message ?? 'TypeMismatch' });
  }
  return validationProblem(fieldErrors);
};

/** What a refused request was, in the words its sender reads (the web app words the key). */
const REFUSAL_DETAILS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Telo požiadavky je väčšie, ako táto adresa prijme.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Údaje v tomto formáte (Content-Type) táto adresa neprijíma.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Dĺžka tela požiadavky nezodpovedá hlavičke Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Telo požiadavky je prázdne, hoci má byť JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Telo požiadavky nie je platný JSON.',
  FST_ERR_CTP_EMPTY_TYPE: 'Hlavička Content-Type je prázdna.',
  FST_ERR_CTP_INVALID_TYPE: 'Hlavička Content-Type nie je platná.',
};

const STATUS_DETAILS: Record<number, string> = {
  413: 'Telo požiadavky je príliš veľké.',
  415: 'Údaje v tomto formáte (Content-Type) táto adresa neprijíma.',
};

/** Maps Fastify's own errors (bad JSON, body too large, ...) onto problems of the contract. */
const fromFastifyError = (error: FastifyError): Problem | undefined => {
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  const detail =
    REFUSAL_DETAILS[error.code] ??
    STATUS_DETAILS[status] ??
    (error instanceof SyntaxError
      ? 'Telo požiadavky nie je platný JSON.'
      : 'Požiadavka nie je platná.');
  return new Problem({
    status,
    title:
      status === 413
        ? 'Payload Too Large'
        : status === 415
          ? 'Unsupported Media Type'
          : 'Bad Request',
    message: `error.http.${status}`,
    type: 'about:blank',
    body: { detail },
  });
};

/** Every error leaves the server as `application/problem+json`; unexpected ones are logged. */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Problem) return send(reply, request, error);
    const known = fromSchemaValidation(error, request) ?? fromFastifyError(error);
    if (known) return send(reply, request, known);
    // A lost database connection fails only its request; the instance keeps serving.
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'database connection lost');
      return send(reply, request, unavailable('The database is not reachable; try again shortly'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(
      reply,
      request,
      new Problem({
        status: 500,
        title: 'Internal Server Error',
        message: 'error.http.500',
        type: 'about:blank',
      }),
    );
  });
};

export const sendNotFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply =>
  send(
    reply,
    request,
    new Problem({
      status: 404,
      title: 'Not Found',
      message: 'error.http.404',
      type: 'about:blank',
    }),
  );
