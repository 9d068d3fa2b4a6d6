import {
  catalogueIdParam,
  type DashboardKpis,
  dashboardPaths,
  type ErrorResponse,
  type GroupKpiResponse,
  groupKpiQuery,
  groupPaths,
  groupTexts,
  type KpiPlaceResponse,
  kpiPlaceLimit,
  kpiPlaceQuery,
} from '@product/api/contract';
import { HttpResponse, http } from 'msw';
import { dashboardCnpjFixtures, dashboardKpisFixture, groupKpiFixtures } from '../fixtures/dashboard';
import { fail, signedIn, unauthorized } from './respond';

/** The dashboard KPIs, the CNPJs of a place of its map and the group KPIs of the affinity view, over the fixtures. */
export const dashboardHandlers = [
  http.get<never, never, DashboardKpis | ErrorResponse>(`*${dashboardPaths.kpis}`, ({ request }) =>
    signedIn(request) ? HttpResponse.json(dashboardKpisFixture) : unauthorized(),
  ),
  http.get<never, never, KpiPlaceResponse | ErrorResponse>(`*${dashboardPaths.place}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const query = kpiPlaceQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return fail(400, query.error.issues[0]?.message ?? 'Parâmetros da requisição inválidos.');
    const here = dashboardCnpjFixtures
      .filter(
        (cnpj) => cnpj.geocode_latitude === query.data.latitude && cnpj.geocode_longitude === query.data.longitude,
      )
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    return HttpResponse.json({ items: here.slice(0, kpiPlaceLimit), total: here.length });
  }),
  http.get<{ groupId: string }, never, GroupKpiResponse | ErrorResponse>(
    `*${groupPaths.kpi(':groupId')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = catalogueIdParam.safeParse({ id: params.groupId });
      if (!id.success) return fail(400, 'ID inválido.');
      // The fixtures hold one record per group, standing for the CLIENT accounts the affinitys view asks for.
      const query = groupKpiQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return fail(400, query.error.issues[0]?.message ?? 'Parâmetros da requisição inválidos.');
      const record = groupKpiFixtures[id.data.id];
      return record ? HttpResponse.json([record] satisfies GroupKpiResponse) : fail(404, groupTexts.notFound);
    },
  ),
];
