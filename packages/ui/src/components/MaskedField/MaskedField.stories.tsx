import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { maskNames } from '../../format/mask';
import { MaskedField } from './MaskedField';

const meta = {
  title: 'Components/MaskedField',
  component: MaskedField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A text input that masks as you type: `mask="cnpj"` takes the numeric `99.999.999/9999-99` and the alphanumeric `AA.AAA.AAA/AAAA-99` (letters in the first 12 positions, uppercased; the last two are check digits), `mask="cnae"` takes `9999-9/99`. `onValueChange(raw)` gives the unmasked value; with `{...register(\'cnpj\')}` the form keeps the masked text, which the domain\'s `cnpjSchema` accepts. Pasting works, and the caret stays after the character just typed.',
      },
    },
  },
  args: { label: 'CNPJ', mask: 'cnpj', onValueChange: fn(), placeholder: '00.000.000/0000-00' },
  argTypes: { mask: { control: 'inline-radio', options: maskNames } },
} satisfies Meta<typeof MaskedField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(input, '11222333000181');
    await expect(input).toHaveValue('11.222.333/0001-81');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('11222333000181');
    // A 15th character does not fit.
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('11.222.333/0001-81');
  },
};

export const Alphanumeric: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(input, '12abc34501de35');
    await expect(input).toHaveValue('12.ABC.345/01DE-35');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12ABC34501DE35');
  },
};

export const CheckDigitsAreNumeric: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(input, '12ABC34501DEX3!5');
    await expect(input).toHaveValue('12.ABC.345/01DE-35');
  },
};

export const Paste: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.click(input);
    await userEvent.paste('11.222.333/0001-81');
    await expect(input).toHaveValue('11.222.333/0001-81');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('11222333000181');
  },
};

export const CaretInTheMiddle: Story = {
  args: { defaultValue: '11222333000181' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'CNPJ' });
    await expect(input).toHaveValue('11.222.333/0001-81');
    // Caret after '11.2', delete the '2': everything shifts left and the caret stays after the second '1'.
    await userEvent.click(input);
    input.setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('11.223.330/0018-1');
    await expect(input.selectionStart).toBe(2);
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('11.922.333/0001-81');
    await expect(input.selectionStart).toBe(4);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('11922333000181');
  },
};

export const Cnae: Story = {
  args: { label: 'CNAE', mask: 'cnae', placeholder: '0000-0/00' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'CNAE' });
    await userEvent.type(input, '46a46002');
    await expect(input).toHaveValue('4646-0/02');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('4646002');
  },
};

export const WithError: Story = {
  args: { defaultValue: '11222333000180', error: 'CNPJ inválido.', hint: 'Números ou letras, como no cartão CNPJ.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Números ou letras, como no cartão CNPJ. CNPJ inválido.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '12ABC34501DE35' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('12.ABC.345/01DE-35');
  },
};

export const LongText: Story = {
  args: {
    label: 'CNPJ da matriz ou da filial responsável pelo estabelecimento licenciado',
    hint: 'A partir de julho de 2026 a Receita Federal também emite CNPJs com letras nas doze primeiras posições.',
    error: 'Este CNPJ já está cadastrado em outra conta; peça ao administrador para transferi-lo.',
  },
};

export const Mobile: Story = {
  args: { defaultValue: '12ABC34501DE35' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  args: { defaultValue: '12345678000195', hint: 'Números ou letras, como no cartão CNPJ.' },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await expect(input).toHaveValue('12.345.678/0001-95');
    await expect(input).toHaveAccessibleDescription('Números ou letras, como no cartão CNPJ.');
  },
};
