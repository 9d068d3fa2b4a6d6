import { z } from 'zod/mini';

/** GET /api/v1/admin/groups and GET /api/v1/admin/groupKPI/{groupId} (spec 1 §7). */
export const groupPaths = {
  list: '/api/v1/admin/groups',
  kpi: <GroupId extends number | string>(groupId: GroupId) => `/api/v1/admin/groupKPI/${groupId}` as const,
} as const;

/** A business group (spec 1 §3 "Group"); group 1 is the provider's own. */
export const group = z.object({ id: z.int(), name: z.string() });
export type Group = z.infer<typeof group>;

/**
 * The groups, ordered by name, as a plain array (the spec says "list of
 * groups"). Group 1 is included: the web app leaves it out of the group filter.
 * PARTNER and AFFINITY get only their own group.
 */
export const groupListResponse = z.array(group);
export type GroupListResponse = z.infer<typeof groupListResponse>;

/**
 * GET /api/v1/admin/groupKPI/{groupId} query, beyond the spec: `filter` counts only the group's
 * accounts of that type, as the account list's `filter` lists them (the affinitys view asks for
 * CLIENT, so its charts count the accounts its list shows). Without it, every account of the group.
 */
export const groupKpiQuery = z.object({
  filter: z.optional(z.enum(['PROVIDER', 'CLIENT'], { error: 'Filtro inválido' })),
});
export type GroupKpiQuery = z.input<typeof groupKpiQuery>;

const total = z.int().check(z.nonnegative());

/**
 * The KPI record of a group (spec 1 §3 "Group KPI record"), over every account
 * of the group: active licence rows per status and their total, companies per
 * situation of their first CNPJ (ATIVA active; INATIVA and INAPTA suspended;
 * BAIXADA closed) and CNPJs per risk of their own CNAEs — the same counts as
 * the client dashboard's (`dashboardKpis`).
 */
export const groupKpiRecord = z.object({
  license_in_conformity: total,
  license_pending: total,
  license_expired: total,
  license_near_expiration: total,
  license_renewing: total,
  license_not_necessary: total,
  total_license: total,
  companies_active: total,
  companies_suspended: total,
  companies_closed: total,
  cnpjs_low: total,
  cnpjs_medium: total,
  cnpjs_high: total,
});
export type GroupKpiRecord = z.infer<typeof groupKpiRecord>;

/** An array whose first (and only) element is the KPI record (spec 1 §7). */
export const groupKpiResponse = z.tuple([groupKpiRecord]);
export type GroupKpiResponse = z.infer<typeof groupKpiResponse>;

export const groupTexts = { notFound: 'Grupo não encontrado.' } as const;
