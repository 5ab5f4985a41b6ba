import type { Database, Db } from './database.ts';

/** The largest id a PostgreSQL integer column holds: a longer number names no crafted product. */
const MAX_ID = 2 ** 31 - 1;

/**
 * The orders a customer's `number` names, oldest first: by their variable symbol, or (an order
 * the back office entered without one) by their first piece's id, as orderNumberOf reads them.
 * More than one only where the back office entered numbers twice; the caller picks by its rights.
 * @example await selectOrdersNumbered(db, '4711').execute() // -> [{ id: 15 }]
 */
export const selectOrdersNumbered = (db: Db, number: string) => {
  const pieceId = /^\d+$/.test(number) && Number(number) <= MAX_ID ? Number(number) : -1;
  return db
    .selectFrom('customerOrder')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('variableSymbol', '=', number),
        eb.and([eb('variableSymbol', 'is', null), eb('craftedProductId', '=', pieceId)]),
      ]),
    )
    .orderBy('id');
};

/** The orders known by a customer's number, for the pages that name an order by it. */
export class NumberedOrderRepository {
  constructor(private readonly database: Database) {}

  /** The ids of the orders `number` names, oldest first (at most 10). */
  async idsOf(number: string): Promise<number[]> {
    const rows = await selectOrdersNumbered(this.database.db, number).limit(10).execute();
    return rows.map((row) => Number(row.id));
  }
}
