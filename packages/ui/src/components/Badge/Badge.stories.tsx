import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Badge } from './Badge';
import { badgeTones } from './variants';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A short status label next to a name: 'Novo' (success), 'Inativo' (danger), a role (see `RoleBadge`). Keep the text to one or two words; the tone carries the meaning together with the text, never alone.",
      },
    },
  },
  args: { children: 'Novo', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Novo')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Inline space="small">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
};

/** The longest labels the screens use: a badge never wraps, so it must still fit a phone. */
export const LongText: Story = {
  args: { children: 'Em análise na vigilância sanitária', tone: 'warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Em análise na vigilância sanitária')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Inline space="small">
      <Badge {...args} />
      <Badge tone="danger">Inativo</Badge>
      <Badge tone="warning">Licença sanitária vencida</Badge>
      <Badge tone="info">Alvará de funcionamento em renovação</Badge>
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Novo')).toBeVisible();
    await expect(canvas.getByText('Alvará de funcionamento em renovação')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  args: { children: 'Em conformidade', tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Em conformidade')).toBeVisible();
  },
};
