import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled input for text, e-mail and passwords. Pass `hint` for help and `error` for a validation message: the message appears under the field and is tied to it with `aria-invalid` and `aria-describedby`. The `ref` reaches the `<input>`, so react-hook-form works with `<TextField label="Email" {...register(\'email\')} error={errors.email?.message} />`.',
      },
    },
    screenshot: { widths: [320, 1440] },
  },
  args: { label: 'Email', type: 'email', placeholder: 'nome@empresa.com.br', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@conforma.com.br');
    await expect(input).toHaveValue('ana@conforma.com.br');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { label: 'Senha', type: 'password', placeholder: undefined, hint: 'Entre 6 e 32 caracteres.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleDescription('Entre 6 e 32 caracteres.');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'ana@', error: 'Digite um email válido.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Digite um email válido.');
    await expect(canvas.getByText('Digite um email válido.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ana@conforma.com.br' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Nome da empresa ou do grupo econômico responsável pelas licenças',
    type: 'text',
    placeholder: undefined,
    hint: 'Use o nome que aparece no cartão CNPJ, com as abreviações oficiais da Receita Federal.',
    error: 'O nome deve ter entre 2 e 255 caracteres; confira o que foi digitado e tente novamente.',
    defaultValue: 'Companhia Brasileira de Distribuição e Comércio de Produtos Agropecuários',
  },
};

function FocusFromRef() {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <Stack space="medium" align="flex-start">
      <TextField ref={ref} label="Email" type="email" />
      <Button variant="secondary" onClick={() => ref.current?.focus()}>
        Focar o campo
      </Button>
    </Stack>
  );
}

/** The `ref` is the `<input>` itself, as react-hook-form's `register()` expects. */
export const ForwardsRef: Story = {
  render: () => <FocusFromRef />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Focar o campo' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: {
    label: 'Razão social',
    type: 'text',
    placeholder: undefined,
    hint: 'Como aparece no cartão CNPJ.',
    defaultValue: 'Farmácia Boa Saúde Comércio de Medicamentos Ltda.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Razão social' });
    await expect(input).toHaveValue('Farmácia Boa Saúde Comércio de Medicamentos Ltda.');
    await expect(input).toHaveAccessibleDescription('Como aparece no cartão CNPJ.');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  args: { hint: 'Usaremos este email para avisar sobre licenças a vencer.' },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Usaremos este email para avisar sobre licenças a vencer.',
    );
  },
};
