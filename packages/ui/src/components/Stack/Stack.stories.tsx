import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Stack, stackAligns } from './Stack';

const meta = {
  title: 'Components/Stack',
  component: Stack,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Puts children one under the other with `space` between them (a theme space, responsive). Use it for forms and page sections instead of margins.',
      },
    },
  },
  args: {
    space: 'medium',
    align: 'stretch',
    children: ['Primeiro', 'Segundo', 'Terceiro'].map((text) => (
      <Box key={text} padding="medium" background="surface" borderRadius="medium">
        {text}
      </Box>
    )),
  },
  argTypes: { align: { control: 'inline-radio', options: stackAligns } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Responsive: Story = {
  args: { space: { mobile: 'small', tablet: 'xxlarge' }, align: 'center' },
};

/** `space` for mobile applies below the tablet breakpoint: 8 px between the items. */
export const Mobile: Story = {
  args: { space: { mobile: 'small', tablet: 'xxlarge' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Terceiro')).toBeVisible();
    const stack = canvasElement.firstElementChild as HTMLElement;
    await expect(getComputedStyle(stack).rowGap).toBe('8px');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** From 2080 px the `ultrawide` space applies: 48 px between the items. */
export const Wide: Story = {
  args: { space: { mobile: 'small', tablet: 'xxlarge', ultrawide: 'xxxlarge' } },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Terceiro')).toBeVisible();
    const stack = canvasElement.firstElementChild as HTMLElement;
    await expect(getComputedStyle(stack).rowGap).toBe('48px');
  },
};
