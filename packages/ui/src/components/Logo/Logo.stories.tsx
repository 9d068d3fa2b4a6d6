import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Stack } from '../Stack';
import { Logo } from './Logo';
import { logoVariantLabels, logoVariants } from './variants';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The brand wordmark, drawn in SVG; the word is `brand.name` from `@product/domain`, so a rename reaches every screen. Set its height with a class or `style` (the width follows). Six variants match the /logos page; use `white` on the green brand panel and `markOnly` where space is short.',
      },
    },
  },
  args: { variant: 'original', style: { height: 48 } },
  argTypes: { variant: { control: 'select', options: logoVariants } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Conforma' })).toBeVisible();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack space="large">
      {logoVariants.map((variant) => (
        <Stack key={variant} space="small">
          <p>{logoVariantLabels[variant]}</p>
          <Box padding="large" background={variant === 'white' ? 'primary' : 'surfaceMuted'} style={{ height: 80 }}>
            <Logo {...args} variant={variant} style={{ height: '100%' }} />
          </Box>
        </Stack>
      ))}
    </Stack>
  ),
};

export const MarkOnly: Story = {
  args: { markOnly: true },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Conforma' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Conforma' })).toBeVisible();
  },
};
