import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CnpjCard } from './CnpjCard';
import { sampleCnpjCard } from './fixtures';

const meta = {
  title: 'Components/CnpjCard',
  component: CnpjCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The 'Cartão CNPJ' pseudo-file of a CNPJ folder: the registration and situation certificate laid out like the Receita Federal's, with number and MATRIZ/FILIAL, opening date, names, legal nature, primary and secondary activities, address, contact and situation (INAPTA is shown as SUSPENSA). Empty boxes read '********' as on the original. Wrap it in `PrintView` to offer 'Imprimir'; pass `now` for a fixed issue time.",
      },
    },
  },
  args: sampleCnpjCard,
} satisfies Meta<typeof CnpjCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Comprovante de inscrição e de situação cadastral' }),
    ).toBeVisible();
    await expect(canvas.getByText('Número de inscrição').nextElementSibling).toHaveTextContent(
      '12.345.678/0001-90MATRIZ',
    );
    await expect(canvas.getByText('Data de abertura').nextElementSibling).toHaveTextContent('02/03/2015');
    await expect(canvas.getByText('Emitido em 22/11/2026 às 09:15.')).toBeVisible();
  },
};

export const SuspendedBranch: Story = {
  args: {
    type: 'FILIAL',
    registrationCode: '12.345.678/0002-70',
    situation: 'INAPTA',
    situationDate: '2024-08-19',
    tradeName: null,
    secondaryActivities: [],
    email: null,
    address: { street: 'Rua da Bahia', number: 'S/N', city: 'Belo Horizonte', state: 'MG' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Situação cadastral').nextElementSibling).toHaveTextContent('SUSPENSA');
    await expect(canvas.getByText('Título do estabelecimento (nome de fantasia)').nextElementSibling).toHaveTextContent(
      '********',
    );
    await expect(canvas.getByText('Não informada')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LongText: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  args: {
    businessName:
      'Cooperativa Agroindustrial dos Produtores Rurais do Vale do Rio Pardo e Região Mogiana do Estado de São Paulo',
    tradeName: 'Coopervale Alimentos, Laticínios e Derivados do Interior Paulista',
    legalNature: '214-3 - Cooperativa',
    primaryActivity: {
      code: '10.52-0-00',
      text: 'Fabricação de laticínios, exceto leite esterilizado, creme de leite e leite em pó, sorvetes e gelados comestíveis',
    },
    secondaryActivities: [
      {
        code: '46.23-1-09',
        text: 'Comércio atacadista de alimentos para animais, rações e suplementos minerais para bovinos',
      },
      { code: '47.71-7-01', text: 'Comércio varejista de produtos farmacêuticos, sem manipulação de fórmulas' },
      {
        code: '49.30-2-02',
        text: 'Transporte rodoviário de carga, exceto produtos perigosos e mudanças, intermunicipal, interestadual e internacional',
      },
    ],
    address: {
      street: 'Rodovia Deputado Mário Beni, Estrada Municipal Vicinal Antônio Carlos Pereira de Almeida',
      number: 'Km 17,5',
      complement: 'Galpão 3, Armazém Frigorífico',
      postalCode: '13.720-000',
      neighborhood: 'Distrito Industrial Nossa Senhora Aparecida',
      city: 'São José do Rio Pardo',
      state: 'SP',
    },
    email: 'departamento.regulatorio@coopervale-alimentos.com.br',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Nome empresarial').nextElementSibling).toHaveTextContent(
      'Cooperativa Agroindustrial dos Produtores Rurais do Vale do Rio Pardo e Região Mogiana do Estado de São Paulo',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('departamento.regulatorio@coopervale-alimentos.com.br')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Comprovante de inscrição e de situação cadastral' }),
    ).toBeVisible();
    await expect(canvas.getByText('Situação cadastral').nextElementSibling).toHaveTextContent('ATIVA');
  },
};
