import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge';
import { Inline, inlineAligns, inlineAlignsY } from './Inline';

const meta = {
  title: 'Components/Inline',
  component: Inline,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Puts children side by side with `space` between them and wraps them onto new lines when they do not fit: badges, buttons, metadata. `alignY` and `align` set the cross and main axis.',
      },
    },
  },
  args: {
    space: 'small',
    alignY: 'center',
    align: 'flex-start',
    children: ['Licenças', 'CNAEs', 'Empresas', 'Usuários', 'Logs de atividade', 'Grupos'].map((text) => (
      <Badge key={text}>{text}</Badge>
    )),
  },
  argTypes: {
    alignY: { control: 'inline-radio', options: inlineAlignsY },
    align: { control: 'inline-radio', options: inlineAligns },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
