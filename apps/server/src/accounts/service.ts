import type { AccountListResponse, accountListQuery } from '@product/api/contract';
import { isGroupConfined, pageCount, toWireDate } from '@product/domain';
import type { z } from 'zod/mini';
import type { Viewer } from '../auth/middleware';
import type { Executor } from '../db/database';
import { type AccountFilter, countAccounts, listAccounts } from './queries';

const maxSerial = 2_147_483_647;

/** The account list of spec 1 §7, filtered, searched and paged in SQL. */
export async function listAccountsFor(
  db: Executor,
  viewer: Viewer,
  query: z.output<typeof accountListQuery>,
): Promise<AccountListResponse> {
  const filter: AccountFilter = { groupId: query.group, type: query.filter };
  if (isGroupConfined(viewer.accessRole)) {
    // Whatever `group` says: their own group, or nothing if they have none.
    if (viewer.groupId === null) return { items: [], total: 0, pages_in_range: 0 };
    filter.groupId = viewer.groupId;
  }
  const search = query.search?.trim();
  if (search) {
    if (/^\d+$/.test(search)) {
      const id = Number(search);
      if (id > maxSerial) return { items: [], total: 0, pages_in_range: 0 };
      filter.id = id;
    } else {
      filter.nameContains = search;
    }
  }

  const total = await countAccounts(db, filter);
  const offset = query.page * query.limit;
  const rows =
    offset < total && Number.isSafeInteger(offset)
      ? await listAccounts(db, filter, { offset, limit: query.limit })
      : [];
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      enabled: row.enabled,
      createdAt: toWireDate(row.createdAt),
      updatedAt: row.updatedAt ? toWireDate(row.updatedAt) : null,
      totalCompanies: row.totalCompanies,
      groupName: row.groupName,
    })),
    total,
    pages_in_range: pageCount(total, query.limit),
  };
}
