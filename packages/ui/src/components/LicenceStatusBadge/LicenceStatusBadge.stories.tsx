import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { LicenceStatusBadge } from './LicenceStatusBadge';
import { licenceStatuses, licenceStatusLabels } from './labels';

const meta = {
  title: 'Components/LicenceStatusBadge',
  component: LicenceStatusBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A licence's status (spec 2 licences table and chart legend): 'Em conformidade', 'Pendente', 'Vencida', 'Expirando', 'Renovando' or 'Não necessária', with the fixed chart colour as a dot. `licenceStatuses` and `licenceStatusLabels` are exported for tables, filters and legends.",
      },
    },
  },
  args: { status: 'in_conformity' },
  argTypes: { status: { control: 'select', options: licenceStatuses } },
} satisfies Meta<typeof LicenceStatusBadge>;

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
      {licenceStatuses.map((value) => (
        <LicenceStatusBadge key={value} status={value} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const value of licenceStatuses) await expect(canvas.getByText(licenceStatusLabels[value])).toBeVisible();
  },
};

export const Mobile: Story = {
  render: All.render,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    for (const value of licenceStatuses) await expect(canvas.getByText(licenceStatusLabels[value])).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  render: All.render,
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    for (const value of licenceStatuses) await expect(canvas.getByText(licenceStatusLabels[value])).toBeVisible();
  },
};
