import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { notifyApiError } from '../lib/errors';

export interface ListMoveOptions<TSearch, TData, TKey extends QueryKey> {
  /** The list state in effect (from the URL). */
  search: TSearch;
  /** The list's query for a list state: the one its route loads. */
  listQuery: (search: TSearch) => FetchQueryOptions<TData, Error, TData, TKey>;
  /** The spec's §8 title of the list's load failure, e.g. 'Não foi possível carregar os CNAEs.'. */
  loadFailedTitle: string;
  /** Moves the list state in the URL. */
  onMove: (next: Partial<TSearch>) => void;
}

/**
 * A list's next state (search, page, page size, group) is loaded before the URL moves to it. If it
 * cannot be loaded (offline, the server down) the §8 error toast says so and the list stays as it
 * was, with the typed search still in its field to try again. Moving the URL first would leave the
 * old list on screen with no message while the request waits for the network, or swap the list for
 * the route's error panel and lose the typed text.
 */
export function useListMove<TSearch, TData, TKey extends QueryKey>({
  search,
  listQuery,
  loadFailedTitle,
  onMove,
}: ListMoveOptions<TSearch, TData, TKey>) {
  const queryClient = useQueryClient();
  return (next: Partial<TSearch>) => {
    // 'always': offline, the request fails at once instead of pausing until the network returns.
    queryClient.fetchQuery({ ...listQuery({ ...search, ...next }), networkMode: 'always' }).then(
      () => onMove(next),
      (error: unknown) => notifyApiError(loadFailedTitle, error),
    );
  };
}
