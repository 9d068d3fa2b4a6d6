import { companyLicensePaths } from '@product/api/contract';
import {
  companyHandlers,
  companyLicenseHandlers,
  fileHandlers,
  mockClientAdminClaims,
  mockClientUserClaims,
  mockStaffInClientClaims,
  resetCompanyMocks,
  tagHandlers,
} from '@product/api/mocks';
import { licenseStatuses } from '@product/domain';
import { tabsScrollTexts } from '@product/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { companyHeaderShows, companyTabList, companyTabStates, longCompany } from '#/stories/company-stories';
import { chartsAndMapReady, mapTileHandlers } from '#/stories/map-tiles';
import { type Canvas, pageParameters } from '#/stories/page-stories';
import { dismissToasts, toasts } from '#/stories/toasts';

// The landing leads to the panel: its map tiles and licence calls are answered too.
const handlers = [...mapTileHandlers, ...companyHandlers, ...companyLicenseHandlers, ...tagHandlers];

/** The company page's header, tabs and landing ('Perfil do CNPJ'), against the msw companies. */
const meta = {
  title: 'Pages/Client/Company/Header',
  component: AppPage,
  parameters: pageParameters({
    handlers,
    description:
      "/client/companies/{id} (spec 2 §2 'Company detail'): the trail (client name, Empresas), logo, name, 'Inativo', the risk badge and 'Novo'; the tabs Painel, Dados, CNPJs, Licenças, Documentos as links keeping `cnae_level`, disabled by the permission codes and route roles (spec 2 §6); 'Perfil do CNPJ' with 'Continuar' on the company's level and 'Ver demais dados' without licences. A failed load toasts and returns to the list after 2 s.",
  }),
  args: { path: '/client/companies/1', claims: mockClientAdminClaims },
  beforeEach: () => resetCompanyMocks(),
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const allTabs = [
  ['Painel', '/client/companies/1/panel'],
  ['Dados', '/client/companies/1/data'],
  ['CNPJs', '/client/companies/1/cnpjs'],
  ['Licenças', '/client/companies/1/licenses'],
  ['Documentos', '/client/companies/1/documents'],
];

/** A client ADMIN on the bakery (medium risk, 12 days old, with licences). */
export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    await companyHeaderShows(canvas, 'Padaria Pão Dourado Ltda');
    const trail = within(canvas.getByRole('navigation', { name: 'Navegação estrutural' }));
    await expect(trail.getByRole('link', { name: 'Padaria Pão Dourado' })).toHaveAttribute('href', '/client/dashboard');
    await expect(trail.getByRole('link', { name: 'Empresas' })).toHaveAttribute('href', '/client/companies');
    // Only the last crumb (the company, not a link) is the current page.
    await expect(trail.getByRole('link', { name: 'Empresas' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Risco Médio', { selector: 'header *' })).toBeVisible();
    await expect(canvas.getByText('Novo')).toBeVisible();
    await expect(canvas.queryByText('Inativo')).toBeNull();
    await expect(await companyTabStates(canvas)).toEqual(allTabs);
    await expect(within(await companyTabList(canvas)).queryByRole('tab', { selected: true })).toBeNull();

    const profile = within(canvas.getByRole('region', { name: 'Perfil do CNPJ' }));
    await expect(profile.getAllByRole('button', { name: 'Continuar' })).toHaveLength(3);
    await expect(profile.getByRole('button', { name: 'Continuar', description: 'Risco Médio' })).toBeEnabled();
    await expect(profile.getByRole('button', { name: 'Continuar', description: 'Risco Baixo' })).toBeDisabled();
    await expect(profile.getByRole('button', { name: 'Continuar', description: 'Risco Alto' })).toBeDisabled();
    // The bakery has licences: nothing more to point at.
    await expect(profile.queryByRole('button', { name: 'Ver demais dados' })).toBeNull();

    await userEvent.click(profile.getByRole('button', { name: 'Continuar', description: 'Risco Médio' }));
    await expect(await canvas.findByRole('tab', { name: 'Painel', selected: true })).toBeVisible();
    await chartsAndMapReady(canvas);
  },
};

/** The tabs keep the page's `cnae_level`. */
export const KeepsCnaeLevel: Story = {
  args: { path: '/client/companies/1?cnae_level=high_level' },
  play: async ({ canvas }) => {
    await companyHeaderShows(canvas, 'Padaria Pão Dourado Ltda');
    await expect(await companyTabStates(canvas)).toEqual(
      allTabs.map(([label, href]) => [label, `${href}?cnae_level=high_level`]),
    );
  },
};

/** A company without licences: 'Ver demais dados' beside 'Continuar' goes to the panel too. */
export const WithoutLicenses: Story = {
  args: { path: '/client/companies/5' },
  parameters: {
    msw: {
      handlers: [
        // The licence mocks serve the bakery only: this company has none.
        http.get(`*${companyLicensePaths.statuses(5)}`, () =>
          HttpResponse.json({ result: licenseStatuses.map((status) => ({ status, total: 0 })) }),
        ),
        http.get(`*${companyLicensePaths.list(5)}`, () =>
          HttpResponse.json({ result: [{ items: [], total: 0, pages_in_range: 0 }] }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await companyHeaderShows(canvas, 'Oficina Mecânica Dois Irmãos ME');
    const profile = within(canvas.getByRole('region', { name: 'Perfil do CNPJ' }));
    await userEvent.click(profile.getByRole('button', { name: 'Ver demais dados' }));
    await expect(await canvas.findByRole('tab', { name: 'Painel', selected: true })).toBeVisible();
    await chartsAndMapReady(canvas);
    await expect(await canvas.findByText('Nenhuma licença')).toBeVisible();
  },
};

/** A USER without any code: only Painel opens; the other tabs are no links and say why. */
export const UserWithoutCodes: Story = {
  args: { claims: mockClientUserClaims([]) },
  play: async ({ canvas }) => {
    await companyHeaderShows(canvas, 'Padaria Pão Dourado Ltda');
    await expect(await companyTabStates(canvas)).toEqual([
      ['Painel', '/client/companies/1/panel'],
      ['Dados', 'disabled'],
      ['CNPJs', 'disabled'],
      ['Licenças', 'disabled'],
      ['Documentos', 'disabled'],
    ]);
    await expect(canvas.getByRole('tab', { name: 'Dados' })).toHaveAttribute(
      'title',
      'Você não tem permissão para acessar esta aba.',
    );
  },
};

/** A USER with GET_COMPANY and GET_LICENSES: Dados and Licenças open, CNPJs and Documentos do not. */
export const UserWithSomeCodes: Story = {
  args: { claims: mockClientUserClaims(['GET_COMPANY', 'GET_LICENSES', 'UPDATE_COMPANY']) },
  play: async ({ canvas }) => {
    await companyHeaderShows(canvas, 'Padaria Pão Dourado Ltda');
    await expect(await companyTabStates(canvas)).toEqual([
      ['Painel', '/client/companies/1/panel'],
      ['Dados', '/client/companies/1/data'],
      ['CNPJs', 'disabled'],
      ['Licenças', '/client/companies/1/licenses'],
      ['Documentos', 'disabled'],
    ]);
  },
};

/** Staff inside the client: every tab, and the client's name in the trail. */
export const StaffInClient: Story = {
  args: { claims: mockStaffInClientClaims },
  play: async ({ canvas }) => {
    await companyHeaderShows(canvas, 'Padaria Pão Dourado Ltda');
    const trail = within(canvas.getByRole('navigation', { name: 'Navegação estrutural' }));
    await expect(trail.getByRole('link', { name: 'Padaria Pão Dourado' })).toBeVisible();
    await expect(await companyTabStates(canvas)).toEqual(allTabs);
  },
};

/** Below this width the header is compact (PageHeader's `compactOnPhones`, the tablet breakpoint). */
const phoneWidth = 768;
/** The company header's greatest height on a phone, trail to badges, whatever the name's length. */
const phoneHeaderHeight = 160;

/** The page header (trail, logo, name, badges) above the tabs. */
function pageHeader(canvas: Canvas): HTMLElement {
  const header = canvas.getByRole('heading', { level: 1 }).closest('header');
  if (!header) throw new Error('no page header');
  return header;
}

/** Whether `tab` is wholly inside the visible part of the tab row. */
function wholeInView(tab: HTMLElement): boolean {
  const row = tab.closest('[role="tablist"]');
  if (!row) return false;
  const shown = row.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  return box.left >= shown.left - 0.5 && box.right <= shown.right + 0.5;
}

/**
 * Long names at 320 and 390 px (issue 25 item 11): the name keeps to two lines, in full on hover;
 * the trail's last crumb (the same name) is cut to one line; the header stays short; nothing runs off
 * the screen. At 1440 px the name is whole.
 */
export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/v1/client/company/1', () => HttpResponse.json(longCompany)), ...companyHandlers],
    },
    screenshot: { widths: [320, 390, 1440] },
  },
  play: async ({ canvas, canvasElement }) => {
    await companyHeaderShows(canvas, longCompany.name);
    await expect(canvas.getByText('Inativo')).toBeVisible();
    await expect(canvas.getByText('Risco Alto', { selector: 'header *' })).toBeVisible();
    await expect(canvas.getByText('Novo')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);

    const title = canvas.getByRole('heading', { level: 1, name: longCompany.name });
    const trail = within(canvas.getByRole('navigation', { name: 'Navegação estrutural' }));
    const current = trail.getByText(longCompany.name);
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('title', longCompany.name);
    const lineHeight = Number.parseFloat(getComputedStyle(title).lineHeight);
    if (window.innerWidth < phoneWidth) {
      await expect(title).toHaveAttribute('title', longCompany.name);
      await expect(title.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
      // One line, ending in an ellipsis.
      await expect(current.scrollWidth).toBeGreaterThan(current.clientWidth);
      await expect(current.getBoundingClientRect().height).toBeLessThan(
        2 * Number.parseFloat(getComputedStyle(current).lineHeight),
      );
      await expect(pageHeader(canvas).getBoundingClientRect().height).toBeLessThanOrEqual(phoneHeaderHeight);
    } else {
      await expect(title.getBoundingClientRect().height).toBeGreaterThan(0);
      await expect(current.scrollWidth).toBeLessThanOrEqual(current.clientWidth);
    }
  },
};

/**
 * A phone at 320 and 390 px (issue 25 item 11): the five tabs do not fit, the row says it scrolls
 * (its right edge fades under 'Ver mais abas'), and every tab can be reached by the arrow, by the
 * keyboard and by a tap; the open tab is brought into view; the header stays short.
 */
export const PhoneTabs: Story = {
  args: { path: '/client/companies/1/documents' },
  parameters: {
    msw: { handlers: [...fileHandlers, ...handlers] },
    screenshot: { widths: [320, 390] },
  },
  play: async ({ canvas, userEvent }) => {
    await companyHeaderShows(canvas, 'Padaria Pão Dourado Ltda');
    await expect(pageHeader(canvas).getBoundingClientRect().height).toBeLessThanOrEqual(phoneHeaderHeight);
    const tabs = within(await companyTabList(canvas));
    const documents = tabs.getByRole('tab', { name: 'Documentos' });

    // Opened on its last tab: that tab is in view, the first ones are behind the left edge.
    await expect(documents).toHaveAttribute('aria-selected', 'true');
    await expect(wholeInView(documents)).toBe(true);
    await expect(wholeInView(tabs.getByRole('tab', { name: 'Painel' }))).toBe(false);
    await expect(canvas.getByRole('button', { name: tabsScrollTexts.start })).toBeVisible();

    // The arrow brings the first tabs back, and says the others are now to the right.
    await userEvent.click(canvas.getByRole('button', { name: tabsScrollTexts.start }));
    await waitFor(() => expect(wholeInView(tabs.getByRole('tab', { name: 'Painel' }))).toBe(true));
    await expect(wholeInView(documents)).toBe(false);
    await expect(await canvas.findByRole('button', { name: tabsScrollTexts.end })).toBeVisible();

    // The keyboard: End from the first tab lands on 'Documentos', in view.
    tabs.getByRole('tab', { name: 'Painel' }).focus();
    await userEvent.keyboard('{End}');
    await expect(documents).toHaveFocus();
    await waitFor(() => expect(wholeInView(documents)).toBe(true));

    // A tap on a tab opens it and keeps it in view.
    await userEvent.click(await canvas.findByRole('button', { name: tabsScrollTexts.start }));
    await waitFor(() => expect(wholeInView(tabs.getByRole('tab', { name: 'Painel' }))).toBe(true));
    await userEvent.click(tabs.getByRole('tab', { name: 'Dados' }));
    await expect(await canvas.findByRole('tab', { name: 'Dados', selected: true })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: tabsScrollTexts.end }));
    await waitFor(() => expect(wholeInView(documents)).toBe(true));
    await userEvent.click(documents);
    await expect(await canvas.findByRole('tab', { name: 'Documentos', selected: true })).toBeVisible();
    await expect(wholeInView(documents)).toBe(true);
  },
};

/** The company cannot be loaded: the §8 toast with the server's reason, then the list after 2 s. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/company/1', () =>
          HttpResponse.json({ message: 'Empresa não encontrada.' }, { status: 404 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const list = await toasts();
    await expect(await list.findByText('Não foi possível carregar as informações da empresa.')).toBeVisible();
    await expect(list.getByText('Empresa não encontrada.')).toBeVisible();
    // Not yet: the person reads the reason first.
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Empresas' })).toBeNull();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Empresas' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1));
    await dismissToasts();
  },
};

/** '/client/companies/abc' is no company: the not-found page, inside the client shell. */
export const InvalidId: Story = {
  args: { path: '/client/companies/abc' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(canvas.getByText('Renato Alves')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Página não encontrada · Conforma'));
  },
};

/** The document title names the company, then the open tab before it (issue 12). */
export const DocumentTitle: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await companyHeaderShows(canvas, 'Padaria Pão Dourado Ltda');
    await waitFor(() => expect(document.title).toBe('Padaria Pão Dourado Ltda · Conforma'));
    await userEvent.click(within(await companyTabList(canvas)).getByRole('tab', { name: 'Licenças' }));
    await expect(await canvas.findByRole('tab', { name: 'Licenças', selected: true })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Licenças · Padaria Pão Dourado Ltda · Conforma'));
    const trail = within(canvas.getByRole('navigation', { name: 'Navegação estrutural' }));
    await userEvent.click(trail.getByRole('link', { name: 'Empresas' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Empresas · Conforma'));
  },
};
