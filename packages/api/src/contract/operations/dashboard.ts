import { dashboardKpis, dashboardPaths, kpiPlaceQuery, kpiPlaceResponse } from '../dashboard';
import { client, defineOperation, errors, guarded } from './define';

export const dashboardOperations = {
  kpis: defineOperation({
    method: 'get',
    path: dashboardPaths.kpis,
    summary: 'Indicadores do painel inicial',
    tag: 'Início',
    auth: true,
    access: client('dashboard'),
    responses: { 200: dashboardKpis, ...guarded },
  }),
  place: defineOperation({
    method: 'get',
    path: dashboardPaths.place,
    summary: 'CNPJs de um lugar do mapa do painel inicial (pelas coordenadas do município)',
    tag: 'Início',
    auth: true,
    access: client('dashboard'),
    query: kpiPlaceQuery,
    responses: { 200: kpiPlaceResponse, ...errors(400, 401, 403) },
  }),
} as const;
