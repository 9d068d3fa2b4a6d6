import { clientLogListQuery, clientLogPaths } from '@product/api/contract';
import { Hono } from 'hono';
import { type ClientEnv, requireClientArea } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { errorMessages } from '../http/errors';
import { parseOr400, withoutTrailingSlash } from '../http/validation';
import { listLogsFor } from './service';

/** GET /api/v1/client/logs/ (spec 2 §7): page, limit, search; every role (spec 2 §2 'logs'). */
export function clientLogRoutes(deps: ClientAreaDeps) {
  return new Hono<ClientEnv>().get(
    withoutTrailingSlash(clientLogPaths.list),
    ...requireClientArea(deps, { route: 'logs' }),
    async (c) => {
      const query = parseOr400(clientLogListQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
      return c.json(await listLogsFor(deps.db, c.var.tenant, query), 200);
    },
  );
}
