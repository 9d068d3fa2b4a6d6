import {
  type DashboardKpis,
  dashboardPaths,
  type NotificationListResponse,
  notificationPaths,
} from '@product/api/contract';
import {
  dashboardHandlers,
  mockClientAdminClaims,
  mockStaffInClientClaims,
  notificationHandlers,
  resetNotificationMocks,
} from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { chartsAndMapReady, mapTileHandlers } from '#/stories/map-tiles';
import { type Canvas, pageParameters } from '#/stories/page-stories';
import { dismissToasts, toasts } from '#/stories/toasts';

const handlers = [...mapTileHandlers, ...dashboardHandlers, ...notificationHandlers];

const zeroKpis: DashboardKpis = {
  companies: 0,
  documents: 0,
  cnpjs: { count: 0, low_level: 0, medium_level: 0, high_level: 0 },
  licenses: { in_conformity: 0, pending: 0, license_expired: 0, near_expiration: 0, renewing: 0, not_necessary: 0 },
  situations: { active: 0, suspended: 0, closed: 0 },
  address: [],
};

const failWith = (status: number, message: string) => () => HttpResponse.json({ message }, { status });

/** The client dashboard 'Início' against the msw KPIs and notifications. */
const meta = {
  title: 'Pages/Client/Dashboard',
  component: AppPage,
  parameters: pageParameters({
    handlers,
    description:
      "/client/dashboard, 'Início' (spec 2 §2): the counters (companies, documents, CNPJs), CNPJs by risk with their share of all CNPJs, the licence-status donut (with 'Não encontradas', always 0) and the company-situation donut, the CNPJs on a map centred on Brazil at zoom 4, and the notifications panel with 'Marcar como lida'. The charts and the map load in their own chunks. The numbers and the notifications fail independently, each with its §8 title.",
  }),
  args: { path: '/client/dashboard', claims: mockClientAdminClaims },
  // Each story starts from unread notifications, whatever the previous one marked.
  beforeEach: () => resetNotificationMocks(),
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A counter once its number is there (while the numbers load, it is on screen with a skeleton). */
async function counterShows(canvas: Canvas, name: string, text: string) {
  await waitFor(() => {
    const counter = canvas.getByRole('region', { name });
    expect(counter).not.toHaveAttribute('aria-busy');
    expect(counter).toHaveTextContent(text);
  });
}

const legendEntries = (legend: HTMLElement) =>
  within(legend)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A client ADMIN's dashboard over the fixtures: 12 companies, 18 CNPJs, 6 notifications (3 unread). */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Navegação estrutural' });
    await expect(within(trail).getByRole('link', { name: 'Padaria Pão Dourado' })).toHaveAttribute(
      'href',
      '/client/users',
    );

    await counterShows(canvas, 'Empresas cadastradas', '12');
    await expect(canvas.getByRole('region', { name: 'Documentos enviados' })).toHaveTextContent('87');
    await expect(canvas.getByRole('region', { name: 'CNPJs adicionados' })).toHaveTextContent('18');

    const risk = canvas.getByRole('region', { name: 'CNPJs por risco' });
    await expect(within(risk).getByRole('region', { name: 'Risco Baixo' })).toHaveTextContent('950,0% dos CNPJs');
    await expect(within(risk).getByRole('region', { name: 'Risco Médio' })).toHaveTextContent('633,3% dos CNPJs');
    await expect(within(risk).getByRole('region', { name: 'Risco Alto' })).toHaveTextContent('211,1% dos CNPJs');

    await chartsAndMapReady(canvas);
    await expect(legendEntries(canvas.getByRole('list', { name: 'Legenda: Status das licenças' }))).toEqual([
      'Em conformidade4153,9%',
      'Pendentes1722,4%',
      'Vencidas45,3%',
      'Expirando67,9%',
      'Renovando33,9%',
      'Não necessárias56,6%',
      'Não encontradas00,0%',
    ]);
    await expect(legendEntries(canvas.getByRole('list', { name: 'Legenda: Situação das empresas' }))).toEqual([
      'Ativas975,0%',
      'Suspensas216,7%',
      'Baixadas18,3%',
    ]);
    // One marker per municipality, named by its place and how many CNPJs are there.
    const map = canvas.getByRole('region', { name: 'Mapa das localizações dos CNPJs' });
    await expect(within(map).getByRole('button', { name: 'São Paulo/SP — 3 CNPJs' })).toBeInTheDocument();
    await expect(within(map).getByRole('button', { name: 'Belo Horizonte/MG — 1 CNPJ' })).toBeInTheDocument();
    await expect(within(map).getAllByRole('button')).toHaveLength(8);

    const panel = canvas.getByRole('region', { name: 'Notificações' });
    const first = (await within(panel).findAllByRole('article'))[0] as HTMLElement;
    await expect(within(first).getByRole('heading', { name: 'Licença expirando' })).toBeVisible();
    await expect(first).toHaveTextContent('Alvará de Funcionamento: vence amanhã (23/11/2026).');
    await expect(first).toHaveTextContent('Padaria Pão Dourado Ltda');
    await expect(first).toHaveTextContent('11.222.333/0001-81');
    await expect(within(first).getByText('Alerta')).toBeVisible();
    await expect(within(first).getByText('Não lida')).toBeVisible();
    await expect(within(first).getByRole('button', { name: 'Marcar como lida' })).toBeVisible();
    const notice = within(panel).getByRole('article', { name: 'Novidade na plataforma' });
    await expect(within(notice).getByText('Lida')).toBeVisible();
    await expect(within(notice).queryByRole('button', { name: 'Marcar como lida' })).toBeNull();
  },
};

