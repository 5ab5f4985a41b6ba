/**
 * The print media and glass rows with this id mean 'none' (customer spec §5): a product that asks
 * for no print media or no glass carries them, and they are never offered nor priced.
 */
export const NONE_ID = 1;

/**
 * Whether a row is the 'none' row of its table.
 * @example isNoneRow({ id: 1 }) // -> true; isNoneRow({ id: 7 }) -> false; isNoneRow(null) -> false
 */
export const isNoneRow = (row: { readonly id: number } | null | undefined): boolean =>
  row != null && Number(row.id) === NONE_ID;
