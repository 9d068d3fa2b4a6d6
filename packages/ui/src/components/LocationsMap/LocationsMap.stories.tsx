import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LocationsMap, type MapLocation } from './LocationsMap';
import { gridTileProvider } from './tiles';

const locations: MapLocation[] = [
  { id: 1, latitude: -19.9167, longitude: -43.9345, label: '12.345.678/0001-90 — Belo Horizonte/MG' },
  { id: 2, latitude: -23.5505, longitude: -46.6333, label: '12.345.678/0002-70 — São Paulo/SP' },
  { id: 3, latitude: -3.7319, longitude: -38.5267, label: '12.345.678/0003-51 — Fortaleza/CE' },
  { id: 4, latitude: -30.0346, longitude: -51.2177, label: '12.345.678/0004-32 — Porto Alegre/RS' },
];

/** Screenshots wait for the (local) tiles to be drawn. */
async function tilesLoaded(canvasElement: HTMLElement) {
  await waitFor(() => {
    const images = [...canvasElement.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
}

const meta = {
  title: 'Components/LocationsMap',
  component: LocationsMap,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The companies' addresses on a map centred on Brazil at zoom 4 (dashboard and company panel). Pass `locations` with latitude and longitude; each marker is a button named by its label, and choosing one shows the label and calls `onSelect`. The tile source is the `provider` prop: the default is OpenStreetMap for real use; stories and tests use `gridTileProvider`, a local grid drawn as a data: URL, so nothing touches the network. Lazy-load the screen that shows it: pigeon-maps lives only here.",
      },
    },
  },
  args: {
    locations,
    provider: gridTileProvider,
    attribution: 'Mapa de demonstração',
    onSelect: fn(),
  },
} satisfies Meta<typeof LocationsMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Mapa das localizações' })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await expect(canvas.getByText('Mapa de demonstração')).toBeVisible();
    await tilesLoaded(canvasElement);
  },
};

export const MarkerSelected: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const marker = canvas.getByRole('button', { name: '12.345.678/0001-90 — Belo Horizonte/MG' });
    await userEvent.click(marker);
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('12.345.678/0001-90 — Belo Horizonte/MG', { selector: 'span' })).toBeVisible();
    await expect(args.onSelect).toHaveBeenCalledWith(locations[0]);
    await tilesLoaded(canvasElement);
  },
};

export const NoLocations: Story = {
  args: { locations: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await tilesLoaded(canvasElement);
  },
};

export const Mobile: Story = {
  args: { height: 320 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await tilesLoaded(canvasElement);
  },
};

const longLabel =
  '12.345.678/0007-85 — Drogaria e Perfumaria São José do Rio Preto Ltda., Avenida Presidente Juscelino Kubitschek de Oliveira, 1.250 — São José do Rio Preto/SP';

/** A chosen marker with a long label: the bubble wraps instead of running off the map. */
export const LongText: Story = {
  args: {
    locations: [...locations, { id: 7, latitude: -20.8113, longitude: -49.3758, label: longLabel }],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const marker = canvas.getByRole('button', { name: longLabel });
    await userEvent.click(marker);
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    const bubble = canvas.getByText(longLabel, { selector: 'span' });
    await expect(bubble).toBeVisible();
    await expect(bubble.getBoundingClientRect().height).toBeGreaterThan(marker.getBoundingClientRect().height);
    await tilesLoaded(canvasElement);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Mapa das localizações' })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await tilesLoaded(canvasElement);
  },
};
