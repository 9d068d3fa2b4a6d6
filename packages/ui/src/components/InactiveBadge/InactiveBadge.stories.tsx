import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InactiveBadge } from './InactiveBadge';

const meta = {
  title: 'Components/InactiveBadge',
  component: InactiveBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "'Inativo' beside anything that is not enabled (accounts, companies, CNPJs, users). Render it only when the record is disabled.",
      },
    },
  },
} satisfies Meta<typeof InactiveBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inativo')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Inativo')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inativo')).toBeVisible();
  },
};
