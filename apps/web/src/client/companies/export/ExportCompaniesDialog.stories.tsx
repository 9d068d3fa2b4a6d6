import { companyExportOf, companyFixtures, companyHandlers, companyImportHandlers } from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { pageParameters } from '#/stories/page-stories';
import { dismissToasts, toasts } from '#/stories/toasts';
import { withAppContext } from '#/stories/WithAppContext';
import type { GeneratedFile } from './company-workbook';
import { ExportCompaniesDialog } from './ExportCompaniesDialog';

const exportPath = '*/api/v1/client/company/export';
const dialog = () => within(document.body).findByRole('dialog', { name: 'Exportar empresas' });

/** The file the dialog handed to `download`, read back with SheetJS as a spreadsheet program would. */
async function downloadedSheet(download: unknown) {
  const calls = (download as ReturnType<typeof fn>).mock.calls;
  // The sheet is written after the click: on a busy machine that takes more than waitFor's default second.
  await waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000 });
  const file = calls[0]?.[0] as GeneratedFile;
  const XLSX = await import('xlsx');
  const workbook = XLSX.read(file.bytes, { type: 'array', cellFormula: true, cellNF: true });
  const name = workbook.SheetNames[0] ?? '';
  const sheet = workbook.Sheets[name];
  if (!sheet) throw new Error('no sheet in the workbook');
  const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, defval: '' });
  return { file, sheetNames: workbook.SheetNames, sheet, rows };
}

async function openExcelTab(userEvent: { click: (element: Element) => Promise<void> }) {
  const shown = await dialog();
  await userEvent.click(await within(shown).findByRole('tab', { name: 'Excel' }));
  return shown;
}

/** 'Exportar' of the companies list, on its own, against the msw export of the mock account's companies. */
const meta = {
  title: 'Pages/Client/Companies/Export',
  component: ExportCompaniesDialog,
  decorators: [withAppContext],
  parameters: pageParameters({
    handlers: [...companyImportHandlers, ...companyHandlers],
    screenshot: { viewport: true },
    description:
      "The export dialog of /client/companies (spec 2 §2): the account's companies with their licences. Tab 'PDF' is the print view (each company as 'Dados da Empresa e Licenças' prints it) with 'Imprimir', which also saves a PDF; tab 'Excel' writes a real .xlsx in the browser and downloads it. Every cell is a text cell with the Text format, and text that starts like a formula is written quoted ('=HYPERLINK(…)), never as a formula.",
  }),
  args: { open: true, onClose: fn(), download: fn() },
} satisfies Meta<typeof ExportCompaniesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// Clicking 'Imprimir' opens the browser's print dialog, which a test cannot close: the story checks the offer.
export const Playground: Story = {
  play: async () => {
    const shown = await dialog();
    await expect(await within(shown).findByRole('tab', { name: 'PDF', selected: true })).toBeVisible();
    // The print view is drawn in a transition after the tabs: 'Imprimir' comes with it.
    await expect(await within(shown).findByRole('button', { name: 'Imprimir' })).toBeEnabled();
    await expect(within(shown).getByText('Dados das Empresas e Licenças')).toBeVisible();
    await expect(
      within(shown).getByText('Padaria Pão Dourado: 11 empresas, dados de 22/11/2026 às 09:00.'),
    ).toBeVisible();
    const reports = within(shown).getAllByRole('article');
    await expect(reports.map((report) => report.getAttribute('aria-label'))).toEqual(
      companyExportOf(companyFixtures).items.map((company) => company.name),
    );
    const padaria = within(shown).getByRole('article', { name: 'Padaria Pão Dourado Ltda' });
    await expect(within(padaria).getAllByText('12.345.678/0001-95')[0]).toBeVisible();
    await expect(within(padaria).getByText('PADARIA PÃO DOURADO LTDA')).toBeVisible();
    await expect(
      within(padaria)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'LicençaCNPJStatusValidade',
      'Alvará de funcionamento12.345.678/0001-95MatrizEm conformidade30/06/2027',
      'Licença sanitária12.345.678/0001-95MatrizExpirando10/12/2026',
      'Auto de vistoria do Corpo de Bombeiros12.345.678/0001-95MatrizPendente—',
    ]);
    const escola = within(shown).getByRole('article', { name: 'Escola Pequeno Saber Ltda' });
    await expect(within(escola).getByText('Nenhuma licença cadastrada.')).toBeInTheDocument();
  },
};

