import { licenseStatuses, licenseStatusLabels } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { LicenseStatusBadge } from './LicenseStatusBadge';

const meta = {
  title: 'Components/LicenseStatusBadge',
  component: LicenseStatusBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A licence's status (spec 2 licences table and chart legend): 'Em conformidade', 'Pendente', 'Vencida', 'Expirando', 'Renovando' or 'Não necessária', with the fixed chart colour as a dot. Its values and labels are `licenseStatuses` and `licenseStatusLabels` of `@product/domain`, for tables, filters and legends too.",
      },
    },
  },
  args: { status: 'in_conformity' },
  argTypes: { status: { control: 'select', options: licenseStatuses } },
} satisfies Meta<typeof LicenseStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Em conformidade')).toBeVisible();
  },
};

export const All: Story = {
  render: () => (
    <Inline space="small">
      {licenseStatuses.map((value) => (
        <LicenseStatusBadge key={value} status={value} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const value of licenseStatuses) await expect(canvas.getByText(licenseStatusLabels[value])).toBeVisible();
  },
};

export const Mobile: Story = {
  render: All.render,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    for (const value of licenseStatuses) await expect(canvas.getByText(licenseStatusLabels[value])).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  render: All.render,
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    for (const value of licenseStatuses) await expect(canvas.getByText(licenseStatusLabels[value])).toBeVisible();
  },
};
