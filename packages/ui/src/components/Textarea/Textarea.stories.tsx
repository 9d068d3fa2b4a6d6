import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A labelled multi-line text box for notes and descriptions (4 rows, resizable in height). `hint`, `error` and the `ref` work as in TextField, so `{...register('notes')}` can be spread onto it.",
      },
    },
  },
  args: { label: 'Observações', onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Observações' });
    await userEvent.type(box, 'Primeira linha{Enter}Segunda linha');
    await expect(box).toHaveValue('Primeira linha\nSegunda linha');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { hint: 'Até 500 caracteres.', error: 'Escreva ao menos 10 caracteres.', defaultValue: 'Curto' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Observações' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Até 500 caracteres. Escreva ao menos 10 caracteres.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Licença renovada em novembro.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Observações' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Descreva as atividades exercidas no estabelecimento e as condições do local de funcionamento',
    hint: 'Essas informações ajudam a equipe a classificar o risco das atividades conforme a Resolução CGSIM 51/2019.',
    defaultValue:
      'Comércio atacadista de cosméticos e produtos de perfumaria, com depósito próprio de 400 m², sem manipulação de produtos e sem atendimento ao público. O alvará de funcionamento foi emitido pela prefeitura em março.',
  },
};

export const Mobile: Story = {
  args: { hint: 'Até 500 caracteres.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  args: {
    hint: 'Até 500 caracteres.',
    defaultValue: 'Alvará de funcionamento renovado em novembro; aguardando a vistoria do Corpo de Bombeiros.',
  },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Observações' });
    await expect(box).toHaveAccessibleDescription('Até 500 caracteres.');
    await expect(box).toHaveValue(
      'Alvará de funcionamento renovado em novembro; aguardando a vistoria do Corpo de Bombeiros.',
    );
  },
};
