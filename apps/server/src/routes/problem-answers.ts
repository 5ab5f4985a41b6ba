import { ProblemSchema } from '@fotoobraz/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { adminOnly } from '../plugins/auth.ts';
import { isLimitedPerAddress } from './limited-route.ts';

/** The refusals an operation documents, each as application/problem+json. */
export const PROBLEM_STATUSES = [400, 401, 403, 404, 409, 410, 413, 415, 429, 503] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Refusals the route gives beyond those its shape tells (see `problemsOf`): a conflict with
     * what is stored (409), a row of someone else (403), a resource not named in the path (404).
     * Read when the route is added; the docs list them as answers.
     */
    problems?: readonly ProblemStatus[];
  }
}

const DESCRIPTIONS: Record<ProblemStatus, string> = {
  400: 'The request is not valid; fieldErrors name each field at fault',
  401: 'Not signed in, or the token is invalid or its session has ended',
  403: 'The caller may not do this',
  404: 'There is no such resource, or the caller may not see it',
  409: "The request conflicts with the resource's current state",
  410: 'The resource was there but is no longer valid (an expired or withdrawn voucher)',
  413: 'The body is larger than this operation takes',
  415: "The body's media type (Content-Type) is not one this operation takes",
  429: 'Too many requests from this address; Retry-After says when to try again',
  503: 'The database is not reachable; Retry-After says when to try again',
};

const problemAnswer = (status: ProblemStatus) => ({
  description: DESCRIPTIONS[status],
  content: { 'application/problem+json': { schema: ProblemSchema } },
});

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const hooks = (hook: unknown): unknown[] =>
  hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];

const methodsOf = (route: RouteOptions): string[] =>
  Array.isArray(route.method) ? route.method : [route.method];

/**
 * The refusals a route gives, read off its shape: any request may carry a token that is no
 * longer valid (401) and meet the database away (503); a body, query or path the schema checks
 * may be wrong (400), a body too large (413) or of another type (415); a path names a resource
 * that may not exist (404); an admin's route refuses everyone else (403), a limited one the
 * address over its budget (429). The route names the rest (`schema.problems`).
 */
export const problemsOf = (route: RouteOptions): ProblemStatus[] => {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const takesBody = methodsOf(route).some((method) => BODY_METHODS.has(method));
  const checks = hooks(route.onRequest).concat(hooks(route.preValidation));
  const problems = new Set<ProblemStatus>([
    401,
    503,
    ...((schema.problems as ProblemStatus[]) ?? []),
  ]);
  if (takesBody || schema.querystring || schema.params || schema.headers) problems.add(400);
  if (takesBody) [413, 415].forEach((status) => problems.add(status as ProblemStatus));
  if (schema.params) problems.add(404);
  if (checks.includes(adminOnly)) problems.add(403);
  if (checks.some(isLimitedPerAddress)) problems.add(429);
  return PROBLEM_STATUSES.filter((status) => problems.has(status));
};

/**
 * Every documented route answers its refusals as the contract's Problem: the API docs list them
 * per operation, and an answer is serialised with the Problem schema like any other. Register
 * before the routes.
 */
export const registerProblemAnswers = (app: FastifyInstance): void => {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as (Record<string, unknown> & { hide?: boolean }) | undefined;
    if (!schema || schema.hide) return;
    const response: Record<string | number, unknown> = { ...(schema.response as object) };
    for (const status of problemsOf(route)) response[status] ??= problemAnswer(status);
    // A copy: routes registered from one options object (PUT with and without the id) differ.
    const { problems: _named, ...rest } = schema;
    route.schema = { ...rest, response };
  });
};
