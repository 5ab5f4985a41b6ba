// `npm run backup [file]`: a consistent copy of the SQLite database, taken online (the server may
// keep running and writing) with SQLite's backup API. PostgreSQL: see README (pg_dump).
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config.ts';
import { sqliteFileIn } from '../repositories/database.ts';

/** `fotoobraz-20261124-013000.sqlite`: sorts by time, no characters a shell must quote. */
const defaultName = (now: Date) =>
  `fotoobraz-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.sqlite`;

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see README, Backups)');
  }
  const target = resolve(
    process.argv[2] ?? join(config.dataDir, 'backups', defaultName(new Date())),
  );
  mkdirSync(dirname(target), { recursive: true });
  const source = new SQLite(sqliteFileIn(config.dataDir), { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  console.log(`Backup written: ${target} (${statSync(target).size} bytes)`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
