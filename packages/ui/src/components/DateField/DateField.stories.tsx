import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A native date input: the browser's calendar and keyboard entry, value `'yyyy-mm-dd'`, `min`/`max` to bound it. Show dates to people with `formatDate`. The `ref` reaches the `<input>`, so `{...register('expiresAt')}` works.",
      },
    },
  },
  args: { label: 'Data de vencimento', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { defaultValue: '2026-11-22' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Data de vencimento');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue('2026-11-22');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MinAndMax: Story = {
  args: { min: '2026-11-22', max: '2027-11-22', defaultValue: '2027-12-01', hint: 'Até um ano a partir de hoje.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Data de vencimento');
    await expect(input).toHaveAttribute('min', '2026-11-22');
    await expect(input).toHaveAttribute('max', '2027-11-22');
    await expect(input.validity.rangeOverflow).toBe(true);
  },
};

export const WithError: Story = {
  args: { error: 'Informe a data de vencimento.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Data de vencimento');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe a data de vencimento.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-11-22' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Data de vencimento')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Data de vencimento do alvará de funcionamento emitido pela prefeitura municipal',
    hint: 'Use a data impressa no documento; avisaremos 30 dias antes do vencimento.',
    error: 'A data de vencimento não pode ser anterior à data de emissão do alvará.',
  },
};

export const Mobile: Story = {
  args: { defaultValue: '2026-11-22' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  args: { defaultValue: '2027-03-31', hint: 'Use a data impressa no alvará de funcionamento.' },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Data de vencimento');
    await expect(input).toHaveValue('2027-03-31');
    await expect(input).toHaveAccessibleDescription('Use a data impressa no alvará de funcionamento.');
  },
};
