import type { Http } from '@product/api/client';
import type { SessionStore } from '../auth/session-store';
import type { LazyQueryClient } from './lazy-query-client';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  auth: SessionStore;
  /**
   * The app's one QueryClient, created with TanStack Query when an inner area first needs it:
   * `/_authenticated` hands the client on as `context.queryClient` and provides it to its pages.
   */
  queryClients: LazyQueryClient;
  http: Http;
  /** Today, for rules such as 'Novo' (created within 30 days); page stories pass a fixed day. */
  now: () => Date;
}