const map = (canvas: Canvas) => canvas.getByRole('region', { name: 'Mapa das localizações dos CNPJs' });

/** A marker chosen: its CNPJs are read then, each name a link to its company's panel, the CNPJ below. */
export const MapPlace: Story = {
  parameters: { screenshot: { viewport: true } },
  play: async ({ canvas, userEvent }) => {
    await chartsAndMapReady(canvas);
    const pin = within(map(canvas)).getByRole('button', { name: 'São Paulo/SP — 3 CNPJs' });
    await userEvent.click(pin);
    const list = await within(map(canvas)).findByRole('list', { name: 'CNPJs em São Paulo/SP — 3 CNPJs' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Clínica Bem Viver Ltda33.444.555/0001-81',
      'Clínica Bem Viver Ltda33.444.555/0002-62',
      'Laboratório Vida Nova Ltda88.999.000/0001-98',
    ]);
    await expect(within(list).getAllByRole('link', { name: 'Clínica Bem Viver Ltda' })[0]).toHaveAttribute(
      'href',
      '/client/companies/3',
    );
    // Left open for the picture; Escape and the second click are LocationsMap's stories.
  },
};

/** 600 places (a big portfolio): deterministic, spread over the mainland, 1 to 30 CNPJs each. */
const manyPlaces: DashboardKpis['address'] = Array.from({ length: 600 }, (_, index) => ({
  geocode_latitude: -30 + ((index * 37) % 270) / 10,
  geocode_longitude: -62 + ((index * 53) % 240) / 10,
  city_name: `Município ${index + 1}`,
  uf: 'MG',
  cnpjs: 1 + (index % 30),
}));

