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

/** The table a statement reads from or writes to at its top level (not in subqueries). */
const targetOf = (node: OperationNode): string | undefined => {
  const named = (table: unknown): string | undefined => {
    const t = table as { kind?: string; table?: unknown; node?: unknown } | undefined;
    if (t?.kind === 'AliasNode') return named(t.node);
    return (t as { table?: { identifier?: { name?: string } } } | undefined)?.table?.identifier
      ?.name;
  };
  const n = node as { from?: { froms?: unknown[] }; into?: unknown; table?: unknown };
  return named(n.from?.froms?.[0] ?? n.into ?? n.table);
};

/**
 * One statement sent to the database: its kind (SelectQueryNode, InsertQueryNode, ...), its
 * top-level table, every table it names, and its SQL.
 */
export interface LoggedStatement {
  kind: string;
  table: string | undefined;
  tables: Set<string>;
  sql: string;
}

/**
 * The database with every statement noted as it is sent, as PostgreSQL's `log_statement = 'all'`
 * would list them (transaction control is not a query and is not noted). A test stops the
 * background workers first, so that what it counts is the request's own.
 * @example const log = withStatementLog(database); log.reset(); await inject(...); log.count() // -> 11
 */
export const withStatementLog = (database: Database) => {
  let statements: LoggedStatement[] = [];
  const executor = database.db.getExecutor();
  const noting: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      statements.push({
        kind: node.kind,
        table: targetOf(node),
        tables: tablesOf(node),
        sql: executor.compileQuery(node, queryId).sql,
      });
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return {
    database: { ...database, db: database.db.withPlugin(noting) },
    statements: () => statements,
    count: () => statements.length,
    /** How many statements named any of `tables` (snake_case, as the database names them). */
    naming: (...tables: string[]) =>
      statements.filter(({ tables: named }) => tables.some((table) => named.has(table))),
    /** The selects whose top level reads `table` (a row read, not a subquery's check). */
    reads: (table: string) =>
      statements.filter((s) => s.kind === 'SelectQueryNode' && s.table === table),
    /** The statements, one per line, for a failing assertion's message. */
    listing: () => statements.map(({ sql }, n) => `${n + 1}. ${sql}`).join('\n'),
    reset: () => {
      statements = [];
    },
  };
};
