import { companyLicensePaths, companyPaths } from '@product/api/contract';
import {
  companyHandlers,
  companyLicenseHandlers,
  mockClientAdminClaims,
  mockClientUserClaims,
  mockStaffInClientClaims,
  resetCompanyLicenseMocks,
  resetCompanyMocks,
} from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { companyHeaderShows } from '#/stories/company-stories';
import { chartsAndMapReady, mapTileHandlers } from '#/stories/map-tiles';
import { type Canvas, pageParameters } from '#/stories/page-stories';
import { dismissToasts, toasts } from '#/stories/toasts';

const handlers = [...mapTileHandlers, ...companyHandlers, ...companyLicenseHandlers];
const failWith = (message: string) => () => HttpResponse.json({ message }, { status: 500 });

/** Tab Painel of a company, against the msw companies and licences. */
const meta = {
  title: 'Pages/Client/Company/Panel',
  component: AppPage,
  parameters: pageParameters({
    handlers,
    description:
      "/client/companies/{id}/panel (spec 2 'Company panel'): the CNPJs on a map (addresses call), the licences by status (statuses call) and their list (page 0, limit 99), 'Exportar dados' with the print view 'Dados da Empresa e Licenças'. The list and the print view say which CNPJ each licence is for (matriz or filial) and read the validity by the domain's one rule: '—' while pending, 'Indeterminada' for any other licence without a date. The map, the chart and the print view load in their own chunks; each call fails with its own §8 title. Without GET_LICENSES the licence calls are not made.",
  }),
  args: { path: '/client/companies/1/panel', claims: mockClientAdminClaims },
  beforeEach: () => {
    resetCompanyMocks();
    resetCompanyLicenseMocks();
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const legendEntries = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Legenda: Status das licenças' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A client ADMIN on the bakery's panel; the layout at 320 px too. */
export const Playground: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas }) => {
    await companyHeaderShows(canvas, 'Padaria Pão Dourado Ltda');
    await expect(canvas.getByRole('tab', { name: 'Painel', selected: true })).toBeVisible();
    await chartsAndMapReady(canvas);
    const map = within(canvas.getByRole('region', { name: 'Mapa das localizações dos CNPJs' }));
    await expect(map.getAllByRole('button').length).toBeGreaterThan(0);
    await expect(legendEntries(canvas).some((entry) => entry?.startsWith('Em conformidade'))).toBe(true);
    await expect(legendEntries(canvas).some((entry) => entry?.startsWith('Não encontradas'))).toBe(false);
    const table = within(await canvas.findByRole('table', { name: 'Licenças de Padaria Pão Dourado Ltda' }));
    await expect(table.getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('button', { name: 'Exportar dados' })).toBeVisible();
  },
};

/**
 * The panel's list says which CNPJ each licence is for, and reads an absent validity as the
 * Licenças tab does: '—' while pending, 'Indeterminada' for any other licence without a date.
 */
export const LicenseCnpjAndValidity: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await companyHeaderShows(canvas, 'Padaria Pão Dourado Ltda');
    await chartsAndMapReady(canvas);
    const table = within(await canvas.findByRole('table', { name: 'Licenças de Padaria Pão Dourado Ltda' }));
    await expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Status',
      'Licença',
      'CNPJ',
      'CNAE referência',
      'Validade',
    ]);
    const cells = table
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    await expect(new Set(cells.map((row) => row[2]))).toEqual(
      new Set(['12.345.678/0001-95Matriz', '12.345.678/0002-76Filial']),
    );
    const validityOf = (status: string) => cells.filter((row) => row[0] === status).map((row) => row[4]);
    await expect(validityOf('Pendente').length).toBeGreaterThan(0);
    await expect(validityOf('Pendente').every((text) => text === '—')).toBe(true);
    await expect(validityOf('Não necessária').length).toBeGreaterThan(0);
    await expect(validityOf('Não necessária').every((text) => text === 'Indeterminada')).toBe(true);
    await expect(validityOf('Em conformidade')).toContain('Indeterminada');
  },
};

/** 'Exportar dados': the print view with the company's registry data and licences' validity. */
export const ExportData: Story = {
  play: async ({ canvas, userEvent }) => {
    await companyHeaderShows(canvas, 'Padaria Pão Dourado Ltda');
    await chartsAndMapReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar dados' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Exportar dados' }));
    const report = within(
      await dialog.findByRole('article', { name: 'Dados da Empresa e Licenças' }, { timeout: 10_000 }),
    );
    // The company's CNPJ in the facts, then again on each licence row of the matriz.
    const [companyCnpj] = report.getAllByText('12.345.678/0001-95');
    await expect(companyCnpj?.tagName).toBe('DD');
    await expect(companyCnpj).toBeVisible();
    await expect(report.getByText('PADARIA PÃO DOURADO LTDA')).toBeVisible();
    await expect(report.getByText('Pão Dourado')).toBeVisible();
    const rows = within(report.getByRole('table')).getAllByRole('row');
    const text = rows.map((row) => row.textContent ?? '');
    await expect(text.some((row) => row.includes('Alvará de funcionamento') && row.includes('30/06/2027'))).toBe(true);
    await expect(
      text.some((row) => row.includes('Auto de vistoria do Corpo de Bombeiros') && row.endsWith('Pendente—')),
    ).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  },
};

/** A USER with GET_COMPANY only: the map, and no licence calls. */
export const UserWithoutLicenses: Story = {
  args: { claims: mockClientUserClaims(['GET_COMPANY']) },
  parameters: {
    msw: {
      handlers: [
        // Any licence call would fail the story: the page must not ask.
        http.get(`*${companyLicensePaths.statuses(':id')}`, failWith('Não devia ser chamado.')),
        http.get(`*${companyLicensePaths.list(':id')}`, failWith('Não devia ser chamado.')),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await companyHeaderShows(canvas, 'Padaria Pão Dourado Ltda');
    await chartsAndMapReady(canvas, { licenses: false });
    await expect(canvas.getByText('Você não tem permissão para ver as licenças desta empresa.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Legenda: Status das licenças' })).toBeNull();
    await expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  },
};

/** Staff inside the client see the whole panel. */
export const StaffInClient: Story = {
  args: { claims: mockStaffInClientClaims },
  play: async ({ canvas }) => {
    await companyHeaderShows(canvas, 'Padaria Pão Dourado Ltda');
    await chartsAndMapReady(canvas);
    await expect(await canvas.findByRole('table', { name: 'Licenças de Padaria Pão Dourado Ltda' })).toBeVisible();
  },
};

/** Each call fails on its own, each with its §8 title and the server's reason. */
export const LoadErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${companyPaths.addresses(':id')}`, failWith('Endereços indisponíveis.')),
        http.get(`*${companyLicensePaths.statuses(':id')}`, failWith('Status indisponíveis.')),
        http.get(`*${companyLicensePaths.list(':id')}`, failWith('Licenças indisponíveis.')),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const list = await toasts();
    for (const [title, reason] of [
      ['Não foi possível carregar os endereços.', 'Endereços indisponíveis.'],
      ['Não foi possível carregar os status das licenças.', 'Status indisponíveis.'],
      ['Não foi possível carregar as licenças.', 'Licenças indisponíveis.'],
    ] as const) {
      // Sonner stacks the three toasts: the older ones are collapsed behind the newest.
      await expect(await list.findByText(title)).toBeInTheDocument();
      await expect(list.getByText(reason)).toBeInTheDocument();
      await expect(await canvas.findByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await dismissToasts();
  },
};