export const Excel: Story = {
  play: async ({ userEvent, args }) => {
    const shown = await openExcelTab(userEvent);
    await expect(within(shown).getByText('Arquivo: empresas-padaria-pao-dourado-2026-11-22.xlsx')).toBeVisible();
    await expect(within(shown).queryByRole('button', { name: 'Imprimir' })).toBeNull();
    await userEvent.click(within(shown).getByRole('button', { name: 'Baixar planilha' }));

    const { file, sheetNames, rows } = await downloadedSheet(args.download);
    await expect([file.name, file.type]).toEqual([
      'empresas-padaria-pao-dourado-2026-11-22.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    await expect(sheetNames).toEqual(['Empresas e licenças']);
    await expect(rows[0]).toEqual([
      'Empresa',
      'CNPJ',
      'Razão social',
      'Nome fantasia',
      'Situação',
      'Município',
      'UF',
      'Licença',
      'Status',
      'Validade',
      'CNPJ da licença',
      'CNAE',
    ]);
    // One row per licence, one for each company without any: 14 under the header.
    await expect(rows).toHaveLength(15);
    await expect(rows[1]?.slice(0, 10)).toEqual([
      'Clínica Bem Viver Ltda',
      '34.567.890/0001-30',
      'CLÍNICA BEM VIVER LTDA',
      'Bem Viver',
      'SUSPENSA',
      'Curitiba',
      'PR',
      'Licença sanitária',
      'Não necessária',
      'Indeterminada',
    ]);
    await expect(rows.filter((row) => row[0] === 'Padaria Pão Dourado Ltda').map((row) => row[9])).toEqual([
      '30/06/2027',
      '10/12/2026',
      '—',
    ]);
  },
  // The download leaves the screen as it was.
  parameters: { screenshot: { viewport: true } },
};

/** Names that spreadsheet programs would run (OWASP's signs, tab and carriage return). */
const formulaNames = ['=HYPERLINK("http://x","y")', '+1', '-1+2', '@SUM(A1)', '\tX', '\rX'];

/** The sheet's own XML, unzipped: what any spreadsheet program reads, with no parser smoothing it over. */
async function sheetXml(bytes: Uint8Array): Promise<string> {
  const XLSX = await import('xlsx');
  const zip = XLSX.CFB as {
    read(data: Uint8Array, options: { type: 'array' }): unknown;
    find(container: unknown, path: string): { content?: ArrayLike<number> } | null;
  };
  const entry = zip.find(zip.read(bytes, { type: 'array' }), '/xl/worksheets/sheet1.xml');
  if (!entry?.content) throw new Error('no sheet XML in the workbook');
  return new TextDecoder().decode(Uint8Array.from(entry.content));
}

export const ExcelFormulaInjection: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(exportPath, () => {
          const data = companyExportOf(companyFixtures.slice(0, 1));
          const [company] = data.items;
          if (!company) throw new Error('no company in the fixtures');
          return HttpResponse.json({
            ...data,
            total: formulaNames.length,
            items: formulaNames.map((name, index) => ({
              ...company,
              id: company.id + index,
              name,
              registration_fantasy_name: '@SUM(1+1)',
              licenses: [],
            })),
          });
        }),
      ],
    },
    screenshot: { disable: true },
  },
  play: async ({ userEvent, args }) => {
    const shown = await openExcelTab(userEvent);
    await userEvent.click(within(shown).getByRole('button', { name: 'Baixar planilha' }));
    const { file, sheet, rows } = await downloadedSheet(args.download);
    // Column A holds the names: text cells with the Text format, holding the quoted name, with no formula.
    for (const [index, name] of formulaNames.entries()) {
      const cell = sheet[`A${index + 2}`];
      await expect(cell).toMatchObject({ t: 's', v: `'${name}`, z: '@' });
      await expect(cell?.f).toBeUndefined();
      await expect(rows[index + 1]?.[0]).toBe(`'${name}`);
    }
    await expect(sheet.D2).toMatchObject({ t: 's', v: "'@SUM(1+1)" });
    await expect(Object.values(sheet).filter((cell) => typeof cell === 'object' && 'f' in cell)).toEqual([]);
    // In the XML itself: no <f> element, and every cell a shared-string text (t="s", not a formula's t="str").
    const xml = await sheetXml(file.bytes);
    await expect(xml).not.toMatch(/<f\b/);
    const cellTypes = [...xml.matchAll(/<c\b[^>]*>/g)].map(([tag]) => /\bt="([^"]*)"/.exec(tag)?.[1] ?? null);
    await expect(cellTypes.length).toBeGreaterThan(formulaNames.length);
    await expect(cellTypes.filter((type) => type !== 's')).toEqual([]);
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(exportPath, () => HttpResponse.json(companyExportOf([])))] },
  },
  play: async () => {
    const shown = await dialog();
    await expect(await within(shown).findByText('Nenhuma empresa para exportar.')).toBeVisible();
    await expect(within(shown).queryByRole('tab')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(exportPath, () => HttpResponse.json({ message: 'Banco de dados indisponível.' }, { status: 503 })),
      ],
    },
  },
  play: async () => {
    const shown = await dialog();
    await expect(
      await within(shown).findByRole('heading', { name: 'Não foi possível carregar as empresas.' }),
    ).toBeVisible();
    await expect(within(shown).getByText('Banco de dados indisponível.')).toBeVisible();
    await expect(within(shown).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    const shownToasts = await toasts();
    await expect(await shownToasts.findByText('Não foi possível carregar as empresas.')).toBeVisible();
    await expect(shownToasts.getByText('Banco de dados indisponível.')).toBeVisible();
    await dismissToasts();
  },
};

export const RetryAfterLoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(exportPath, () => HttpResponse.json({ message: 'Tempo esgotado.' }, { status: 504 }), { once: true }),
        ...companyImportHandlers,
      ],
    },
    screenshot: { disable: true },
  },
  play: async ({ userEvent }) => {
    const shown = await dialog();
    await userEvent.click(await within(shown).findByRole('button', { name: 'Tentar novamente' }));
    await expect(await within(shown).findByRole('tab', { name: 'PDF', selected: true })).toBeVisible();
    await expect(within(shown).queryByText('Não foi possível carregar as empresas.')).toBeNull();
    await dismissToasts();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const shown = await dialog();
    await expect(await within(shown).findByRole('button', { name: 'Imprimir' })).toBeVisible();
    await expect(within(shown).getByRole('article', { name: 'Padaria Pão Dourado Ltda' })).toBeInTheDocument();
  },
};
