import type { Meta, StoryObj } from '@storybook/react-vite';
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
