import { clientLogOperations } from '@product/api/contract/operations/client-logs';
import type { ClientAreaDeps } from '../client-area/deps';
import { implement } from '../http/implement';
import { listLogsFor } from './service';

/** GET /api/v1/client/logs/ (spec 2 §7): page, limit, search; every role (spec 2 §2 'logs', `clientLogOperations`). */
export function clientLogHandlers(deps: ClientAreaDeps) {
  return [implement(clientLogOperations.list, ({ query }, c) => listLogsFor(deps.db, c.var.tenant, query))];
}
