import { tokens } from '../../theme/tokens';

/** Pigeon-maps' tile source: tile column, row, zoom and device pixel ratio → image URL. */
export type TileProvider = (x: number, y: number, z: number, dpr?: number) => string;

/** OpenStreetMap's standard tiles, for real use (credit them with the default attribution). */
export const openStreetMapProvider: TileProvider = (x, y, z) => `https://tile.openstreetmap.org/${z}/${x}/${y}.png`;

// A tile image cannot read CSS variables, so it takes the plain token values.
const gridTile = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="${tokens.color.neutral[50]}"/><path d="M0 .5H256M0 64.5H256M0 128.5H256M0 192.5H256M.5 0V256M64.5 0V256M128.5 0V256M192.5 0V256" stroke="${tokens.color.neutral[200]}" fill="none"/></svg>`;
const gridTileUrl = `data:image/svg+xml,${encodeURIComponent(gridTile)}`;

/** A light grid drawn locally (a data: URL): for stories, tests and offline demos — never touches the network. */
export const gridTileProvider: TileProvider = () => gridTileUrl;
