import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A password input with an eye button that shows or hides what was typed ('Mostrar senha' / 'Ocultar senha'). Otherwise the same as TextField: `hint`, `error`, and a `ref` on the `<input>` so `{...register('password')}` works.",
      },
    },
  },
  args: { label: 'Senha', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Senha');
    await userEvent.type(input, 'segredo123');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('segredo123');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithHint: Story = {
  args: { hint: 'Entre 6 e 32 caracteres.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Senha')).toHaveAccessibleDescription('Entre 6 e 32 caracteres.');
  },
};

export const WithError: Story = {
  args: { defaultValue: '123', error: 'A senha deve ter entre 6 e 32 caracteres.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A senha deve ter entre 6 e 32 caracteres.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'segredo123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Senha')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Confirme a nova senha de acesso ao painel administrativo da Conforma',
    hint: 'A senha precisa ter entre 6 e 32 caracteres e não pode repetir nenhuma das três últimas senhas usadas.',
    error: 'As senhas digitadas não são iguais; digite a mesma senha nos dois campos.',
  },
};

export const Mobile: Story = {
  args: { hint: 'Entre 6 e 32 caracteres.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  args: { hint: 'Entre 6 e 32 caracteres.' },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Senha')).toHaveAccessibleDescription('Entre 6 e 32 caracteres.');
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeVisible();
  },
};
