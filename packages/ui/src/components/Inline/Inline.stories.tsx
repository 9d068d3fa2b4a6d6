import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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

const licenses = [
  'Alvará de funcionamento',
  'Licença sanitária',
  'Auto de Vistoria do Corpo de Bombeiros',
  'Licença ambiental de operação',
  'Certificado de regularidade do FGTS',
  'Inscrição estadual',
  'CNAE 4771-7/01',
  'CNPJ 12.345.678/0001-95',
  'Drogaria São José Ltda.',
  'Ribeirão Preto/SP',
];

/** Many long items on the narrowest screen: they wrap onto new lines instead of overflowing. */
export const LongText: Story = {
  args: { children: licenses.map((text) => <Badge key={text}>{text}</Badge>) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    for (const text of licenses) await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Logs de atividade')).toBeVisible();
    await expect(canvas.getByText('Grupos')).toBeVisible();
  },
};
