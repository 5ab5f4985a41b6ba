import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { prepareDatabase } from './db/prepare.ts';
import { startupFailureLine, type StartupStep } from './lib/startup-failure.ts';
import { openPostgres, openSqlite, sqliteFileIn, type Database } from './repositories/database.ts';

let step: StartupStep = 'configuration';
let config: Config | undefined;
let database: Database | undefined;
let app: FastifyInstance;
try {
  config = loadConfig();
  step = 'database';
  database = config.databaseUrl
    ? openPostgres(config.databaseUrl, (error) =>
        app?.log.warn(
          { err: error },
          'a database connection was lost; the pool opens a new one when needed',
        ),
      )
    : openSqlite(sqliteFileIn(config.dataDir));
  await prepareDatabase(database, config);
  step = 'application';
  app = await buildApp({ config, database });
  step = 'listen';
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // One line that names the cause and the setting; the stack only when asked for.
  console.error(startupFailureLine(error, step, config));
  if (/^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '')) console.error(error);
  await database?.close().catch(() => undefined);
  process.exit(1);
}

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests');
  // Requests in flight and the mail being sent finish; a stuck one does not hold the process.
  const deadline = setTimeout(() => {
    app.log.error('shutdown took over 25 s; exiting anyway');
    process.exit(1);
  }, 25_000);
  deadline.unref();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

app.log.info(
  `Fotoobraz ${config.profile} on ${config.publicUrl} (${database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`})`,
);
// The upload memory budget holds with the glibc malloc settings `npm start` passes; glibc reads
// them only when the process starts, so a server started some other way can just say so.
if (process.platform === 'linux' && !process.env.MALLOC_ARENA_MAX) {
  app.log.warn(
    'MALLOC_ARENA_MAX is not set: concurrent photo uploads may keep far more memory resident; start with `npm start` or set MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072',
  );
}
