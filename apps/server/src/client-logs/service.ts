import type { ClientLogListResponse, clientLogListQuery } from '@product/api/contract';
import { pageCount, seesAssignedCompaniesOnly } from '@product/domain';
import type { z } from 'zod/mini';
import type { Tenant } from '../client-area/context';
import type { Executor } from '../db/database';
import { countLogs, type LogScope, listLogs } from './queries';

/**
 * The account's activity log (spec 2 §7 "Logs"), newest first. Every role may
 * open the logs screen (spec 2 §2); staff who entered the account see its
 * whole log, their own entries there included. A USER sees only their own
 * entries: the rest name companies and people a USER may not be allowed to see.
 */
export async function listLogsFor(
  db: Executor,
  tenant: Tenant,
  query: z.output<typeof clientLogListQuery>,
): Promise<ClientLogListResponse> {
  const scope: LogScope = {
    clientId: tenant.clientId,
    onlyUserId: seesAssignedCompaniesOnly(tenant.accessRole) ? tenant.userId : null,
  };
  const search = query.search?.trim() || undefined;
  const total = await countLogs(db, scope, search);
  const offset = query.page * query.limit;
  const rows =
    offset < total && Number.isSafeInteger(offset)
      ? await listLogs(db, scope, search, { offset, limit: query.limit })
      : [];
  return {
    items: rows.map((row) => ({
      id: row.id,
      user_id: row.userId,
      name: row.name,
      email: row.email,
      action_details: row.actionDetails,
      created_at: row.createdAt.toISOString(),
    })),
    total,
    pages_in_range: pageCount(total, query.limit),
  };
}
