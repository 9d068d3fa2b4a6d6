import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { ProgressBar } from './ProgressBar';
import { progressBarTones } from './variants';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A labelled bar for a share of a total, such as the dashboard's CNPJs by risk (count and percentage with one decimal). `tone` `low`, `medium` and `high` use the fixed risk colours; `valueText` replaces the default percentage ('12 (33,3%)').",
      },
    },
  },
  args: { label: 'CNPJs de risco alto', value: 12, max: 36, tone: 'high' },
  argTypes: { tone: { control: 'inline-radio', options: progressBarTones } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'CNPJs de risco alto' });
    await expect(bar).toHaveAttribute('aria-valuetext', '33,3%');
    await expect(canvas.getByText('33,3%')).toBeVisible();
  },
};

export const RiskShares: Story = {
  render: () => (
    <Stack space="medium">
      <ProgressBar label="Risco baixo" value={20} max={36} tone="low" valueText="20 (55,6%)" />
      <ProgressBar label="Risco médio" value={4} max={36} tone="medium" valueText="4 (11,1%)" />
      <ProgressBar label="Risco alto" value={12} max={36} tone="high" valueText="12 (33,3%)" />
    </Stack>
  ),
};

export const Empty: Story = {
  args: { value: 0, max: 0, tone: 'primary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0,0%')).toBeVisible();
  },
};
