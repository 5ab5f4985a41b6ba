/**
 * Bad input on every route: ids beyond the integer column, NUL and other control characters,
 * impossible sizes. What a case is, and what the cases share.
 */

export const NUL = 'a\u0000b';
export const HUGE = 99_999_999_999;
export const JUST_ABOVE = 2_147_483_648;

export type Caller = 'anonymous' | 'visitor' | 'user' | 'admin';
export interface BadRequest {
  name: string;
  as: Caller;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  /** The exact status where it matters (404 for a path id, 400 for bodies and criteria). */
  status?: number;
  /** The field error that names the bad value. */
  field?: string;
}

/** What the cases refer to: rows the test made first. */
export interface Fixture {
  photo: number;
  paper: number;
  product: number;
  order: number;
  frame: number;
}
