import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "What a list shows with no rows: 'Vazio' for an empty list; with `searchTerm`, 'Nada encontrado para {termo}' and a 'Voltar à lista' button that calls `onBack` (clear the search there).",
      },
    },
  },
  args: { onBack: fn() },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vazio')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NothingFound: Story = {
  args: { searchTerm: 'acme' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nada encontrado para acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar à lista' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const LongSearchTerm: Story = {
  args: {
    searchTerm: 'Companhia Brasileira de Distribuição e Comércio de Produtos Agropecuários do Vale do São Francisco',
  },
};

export const Mobile: Story = {
  args: { searchTerm: 'farmácia' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  args: { searchTerm: '4771-7/01' },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nada encontrado para 4771-7/01');
    await expect(canvas.getByRole('button', { name: 'Voltar à lista' })).toBeVisible();
  },
};
