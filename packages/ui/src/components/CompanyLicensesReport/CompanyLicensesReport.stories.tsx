import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompanyLicensesReport } from './CompanyLicensesReport';
import { sampleLicenses } from './fixtures';

const meta = {
  title: 'Components/CompanyLicensesReport',
  component: CompanyLicensesReport,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The print view of the company panel's 'Exportar dados': 'Dados da Empresa e Licenças' with CNPJ, business and trade names and a table of licences with the CNPJ each is for (matriz or filial), status and validity. Validity follows the domain's one rule (`licenseValidityText`): '—' while pending, 'Indeterminada' for any other licence without a date. Wrap it in `PrintView` to offer 'Imprimir'.",
      },
    },
  },
  args: {
    registrationCode: '12345678000190',
    businessName: 'Farmácia Boa Saúde Comércio de Medicamentos Ltda.',
    tradeName: 'Drogaria Boa Saúde',
    licenses: sampleLicenses,
  },
} satisfies Meta<typeof CompanyLicensesReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Dados da Empresa e Licenças' })).toBeVisible();
    // The company's CNPJ in the facts first, then the matriz's on its licence rows.
    const [companyCnpj] = canvas.getAllByText('12.345.678/0001-90');
    await expect(companyCnpj?.tagName).toBe('DD');
    await expect(companyCnpj).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(7);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Licença',
      'CNPJ',
      'Status',
      'Validade',
    ]);
    const cells = (row: HTMLElement | undefined) =>
      within(row ?? canvasElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await expect(cells(rows[1])).toEqual([
      'Alvará de Localização e Funcionamento',
      '12.345.678/0001-90Matriz',
      'Em conformidade',
      '31/03/2027',
    ]);
    await expect(cells(rows[3])).toEqual([
      'Auto de Vistoria do Corpo de Bombeiros (AVCB)',
      '12.345.678/0002-70Filial',
      'Vencida',
      '01/05/2026',
    ]);
    // One rule for an absent validity: a dash while pending, 'Indeterminada' otherwise.
    await expect(cells(rows[4])).toEqual([
      'Licença Ambiental Simplificada',
      '12.345.678/0001-90Matriz',
      'Pendente',
      '—',
    ]);
    await expect(cells(rows[5])).toEqual([
      'Certidão de Uso do Solo',
      '12.345.678/0002-70Filial',
      'Em conformidade',
      'Indeterminada',
    ]);
    await expect(cells(rows[6])).toEqual([
      'Cadastro de Publicidade',
      '12.345.678/0002-70Filial',
      'Não necessária',
      'Indeterminada',
    ]);
  },
};

export const NoLicenses: Story = {
  args: { licenses: [], tradeName: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma licença cadastrada.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LongText: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  args: {
    registrationCode: '12345678000195',
    businessName:
      'Cooperativa Agroindustrial dos Produtores Rurais do Vale do Rio Pardo e Região Mogiana do Estado de São Paulo',
    tradeName: 'Coopervale Alimentos, Laticínios e Derivados do Interior Paulista',
    licenses: [
      {
        id: 1,
        name: 'Licença de Operação da Companhia Ambiental do Estado de São Paulo (CETESB) para Fabricação de Laticínios',
        status: 'renewing',
        validUntil: '2026-12-31',
        registrationCode: '12345678000195',
        establishmentType: 'MATRIZ',
      },
      {
        id: 2,
        name: 'Licença Sanitária da Vigilância Sanitária Municipal para Comércio Varejista de Produtos Farmacêuticos',
        status: 'near_expiration',
        validUntil: '2026-12-10',
        registrationCode: '12345678000276',
        establishmentType: 'FILIAL',
      },
      {
        id: 3,
        name: 'Alvará de Funcionamento',
        status: 'pending',
        validUntil: null,
        registrationCode: '12345678000276',
        establishmentType: 'FILIAL',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(
        'Cooperativa Agroindustrial dos Produtores Rurais do Vale do Rio Pardo e Região Mogiana do Estado de São Paulo',
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('31/12/2026');
    // A table wider than a phone scrolls inside its own focusable box, never the page.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dados da Empresa e Licenças' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
  },
};
