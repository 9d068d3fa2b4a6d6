// Mutation options declared per resource, beside its query keys (bulletproof-react's
// `use-delete-discussion` shape): each change says which queries it makes stale, and
// every screen that makes the change gets that refetch without writing it again.
import {
  type DefaultError,
  type MutationFunctionContext,
  mutationOptions,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { Http } from './http';

/** One change of a resource: the call, and what it makes stale. */
export interface MutationDeclaration<TAnswer, TVariables> {
  mutationFn: (http: Http, variables: TVariables) => Promise<TAnswer>;
  /** The query keys to refetch after a success; each one covers the keys under it. */
  invalidates: (variables: TVariables, answer: TAnswer) => readonly QueryKey[];
  /** Cache entries the answer itself brings up to date (a company's new logo), written before the refetch. */
  writes?: (queryClient: QueryClient, answer: TAnswer, variables: TVariables) => void;
}

/** What a screen adds to a resource's mutation: its own callbacks (toasts, dialogs, navigation). */
export interface MutationConfig<TAnswer, TVariables, TOnMutateResult = unknown>
  extends Omit<UseMutationOptions<TAnswer, DefaultError, TVariables, TOnMutateResult>, 'mutationFn'> {
  /** Keeps the mutation pending until the refetch has ended (a button busy until the list shows the change). */
  waitForRefetch?: boolean;
  /** An answer that no longer matters (the session ended meanwhile): neither `onSuccess` nor the refetch runs. */
  ignoreAnswer?: (answer: TAnswer, variables: TVariables) => boolean;
}

export type ResourceMutationOptions<TAnswer, TVariables, TOnMutateResult = unknown> = UseMutationOptions<
  TAnswer,
  DefaultError,
  TVariables,
  TOnMutateResult
>;

/** `resourceMutations.change(http, queryClient, config?)`: the options for `useMutation`. */
export interface MutationFactory<TAnswer, TVariables> {
  <TOnMutateResult = unknown>(
    http: Http,
    queryClient: QueryClient,
    config?: MutationConfig<TAnswer, TVariables, TOnMutateResult>,
  ): ResourceMutationOptions<TAnswer, TVariables, TOnMutateResult>;
  /** The declaration's own list, for the tests that hold each mutation to it. */
  readonly invalidates: MutationDeclaration<TAnswer, TVariables>['invalidates'];
}

/** Invalidates each key (and every key under it); resolves once the active queries have refetched. */
export function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Declares a change of a resource. After a success the screen's own `onSuccess` runs first (its
 * toast, closing its dialog, leaving a deleted record's page), then the answer's cache writes,
 * then the refetch of the declared keys, without waiting for it unless `waitForRefetch`.
 */
export function declareMutation<TAnswer, TVariables = void>(
  declaration: MutationDeclaration<TAnswer, TVariables>,
): MutationFactory<TAnswer, TVariables> {
  function factory<TOnMutateResult = unknown>(
    http: Http,
    queryClient: QueryClient,
    config: MutationConfig<TAnswer, TVariables, TOnMutateResult> = {},
  ): ResourceMutationOptions<TAnswer, TVariables, TOnMutateResult> {
    const { onSuccess, waitForRefetch = false, ignoreAnswer, ...callbacks } = config;
    return mutationOptions({
      ...callbacks,
      mutationFn: (variables: TVariables) => declaration.mutationFn(http, variables),
      onSuccess: async (
        answer: TAnswer,
        variables: TVariables,
        onMutateResult: TOnMutateResult,
        context: MutationFunctionContext,
      ) => {
        if (ignoreAnswer?.(answer, variables)) return;
        await onSuccess?.(answer, variables, onMutateResult, context);
        declaration.writes?.(queryClient, answer, variables);
        const refetched = invalidateAll(queryClient, declaration.invalidates(variables, answer));
        if (waitForRefetch) await refetched;
      },
    });
  }
  return Object.assign(factory, { invalidates: declaration.invalidates });
}
