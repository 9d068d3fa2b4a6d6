import type { MiddlewareHandler } from 'hono';
import { type ClientEnv, findVisibleCompany, idParam } from '../client-area/context';
import type { Database } from '../db/database';
import { uploadBodyLimit } from './upload';

/**
 * What runs before an upload to a company is read (an operation's `before`):
 * the company must be one the tenant sees — another account's id answers 404
 * and costs no upload — then the body stops at `maxBytes`. Kept apart from
 * ./upload, which the app's outer guards import without the client area.
 */
export function companyUploadLimit(db: Database, maxBytes: number): MiddlewareHandler<ClientEnv> {
  return async (c, next) => {
    await findVisibleCompany(db, c.var.tenant, idParam(c));
    return uploadBodyLimit(maxBytes)(c, next);
  };
}
