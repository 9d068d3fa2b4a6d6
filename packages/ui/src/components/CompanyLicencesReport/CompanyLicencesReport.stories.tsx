import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CompanyLicencesReport } from './CompanyLicencesReport';
import { sampleLicences } from './fixtures';

const meta = {
  title: 'Components/CompanyLicencesReport',
  component: CompanyLicencesReport,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The print view of the company panel's 'Exportar dados': 'Dados da Empresa e Licenças' with CNPJ, business and trade names and a table of licences with status and validity. Validity reads '-' while a licence is pending and 'Indeterminada' when it has no date otherwise (`licenceValidityText`). Wrap it in `PrintView` to offer 'Imprimir'.",
      },
    },
  },
  args: {
    registrationCode: '12345678000190',
    businessName: 'Farmácia Boa Saúde Comércio de Medicamentos Ltda.',
    tradeName: 'Drogaria Boa Saúde',
    licences: sampleLicences,
  },
} satisfies Meta<typeof CompanyLicencesReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dados da Empresa e Licenças' })).toBeVisible();
    await expect(canvas.getByText('12.345.678/0001-90')).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(7);
    await expect(rows[1]).toHaveTextContent('Alvará de Localização e FuncionamentoEm conformidade31/03/2027');
    await expect(rows[4]).toHaveTextContent('Licença Ambiental SimplificadaPendente-');
    await expect(rows[5]).toHaveTextContent('Certidão de Uso do SoloEm conformidadeIndeterminada');
  },
};

export const NoLicences: Story = {
  args: { licences: [], tradeName: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma licença cadastrada.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
