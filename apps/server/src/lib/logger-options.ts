import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';

/**
 * The log's form by profile: in prod one JSON object a line, for a log collector; in dev a
 * readable line a record (time, level, message, then the fields), formatted in this process as it
 * is written, so a server started from the bundle needs no worker thread to load the formatter.
 */
export const loggerOptions = ({
  profile,
  logLevel,
}: Pick<Config, 'profile' | 'logLevel'>): FastifyServerOptions['logger'] =>
  profile === 'dev' && logLevel !== 'silent'
    ? {
        level: logLevel,
        stream: pretty({
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname',
          singleLine: true,
          sync: true,
        }),
      }
    : { level: logLevel };
