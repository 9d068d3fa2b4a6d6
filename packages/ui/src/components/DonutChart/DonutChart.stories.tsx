import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { licenseStatusChartData, riskChartData, situationChartData } from './chartData';
import { DonutChart } from './DonutChart';

const meta = {
  title: 'Components/DonutChart',
  component: DonutChart,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A ring chart for the dashboards: total in the centre, a legend with each count and its share with one decimal ('33,3%'). Build the data with `riskChartData` (Baixo, Médio, Alto), `situationChartData` (Ativas, Suspensas, Baixadas) or `licenseStatusChartData` (computes 'Pendentes' as the total minus the other five when the API omits it, and always shows 'Não encontradas' at 0); their colours are the fixed chart tokens. When every value is 0 the chart shows an empty ring and a note.",
      },
    },
  },
  args: { title: 'CNPJs por risco', data: riskChartData({ low: 3, medium: 4, high: 2 }) },
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'CNPJs por risco: total 9. Baixo: 3 (33,3%); Médio: 4 (44,4%); Alto: 2 (22,2%).',
    );
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Baixo333,3%');
    await expect(canvas.getByText('9')).toBeVisible();
  },
};

export const CompanySituation: Story = {
  args: { title: 'Situação das empresas', data: situationChartData({ active: 128, suspended: 7, closed: 12 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suspensas').closest('li')).toHaveTextContent('Suspensas74,8%');
  },
};

export const LicenseStatus: Story = {
  args: {
    title: 'Status das licenças',
    // No `pending` from the API: 'Pendentes' = 60 − (20 + 5 + 8 + 4 + 3) = 20.
    data: licenseStatusChartData({
      total: 60,
      in_conformity: 20,
      license_expired: 5,
      near_expiration: 8,
      renewing: 4,
      not_necessary: 3,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pendentes').closest('li')).toHaveTextContent('Pendentes2033,3%');
    await expect(canvas.getByText('Não encontradas').closest('li')).toHaveTextContent('Não encontradas00,0%');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
  },
};

export const Empty: Story = {
  args: { data: riskChartData({ low: 0, medium: 0, high: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhum registro para exibir.');
    await expect(canvas.getByRole('img')).toHaveAccessibleName('CNPJs por risco: nenhum registro.');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const SingleSlice: Story = {
  args: { data: riskChartData({ low: 0, medium: 0, high: 5 }) },
};

export const LongText: Story = {
  args: {
    title: 'Distribuição das licenças e certidões de todas as empresas cadastradas na conta do cliente',
    data: licenseStatusChartData({
      in_conformity: 1234,
      pending: 56,
      license_expired: 7,
      near_expiration: 89,
      renewing: 10,
      not_necessary: 3,
    }),
  },
};

export const Mobile: Story = {
  args: LicenseStatus.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  args: CompanySituation.args,
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'Situação das empresas: total 147. Ativas: 128 (87,1%); Suspensas: 7 (4,8%); Baixadas: 12 (8,2%).',
    );
    await expect(canvas.getByText('147')).toBeVisible();
  },
};
