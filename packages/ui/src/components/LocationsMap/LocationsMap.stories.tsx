import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor } from 'storybook/test';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { LocationsMap, locationsMapTexts, type MapLocation } from './LocationsMap';
import { gridTileProvider, type TileProvider } from './tiles';

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
          "The companies' addresses on a map centred on Brazil at zoom 4 (dashboard and company panel). Pass `locations` with latitude and longitude; each marker is a button named by its label, and choosing one shows the label and calls `onSelect` (choosing it again, or Escape, closes it). A marker can stand for a place with several CNPJs: give it a `count` and the pin shows the number in a badge ('1.250'); the badge is hidden from screen readers, so say the count in the `label` ('São Paulo/SP — 1.250 CNPJs'). With `renderDetails` the chosen marker's bubble shows the label as a title and the content you return below it (the place's CNPJs with links, a skeleton while they load, an error line): a block at most 320 px wide, kept inside the map, that scrolls on its own and never pans or zooms the map. The map takes thousands of markers (one per municipality): above `clusterAbove` (200) locations, only those near the view are drawn and those close on screen gather into one numbered marker, named by `clusterLabel`, that zooms in two levels when chosen (the map then holds the focus). The tile source is the `provider` prop: the default is OpenStreetMap for real use; stories and tests use `gridTileProvider`, a local grid drawn as a data: URL, so nothing touches the network. Lazy-load the screen that shows it: pigeon-maps lives only here.",
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

// An image URL that never decodes: each tile fails the way a blocked or offline request does, without the network.
const failingTileProvider: TileProvider = () => 'data:image/png;base64,';

/**
 * No tile loads (offline, the tile server blocked): the plain background with the markers on it,
 * no broken-image icon, and a note that the map could not load.
 */
