import type { GroupListResponse } from '@product/api/contract';
import { isGroupConfined } from '@product/domain';
import type { Viewer } from '../auth/middleware';
import type { Executor } from '../db/database';
import { listGroups } from './queries';

/** Every group for {product} and EDITOR; PARTNER and AFFINITY see only their own (or none without one). */
export async function groupsFor(db: Executor, viewer: Viewer): Promise<GroupListResponse> {
  if (!isGroupConfined(viewer.accessRole)) return listGroups(db);
  if (viewer.groupId === null) return [];
  return listGroups(db, viewer.groupId);
}
