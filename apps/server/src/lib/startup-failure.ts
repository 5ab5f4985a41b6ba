import { ZodError } from 'zod';
import type { Config } from '../config.ts';
import { isConnectionError } from './outages.ts';

/** What the server was doing when it could not start; it says which settings were involved. */
export type StartupStep = 'configuration' | 'database' | 'application' | 'listen';

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** The innermost useful message: node's connection errors may be an AggregateError without one. */
const messageOf = (error: unknown): string => {
  if (error instanceof AggregateError && !error.message) return messageOf(error.errors[0]);
  if (error instanceof Error) return error.message.replace(/\s+/g, ' ').trim();
  return String(error);
};

/** The database a URL names, without its password. */
const databaseName = (url: string): string => {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
};

/**
 * One line for the operator that names the cause and the setting to look at; no stack trace.
 * @example startupFailureLine(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }), 'listen', { port: 8080, host: '0.0.0.0' })
 * // -> 'Fotoobraz cannot start: PORT 8080 is already in use on HOST 0.0.0.0 (listen EADDRINUSE)'
 */
export const startupFailureLine = (
  error: unknown,
  step: StartupStep,
  config?: Partial<Pick<Config, 'port' | 'host' | 'dataDir' | 'databaseUrl'>>,
): string => {
  const code =
    codeOf(error) ?? (error instanceof AggregateError ? codeOf(error.errors[0]) : undefined);
  const message = messageOf(error);
  const cause = ((): string => {
    if (error instanceof ZodError) {
      return `invalid configuration: ${error.issues
        .map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`)
        .join('; ')}`;
    }
    if (step === 'configuration') return `invalid configuration: ${message}`;
    if (step === 'application') return message;
    if (step === 'listen') {
      const where = `PORT ${config?.port} on HOST ${config?.host}`;
      if (code === 'EADDRINUSE') return `${where} is already in use (${message})`;
      if (code === 'EACCES') return `${where} may not be opened by this user (${message})`;
      if (code === 'EADDRNOTAVAIL')
        return `HOST ${config?.host} is not an address of this machine (${message})`;
      return `cannot listen on ${where}: ${message}`;
    }
    if (/^migration /.test(message)) return `database ${message}`;
    if (!config?.databaseUrl) {
      return `cannot open the SQLite database in DATA_DIR ${config?.dataDir}: ${message}`;
    }
    const target = databaseName(config.databaseUrl);
    if (isConnectionError(error)) {
      return `cannot reach the database of DATABASE_URL (${target}): ${message}`;
    }
    return `the database of DATABASE_URL (${target}) refused: ${message}`;
  })();
  return `Fotoobraz cannot start: ${cause}`;
};
