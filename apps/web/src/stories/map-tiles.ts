import { gridTileProvider } from '@product/ui';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, type within } from 'storybook/test';

// The app asks OpenStreetMap for its map tiles; in stories msw answers with the component
// library's local grid, so no story ever reaches the internet and every screenshot has the same map.
const gridTile = decodeURIComponent(gridTileProvider(0, 0, 0).replace(/^data:image\/svg\+xml,/, ''));

export const mapTileHandlers = [
  http.get('https://tile.openstreetmap.org/*', () =>
    HttpResponse.text(gridTile, { headers: { 'Content-Type': 'image/svg+xml' } }),
  ),
];

/**
 * The lazy chunks of the dashboard or a company's panel are on screen (the licence chart's legend,
 * unless `licenses` is false) and the map's local tiles are drawn: the picture holds still.
 */
export async function chartsAndMapReady(canvas: ReturnType<typeof within>, { licenses = true } = {}) {
  if (licenses) await canvas.findByRole('list', { name: 'Legenda: Status das licenças' }, { timeout: 10_000 });
  const map = await canvas.findByRole('region', { name: 'Mapa das localizações dos CNPJs' }, { timeout: 10_000 });
  await waitFor(
    () => {
      const tiles = [...map.querySelectorAll('img')];
      expect(tiles.length).toBeGreaterThan(0);
      expect(tiles.every((tile) => tile.complete && tile.naturalWidth > 0)).toBe(true);
    },
    { timeout: 10_000 },
  );
}
