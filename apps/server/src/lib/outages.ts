/**
 * The outage a request can meet that is nobody's mistake: the database out of reach. The error
 * plugin answers it 503 with Retry-After. (Redis out of reach is no outage: the abuse limits are
 * then counted in the database.)
 */

/**
 * SQLSTATEs of a lost or refused connection: class 08, the server shutting down or terminating
 * the backend (57P01-57P03), too many connections (53300).
 */
const CONNECTION_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const CONNECTION_SYSCALL_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * node-postgres reports a dropped socket or a pool timeout only in the message; a database
 * already closed (shutting down) is unavailable too, whichever layer says so.
 */
const CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|The database connection is not open|driver has already been destroyed|Cannot use a pool after calling end on the pool)/;

/**
 * Whether an error means the database connection was lost or could not be had (not that the
 * query was wrong): the request may be retried once the database is back.
 * @example isConnectionError(Object.assign(new Error('terminating connection'), { code: '57P01' })) // -> true
 */
export const isConnectionError = (error: unknown): boolean => {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (CONNECTION_SQLSTATE.test(code) || CONNECTION_SYSCALL_CODES.has(code))
    )
      return true;
    if (CONNECTION_MESSAGE.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isConnectionError)) return true;
  }
  return false;
};
