/**
 * What the database columns can hold. A value outside these ranges is refused at the boundary
 * with a 400 (or a 404 for an id in a path) instead of reaching the database, where PostgreSQL
 * would fail the query ('value out of range for type integer') and SQLite would store it.
 */

/** An `integer` column (ids, counts, pixels): PostgreSQL's 32-bit signed range. */
export const INT_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** Ids are generated from 1 upwards in an `integer` column. */
export const ID_RANGE = { min: 1, max: INT_RANGE.max } as const;

/** A `bigint` column as JavaScript numbers hold it exactly. */
export const LONG_RANGE = { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER } as const;

/**
 * A `numeric(14,4)` column: ten digits before the point and four after. A value beyond (even
 * 9999999999.99995, which rounds up to eleven digits) overflows it.
 */
export const DECIMAL_RANGE = { min: -9_999_999_999.9999, max: 9_999_999_999.9999 } as const;

/** An instant: years 1 to 9999 (PostgreSQL has no year 0; ISO 8601 text needs four digits). */
export const INSTANT_RANGE = {
  min: Date.parse('0001-01-01T00:00:00.000Z'),
  max: Date.parse('9999-12-31T23:59:59.999Z'),
} as const;

/**
 * Whether a number is an id a row can have.
 * @example isId(2_147_483_648) // -> false
 */
export const isId = (n: number): boolean =>
  Number.isInteger(n) && n >= ID_RANGE.min && n <= ID_RANGE.max;
