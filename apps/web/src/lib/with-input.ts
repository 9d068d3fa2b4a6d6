import type { UseMutationResult } from '@tanstack/react-query';

/**
 * A resource's mutation as a screen calls it: with its own input (a record, the dialog's values,
 * nothing at all on a company's own page), turned into the variables the resource's mutation takes.
 */
export function withInput<TData, TError, TVariables, TOnMutateResult, TInput extends unknown[]>(
  mutation: UseMutationResult<TData, TError, TVariables, TOnMutateResult>,
  variablesOf: (...input: TInput) => TVariables,
) {
  return {
    ...mutation,
    mutate: (...input: TInput) => mutation.mutate(variablesOf(...input)),
    mutateAsync: (...input: TInput) => mutation.mutateAsync(variablesOf(...input)),
  };
}
