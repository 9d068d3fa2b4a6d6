import { type ApiError, toApiError } from '@product/api/client';
import { QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * The app's QueryClient (main.tsx loads this module on first need, see lazy-query-client.ts).
 * `onUnauthorized`: a query answered 401, so the server no longer accepts the token; the answer
 * (its `code` says whether the token had expired) goes along.
 */
export function createAppQueryClient(onUnauthorized: (refusal: ApiError) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        const apiError = toApiError(error);
        if (apiError.status === 401) onUnauthorized(apiError);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 7_200_000,
        retry: (count, error) => toApiError(error).status >= 500 && count < 2,
      },
    },
  });
}