/** A big portfolio's map: nearby municipalities gather into one marker with their CNPJs, which zooms in when chosen. */
export const MapManyPlaces: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${dashboardPaths.kpis}`, () => HttpResponse.json({ ...zeroKpis, address: manyPlaces })),
        ...handlers,
      ],
    },
    screenshot: { disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    await chartsAndMapReady(canvas);
    const gathered = await within(map(canvas)).findAllByRole('button', {
      name: /^[\d.]+ municípios com [\d.]+ CNPJs — ampliar o mapa$/,
    });
    await expect(within(map(canvas)).getAllByRole('button').length).toBeLessThan(manyPlaces.length);
    const [first] = gathered;
    if (!first) throw new Error('no gathered marker');
    await userEvent.click(first);
    await expect(map(canvas)).toHaveFocus();
  },
};

/** A marker's CNPJs cannot be read: the bubble says so; the rest of the dashboard stands. */
export const MapPlaceFails: Story = {
  parameters: {
    msw: {
      handlers: [http.get(`*${dashboardPaths.place}`, failWith(500, 'Erro interno.')), ...handlers],
    },
    screenshot: { disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    await chartsAndMapReady(canvas);
    await userEvent.click(within(map(canvas)).getByRole('button', { name: 'Recife/PE — 1 CNPJ' }));
    await expect(
      await within(map(canvas)).findByText('Não foi possível carregar os CNPJs deste local.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await counterShows(canvas, 'Empresas cadastradas', '12');
  },
};

/** 'Marcar como lida': the server's answer as a toast, and the refreshed list shows it read. */
export const MarkRead: Story = {
  parameters: { screenshot: { viewport: true } },
  play: async ({ canvas, userEvent }) => {
    await chartsAndMapReady(canvas);
    const panel = await canvas.findByRole('region', { name: 'Notificações', busy: false });
    const first = (await within(panel).findAllByRole('article'))[0] as HTMLElement;
    await expect(first).toHaveTextContent('Padaria Pão Dourado Ltda');
    await userEvent.click(within(first).getByRole('button', { name: 'Marcar como lida' }));
    await expect(await (await toasts()).findByText('Notificação marcada como lida')).toBeVisible();
    await waitFor(() => expect(within(first).getByText('Lida')).toBeVisible());
    await expect(within(first).queryByRole('button', { name: 'Marcar como lida' })).toBeNull();
    await expect(within(panel).getAllByRole('button', { name: 'Marcar como lida' })).toHaveLength(2);
    await dismissToasts();
  },
};

/** The call fails: the §8 title with the server's message, and the notification stays unread. */
export const MarkReadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`*${notificationPaths.one(':id')}`, failWith(500, 'Serviço de notificações indisponível.')),
        ...handlers,
      ],
    },
    screenshot: { disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await canvas.findByRole('region', { name: 'Notificações', busy: false });
    const first = (await within(panel).findAllByRole('article'))[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Marcar como lida' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível marcar esta notificação.')).toBeVisible();
    await expect(shown.getByText('Serviço de notificações indisponível.')).toBeVisible();
    await expect(within(first).getByText('Não lida')).toBeVisible();
    await dismissToasts();
  },
};

// The KPIs answer once the story opens this gate: set before each run of the story that uses it.
let openKpis: () => void = () => {};
let numbersGate: Promise<void> = Promise.resolve();
const closeKpis = () => {
  numbersGate = new Promise<void>((open) => {
    openKpis = open;
  });
};

/** Where the top of an element is on the page, scrolled or not. */
const pageTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;

/**
 * The numbers arrive after the notifications: while they load, their labels and headings are there
 * with grey blocks the size of what is coming. Returns where the notifications stood before the
 * numbers arrived and once the charts and map are drawn.
 */
async function numbersArrive(canvas: Canvas): Promise<{ before: number; after: number }> {
  // Only the notifications hold articles: once there, their panel has replaced its skeleton.
  await canvas.findAllByRole('article', {}, { timeout: 10_000 });
  await expect(canvas.getByRole('region', { name: 'Empresas cadastradas' })).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.getByRole('region', { name: 'Risco Alto' })).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.getByRole('heading', { level: 2, name: 'Localizações dos CNPJs' })).toBeVisible();
  const notificationsTop = () => pageTop(canvas.getByRole('region', { name: 'Notificações' }));
  const risksTop = pageTop(canvas.getByRole('region', { name: 'Risco Alto' }));
  const before = notificationsTop();

  openKpis();
  await counterShows(canvas, 'Empresas cadastradas', '12');
  await chartsAndMapReady(canvas);
  // The counters held their size: what follows them has not moved.
  await expect(pageTop(canvas.getByRole('region', { name: 'Risco Alto' }))).toBe(risksTop);
  return { before, after: notificationsTop() };
}

const numbersGated = {
  beforeEach: closeKpis,
  parameters: {
    msw: {
      handlers: [
        http.get(`*${dashboardPaths.kpis}`, async () => {
          await numbersGate;
          return undefined;
        }),
        ...handlers,
      ],
    },
    screenshot: { disable: true },
  },
} satisfies Story;

/** Side by side, the placeholders are the size of the counters, charts and map: the notifications hold still. */
export const NumbersArrive: Story = {
  ...numbersGated,
  play: async ({ canvas }) => {
    const { before, after } = await numbersArrive(canvas);
    await expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
  },
};

/**
 * At 320 px the loading panel already fills the first screens, so the notifications start below
 * them and nothing a visitor sees moves (the donuts' legends wrap under them there and grow the
 * cards, further down).
 */
export const NumbersArriveMobile: Story = {
  ...numbersGated,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const { before } = await numbersArrive(canvas);
    await expect(before).toBeGreaterThan(2 * window.innerHeight);
  },
};

/** A new account: every number 0 (shares 0,0%), empty charts and map, no notifications. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${dashboardPaths.kpis}`, () => HttpResponse.json(zeroKpis)),
        http.get(`*${notificationPaths.list}`, () =>
          HttpResponse.json<NotificationListResponse>({ total: 0, items: [] }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await counterShows(canvas, 'Empresas cadastradas', '0');
    await expect(canvas.getByRole('region', { name: 'Risco Alto' })).toHaveTextContent('0,0% dos CNPJs');
    await chartsAndMapReady(canvas);
    await expect(canvas.getAllByText('Nenhum registro para exibir.')).toHaveLength(2);
    await expect(legendEntries(canvas.getByRole('list', { name: 'Legenda: Status das licenças' }))).toContain(
      'Não encontradas00,0%',
    );
    await expect(
      within(canvas.getByRole('region', { name: 'Mapa das localizações dos CNPJs' })).queryByRole('button'),
    ).toBeNull();
    await expect(canvas.getByText('Nenhuma notificação')).toBeVisible();
  },
};