export const TilesUnavailable: Story = {
  args: { provider: failingTileProvider },
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(locationsMapTexts.tilesFailed);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await waitFor(() => {
      const images = [...canvasElement.querySelectorAll('img')];
      expect(images.length).toBeGreaterThan(0);
      // Every tile has given up, and none shows as a broken image.
      for (const image of images) {
        expect(image.complete).toBe(true);
        expect(image.naturalWidth).toBe(0);
        expect(image.checkVisibility()).toBe(false);
      }
    });
    // The markers still work.
    const marker = canvas.getByRole('button', { name: '12.345.678/0002-70 — São Paulo/SP' });
    await userEvent.click(marker);
    await expect(canvas.getByText('12.345.678/0002-70 — São Paulo/SP', { selector: 'span' })).toBeVisible();
    await userEvent.click(marker);
    await expect(marker).toHaveAttribute('aria-pressed', 'false');
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

const places: MapLocation[] = [
  { id: 'sp', latitude: -23.5505, longitude: -46.6333, label: 'São Paulo/SP — 1.250 CNPJs', count: 1250 },
  { id: 'bh', latitude: -19.9167, longitude: -43.9345, label: 'Belo Horizonte/MG — 3 CNPJs', count: 3 },
  { id: 'rec', latitude: -8.0476, longitude: -34.877, label: 'Recife/PE — 1 CNPJ', count: 1 },
  { id: 'ssa', latitude: -12.9714, longitude: -38.5014, label: 'Salvador/BA — 12.480 CNPJs', count: 12480 },
  { id: 'mao', latitude: -3.119, longitude: -60.0217, label: 'Manaus/AM — 27 CNPJs', count: 27 },
  { id: 'poa', latitude: -30.0346, longitude: -51.2177, label: 'Porto Alegre/RS — 148 CNPJs', count: 148 },
];

/** One marker per municipality with how many CNPJs are there: the pin shows the count, the label says it. */
export const Places: Story = {
  args: { locations: places },
  play: async ({ canvas, canvasElement }) => {
    for (const place of places) await expect(canvas.getByRole('button', { name: place.label })).toBeVisible();
    for (const badge of ['1.250', '3', '12.480', '27', '148']) await expect(canvas.getByText(badge)).toBeVisible();
    // A place with one CNPJ is a plain pin.
    await expect(canvas.getByRole('button', { name: 'Recife/PE — 1 CNPJ' })).toHaveTextContent(/^$/);
    await tilesLoaded(canvasElement);
  },
};

const shortList = [
  'Padaria Pão Dourado Ltda — 11.222.333/0001-81',
  'Mercado Bom Preço Ltda — 11.222.333/0002-62',
  'Farmácia Saúde Total Ltda — 11.222.333/0003-43',
];

/** What the dashboard returns for a chosen place: its CNPJs, each a link to the company. */
function companyList(names: readonly string[]) {
  return (
    <Stack as="ul" space="xxsmall" paddingLeft="large">
      {names.map((name) => (
        <li key={name}>
          <Link href="#">{name}</Link>
        </li>
      ))}
    </Stack>
  );
}

/** A chosen place shows its label as a title and the caller's content below it; Escape closes it. */
export const PlaceDetails: Story = {
  args: { locations: places, renderDetails: () => companyList(shortList) },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const marker = canvas.getByRole('button', { name: 'São Paulo/SP — 1.250 CNPJs' });
    // Clicked where it is on the map, as a mouse does: pigeon-maps cancels that mousedown (to drag
    // the map), and the pin still takes the focus.
    const pin = marker.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: marker,
      coords: { clientX: pin.left + pin.width / 2, clientY: pin.top + pin.height / 2 },
    });
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    await expect(marker).toHaveFocus();
    await expect(args.onSelect).toHaveBeenCalledWith(places[0]);
    const details = canvas.getByRole('group', { name: 'São Paulo/SP — 1.250 CNPJs' });
    await expect(details).toBeVisible();
    await expect(canvas.getByText('São Paulo/SP — 1.250 CNPJs')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    for (const name of shortList) await expect(canvas.getByRole('link', { name })).toBeVisible();

    // A second click on the pin closes it, a third opens it again.
    await userEvent.click(marker);
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(marker).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(marker);
    await expect(canvas.getByRole('group', { name: 'São Paulo/SP — 1.250 CNPJs' })).toBeVisible();

    // Tab goes from the pin into the bubble; Escape there closes it and gives the focus back to the pin.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: shortList[0] })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(marker).toHaveFocus();
    await expect(marker).toHaveAttribute('aria-pressed', 'false');

    // Enter opens it again from the keyboard; Escape on the pin closes it too.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: 'São Paulo/SP — 1.250 CNPJs' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(marker).toHaveFocus();

    // Opened for the picture.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: 'São Paulo/SP — 1.250 CNPJs' })).toBeVisible();
    await tilesLoaded(canvasElement);
  },
};

const longList = Array.from({ length: 40 }, (_, index) => {
  const branch = String(index + 1).padStart(4, '0');
  return `Drogaria e Perfumaria São José dos Campos Comércio de Medicamentos e Cosméticos Ltda. — 12.345.678/${branch}-90`;
});

