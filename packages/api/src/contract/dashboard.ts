import { z } from 'zod/mini';

/**
 * GET /api/v1/client/kpis (spec 2 §7 "KPIs") and GET /api/v1/client/kpis/place
 * (the CNPJs at one place of the dashboard's map; not in the specs, see `kpiPlace`).
 */
export const dashboardPaths = { kpis: '/api/v1/client/kpis', place: '/api/v1/client/kpis/place' } as const;

const total = z.int().check(z.nonnegative());

/**
 * One place of the locations map (spec 2 §3 "address list with
 * geocode_latitude and geocode_longitude"): a CNPJ's coordinates are its
 * municipality's, so the list holds one entry per place with how many of the
 * caller's CNPJs are there (`cnpjs`), its city and UF — not one per CNPJ,
 * which for a portfolio of thousands of companies made the dashboard's answer
 * megabytes long and its map tens of thousands of markers. The CNPJs of a
 * place are read when its marker is chosen (`dashboardPaths.place`).
 */
export const kpiPlace = z.object({
  geocode_latitude: z.number(),
  geocode_longitude: z.number(),
  city_name: z.nullable(z.string()),
  uf: z.nullable(z.string()),
  cnpjs: total,
});
export type KpiPlace = z.infer<typeof kpiPlace>;

/**
 * One CNPJ at a place of the map: the establishment's registration name and
 * CNPJ (14 characters, unmasked), its city and UF, its coordinates and the
 * company it belongs to.
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
 * - `address`: the places of the CNPJs with coordinates (`kpiPlace`), the
 *   most CNPJs first, then by UF and city.
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
  address: z.array(kpiPlace),
});
export type DashboardKpis = z.infer<typeof dashboardKpis>;

const coordinatesInvalid = 'Coordenadas inválidas.';

/** A coordinate of the query string: a plain decimal number within ±`limit` degrees. */
function queryDegrees(limit: number) {
  return z.pipe(
    z.string({ error: coordinatesInvalid }).check(z.regex(/^-?\d{1,3}(\.\d{1,20})?$/, coordinatesInvalid)),
    z.pipe(
      z.transform(Number),
      z.number().check(z.minimum(-limit, coordinatesInvalid), z.maximum(limit, coordinatesInvalid)),
    ),
  );
}

/** The place a marker stands for: its coordinates exactly as `address` gave them. */
export const kpiPlaceQuery = z.object({ latitude: queryDegrees(90), longitude: queryDegrees(180) });
export type KpiPlaceQuery = z.input<typeof kpiPlaceQuery>;

/** How many CNPJs of a place the answer names (the rest are counted in `total`). */
export const kpiPlaceLimit = 50;

/**
 * The caller's CNPJs at one place, by registration name (at most
 * `kpiPlaceLimit`), and how many there are in all. A place without any of the
 * caller's CNPJs answers an empty list, not 404: the map may be older than
 * a deletion.
 */
export const kpiPlaceResponse = z.object({ items: z.array(kpiAddress), total });
export type KpiPlaceResponse = z.infer<typeof kpiPlaceResponse>;

/** Registry situations (spec 2 §3) grouped as the dashboard's situation chart shows them (spec 2 §4). */
export const situationGroups = {
  ATIVA: 'active',
  INATIVA: 'suspended',
  INAPTA: 'suspended',
  BAIXADA: 'closed',
} as const satisfies Record<string, 'active' | 'suspended' | 'closed'>;
