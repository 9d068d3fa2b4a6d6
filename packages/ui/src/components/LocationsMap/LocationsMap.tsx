import { Overlay, Map as PigeonMap } from 'pigeon-maps';
import { type ReactNode, useState } from 'react';
import * as styles from './LocationsMap.css';
import { openStreetMapProvider, type TileProvider } from './tiles';

export interface MapLocation {
  id: number | string;
  latitude: number;
  longitude: number;
  /** What the marker is called, e.g. the CNPJ and its city. */
  label: string;
}

/** Geographic centre of Brazil (spec 2 §9: 'map centre Brazil, zoom 4'). */
export const brazilCentre: [number, number] = [-14.235, -51.9253];

export interface LocationsMapProps {
  locations: readonly MapLocation[];
  /** Tile source; stories and tests pass `gridTileProvider` so nothing touches the network. */
  provider?: TileProvider;
  /** Credit for the tiles, shown in the bottom-right corner. */
  attribution?: ReactNode;
  /** Accessible name of the map region. */
  label?: string;
  height?: number;
  center?: [number, number];
  zoom?: number;
  /** Called when a marker is chosen (click, Enter or Space). */
  onSelect?: (location: MapLocation) => void;
  className?: string;
}

const defaultAttribution = (
  <>
    ©{' '}
    <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer noopener">
      OpenStreetMap
    </a>
  </>
);

/**
 * Company locations on a map centred on Brazil (spec 2 "Dashboard" and "Company panel").
 * Markers are buttons named by their label; choosing one shows the label beside it.
 * pigeon-maps lives only here, so screens that lazy-load this component keep it out of the main bundle.
 */
export function LocationsMap({
  locations,
  provider = openStreetMapProvider,
  attribution = defaultAttribution,
  label = 'Mapa das localizações',
  height = 400,
  center = brazilCentre,
  zoom = 4,
  onSelect,
  className,
}: LocationsMapProps) {
  const [selectedId, setSelectedId] = useState<MapLocation['id'] | null>(null);
  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-label={label}>
      <PigeonMap
        height={height}
        defaultCenter={center}
        defaultZoom={zoom}
        provider={provider}
        attribution={false}
        attributionPrefix={false}
        // Page scrolling wins: the wheel zooms only with Ctrl/⌘ held.
        metaWheelZoom
        metaWheelZoomWarning="Use Ctrl + rolagem para ampliar o mapa"
      >
        {locations.map((location) => {
          const selected = location.id === selectedId;
          return (
            <Overlay key={location.id} anchor={[location.latitude, location.longitude]}>
              <div className={styles.marker}>
                <button
                  type="button"
                  className={styles.pin}
                  aria-label={location.label}
                  aria-pressed={selected}
                  onClick={() => {
                    setSelectedId(selected ? null : location.id);
                    onSelect?.(location);
                  }}
                >
                  <svg className={styles.pinIcon} viewBox="0 0 24 24" aria-hidden="true">
                    <path
                      fill="currentColor"
                      d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
                    />
                    <circle className={styles.pinDot} cx="12" cy="9" r="2.5" />
                  </svg>
                </button>
                {selected ? <span className={styles.bubble}>{location.label}</span> : null}
              </div>
            </Overlay>
          );
        })}
      </PigeonMap>
      <p className={styles.attribution}>{attribution}</p>
    </section>
  );
}
