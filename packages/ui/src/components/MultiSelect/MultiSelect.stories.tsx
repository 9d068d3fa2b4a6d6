import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { MultiSelect, type MultiSelectOption } from './MultiSelect';

const cnaeOptions: MultiSelectOption[] = [
  { value: '5611-2/01', label: '5611-2/01 Restaurantes e similares', group: 'Risco baixo' },
  {
    value: '4781-4/00',
    label: '4781-4/00 Comércio varejista de artigos do vestuário e acessórios',
    group: 'Risco baixo',
  },
  {
    value: '6201-5/01',
    label: '6201-5/01 Desenvolvimento de programas de computador sob encomenda',
    group: 'Risco baixo',
  },
  {
    value: '4711-3/02',
    label: '4711-3/02 Comércio varejista de mercadorias em geral - supermercados',
    group: 'Risco médio',
  },
  { value: '4930-2/02', label: '4930-2/02 Transporte rodoviário de carga intermunicipal', group: 'Risco médio' },
  { value: '4771-7/01', label: '4771-7/01 Comércio varejista de produtos farmacêuticos', group: 'Risco alto' },
  { value: '3811-4/00', label: '3811-4/00 Coleta de resíduos não-perigosos', group: 'Risco alto' },
  { value: '1931-4/00', label: '1931-4/00 Fabricação de álcool', group: 'Risco alto' },
];

const risks = ['Risco baixo', 'Risco médio', 'Risco alto'] as const;
/** 100,000 generated CNAE-like options, deterministic so screenshots never change. */
const manyOptions: MultiSelectOption[] = Array.from({ length: 100_000 }, (_, index) => {
  const code = String(1_000_000 + index * 7).slice(-7);
  const value = `${code.slice(0, 4)}-${code.slice(4, 5)}/${code.slice(5)}`;
  return {
    value,
    label: `${value} Atividade econômica número ${index + 1}`,
    group: risks[Math.floor((index * 3) / 100_000)],
  };
});

interface CnaeFilterProps {
  options: readonly MultiSelectOption[];
}

