import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { refusalsOf, showRefusals, type RefusalPlaces } from './server-errors';

/**
 * A form's request whose refusals are shown at the form's fields (`refusals` says where).
 * `unplaced` is true when it failed and no field says why: the form then says so in general.
 */
export const useRefusableMutation = <V extends FieldValues, TData, TVariables>(
  setError: UseFormSetError<V>,
  refusals: RefusalPlaces<V>,
  options: Omit<UseMutationOptions<TData, Error, TVariables>, 'onError'>,
) => {
  const mutation = useMutation({
    ...options,
    onError: (error) => showRefusals(setError, refusalsOf(error, refusals)),
  });
  const unplaced = mutation.isError && refusalsOf(mutation.error, refusals).length === 0;
  return { ...mutation, unplaced };
};
