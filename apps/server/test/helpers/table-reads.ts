import type { KyselyPlugin, OperationNode } from 'kysely';
import type { Database } from '../../src/repositories/database.ts';

/** The tables a query names, at any depth (subqueries, joins, unions). */
const tablesOf = (node: unknown, found = new Set<string>()): Set<string> => {
  if (Array.isArray(node)) {
    for (const child of node) tablesOf(child, found);
  } else if (node && typeof node === 'object') {
    const { kind, table } = node as OperationNode & { table?: { identifier?: { name?: string } } };
    const name = table?.identifier?.name;
    if (kind === 'TableNode' && name) found.add(name);
    for (const child of Object.values(node)) tablesOf(child, found);
  }
  return found;
};

/**
 * The database with each query's tables noted as it runs, so a test can count the queries that
 * read some tables while the app does one thing: `queriesOf('order_item')` since the last
 * `reset()`.
 */
export const withTableReads = (database: Database) => {
  let queries: Set<string>[] = [];
  const noting: KyselyPlugin = {
    transformQuery: ({ node }) => {
      queries.push(tablesOf(node));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return {
    database: { ...database, db: database.db.withPlugin(noting) },
    /** How many queries named any of `tables`. */
    queriesOf: (...tables: string[]) =>
      queries.filter((named) => tables.some((table) => named.has(table))).length,
    reset: () => {
      queries = [];
    },
  };
};
