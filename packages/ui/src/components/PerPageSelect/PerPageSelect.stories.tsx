import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, screen } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { PerPageSelect } from './PerPageSelect';

/** A list-settings form in react-hook-form: a `Controller` passes `value` and `onChange` (a number). */
function ListSettingsForm() {
  const [submitted, setSubmitted] = useState<number | null>(null);
  const { control, handleSubmit } = useForm<{ limit: number }>({ defaultValues: { limit: 20 } });
  return (
    <form noValidate aria-label="Preferências da lista" onSubmit={handleSubmit(({ limit }) => setSubmitted(limit))}>
      <Stack space="medium">
        <Controller
          name="limit"
          control={control}
          render={({ field }) => (
            <PerPageSelect value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
          )}
        />
        <div>
          <Button type="submit">Salvar</Button>
        </div>
        {submitted === null ? null : <p>Enviado: {submitted} por página</p>}
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Components/PerPageSelect',
  component: PerPageSelect,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The page-size selector of every list: 'Por página' with 10, 20, 40, 60, 80, 100, 150 and 200 (the domain's `pageSizeOptions`), 20 by default. Pass `value` from the URL and `onChange` to go back to the first page with the new size. `ListFooter` puts it next to the pager.",
      },
    },
  },
  args: { onChange: fn() },
} satisfies Meta<typeof PerPageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Por página' });
    await expect(select).toHaveTextContent('20');
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '10',
      '20',
      '40',
      '60',
      '80',
      '100',
      '150',
      '200',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '100' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await expect(select).toHaveTextContent('100');
  },
};

export const Open: Story = {
  args: { value: 40 },
  parameters: { screenshot: { viewport: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Por página' }));
    await expect(await screen.findByRole('option', { name: '40' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Controlled: Story = {
  args: { value: 200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Por página' })).toHaveTextContent('200');
  },
};

export const InAForm: Story = {
  render: () => <ListSettingsForm />,
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Por página' });
    await expect(select).toHaveTextContent('20');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: '100' }));
    await expect(select).toHaveTextContent('100');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Enviado: 100 por página')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { label: 'Licenças e alvarás de funcionamento exibidos por página', value: 150 },
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', {
      name: 'Licenças e alvarás de funcionamento exibidos por página',
    });
    await expect(select).toHaveTextContent('150');
    await expect(canvas.getByText('Licenças e alvarás de funcionamento exibidos por página')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = {
  args: { value: 40 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Por página' })).toHaveTextContent('40');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  args: { value: 40 },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Por página' })).toHaveTextContent('40');
  },
};
