import { z } from 'zod/mini';

/** GET /api/v1/client/kpis (spec 2 §7 "KPIs"). */
export const dashboardPaths = { kpis: '/api/v1/client/kpis' } as const;

const total = z.int().check(z.nonnegative());

/**
 * One CNPJ with coordinates, for the locations map (spec 2 §3 "address list
 * with geocode_latitude and geocode_longitude"). Besides the coordinates the
 * server names the marker: the establishment's registration name and CNPJ
 * (14 characters, unmasked), its city and UF, and the company it belongs to.
 */
export const kpiAddress = z.object({
  id: z.int(),
  company_id: z.int(),
  name: z.string(),
  registration_code: z.string(),
  city_name: z.nullable(z.string()),
  uf: z.nullable(z.string()),
  geocode_latitude: z.number(),
  geocode_longitude: z.number(),
});
export type KpiAddress = z.infer<typeof kpiAddress>;

/**
 * The dashboard KPI record (spec 2 §3 "Dashboard KPI"), for the companies the
 * caller sees (a USER: only the assigned ones):
 * - `companies`: registered companies;
 * - `documents`: files of the companies' repositories (logos not counted);
 * - `cnpjs`: CNPJs, and how many are of each risk by their own CNAEs (the
 *   company risk rule applied per CNPJ; a CNPJ without CNAEs has no level and
 *   counts only in `count`);
 * - `licenses`: licence rows per status;
 * - `situations`: companies by the registry situation of their first CNPJ —
 *   ATIVA active; INATIVA and INAPTA suspended; BAIXADA closed (a company
 *   without CNPJs counts in none);
 * - `address`: every CNPJ with coordinates, in id order.
 */
export const dashboardKpis = z.object({
  companies: total,
  documents: total,
  cnpjs: z.object({ count: total, low_level: total, medium_level: total, high_level: total }),
  licenses: z.object({
    in_conformity: total,
    pending: total,
    license_expired: total,
    near_expiration: total,
    renewing: total,
    not_necessary: total,
  }),
  situations: z.object({ active: total, suspended: total, closed: total }),
  address: z.array(kpiAddress),
});
export type DashboardKpis = z.infer<typeof dashboardKpis>;

/** Registry situations (spec 2 §3) grouped as the dashboard's situation chart shows them (spec 2 §4). */
export const situationGroups = {
  ATIVA: 'active',
  INATIVA: 'suspended',
  INAPTA: 'suspended',
  BAIXADA: 'closed',
} as const satisfies Record<string, 'active' | 'suspended' | 'closed'>;
