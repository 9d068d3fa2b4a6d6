import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KpiCounter } from './KpiCounter';

const BuildingIcon = () => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    aria-hidden="true"
  >
    <path d="M4 21V5l8-3v19M12 8h8v13M8 9h1M8 13h1M8 17h1M16 12h1M16 16h1M2 21h20" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'Components/KpiCounter',
  component: KpiCounter,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A dashboard counter (spec 2 Início: 'Empresas cadastradas', 'Documentos enviados', 'CNPJs adicionados'): a label, the value formatted for pt-BR, an optional icon and description. `loading` shows skeletons the height of the value and description lines and marks the card busy.",
      },
    },
  },
  args: { label: 'Empresas cadastradas', value: 1280, icon: <BuildingIcon />, loading: false },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof KpiCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Empresas cadastradas' });
    await expect(card).toHaveTextContent('1.280');
  },
};

export const WithDescription: Story = {
  args: { label: 'Documentos enviados', value: 342, description: 'Arquivos de todas as empresas' },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Empresas cadastradas' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('1.280')).toBeNull();
  },
};

/** Loading and loaded, with a description: the same height, so nothing below moves when the numbers arrive. */
export const LoadingKeepsSize: Story = {
  args: { description: '33,3% dos CNPJs' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <KpiCounter {...args} label="Risco Baixo" loading />
      <KpiCounter {...args} label="Risco Médio" />
    </div>
  ),
  play: async ({ canvas }) => {
    const loading = canvas.getByRole('region', { name: 'Risco Baixo' });
    const loaded = canvas.getByRole('region', { name: 'Risco Médio' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loaded).toHaveTextContent('33,3% dos CNPJs');
    const height = (element: HTMLElement) => element.getBoundingClientRect().height;
    await expect(Math.abs(height(loading) - height(loaded))).toBeLessThanOrEqual(1);
  },
};

export const LongText: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { label: 'CNPJs adicionados por todas as empresas do grupo econômico', value: 1234567 },
};

/** A new account: the counter shows 0, not an empty card. */
export const Empty: Story = {
  args: { label: 'CNPJs adicionados', value: 0, description: 'Nenhum CNPJ adicionado ainda' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'CNPJs adicionados' });
    await expect(card).toHaveTextContent('0');
    await expect(canvas.getByText('Nenhum CNPJ adicionado ainda')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { label: 'Documentos enviados', value: 12_840, description: 'Arquivos de todas as empresas' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Documentos enviados' })).toHaveTextContent('12.840');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  args: { description: 'Matrizes e filiais de todas as contas' },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Empresas cadastradas' })).toHaveTextContent('1.280');
    await expect(canvas.getByText('Matrizes e filiais de todas as contas')).toBeVisible();
  },
};
