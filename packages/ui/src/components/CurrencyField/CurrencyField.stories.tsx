import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CurrencyField } from './CurrencyField';

const meta = {
  title: 'Components/CurrencyField',
  component: CurrencyField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "An amount in reais typed as digits from the right, like a till: 1 2 3 4 5 6 shows 'R$ 1.234,56'. `onValueChange` gives a number in reais (1234.56) or `null` when emptied; `value` controls it. With react-hook-form, use a `Controller` and pass `field.onChange` to `onValueChange`.",
      },
    },
  },
  args: { label: 'Capital social', onValueChange: fn() },
} satisfies Meta<typeof CurrencyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Capital social' });
    await userEvent.type(input, '123456');
    await expect(input).toHaveValue('R$\u00a01.234,56');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1234.56);
    await userEvent.type(input, '{Backspace}');
    await expect(input).toHaveValue('R$\u00a0123,45');
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const IgnoresLetters: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Capital social' });
    await userEvent.type(input, '0a5,0');
    await expect(input).toHaveValue('R$\u00a00,50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0.5);
  },
};

export const WithValue: Story = {
  args: { defaultValue: 1500000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Capital social' })).toHaveValue('R$\u00a01.500.000,00');
  },
};

export const WithError: Story = {
  args: { hint: 'Como no cartão CNPJ.', error: 'Informe o capital social.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Capital social' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Como no cartão CNPJ. Informe o capital social.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 25000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Capital social' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Valor total das taxas pagas à prefeitura e ao corpo de bombeiros para a renovação das licenças',
    hint: 'Some as guias pagas neste ano; o valor aparece no relatório financeiro da conta.',
    defaultValue: 98765432.1,
  },
};

export const Mobile: Story = {
  args: { defaultValue: 1234.56 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  args: { defaultValue: 1234.56, hint: 'Como no cartão CNPJ.' },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Capital social' });
    await expect(input).toHaveValue('R$\u00a01.234,56');
    await expect(input).toHaveAccessibleDescription('Como no cartão CNPJ.');
  },
};
