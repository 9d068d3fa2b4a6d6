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
          "What a list shows with no rows. A truly empty list says 'Vazio' (`emptyText`). Under a search or filters (`activeFilters`: label and value of each one in force) it has its own state: `nothingFoundText` naming the list's items ('Nenhuma empresa encontrada'), the active search and filters, and 'Limpar filtros' (`onClearFilters`: clear them all there, so the rows come back).",
      },
    },
  },
  args: { onClearFilters: fn() },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const companyFilters = [
  { label: 'Busca', value: 'farmácia' },
  { label: 'Tags (todas)', value: 'Licenciamento SP, Matriz' },
];

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vazio')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Filtros ativos' })).toBeNull();
  },
};

export const NothingFound: Story = {
  args: { activeFilters: [{ label: 'Busca', value: 'acme' }] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nada encontrado');
    await expect(canvas.queryByText('Vazio')).toBeNull();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Busca: acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const FilteredByTags: Story = {
  args: { nothingFoundText: 'Nenhuma empresa encontrada', activeFilters: companyFilters },
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Nenhuma empresa encontrada')).toBeVisible();
    const filters = canvas.getAllByRole('listitem');
    await expect(filters.map((item) => item.textContent)).toEqual([
      'Busca: farmácia',
      'Tags (todas): Licenciamento SP, Matriz',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const LongFilters: Story = {
  args: {
    nothingFoundText: 'Nenhuma empresa encontrada',
    activeFilters: [
      {
        label: 'Busca',
        value: 'Companhia Brasileira de Distribuição e Comércio de Produtos Agropecuários do Vale do São Francisco',
      },
      { label: 'Tags (qualquer uma)', value: 'Licenciamento SP, Matriz, Região Metropolitana, Vigilância Sanitária' },
    ],
  },
  parameters: { screenshot: { widths: [320, 1440] } },
};

export const Mobile: Story = {
  args: { nothingFoundText: 'Nenhum usuário encontrado', activeFilters: [{ label: 'Busca', value: 'maria' }] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum usuário encontrado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  },
};

export const Wide: Story = {
  args: { nothingFoundText: 'Nenhum CNAE encontrado', activeFilters: [{ label: 'Busca', value: '4771-7/01' }] },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhum CNAE encontrado');
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Busca: 4771-7/01');
  },
};
