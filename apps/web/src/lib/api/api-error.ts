import type { ProblemAnswer } from '@fotoobraz/domain';
/** Body of a problem+json answer (DESIGN.md §2); a proxy's error page may carry none of it. */
export type ProblemBody = Partial<ProblemAnswer>;

/**
 * A failed request. `status` 0 means the server could not be reached; `timedOut` marks a request
 * that got no answer within the timeout (there is no status then either).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly headers: Headers;
  readonly data: unknown;
  readonly url: string;
  readonly timedOut: boolean;

  constructor(opts: {
    status: number;
    url: string;
    headers?: Headers;
    data?: unknown;
    message?: string;
    timedOut?: boolean;
  }) {
    super(opts.message ?? `HTTP ${opts.status} on ${opts.url}`);
    this.name = 'ApiError';
    this.status = opts.status;
    this.url = opts.url;
    this.headers = opts.headers ?? new Headers();
    this.data = opts.data;
    this.timedOut = opts.timedOut ?? false;
  }

  get problem(): ProblemBody | undefined {
    return typeof this.data === 'object' && this.data !== null
      ? (this.data as ProblemBody)
      : undefined;
  }

  /** The path without query, e.g. `/api/account`. */
  get path(): string {
    return new URL(this.url, 'http://localhost').pathname;
  }
}
