export { brazilCentre, LocationsMap, type LocationsMapProps, type MapLocation } from './LocationsMap';
export { gridTileProvider, openStreetMapProvider, type TileProvider } from './tiles';
