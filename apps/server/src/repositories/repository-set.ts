import { AuditRepository } from './audit.repository.ts';
import { CatalogueRepository } from './catalogue.repository.ts';
import type { Database } from './database.ts';
import { DerivativeRepository } from './derivative.repository.ts';
import { EntityRepository } from './entity.repository.ts';
import { OutboxRepository } from './mail/outbox.repository.ts';
import { UserRepository } from './user.repository.ts';

/**
 * Every repository a unit of work may hand out, by name. The shared ones are named here; each
 * area adds its own from its door (`areas/<area>/index.ts`), with `declare module` for the
 * type and `provideRepositories` for the factory, so this file imports no area.
 */
export interface Repositories {
  audit: AuditRepository;
  catalogue: CatalogueRepository;
  derivatives: DerivativeRepository;
  entities: EntityRepository;
  outbox: OutboxRepository;
  users: UserRepository;
}
export type RepositoryName = keyof Repositories;

type Factories<K extends RepositoryName> = { [N in K]: (database: Database) => Repositories[N] };

/** How each repository a unit of work may use is built on a database (a transaction's). */
const factories: Partial<Factories<RepositoryName>> = {
  audit: (database) => new AuditRepository(database),
  catalogue: (database) => new CatalogueRepository(database),
  derivatives: (database) => new DerivativeRepository(database),
  entities: (database) => new EntityRepository(database),
  outbox: (database) => new OutboxRepository(database),
  users: (database) => new UserRepository(database),
};

/**
 * An area's repositories, offered to every unit of work by name; called when the area's door
 * is loaded.
 * @example provideRepositories({ basket: (database) => new BasketRepository(database) })
 */
export const provideRepositories = <K extends RepositoryName>(more: Factories<K>): void => {
  Object.assign(factories, more);
};

/**
 * The named repositories, and no others, on `database` (a transaction's, or the pool's).
 * @example repositoriesOn(trx, ['entities', 'outbox']) // -> { entities, outbox }
 */
export const repositoriesOn = <K extends RepositoryName>(
  database: Database,
  names: readonly K[],
): Pick<Repositories, K> => {
  const repositories: Partial<Repositories> = {};
  for (const name of new Set(names)) {
    const make = factories[name];
    if (!make) throw new Error(`No area provides the repository '${name}'; is its door loaded?`);
    (repositories as Record<K, unknown>)[name] = make(database);
  }
  return repositories as Pick<Repositories, K>;
};
