import type { Db } from '../../src/repositories/database.ts';
import type { DB } from '../../src/repositories/tables.ts';

/** How many rows `table` holds now. */
export const rowCount = async (db: Db, table: keyof DB): Promise<number> =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