/** Forty long names at 320 px: the bubble stays inside the map and scrolls on its own; the map stays put. */
export const PlaceDetailsLong: Story = {
  args: { locations: places, height: 320, renderDetails: () => companyList(longList) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const map = canvas.getByRole('region', { name: 'Mapa das localizações' });
    const marker = canvas.getByRole('button', { name: 'São Paulo/SP — 1.250 CNPJs' });
    await userEvent.click(marker);
    const details = canvas.getByRole('group', { name: 'São Paulo/SP — 1.250 CNPJs' });
    await expect(details).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(40);

    // Inside the map on every side, and scrolling inside.
    const inside = map.getBoundingClientRect();
    const bubble = details.getBoundingClientRect();
    await expect(bubble.left).toBeGreaterThanOrEqual(inside.left);
    await expect(bubble.right).toBeLessThanOrEqual(inside.right);
    await expect(bubble.top).toBeGreaterThanOrEqual(inside.top);
    await expect(bubble.bottom).toBeLessThanOrEqual(inside.bottom);
    await expect(details.scrollHeight).toBeGreaterThan(details.clientHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

    // Dragging inside the bubble (to select text or scroll) does not pan the map.
    const pinBefore = marker.getBoundingClientRect();
    const start = { x: bubble.left + bubble.width / 2, y: bubble.top + bubble.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: details, coords: { clientX: start.x, clientY: start.y } },
      { target: details, coords: { clientX: start.x - 80, clientY: start.y + 40 } },
      { keys: '[/MouseLeft]', target: details, coords: { clientX: start.x - 80, clientY: start.y + 40 } },
    ]);
    await expect(marker.getBoundingClientRect().left).toBe(pinBefore.left);
    await expect(marker.getBoundingClientRect().top).toBe(pinBefore.top);

    // The wheel scrolls the bubble: the map neither zooms nor covers itself with the 'Ctrl + rolagem' warning.
    fireEvent.wheel(details, { deltaY: 120, clientX: start.x, clientY: start.y });
    fireEvent.wheel(details, { deltaY: -120, ctrlKey: true, clientX: start.x, clientY: start.y });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.getByText('Use Ctrl + rolagem para ampliar o mapa')).not.toBeVisible();
    await expect(marker.getBoundingClientRect().left).toBe(pinBefore.left);
    await expect(marker.getBoundingClientRect().top).toBe(pinBefore.top);
    await tilesLoaded(canvasElement);
  },
};

/** A deterministic spread of `total` places over Brazil's mainland box, each with 1 to 40 CNPJs. */
function manyPlaces(total: number): MapLocation[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: total }, (_, index) => {
    const count = 1 + Math.floor(next() * 40);
    return {
      id: `p${index}`,
      latitude: -30 + next() * 27,
      longitude: -62 + next() * 24,
      label: `Município ${index + 1} — ${count} CNPJs`,
      count,
    };
  });
}

const municipalities = manyPlaces(5570);

const manyPlacesArgs = {
  locations: municipalities,
  clusterLabel: ({ places: gathered, count }: { places: number; count: number }) =>
    `${gathered.toLocaleString('pt-BR')} municípios com ${count.toLocaleString('pt-BR')} CNPJs — ampliar o mapa`,
};
const clusterName = /municípios com .* CNPJs — ampliar o mapa$/;

/**
 * Every municipality of Brazil (5,570): above `clusterAbove` (200) places, those close on screen
 * gather into one numbered marker with their total, so the map draws dozens of markers, not
 * thousands, and every CNPJ is still in one of them.
 */
export const ManyPlaces: Story = {
  args: manyPlacesArgs,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.queryAllByRole('button', { name: clusterName }).length).toBeGreaterThan(0));
    const markers = canvas.getAllByRole('button');
    await expect(markers.length).toBeLessThan(200);
    const all = municipalities.reduce((sum, place) => sum + (place.count ?? 1), 0);
    const shown = markers.reduce((sum, marker) => {
      const name = marker.getAttribute('aria-label') ?? '';
      const total = /com ([\d.]+) CNPJs/.exec(name) ?? /— (\d+) CNPJs$/.exec(name);
      return sum + Number((total?.[1] ?? '0').replaceAll('.', ''));
    }, 0);
    await expect(shown).toBe(all);
    await tilesLoaded(canvasElement);
  },
};

/** Choosing a gathered marker zooms in two levels on its places; the map keeps the focus. */
export const ManyPlacesZoomIn: Story = {
  args: manyPlacesArgs,
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const map = canvas.getByRole('region', { name: 'Mapa das localizações' });
    const [first] = await canvas.findAllByRole('button', { name: clusterName });
    if (!first) throw new Error('no gathered marker');
    const name = first.getAttribute('aria-label') ?? '';
    await userEvent.click(first);
    await expect(map).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('button', { name })).toBeNull(), { timeout: 5000 });
    await expect(canvas.getAllByRole('button').length).toBeGreaterThan(0);
  },
};
