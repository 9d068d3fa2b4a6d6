import { type Http, type KpiPlace, kpiPlaceQueryOptions } from '@product/api/client';
import { Box, formatCnpj, Link, LocationsMap, type MapLocation, Skeleton, Stack, visuallyHidden } from '@product/ui';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMemo } from 'react';
import { companyHref } from '../companies/company-href';
import { mapHeight } from './layout';

/** '3 CNPJs', '1 CNPJ'. */
export function cnpjCount(total: number): string {
  return `${total.toLocaleString('pt-BR')} ${total === 1 ? 'CNPJ' : 'CNPJs'}`;
}

/** What a place's marker is called: 'Belo Horizonte/MG — 3 CNPJs'. */
export function placeLabel(place: KpiPlace): string {
  const where = [place.city_name, place.uf].filter(Boolean).join('/') || 'Local sem município';
  return `${where} — ${cnpjCount(place.cnpjs)}`;
}

/** A gathered marker of the map: '12 municípios com 340 CNPJs — ampliar o mapa'. */
export function clusterLabel({ places, count }: { places: number; count: number }): string {
  return `${places.toLocaleString('pt-BR')} municípios com ${cnpjCount(count)} — ampliar o mapa`;
}

export const placeTexts = {
  loading: 'Carregando os CNPJs deste local',
  failed: 'Não foi possível carregar os CNPJs deste local.',
  empty: 'Nenhum CNPJ neste local agora.',
  more: (count: number) => `e mais ${cnpjCount(count)} neste local`,
  list: (label: string) => `CNPJs em ${label}`,
} as const;

/**
 * A chosen place's CNPJs, read when its marker is chosen (the KPIs send only how many): each
 * registration name links to its company's panel, the CNPJ below it; past the first 50, how many
 * more there are.
 */
function PlaceCnpjs({ http, place }: { http: Http; place: KpiPlace }) {
  const cnpjs = useQuery(kpiPlaceQueryOptions(http, place));
  if (cnpjs.isPending) {
    return (
      <Stack space="xsmall" aria-busy="true">
        <span className={visuallyHidden}>{placeTexts.loading}</span>
        <Skeleton />
        <Skeleton />
      </Stack>
    );
  }
  if (cnpjs.isError) {
    return (
      <Box as="p" role="alert" margin="none" fontSize="small" color="danger">
        {placeTexts.failed}
      </Box>
    );
  }
  const { items, total } = cnpjs.data;
  if (items.length === 0) {
    return (
      <Box as="p" margin="none" fontSize="small">
        {placeTexts.empty}
      </Box>
    );
  }
  return (
    <Stack space="xsmall">
      <Stack
        as="ul"
        space="xsmall"
        aria-label={placeTexts.list(placeLabel(place))}
        padding="none"
        margin="none"
        style={{ listStyle: 'none' }}
      >
        {items.map((item) => (
          <Box as="li" key={item.id} fontSize="small">
            <Link render={<RouterLink to={companyHref(item.company_id)} />}>{item.name}</Link>
            <Box as="span" display="block" color="textMuted">
              {formatCnpj(item.registration_code)}
            </Box>
          </Box>
        ))}
      </Stack>
      {total > items.length ? (
        <Box as="p" margin="none" fontSize="small" color="textMuted">
          {placeTexts.more(total - items.length)}
        </Box>
      ) : null}
    </Stack>
  );
}

export interface DashboardMapProps {
  http: Http;
  /** The KPIs' places: one per municipality with the caller's CNPJs there. */
  places: readonly KpiPlace[];
}

/**
 * The places of the caller's CNPJs on the map, centred on Brazil at zoom 4 (LocationsMap's defaults,
 * spec 2 §9): one marker per municipality showing how many CNPJs are there; choosing it lists them.
 * With more than 200 municipalities, those close on screen gather into one marker with their
 * total, which zooms in when chosen (LocationsMap's `clusterAbove`).
 * Loaded on its own (React.lazy): pigeon-maps stays out of the route chunk.
 */
export default function DashboardMap({ http, places }: DashboardMapProps) {
  // Built once per answer: up to one marker per municipality of Brazil (5,570).
  const { byId, locations } = useMemo(() => {
    const byId = new Map<string, KpiPlace>();
    const locations: MapLocation[] = places.map((place) => {
      const id = `${place.geocode_latitude},${place.geocode_longitude}`;
      byId.set(id, place);
      return {
        id,
        latitude: place.geocode_latitude,
        longitude: place.geocode_longitude,
        label: placeLabel(place),
        count: place.cnpjs,
      };
    });
    return { byId, locations };
  }, [places]);
  return (
    <LocationsMap
      locations={locations}
      height={mapHeight}
      label="Mapa das localizações dos CNPJs"
      clusterLabel={clusterLabel}
      renderDetails={(location) => {
        const place = byId.get(String(location.id));
        return place ? <PlaceCnpjs http={http} place={place} /> : null;
      }}
    />
  );
}
