import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/api-error';
import { TEXT_ERROR } from './use-schema-form';

/** The type of an error whose message is a contract code the server sent in `fieldErrors`. */
export const SERVER_ERROR = 'server';

/** A refusal of the server that belongs at one field of a form. */
export interface FieldRefusal<V extends FieldValues> {
  name: Path<V>;
  type: string;
  message: string;
}

/** Where the server's refusals go in one form. */
export interface RefusalPlaces<V extends FieldValues> {
  /** The form's fields: a `fieldErrors` path that names one is shown there. */
  fields?: readonly Path<V>[];
  /** Where a path the fields do not name goes (an image's content type to its picker). */
  placeOf?: (path: string) => { name: Path<V>; type: string } | undefined;
  /** An `errorKey` that belongs to one field, with the i18n key that says it. */
  errorKeys?: Record<string, readonly [Path<V>, string]>;
}

/**
 * What the server refused, at the form's fields: an `errorKey` that names a field (`userexists`
 * at the login) or the problem's `fieldErrors` (contract codes, worded as the form words its
 * own), the first one of each field. Empty when the refusal belongs to no field, so the form
 * shows its general message instead.
 * @example refusalsOf(emailTaken, { errorKeys: { emailexists: ['email', 'register.messages.error.emailexists'] } })
 *   // -> [{ name: 'email', type: 'text', message: 'register.messages.error.emailexists' }]
 */
export const refusalsOf = <V extends FieldValues>(
  error: unknown,
  { fields = [], placeOf, errorKeys = {} }: RefusalPlaces<V>,
): FieldRefusal<V>[] => {
  const problem = error instanceof ApiError ? error.problem : undefined;
  if (!problem) return [];
  const keyed = problem.errorKey ? errorKeys[problem.errorKey] : undefined;
  if (keyed) return [{ name: keyed[0], type: TEXT_ERROR, message: keyed[1] }];
  const place = (path: string) =>
    (fields as readonly string[]).includes(path)
      ? { name: path as Path<V>, type: SERVER_ERROR }
      : placeOf?.(path);
  const refusals: FieldRefusal<V>[] = [];
  for (const fieldError of problem.fieldErrors ?? []) {
    const at = place(fieldError.field);
    if (!at || refusals.some((r) => r.name === at.name)) continue;
    refusals.push({ ...at, message: fieldError.message });
  }
  return refusals;
};

/** Shows the server's refusals at their fields; they go once the field is typed in again. */
export const showRefusals = <V extends FieldValues>(
  setError: UseFormSetError<V>,
  refusals: readonly FieldRefusal<V>[],
): void => {
  for (const { name, type, message } of refusals) setError(name, { type, message });
};
