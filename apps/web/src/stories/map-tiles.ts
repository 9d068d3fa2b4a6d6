import { gridTileProvider } from '@product/ui';
import { HttpResponse, http } from 'msw';

// The app asks OpenStreetMap for its map tiles; in stories msw answers with the component
// library's local grid, so no story ever reaches the internet and every screenshot has the same map.
const gridTile = decodeURIComponent(gridTileProvider(0, 0, 0).replace(/^data:image\/svg\+xml,/, ''));

export const mapTileHandlers = [
  http.get('https://tile.openstreetmap.org/*', () =>
    HttpResponse.text(gridTile, { headers: { 'Content-Type': 'image/svg+xml' } }),
  ),
];