/** The KPIs fail: their §8 title in place of the numbers, the notifications still on screen. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [http.get(`*${dashboardPaths.kpis}`, failWith(503, 'Banco de dados indisponível.')), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível carregar os dados.')).toBeVisible();
    await expect(shown.getByText('Banco de dados indisponível.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Não foi possível carregar os dados.' })).toBeVisible();
    await expect(canvas.getByText('Banco de dados indisponível.', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Empresas cadastradas' })).toBeNull();
    await expect(
      await within(canvas.getByRole('region', { name: 'Notificações' })).findAllByRole('article'),
    ).toHaveLength(6);
    await dismissToasts();
  },
};

/** The notifications fail: their §8 title in place of the panel, the numbers still on screen. */
export const NotificationsLoadError: Story = {
  parameters: {
    msw: {
      handlers: [http.get(`*${notificationPaths.list}`, failWith(500, 'Erro interno.')), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível carregar as notificações.')).toBeVisible();
    await expect(shown.getByText('Erro interno.')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Não foi possível carregar as notificações.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Notificações' })).toBeNull();
    await counterShows(canvas, 'Empresas cadastradas', '12');
    await chartsAndMapReady(canvas);
    await dismissToasts();
  },
};

// The KPIs fail once, then answer: set before each run of the story that uses it.
let kpiFailuresLeft = 0;

/** 'Tentar novamente' after a failed load: the numbers come back once the server answers. */
export const LoadErrorRetry: Story = {
  beforeEach: () => {
    kpiFailuresLeft = 1;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(`*${dashboardPaths.kpis}`, () => {
          if (kpiFailuresLeft === 0) return undefined;
          kpiFailuresLeft -= 1;
          return HttpResponse.json({ message: 'Banco de dados indisponível.' }, { status: 503 });
        }),
        ...handlers,
      ],
    },
    screenshot: { disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await counterShows(canvas, 'Empresas cadastradas', '12');
    await expect(canvas.queryByRole('heading', { name: 'Não foi possível carregar os dados.' })).toBeNull();
    await dismissToasts();
  },
};

/** CONFORMA staff inside the client: the 'Cliente: Padaria Pão Dourado' box, and the same dashboard. */
export const StaffInsideClient: Story = {
  args: { claims: mockStaffInClientClaims },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Cliente:\s*Padaria Pão Dourado/ })).toBeVisible();
    await counterShows(canvas, 'CNPJs adicionados', '18');
    await chartsAndMapReady(canvas);
  },
};

/** 320 px: everything in one column, the map and the notifications full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    await counterShows(canvas, 'Risco Médio', '33,3% dos CNPJs');
    await chartsAndMapReady(canvas);
    await expect(canvas.getByRole('region', { name: 'Notificações' })).toBeVisible();
  },
};
