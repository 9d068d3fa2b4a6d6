import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Skeleton } from './Skeleton';
import { skeletonVariants } from './variants';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A grey placeholder shaped like the content that is loading (a line of text, a heading, a block, an avatar). It is hidden from assistive technology: put `aria-busy="true"` and a visually hidden \'Carregando\' on the region that loads. The pulse stops when the user prefers reduced motion.',
      },
    },
  },
  args: { variant: 'text' },
  argTypes: { variant: { control: 'inline-radio', options: skeletonVariants } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Variants: Story = {
  render: () => (
    <Stack space="medium">
      {skeletonVariants.map((variant) => (
        <Skeleton key={variant} variant={variant} />
      ))}
    </Stack>
  ),
};

export const Mobile: Story = {
  render: Variants.render,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(skeletonVariants.length);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  render: Variants.render,
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(skeletonVariants.length);
  },
};
