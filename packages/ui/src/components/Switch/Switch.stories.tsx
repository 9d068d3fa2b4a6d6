import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "An on/off switch for settings that apply at once or a form's yes/no flag ('Ativo' by default). It is a native checkbox with `role=\"switch\"`, so `checked`, `defaultChecked`, `onChange` and `{...register('active')}` work as for any checkbox.",
      },
    },
  },
  args: { onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: 'Ativo' });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByText('Ativo'));
    await expect(control).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Ativo' })).toBeChecked();
  },
};

export const WithHintAndError: Story = {
  args: {
    label: 'Receber alertas por email',
    hint: 'Enviamos um email 30 dias antes do vencimento.',
    error: 'Confirme seu email antes de ativar os alertas.',
  },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Receber alertas por email' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(
      'Enviamos um email 30 dias antes do vencimento. Confirme seu email antes de ativar os alertas.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Ativo' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Notificar todos os usuários da conta quando uma licença estiver a menos de trinta dias do vencimento',
  },
};

export const Mobile: Story = {
  args: { label: 'Notificar todos os usuários da conta quando uma licença vencer', defaultChecked: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  args: {
    label: 'Receber alertas por email',
    hint: 'Enviamos um email 30 dias antes do vencimento.',
    defaultChecked: true,
  },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Receber alertas por email' })).toBeChecked();
  },
};
