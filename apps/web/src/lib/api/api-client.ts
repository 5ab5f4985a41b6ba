import { REQUEST_TIMEOUT_MS } from '../../config/constants';
import { readToken } from '../auth/token-storage';
import { ApiError } from './api-error';

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** Told about every answer, so that toasts and the sign-out live in one place (the app shell). */
export interface ApiListener {
  succeeded(response: { method: string; url: string; headers: Headers }): void;
  failed(error: ApiError): void;
}

let listener: ApiListener | undefined;

/** Installs the listener; the returned function removes it again. */
export const setApiListener = (next: ApiListener): (() => void) => {
  listener = next;
  return () => {
    if (listener === next) listener = undefined;
  };
};

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: Query;
  /**
   * Objects go as JSON; a string goes as text/plain (the reset-password request wants that); a
   * FormData goes as multipart/form-data (file uploads).
   */
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Statuses besides 2xx that are answers rather than failures: the health check's 503 carries
   * the same report as its 200, and the screen showing it must not raise an error toast.
   */
  acceptStatuses?: readonly number[];
}

/** `api/frames` and `/api/frames` both mean the server's /api/frames. */
export const buildUrl = (path: string, query: Query = {}, cacheBuster?: number): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null) params.append(name, String(v));
    }
  }
  // JHipster clients defeat stale proxy and browser caches this way (customer spec §7).
  if (cacheBuster !== undefined) params.set('cacheBuster', String(cacheBuster));
  const search = params.toString();
  return `/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

// By name, not instanceof: the DOMException class of the signal and of the page may differ.
const errorNamed = (error: unknown, name: string): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;

/**
 * One HTTP call of the app: adds the bearer token and (on GET) a cacheBuster, gives up after the
 * timeout, and resolves only for 2xx (and `acceptStatuses`). Anything else rejects with an ApiError, after the listener
 * has been told, so callers never need to show errors themselves. A request the caller aborts
 * rejects with its AbortError and is not reported.
 */
export const request = async <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> => {
  const url = buildUrl(path, options.query, method === 'GET' ? Date.now() : undefined);
  const headers = new Headers({ Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    // fetch sets the multipart type with its boundary itself.
    body = options.body;
  } else if (options.body !== undefined) {
    const plain = typeof options.body === 'string';
    headers.set('Content-Type', plain ? 'text/plain;charset=UTF-8' : 'application/json');
    body = plain ? (options.body as string) : JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal });
  } catch (cause) {
    if (errorNamed(cause, 'AbortError') && options.signal?.aborted) throw cause;
    const error = errorNamed(cause, 'TimeoutError')
      ? new ApiError({ status: 0, url, timedOut: true, message: `No answer within the timeout` })
      : new ApiError({ status: 0, url, message: `Server not reachable: ${String(cause)}` });
    listener?.failed(error);
    throw error;
  }
  const data = await readBody(response);
  if (!response.ok && !options.acceptStatuses?.includes(response.status)) {
    const error = new ApiError({ status: response.status, url, headers: response.headers, data });
    listener?.failed(error);
    throw error;
  }
  listener?.succeeded({ method, url, headers: response.headers });
  return { data: data as T, status: response.status, headers: response.headers };
};

/**
 * A POST whose refusals `explained` its page tells the person itself: they reject with an
 * ApiError as any failure does, but no toast says them a second time.
 */
export const postExplained = async <T>(
  path: string,
  body: unknown,
  explained: readonly number[],
  signal?: AbortSignal,
): Promise<T> => {
  const answer = await request<T>('POST', path, { body, acceptStatuses: explained, signal });
  if (answer.status >= 200 && answer.status < 300) return answer.data;
  throw new ApiError({
    status: answer.status,
    url: path,
    headers: answer.headers,
    data: answer.data,
  });
};

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
