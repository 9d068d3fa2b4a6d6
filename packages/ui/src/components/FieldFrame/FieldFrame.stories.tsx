import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldFrame, fieldStyles, useFieldIds } from './FieldFrame';

/** A plain input inside the frame, wired the way every field of the library wires it. */
function FramedInput({ hint, error }: { hint?: string; error?: string }) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(undefined, hint, error);
  return (
    <FieldFrame
      label={
        <label htmlFor={inputId} className={fieldStyles.label}>
          Razão social
        </label>
      }
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
    >
      <input id={inputId} aria-describedby={describedBy} aria-invalid={error ? true : undefined} />
    </FieldFrame>
  );
}

const meta = {
  title: 'Components/FieldFrame',
  component: FramedInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Internal (not exported from the package): the label, control, hint and error column that PasswordField, MaskedField, Select, Switch, RadioGroup, DateField, CurrencyField, Textarea and FileUpload share, so they look like TextField. `useFieldIds` ties the control to its hint and error for assistive technology.',
      },
    },
  },
  args: { hint: 'Como consta no cartão CNPJ.', error: 'Nome obrigatório' },
} satisfies Meta<typeof FramedInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Razão social');
    await expect(input).toHaveAccessibleDescription('Como consta no cartão CNPJ. Nome obrigatório');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithoutError: Story = {
  args: { error: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Razão social')).not.toHaveAttribute('aria-invalid');
  },
};

export const LongText: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  args: {
    hint: 'Informe a razão social exatamente como aparece no comprovante de inscrição e de situação cadastral emitido pela Receita Federal, incluindo a natureza jurídica (Ltda., S.A., EIRELI).',
    error:
      'A razão social informada não corresponde à do CNPJ 12.345.678/0001-95 na Receita Federal: Cooperativa Agroindustrial dos Produtores Rurais do Vale do Rio Pardo.',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Razão social');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/não corresponde à do CNPJ 12.345.678\/0001-95/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Nome obrigatório')).toBeVisible();
    await expect(canvas.getByText('Como consta no cartão CNPJ.')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  args: { error: undefined },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Razão social')).toHaveAccessibleDescription('Como consta no cartão CNPJ.');
  },
};
