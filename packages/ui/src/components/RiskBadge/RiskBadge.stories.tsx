import { registrationLevels } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { riskBadgeLabels } from './labels';
import { RiskBadge } from './RiskBadge';

const meta = {
  title: 'Components/RiskBadge',
  component: RiskBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The company's CNPJ risk (spec 2 company header): 'Risco Alto', 'Risco Médio' or 'Risco Baixo' from the level on the wire (`high_level`, `medium_level`, `low_level`), with the fixed risk colour of the charts as a dot. The labels are exported as `riskBadgeLabels`.",
      },
    },
  },
  args: { level: 'high_level' },
  argTypes: { level: { control: 'select', options: registrationLevels } },
} satisfies Meta<typeof RiskBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Risco Alto')).toBeVisible();
  },
};

export const All: Story = {
  render: () => (
    <Inline space="small">
      {registrationLevels.map((value) => (
        <RiskBadge key={value} level={value} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const value of registrationLevels) await expect(canvas.getByText(riskBadgeLabels[value])).toBeVisible();
  },
};

export const Mobile: Story = {
  render: All.render,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    for (const value of registrationLevels) await expect(canvas.getByText(riskBadgeLabels[value])).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  render: All.render,
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    for (const value of registrationLevels) await expect(canvas.getByText(riskBadgeLabels[value])).toBeVisible();
  },
};
