/** What an order needs to be named by its number. */
export interface NumberedOrder {
  id: number;
  variableSymbol?: string | null;
  /** The first piece ordered: a reference `{ id }` as the API sends it, or its id as stored. */
  craftedProduct?: { id?: number | null } | number | null;
}

const pieceIdOf = (piece: NumberedOrder['craftedProduct']): number | null =>
  typeof piece === 'number' ? piece : (piece?.id ?? null);

/**
 * The number a customer knows their order by, and the only one the shop shows for it: the
 * payment's variable symbol, which is the first piece's crafted product id (customer spec §3);
 * an order the back-office entered without one is known by its piece, else by its row.
 * @example orderNumberOf({ id: 1, variableSymbol: '20' }) // -> '20'
 */
export const orderNumberOf = (order: NumberedOrder): string =>
  order.variableSymbol || String(pieceIdOf(order.craftedProduct) ?? order.id);

/**
 * Whether a company placed the order (it names an IČO): a company is no consumer, so it has no
 * right of withdrawal and its mails offer none.
 * @example isCompanyOrder({ buyerIco: '35742364' }) // -> true; isCompanyOrder({ buyerIco: ' ' }) -> false
 */
export const isCompanyOrder = (order: { buyerIco?: string | null }): boolean =>
  Boolean(order.buyerIco?.trim());
