import type { ComparisonOperatorExpression } from 'kysely';
import type { Db } from '../../src/repositories/database.ts';
import type { DB } from '../../src/repositories/tables.ts';

/** One condition on a column of `T`, as kysely's `where(column, op, value)` takes it. */
export type RowFilter<T extends keyof DB> = readonly [
  column: keyof DB[T] & string,
  op: ComparisonOperatorExpression,
  value: unknown,
];

/**
 * How many rows `table` holds now, or only those `where` holds for:
 * `rowCount(db, 'mailOutbox', ['recipient', '=', 'jana@example.sk'])`.
 */
export const rowCount = async <T extends keyof DB>(
  db: Db,
  table: T,
  where?: RowFilter<T>,
): Promise<number> => {
  // Widened: kysely cannot type a select on a generic table.
  const from: keyof DB = table;
  let query = db.selectFrom(from).select((eb) => eb.fn.countAll<number>().as('n'));
  if (where) query = query.where(db.dynamic.ref(where[0]), where[1], where[2]);
  return Number((await query.executeTakeFirstOrThrow()).n);
};
