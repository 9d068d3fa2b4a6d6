import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { FormDialog, type FormDialogProps } from './FormDialog';
import { type FormDialogStatus, formDialogStatuses } from './variants';

/** A trigger and a form that saves after a short wait, so stories play the whole round trip. */
function FormDialogDemo({ open: initiallyOpen, onClose, onSubmit, status: initialStatus, ...props }: FormDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [status, setStatus] = useState<FormDialogStatus | undefined>(initialStatus);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setStatus(initialStatus);
          setOpen(true);
        }}
      >
        Adicionar CNAE
      </Button>
      <FormDialog
        {...props}
        open={open}
        status={status}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit(event);
          setStatus('loading');
          setTimeout(() => setStatus('success'), 100);
        }}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const fields = (
  <>
    <TextField label="Código" name="codeClass" placeholder="9999-9/99" defaultValue="4711-3/02" />
    <TextField
      label="Descrição"
      name="codeDescription"
      defaultValue="Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios"
    />
  </>
);

/** A form whose Select already has a value, as the CNAE, client and user dialogs open. */
const fieldsWithSelect = (
  <>
    <TextField label="Código" name="codeClass" placeholder="9999-9/99" />
    <Select
      label="Risco"
      defaultValue="low_level"
      options={[
        { value: 'low_level', label: 'Baixo' },
        { value: 'medium_level', label: 'Médio' },
        { value: 'high_level', label: 'Alto' },
      ]}
    />
  </>
);

const meta = {
  title: 'Components/FormDialog',
  component: FormDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A `Dialog` around a form, for every create and edit modal. Put the fields in `children` and pass the submit handler as `onSubmit`; the footer holds 'Cancelar' (calls `onClose`) and the submit button (`submitText`, default 'Salvar'). Drive it with `status`: 'loading' while saving (busy button, no second submit), 'success' shows `successText` and calls `onClose` 1 s later (spec: modals close 1 s after success), and `errors` lists the form's errors above the buttons.",
      },
    },
    screenshot: { viewport: true },
  },
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    title: 'Adicionar CNAE',
    status: 'idle',
    submitText: 'Salvar',
    children: fields,
  },
  argTypes: { status: { control: 'inline-radio', options: formDialogStatuses } },
  render: (args) => <FormDialogDemo {...args} />,
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar CNAE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar CNAE' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(await screen.findByRole('status')).toHaveTextContent('Dados salvos com sucesso.');
    await expect(args.onClose).not.toHaveBeenCalled();
    // Closes itself 1 s after success.
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), { timeout: 2000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = {
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog', { name: 'Adicionar CNAE' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  render: (args) => <FormDialog {...args} />,
  args: { status: 'loading' },
  play: async ({ userEvent, args }) => {
    const submit = await screen.findByRole('button', { name: 'Salvar' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  render: (args) => <FormDialog {...args} />,
  args: { status: 'success', successText: 'CNAE criado.', closeDelayMs: 60_000 },
  play: async ({ args }) => {
    await expect(await screen.findByRole('status')).toHaveTextContent('CNAE criado.');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const WithErrors: Story = {
  render: (args) => <FormDialog {...args} />,
  args: { status: 'error', errors: ['Não foi possível criar o CNAE.', 'Código já cadastrado.'] },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível criar o CNAE.');
  },
};

export const Mobile: Story = {
  render: (args) => <FormDialog {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { title: 'Editar CNAE', submitText: 'Salvar alterações' },
};

export const LongText: Story = {
  render: (args) => <FormDialog {...args} />,
  args: {
    status: 'error',
    title: 'Adicionar CNAE secundário à Drogaria e Perfumaria São José do Rio Preto Ltda. — filial Centro',
    description:
      'O CNAE 4771-7/01 (Comércio varejista de produtos farmacêuticos, sem manipulação de fórmulas) exige Licença sanitária e Alvará de funcionamento.',
    submitText: 'Salvar e recalcular as licenças exigidas',
    cancelText: 'Cancelar sem salvar',
    errors: [
      'Não foi possível consultar a Receita Federal para o CNPJ 12.345.678/0001-95; tente novamente em alguns minutos.',
      'O CNAE 4771-7/01 já está cadastrado como atividade principal desta empresa e não pode ser repetido como secundário.',
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: /^Adicionar CNAE secundário à Drogaria/ });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('alert')).toHaveTextContent('já está cadastrado como atividade principal');
    await expect(screen.getByRole('button', { name: 'Salvar e recalcular as licenças exigidas' })).toBeVisible();
    // Long words wrap inside the dialog instead of widening it past the screen.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Wide: Story = {
  render: (args) => <FormDialog {...args} />,
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar CNAE' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Código' })).toHaveValue('4711-3/02');
    await expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

/**
 * The focus, by keyboard and by mouse: it starts on the first field (also with a Select that
 * already has a value, whose closed list marks the chosen option for autofocus), Tab never leaves
 * the dialog (from 'Salvar' it wraps to 'Fechar', then the first field; Shift+Tab the other way),
 * and Escape or 'Cancelar' give it back to the button that opened the dialog.
 */
export const FocusStaysInside: Story = {
  args: { open: false, children: fieldsWithSelect },
  // Keyboard behaviour: the closed dialog's picture is Playground's.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Adicionar CNAE' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar CNAE' });
    const code = within(dialog).getByRole('textbox', { name: 'Código' });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(document.activeElement).toBe(code);

    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    const submit = within(dialog).getByRole('button', { name: 'Salvar' });
    await userEvent.tab();
    await expect(within(dialog).getByRole('combobox', { name: 'Risco' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    // From the last control Tab wraps to the first, not to the page behind nor to <body>.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(code).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(submit).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    // By mouse too: the first field has the focus, and 'Cancelar' gives it back.
    await userEvent.click(opener);
    const reopened = await screen.findByRole('dialog', { name: 'Adicionar CNAE' });
    await waitFor(() => expect(within(reopened).getByRole('textbox', { name: 'Código' })).toHaveFocus());
    await userEvent.click(within(reopened).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