/** The licence list's CNAE filter in react-hook-form: a `Controller` passes `value` and `onChange`. */
function CnaeFilterForm({ options }: CnaeFilterProps) {
  const [submitted, setSubmitted] = useState<string[] | null>(null);
  const { control, handleSubmit } = useForm<{ cnaes: string[] }>({ defaultValues: { cnaes: [] } });
  return (
    <form noValidate aria-label="Filtro de licenças" onSubmit={handleSubmit(({ cnaes }) => setSubmitted(cnaes))}>
      <Stack space="medium">
        <Controller
          name="cnaes"
          control={control}
          rules={{ validate: (cnaes) => cnaes.length > 0 || 'Escolha ao menos um CNAE.' }}
          render={({ field, fieldState }) => (
            <MultiSelect
              label="CNAEs"
              options={options}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <div>
          <Button type="submit">Filtrar</Button>
        </div>
        {submitted ? <p>Enviado: {submitted.join(', ')}</p> : null}
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Components/MultiSelect',
  component: MultiSelect,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Chooses several values from a long list, such as the licence list's CNAE filter (options grouped by 'Risco baixo', 'Risco médio', 'Risco alto'). Type to filter (case and accents ignored); chosen values show as chips with a remove button. Only the visible rows are rendered (TanStack Virtual), so 100,000 options stay fast. Controlled with `value` / `onChange` (an array of values) or uncontrolled with `defaultValue`.",
      },
    },
    screenshot: { viewport: true },
  },
  args: { label: 'CNAEs', options: cnaeOptions, onChange: fn() },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'CNAEs' });
    await userEvent.click(input);
    await userEvent.type(input, 'comercio');
    const listbox = await screen.findByRole('listbox', { name: 'CNAEs' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    await userEvent.click(within(listbox).getByRole('option', { name: /farmacêuticos/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['4771-7/01']);
    await userEvent.click(within(listbox).getByRole('option', { name: /supermercados/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['4771-7/01', '4711-3/02']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: /^Remover 4771-7\/01/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['4711-3/02']);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const OpenWithGroups: Story = {
  args: { defaultValue: ['5611-2/01'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'CNAEs' }));
    const listbox = await screen.findByRole('listbox', { name: 'CNAEs' });
    await waitFor(() => expect(listbox).toHaveTextContent('Risco baixo'));
    await expect(within(listbox).getByRole('option', { name: /Restaurantes/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const NothingFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'CNAEs' }), 'xyz');
    await expect(await screen.findByText('Nada encontrado')).toBeVisible();
  },
};

export const ManySelected: Story = {
  args: { defaultValue: cnaeOptions.map((option) => option.value), hint: 'Filtra as licenças pelos CNAEs escolhidos.' },
};

export const WithError: Story = {
  args: { error: 'Escolha ao menos um CNAE.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'CNAEs' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const HundredThousandOptions: Story = {
  args: { options: manyOptions },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'CNAEs' });
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox', { name: 'CNAEs' });
    // Virtualised: a screenful of rows is in the DOM, not 100,000.
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(5));
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(60);
    await userEvent.type(input, 'número 99999');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
  },
};

export const InAForm: Story = {
  render: ({ options }) => <CnaeFilterForm options={options} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await expect(await canvas.findByText('Escolha ao menos um CNAE.')).toBeVisible();
    const input = canvas.getByRole('combobox', { name: 'CNAEs' });
    await userEvent.click(input);
    await userEvent.type(input, 'comercio');
    const listbox = await screen.findByRole('listbox', { name: 'CNAEs' });
    await userEvent.click(await within(listbox).findByRole('option', { name: /farmacêuticos/ }));
    await userEvent.click(within(listbox).getByRole('option', { name: /supermercados/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await expect(await canvas.findByText('Enviado: 4771-7/01, 4711-3/02')).toBeVisible();
    await expect(canvas.queryByText('Escolha ao menos um CNAE.')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultValue: ['4711-3/02', '1931-4/00'] },
};

/** No options at all (a company without CNAEs): opening the list says so. */
export const Empty: Story = {
  args: { label: 'CNAEs da empresa', options: [], emptyText: 'Nenhum CNAE cadastrado para esta empresa' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'CNAEs da empresa' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Nenhum CNAE cadastrado para esta empresa');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

const longOptions: MultiSelectOption[] = [
  {
    value: '4771-7/01',
    label: '4771-7/01 Comércio varejista de produtos farmacêuticos, sem manipulação de fórmulas',
    group: 'Risco alto — exige Licença sanitária e Auto de Vistoria do Corpo de Bombeiros',
  },
  {
    value: '4772-5/00',
    label: '4772-5/00 Comércio varejista de cosméticos, produtos de perfumaria e de higiene pessoal',
    group: 'Risco alto — exige Licença sanitária e Auto de Vistoria do Corpo de Bombeiros',
  },
  {
    value: '4789-0/05',
    label: '4789-0/05 Comércio varejista de produtos saneantes domissanitários',
    group: 'Risco médio — exige Alvará de funcionamento',
  },
  {
    value: '4773-3/00',
    label: '4773-3/00 Comércio varejista de artigos médicos e ortopédicos, inclusive cadeiras de rodas e muletas',
    group: 'Risco médio — exige Alvará de funcionamento',
  },
];

/** Long label, chips, hint and error on the narrowest screen. */
export const LongText: Story = {
  args: {
    label: 'CNAEs secundários da Drogaria e Perfumaria São José do Rio Preto Ltda. (CNPJ 12.345.678/0001-95)',
    options: longOptions,
    defaultValue: ['4771-7/01', '4772-5/00', '4789-0/05'],
    hint: 'Escolha todas as atividades exercidas no estabelecimento; as licenças exigidas são recalculadas a cada alteração.',
    error:
      'Não foi possível recalcular as licenças exigidas: a Receita Federal não respondeu. Tente novamente em alguns minutos.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const chips = within(canvas.getByRole('list', { name: /: selecionados$/ })).getAllByRole('listitem');
    await expect(chips).toHaveLength(3);
    // Long chips are cut with an ellipsis; the remove button stays reachable.
    await expect(
      canvas.getByRole('button', { name: /^Remover 4772-5\/00 Comércio varejista de cosméticos/ }),
    ).toBeVisible();
    await expect(canvas.getByText(/Receita Federal não respondeu/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  args: { defaultValue: ['4711-3/02', '4771-7/01'], hint: 'Filtra as licenças pelos CNAEs escolhidos.' },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'CNAEs' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Remover 4771-7\/01/ })).toBeVisible();
    await expect(canvas.getByText('Filtra as licenças pelos CNAEs escolhidos.')).toBeVisible();
  },
};
