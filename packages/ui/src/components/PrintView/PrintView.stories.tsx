import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { CnpjCard } from '../CnpjCard/CnpjCard';
import { sampleCnpjCard } from '../CnpjCard/fixtures';
import { CompanyLicensesReport } from '../CompanyLicensesReport/CompanyLicensesReport';
import { sampleLicenses } from '../CompanyLicensesReport/fixtures';
import { PrintView } from './PrintView';

const meta = {
  title: 'Components/PrintView',
  component: PrintView,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A printable sheet with an 'Imprimir' button (react-to-print's `useReactToPrint`): only the sheet goes to paper, and the browser's print dialog also saves it as PDF. Use it for the 'Cartão CNPJ' and the 'Exportar dados' report; `actions` adds buttons beside 'Imprimir' (e.g. a Download link).",
      },
    },
  },
  args: {
    documentTitle: 'Dados da Empresa e Licenças',
    children: (
      <CompanyLicensesReport
        registrationCode="12345678000190"
        businessName="Farmácia Boa Saúde Comércio de Medicamentos Ltda."
        tradeName="Drogaria Boa Saúde"
        licenses={sampleLicenses}
      />
    ),
  },
} satisfies Meta<typeof PrintView>;

export default meta;
type Story = StoryObj<typeof meta>;

// Clicking 'Imprimir' opens the browser's print dialog, which a test cannot close: the stories check the offer only.
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: 'Dados da Empresa e Licenças' })).toBeVisible();
  },
};

export const CnpjCardSheet: Story = {
  args: {
    documentTitle: 'Cartão CNPJ 12.345.678/0001-90',
    children: <CnpjCard {...sampleCnpjCard} />,
    actions: (
      <Button variant="secondary" render={<a href="#cartao-cnpj" download="cartao-cnpj.pdf" />}>
        Download
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Cartão CNPJ' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: 'Dados da Empresa e Licenças' })).toBeVisible();
  },
};
