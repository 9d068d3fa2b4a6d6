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

export const LongText: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  args: {
    label:
      'Licenças sanitárias e alvarás de funcionamento vencidos nas filiais da Região Metropolitana de Belo Horizonte',
    value: 1284,
    max: 3911,
    tone: 'medium',
    valueText: '1.284 (32,8%)',
  },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('progressbar', { name: /Licenças sanitárias e alvarás de funcionamento/ });
    await expect(bar).toHaveAttribute('aria-valuetext', '1.284 (32,8%)');
    await expect(canvas.getByText('1.284 (32,8%)')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = {
  args: {
    label: 'CNPJs de risco médio com licenças a vencer',
    value: 4,
    max: 36,
    tone: 'medium',
    valueText: '4 (11,1%)',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'CNPJs de risco médio com licenças a vencer' })).toBeVisible();
    await expect(canvas.getByText('4 (11,1%)')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'CNPJs de risco alto' })).toHaveAttribute(
      'aria-valuetext',
      '33,3%',
    );
  },
};
