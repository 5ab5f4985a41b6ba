import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from './database.ts';
import type { DB } from './tables.ts';

type Table = keyof DB & string;
type Column<T extends Table> = keyof Selectable<DB[T]> & string;

/** Kysely cannot type a query over a table chosen by a type parameter; the signatures below do. */
const loose = (db: Db) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** The row of `table` whose `column` equals `value`; undefined when there is none. */
export const rowWhere = <T extends Table>(
  db: Db,
  table: T,
  column: Column<T>,
  value: string | number,
): Promise<Selectable<DB[T]> | undefined> =>
  loose(db)
    .selectFrom(table as string)
    .selectAll()
    .where(column as string, '=', value)
    .executeTakeFirst() as Promise<Selectable<DB[T]> | undefined>;

/** One column of the row `id` of `table`; undefined when there is no such row. */
export const columnOfRow = async <T extends Table, C extends Column<T>>(
  db: Db,
  table: T,
  column: C,
  id: number,
): Promise<Selectable<DB[T]>[C] | undefined> => {
  const row = await loose(db)
    .selectFrom(table as string)
    .select(column as string)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.[column] as Selectable<DB[T]>[C] | undefined;
};

/** Sets `values` on the row `id` of `table`. */
export const updateRow = async <T extends Table>(
  db: Db,
  table: T,
  id: number,
  values: Updateable<DB[T]>,
): Promise<void> => {
  await loose(db)
    .updateTable(table as string)
    .set(values as Record<string, unknown>)
    .where('id', '=', id)
    .execute();
};
