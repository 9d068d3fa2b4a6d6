import { isValidCnpj } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { CurrencyField } from '../CurrencyField';
import { DateField } from '../DateField';
import { MaskedField } from '../MaskedField';
import { PasswordField } from '../PasswordField';
import { YesNo } from '../RadioGroup';
import { Select } from '../Select';
import { Stack } from '../Stack';
import { Switch } from '../Switch';
import { Textarea } from '../Textarea';

interface CompanyForm {
  cnpj: string;
  uf: string;
  capital: number | null;
  openedAt: string;
  hasPermit: boolean | null;
  active: boolean;
  notes: string;
  password: string;
}

const ufOptions = [
  { value: 'MG', label: 'Minas Gerais' },
  { value: 'SP', label: 'São Paulo' },
] as const;

interface FormExampleProps {
  onSubmit: (values: CompanyForm) => void;
}

/** The fields inside react-hook-form: `register()` for native inputs, `Controller` for the rest. */
function FormExample({ onSubmit }: FormExampleProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CompanyForm>({
    defaultValues: {
      cnpj: '',
      uf: '',
      capital: null,
      openedAt: '',
      hasPermit: null,
      active: true,
      notes: '',
      password: '',
    },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Cadastro de empresa">
      <Stack space="large">
        <MaskedField
          label="CNPJ"
          mask="cnpj"
          error={errors.cnpj?.message}
          {...register('cnpj', {
            required: 'Informe o CNPJ.',
            validate: (value) => isValidCnpj(value) || 'CNPJ inválido.',
          })}
        />
        <Controller
          name="uf"
          control={control}
          rules={{ required: 'Selecione o estado.' }}
          render={({ field: { onChange, ...field }, fieldState }) => (
            <Select
              label="Estado"
              options={ufOptions}
              {...field}
              onValueChange={onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="capital"
          control={control}
          rules={{ validate: (value) => (value !== null && value > 0) || 'Informe o capital social.' }}
          render={({ field: { onChange, ...field }, fieldState }) => (
            <CurrencyField
              label="Capital social"
              {...field}
              onValueChange={onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <DateField
          label="Data de abertura"
          max="2026-11-22"
          error={errors.openedAt?.message}
          {...register('openedAt', { required: 'Informe a data de abertura.' })}
        />
        <Controller
          name="hasPermit"
          control={control}
          rules={{ validate: (value) => value !== null || 'Responda se há alvará.' }}
          render={({ field: { onChange, ...field }, fieldState }) => (
            <YesNo
              label="A empresa possui alvará de funcionamento?"
              {...field}
              onValueChange={onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Switch {...register('active')} />
        <Textarea label="Observações" {...register('notes')} />
        <PasswordField
          label="Senha do portal da prefeitura"
          error={errors.password?.message}
          {...register('password', { minLength: { value: 6, message: 'Use ao menos 6 caracteres.' } })}
        />
        <div>
          <Button type="submit">Salvar</Button>
        </div>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Components/FormExample',
  component: FormExample,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The fields inside react-hook-form. Native inputs (MaskedField, DateField, Switch, Textarea, PasswordField) take `{...register('name')}`; Select, CurrencyField and RadioGroup/YesNo go through a `Controller`, passing `field.onChange` to `onValueChange`. Errors come back through each field's `error` prop, and the first invalid field receives focus through its `ref`.",
      },
    },
  },
  args: { onSubmit: fn() },
} satisfies Meta<typeof FormExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // The default `active: true` shows as on.
    await expect(canvas.getByRole('switch', { name: 'Ativo' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'CNPJ' }), '12abc34501de35');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await waitFor(() => document.querySelector('[role="option"]:nth-child(2)') as HTMLElement));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Capital social' }), '1000000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Data de abertura' }), '15032020');
    await userEvent.click(canvas.getByRole('radio', { name: 'Sim' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Observações' }), 'Matriz em São Paulo.');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        cnpj: '12.ABC.345/01DE-35',
        uf: 'SP',
        capital: 10000,
        openedAt: '2020-03-15',
        hasPermit: true,
        active: true,
        notes: 'Matriz em São Paulo.',
        password: '',
      },
      expect.anything(),
    );
  },
};

export const Errors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'CNPJ' }), '11222333000180');
    await userEvent.type(canvas.getByLabelText('Senha do portal da prefeitura'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('CNPJ inválido.')).toBeVisible();
    await expect(canvas.getByText('Selecione o estado.')).toBeVisible();
    await expect(canvas.getByText('Informe o capital social.')).toBeVisible();
    await expect(canvas.getByText('Informe a data de abertura.')).toBeVisible();
    await expect(canvas.getByText('Responda se há alvará.')).toBeVisible();
    await expect(canvas.getByText('Use ao menos 6 caracteres.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'CNPJ' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Informe o CNPJ.')).toBeVisible();
    await expect(canvas.getByText('Responda se há alvará.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Cadastro de empresa' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'CNPJ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeVisible();
  },
};
