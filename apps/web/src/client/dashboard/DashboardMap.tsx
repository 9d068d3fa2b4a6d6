import type { KpiAddress } from '@product/api/client';
import { formatCnpj, LocationsMap, type MapLocation } from '@product/ui';
import { mapHeight } from './layout';

/** What a marker is called: 'Padaria Pão Dourado Ltda — 11.222.333/0001-81 — Belo Horizonte/MG'. */
function markerLabel(address: KpiAddress): string {
  const place = [address.city_name, address.uf].filter(Boolean).join('/');
  return [address.name, formatCnpj(address.registration_code), place].filter(Boolean).join(' — ');
}

export interface DashboardMapProps {
  addresses: readonly KpiAddress[];
}

/**
 * Every CNPJ with coordinates on the map, centred on Brazil at zoom 4 (LocationsMap's defaults,
 * spec 2 §9). Loaded on its own (React.lazy): pigeon-maps stays out of the route chunk.
 */
export default function DashboardMap({ addresses }: DashboardMapProps) {
  const locations: MapLocation[] = addresses.map((address) => ({
    id: address.id,
    latitude: address.geocode_latitude,
    longitude: address.geocode_longitude,
    label: markerLabel(address),
  }));
  return <LocationsMap locations={locations} height={mapHeight} label="Mapa das localizações dos CNPJs" />;
}
