import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NewBadge } from './NewBadge';

const now = new Date('2026-11-22T12:00:00Z');

const meta = {
  title: 'Components/NewBadge',
  component: NewBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "'Novo' beside a record created within the last 30 days (the domain's `isNew`, spec 1 §9); it renders nothing for older records, so place it unconditionally. Pass `now` in stories and tests so the result never depends on the calendar.",
      },
    },
  },
  args: { createdAt: new Date('2026-11-10T09:00:00Z'), now },
} satisfies Meta<typeof NewBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Novo')).toBeVisible();
  },
};

export const ThirtyDaysOld: Story = {
  args: { createdAt: new Date('2026-10-23T12:00:00Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Novo')).toBeVisible();
  },
};

export const Older: Story = {
  parameters: { screenshot: { disable: true } }, // renders nothing: an empty frame says nothing
  args: { createdAt: new Date('2026-09-01T12:00:00Z') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Novo')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Novo')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Novo')).toBeVisible();
  },
};
