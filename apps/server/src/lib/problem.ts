import type { FieldError } from '@fotoobraz/domain';

/** The alert headers' prefix of the JHipster contract (`X-fotoobrazApp-alert`, ...). */
export const APP_HEADER = 'X-fotoobrazApp';

const TYPE_BASE = 'https://www.jhipster.tech/problem';

/**
 * An error answered as `application/problem+json` (DESIGN.md §2). Throw it anywhere in a
 * request; the error plugin renders it.
 */
export class Problem extends Error {
  readonly status: number;
  readonly title: string;
  readonly type: string;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(opts: {
    status: number;
    title: string;
    message: string;
    type?: string;
    body?: Record<string, unknown>;
    headers?: Record<string, string>;
  }) {
    super(opts.message);
    this.status = opts.status;
    this.title = opts.title;
    this.type = opts.type ?? `${TYPE_BASE}/problem-with-message`;
    this.body = opts.body ?? {};
    this.headers = opts.headers ?? {};
  }
}

/** A refusal the client shows as it comes: its translation key and the Slovak sentence a person reads. */
export const refusal = (
  status: number,
  title: string,
  message: string,
  detail: string,
  headers?: Record<string, string>,
): Problem => new Problem({ status, title, message, body: { detail }, headers });

/** JHipster's BadRequestAlertException: a 400 with an error key the client translates. */
export const badRequestAlert = (title: string, entityName: string, errorKey: string): Problem =>
  new Problem({
    status: 400,
    title,
    message: `error.${errorKey}`,
    body: { entityName, errorKey, params: entityName },
    headers: { [`${APP_HEADER}-error`]: `error.${errorKey}`, [`${APP_HEADER}-params`]: entityName },
  });

/** Field errors, and the Slovak sentence that says them at once when one sentence does. */
export const validationProblem = (fieldErrors: FieldError[], detail?: string): Problem =>
  new Problem({
    status: 400,
    title: 'Method argument not valid',
    message: 'error.validation',
    type: `${TYPE_BASE}/constraint-violation`,
    body: detail === undefined ? { fieldErrors } : { detail, fieldErrors },
  });

export const notFound = (): Problem =>
  new Problem({ status: 404, title: 'Not Found', message: 'error.http.404', type: 'about:blank' });

export const unauthorized = (
  detail = 'Full authentication is required to access this resource',
): Problem =>
  new Problem({
    status: 401,
    title: 'Unauthorized',
    message: 'error.http.401',
    type: 'about:blank',
    body: { detail },
  });

export const forbidden = (): Problem =>
  new Problem({
    status: 403,
    title: 'Forbidden',
    message: 'error.http.403',
    type: 'about:blank',
    body: { detail: 'Access is denied' },
  });

export const badRequest = (detail: string, message = 'error.http.400'): Problem =>
  new Problem({
    status: 400,
    title: 'Bad Request',
    message,
    type: 'about:blank',
    body: { detail },
  });
