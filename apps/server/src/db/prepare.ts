import type { Config } from '../config.ts';
import type { Database } from '../repositories/database.ts';
import { UserRepository } from '../repositories/user.repository.ts';
import { migrateToLatest } from './migrate.ts';
import { seedCatalogue } from './seed/catalogue.seed.ts';
import { seedUsers } from './seed/users.seed.ts';

/**
 * Migrates the schema and seeds what the profile asks for; safe to run at every start, and by
 * several instances at once: one at a time holds the lock, the others then find the work done.
 */
export const prepareDatabase = async (database: Database, config: Pick<Config, 'seedDemo'>) =>
  database.exclusive('prepare', async () => {
    await migrateToLatest(database.db);
    await seedUsers(new UserRepository(database), config.seedDemo);
    if (config.seedDemo) await seedCatalogue(database);
  });
