import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { DateField } from './DateField';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A day typed and shown as dd/mm/aaaa whatever the browser's language (a native date input would show 11/07/2026 for 7 November in an English browser), with a button that opens the browser's calendar. Callers keep ISO days: `value`, `defaultValue`, `min`, `max` and `onValueChange` speak 'yyyy-mm-dd', and `{...register('expiresAt')}` stores 'yyyy-mm-dd' through the `ref`'s handle. An incomplete or impossible day ('31/02/2026') gets a Portuguese message under the field and is given to the form as typed, so the form's ISO check refuses it.",
      },
    },
  },
  args: { label: 'Data de vencimento', onChange: fn(), onValueChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { defaultValue: '2026-11-22' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de vencimento' });
    await expect(input).toHaveValue('22/11/2026');
    await expect(canvas.getByRole('button', { name: 'Abrir calendário' })).toBeEnabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TypesDayMonthYear: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de vencimento' });
    // Digits only: the slashes come by themselves.
    await userEvent.type(input, '07112026');
    await expect(input).toHaveValue('07/11/2026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-07');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'change', target: expect.objectContaining({ value: '2026-11-07' }) }),
    );
    await expect(input).not.toHaveAttribute('aria-invalid');
    // A day pasted as ISO is read as that day.
    await userEvent.clear(input);
    await userEvent.paste('2027-03-31');
    await expect(input).toHaveValue('31/03/2027');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2027-03-31');
  },
};

export const ImpossibleDay: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de vencimento' });
    await userEvent.type(input, '31/02/2026');
    await expect(input).toHaveValue('31/02/2026');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Data inválida: fevereiro de 2026 tem 28 dias.');
    // Given as typed, so no ISO check takes it for a day.
    await expect(args.onValueChange).toHaveBeenLastCalledWith('31/02/2026');
    await userEvent.clear(input);
    await userEvent.type(input, '13132026');
    await expect(input).toHaveAccessibleDescription('Data inválida: o mês vai de 01 a 12.');
  },
};

export const Incomplete: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de vencimento' });
    await userEvent.type(input, '0711');
    // No message while typing…
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await userEvent.tab();
    // …only once the focus has left the field (the calendar button is part of it).
    await expect(input).toHaveAccessibleDescription('Data incompleta: use dd/mm/aaaa, por exemplo 07/11/2026.');
  },
};

export const PickedFromCalendar: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de vencimento' });
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir calendário' }));
    // The browser's calendar writes an ISO day into the hidden date input; play its part.
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type="date"]');
    if (!picker) throw new Error('no calendar input');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(picker, '2026-11-07');
    picker.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(input).toHaveValue('07/11/2026'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-07');
    await expect(input).toHaveFocus();
  },
};

export const MinAndMax: Story = {
  args: { min: '2026-11-22', max: '2027-11-22', defaultValue: '2027-12-01', hint: 'Até um ano a partir de hoje.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de vencimento' });
    await expect(input).toHaveAccessibleDescription('Até um ano a partir de hoje. A data deve ser até 22/11/2027.');
    await userEvent.clear(input);
    await userEvent.type(input, '01012026');
    await expect(input).toHaveAccessibleDescription(
      'Até um ano a partir de hoje. A data deve ser a partir de 22/11/2026.',
    );
  },
};

/** `{...register('expiresAt')}`: the form holds and submits ISO days, both ways. */
function RegisteredForm({ onSubmit }: { onSubmit: (values: { expiresAt: string }) => void }) {
  const { register, handleSubmit, reset } = useForm({ defaultValues: { expiresAt: '2026-11-22' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <DateField label="Data de vencimento" {...register('expiresAt')} />
      <Button type="button" variant="secondary" onClick={() => reset({ expiresAt: '2027-03-31' })}>
        Recarregar
      </Button>
      <Button type="submit">Salvar</Button>
    </form>
  );
}

const submitted = fn();

export const WithReactHookForm: Story = {
  render: () => <RegisteredForm onSubmit={submitted} />,
  play: async ({ canvas, userEvent }) => {
    submitted.mockClear();
    const input = canvas.getByRole('textbox', { name: 'Data de vencimento' });
    await expect(input).toHaveValue('22/11/2026');
    await userEvent.clear(input);
    await userEvent.type(input, '07112026');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(submitted).toHaveBeenLastCalledWith({ expiresAt: '2026-11-07' }, expect.anything()));
    await userEvent.click(canvas.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(input).toHaveValue('31/03/2027'));
  },
};

export const WithError: Story = {
  args: { error: 'Informe a data de vencimento.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de vencimento' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe a data de vencimento.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-11-22' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Data de vencimento' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Abrir calendário' })).toBeDisabled();
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
    const input = canvas.getByRole('textbox', { name: 'Data de vencimento' });
    await expect(input).toHaveValue('31/03/2027');
    await expect(input).toHaveAccessibleDescription('Use a data impressa no alvará de funcionamento.');
  },
};
