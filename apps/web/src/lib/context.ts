import type { Http } from '@product/api/client';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '../auth/session-store';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  auth: SessionStore;
  queryClient: QueryClient;
  http: Http;
  /** Today, for rules such as 'Novo' (created within 30 days); page stories pass a fixed day. */
  now: () => Date;
}
