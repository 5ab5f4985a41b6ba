import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './db/prepare.ts';
import { openPostgres, openSqlite } from './repositories/database.ts';

const config = loadConfig();
const database = config.databaseUrl
  ? openPostgres(config.databaseUrl)
  : openSqlite(join(config.dataDir, 'fotoobraz.sqlite'));
await prepareDatabase(database, config);
const app = await buildApp({ config, database });

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

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Fotoobraz ${config.profile} on ${config.publicUrl} (${database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`})`,
);
