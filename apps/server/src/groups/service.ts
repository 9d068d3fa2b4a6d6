import { type GroupKpiResponse, type GroupListResponse, groupTexts } from '@product/api/contract';
import { isGroupConfined } from '@product/domain';
import type { Viewer } from '../auth/middleware';
import { computeKpis } from '../dashboard/kpis';
import type { Executor } from '../db/database';
import { notFound } from '../http/errors';
import { groupExists, listGroups } from './queries';

/** Every group for {product} and EDITOR; PARTNER and AFFINITY see only their own (or none without one). */
export async function groupsFor(db: Executor, viewer: Viewer): Promise<GroupListResponse> {
  if (!isGroupConfined(viewer.accessRole)) return listGroups(db);
  if (viewer.groupId === null) return [];
  return listGroups(db, viewer.groupId);
}

/**
 * GET /api/v1/admin/groupKPI/{groupId}: the KPI record of every account of the
 * group (only those of type `type` when given), as `[record]`. PARTNER and
 * AFFINITY reach only their own group: another group is 'not found' to them,
 * as another group's account is in the account calls.
 */
export async function groupKpisFor(
  db: Executor,
  viewer: Viewer,
  groupId: number,
  type?: 'CLIENT' | 'PROVIDER',
): Promise<GroupKpiResponse> {
  const reachable = !isGroupConfined(viewer.accessRole) || viewer.groupId === groupId;
  if (!reachable || !(await groupExists(db, groupId))) throw notFound(groupTexts.notFound);
  const kpis = await computeKpis(db, { groupId, type });
  const licenses = kpis.licenses;
  return [
    {
      license_in_conformity: licenses.in_conformity,
      license_pending: licenses.pending,
      license_expired: licenses.license_expired,
      license_near_expiration: licenses.near_expiration,
      license_renewing: licenses.renewing,
      license_not_necessary: licenses.not_necessary,
      total_license: Object.values(licenses).reduce((sum, value) => sum + value, 0),
      companies_active: kpis.situations.active,
      companies_suspended: kpis.situations.suspended,
      companies_closed: kpis.situations.closed,
      cnpjs_low: kpis.cnpjs.low_level,
      cnpjs_medium: kpis.cnpjs.medium_level,
      cnpjs_high: kpis.cnpjs.high_level,
    },
  ];
}
