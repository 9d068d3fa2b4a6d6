export {
  brazilCentre,
  LocationsMap,
  type LocationsMapProps,
  locationsMapTexts,
  type MapLocation,
} from './LocationsMap';
export { gridTileProvider, openStreetMapProvider, type TileProvider } from './tiles';
