import type { MapLocation } from './location';

/** The map's view as pigeon-maps reports it: zoom and the corners' coordinates. */
export interface MapView {
  zoom: number;
  bounds: { ne: [number, number]; sw: [number, number] };
}

/** One marker on the map: a location, or a group of nearby ones drawn as one numbered marker. */
export type MapItem =
  | { kind: 'location'; location: MapLocation }
  | {
      kind: 'cluster';
      id: string;
      latitude: number;
      longitude: number;
      /** How many locations it gathers. */
      places: number;
      /** The sum of their counts (a location without `count` is 1). */
      count: number;
      /** The zoom level it was gathered at. */
      zoom: number;
    };

/** Locations closer than this on screen gather into one marker (about two pins' width). */
export const clusterCellPixels = 64;
/** From this zoom on, every location is its own marker (a street's scale). */
export const clusterMaxZoom = 15;

/** Web Mercator, as the tiles: a coordinate's pixel at a zoom (256-pixel tiles). */
export function toPixel(latitude: number, longitude: number, zoom: number): [number, number] {
  const scale = 256 * 2 ** zoom;
  const sine = Math.min(Math.max(Math.sin((latitude * Math.PI) / 180), -0.9999), 0.9999);
  const x = ((longitude + 180) / 360) * scale;
  const y = (0.5 - Math.log((1 + sine) / (1 - sine)) / (4 * Math.PI)) * scale;
  return [x, y];
}

/**
 * Whether a coordinate is inside the view grown by half its size on every side: markers just past
 * the edge are already there when the map is dragged, and thousands far away are not drawn at all.
 */
export function nearView(latitude: number, longitude: number, view: MapView): boolean {
  const [north, east] = view.bounds.ne;
  const [south, west] = view.bounds.sw;
  const latMargin = (north - south) / 2;
  const lngMargin = (east - west) / 2;
  return (
    latitude <= north + latMargin &&
    latitude >= south - latMargin &&
    longitude <= east + lngMargin &&
    longitude >= west - lngMargin
  );
}

/**
 * What the map draws: up to `clusterAbove` locations, all of them; above it, those near the view
 * (all before the map has reported one), with those sharing a cell of the screen at this zoom
 * gathered into one numbered marker at their mean position. The cells are fixed to the world, not
 * to the view, so a drag does not regroup them. In the locations' order; a cluster where its first
 * location was.
 */
export function mapItems(
  locations: readonly MapLocation[],
  view: MapView | null,
  zoom: number,
  clusterAbove: number,
): MapItem[] {
  if (locations.length <= clusterAbove) return locations.map((location) => ({ kind: 'location', location }));
  const near = view ? locations.filter((location) => nearView(location.latitude, location.longitude, view)) : locations;
  const level = Math.round(zoom);
  if (level >= clusterMaxZoom) return near.map((location) => ({ kind: 'location', location }));
  const cells = new Map<string, MapLocation[]>();
  for (const location of near) {
    const [x, y] = toPixel(location.latitude, location.longitude, level);
    const key = `${Math.floor(x / clusterCellPixels)}:${Math.floor(y / clusterCellPixels)}`;
    const cell = cells.get(key);
    if (cell) cell.push(location);
    else cells.set(key, [location]);
  }
  return [...cells].map(([key, members]): MapItem => {
    const [only] = members;
    if (members.length === 1 && only) return { kind: 'location', location: only };
    let latitude = 0;
    let longitude = 0;
    let count = 0;
    for (const member of members) {
      latitude += member.latitude;
      longitude += member.longitude;
      count += member.count ?? 1;
    }
    return {
      kind: 'cluster',
      id: `${level}:${key}`,
      latitude: latitude / members.length,
      longitude: longitude / members.length,
      places: members.length,
      count,
      zoom: level,
    };
  });
}
