import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ImportResult } from './ImportResult';

const meta = {
  title: 'Components/ImportResult',
  component: ImportResult,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The screen after 'Importar': how many CNPJs the spreadsheet sent, how many became companies and how many failed, then each CNPJ with 'Sucesso' or 'Erro' and the server's message. The app keeps the last result in local storage and passes it here.",
      },
    },
  },
  args: {
    sent: 4,
    success: 2,
    error: 2,
    items: [
      { cnpj: '12345678000190', code: 'success', message: 'Empresa criada.' },
      { cnpj: '98765432000110', code: 'success', message: 'Empresa criada.' },
      { cnpj: '11111111000111', code: 'error', message: 'CNPJ inválido.' },
      { cnpj: '12345678000190', code: 'error', message: 'Este CNPJ já está cadastrado nesta conta.' },
    ],
  },
} satisfies Meta<typeof ImportResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('CNPJs enviados').nextElementSibling).toHaveTextContent('4');
    const items = within(canvas.getByRole('list', { name: 'CNPJs da planilha' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[2]).toHaveTextContent('11.111.111/0001-11ErroCNPJ inválido.');
  },
};

export const AllSucceeded: Story = {
  args: {
    sent: 1,
    success: 1,
    error: 0,
    items: [{ cnpj: '12345678000190', code: 'success', message: 'Empresa criada.' }],
  },
};

export const Empty: Story = {
  args: { sent: 0, success: 0, error: 0, items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum CNPJ foi lido da planilha.')).toBeVisible();
  },
};

export const LongMessage: Story = {
  args: {
    sent: 1,
    success: 0,
    error: 1,
    items: [
      {
        cnpj: '12345678000190',
        code: 'error',
        message:
          'Não foi possível consultar a Receita Federal para este CNPJ no momento. Tente importar novamente mais tarde ou adicione a empresa manualmente pelo botão Adicionar.',
      },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Resultado da importação' })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'CNPJs da planilha' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[3]).toHaveTextContent('Este CNPJ já está cadastrado nesta conta.');
  },
};
