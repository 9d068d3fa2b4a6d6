import type { CompanyAddress } from '@product/api/client';
import { formatCnpj, LocationsMap, type MapLocation } from '@product/ui';

/** What a marker is called: 'PADARIA PÃO DOURADO LTDA — 12.345.678/0001-95 — Belo Horizonte/MG'. */
function markerLabel(address: CompanyAddress): string {
  const place = [address.systemCityName, address.systemStateAlias].filter(Boolean).join('/');
  return [address.name, formatCnpj(address.registrationCode), place].filter(Boolean).join(' — ');
}

export interface CompanyLocationsMapProps {
  addresses: readonly CompanyAddress[];
  /** In CSS pixels; the page's placeholder takes the same, so nothing jumps when the map arrives. */
  height: number;
}

/**
 * The company's CNPJs that could be located, on a map centred on Brazil at zoom 4 (spec 2 §9).
 * Loaded on its own (React.lazy): pigeon-maps stays out of the route chunk.
 */
export default function CompanyLocationsMap({ addresses, height }: CompanyLocationsMapProps) {
  const locations: MapLocation[] = addresses.flatMap((address) =>
    address.geocodeLatitude === null || address.geocodeLongitude === null
      ? []
      : [
          {
            id: address.id,
            latitude: address.geocodeLatitude,
            longitude: address.geocodeLongitude,
            label: markerLabel(address),
          },
        ],
  );
  return <LocationsMap locations={locations} height={height} label="Mapa das localizações dos CNPJs" />;
}
