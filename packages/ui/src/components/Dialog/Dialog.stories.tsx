import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { OpenedByButton } from '../../stories/OpenedByButton';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';
import { dialogSizes } from './variants';

function DialogDemo({ open, onClose, ...props }: DialogProps) {
  return (
    <OpenedByButton label="Abrir" variant="secondary" open={open} onClose={onClose}>
      {(dialog) => <Dialog {...props} {...dialog} />}
    </OpenedByButton>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A modal dialog for anything that interrupts a list: a title (its accessible name), an optional description, the content and `footer` actions. It has a backdrop, keeps the focus inside while open and gives it back to the opener; 'Fechar', Escape and a backdrop click call `onClose`. Control it with `open`; while closed it renders nothing, so its content starts afresh at each opening (`unmountOnHide={false}` keeps it mounted). For forms use `FormDialog`, for deletions `ConfirmDeleteDialog`.",
      },
    },
    screenshot: { viewport: true },
  },
  args: {
    open: true,
    onClose: fn(),
    title: 'Dados da empresa',
    description: 'Informações cadastradas na Receita Federal.',
    size: 'medium',
    children: 'Razão social: Mercado Boa Vista Ltda. Situação: ativa desde 12/03/2015.',
    footer: <Button onClick={fn()}>Entendi</Button>,
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Abrir' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Dados da empresa' });
    await expect(dialog).toHaveAccessibleDescription('Informações cadastradas na Receita Federal.');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Closed, nothing of it is in the page (not even hidden); closed again, its content goes away. */
export const ClosedRendersNothing: Story = {
  args: { open: false },
  // What it checks is what is not there: a picture would show only the 'Abrir' button.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await expect(screen.queryByText(/Razão social/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    await expect(await screen.findByRole('dialog', { name: 'Dados da empresa' })).toHaveTextContent(/Razão social/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(/Razão social/)).toBeNull());
  },
};

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Dados da empresa' });
    await expect(dialog).toBeVisible();
    // The focus is trapped: it starts inside the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

export const Small: Story = {
  args: {
    size: 'small',
    description: undefined,
    title: 'Sessão encerrada',
    children: 'Entre novamente para continuar.',
  },
};

export const Large: Story = { args: { size: 'large' } };

export const LongText: Story = {
  args: {
    title: 'Companhia Brasileira de Distribuição e Comércio de Produtos Agropecuários do Vale do São Francisco',
    description:
      'Licença de operação emitida pela Secretaria Municipal de Meio Ambiente, com condicionantes de monitoramento trimestral.',
    children: Array.from(
      { length: 8 },
      () => 'As condicionantes devem ser cumpridas dentro do prazo de validade.',
    ).join(' '),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    footer: (
      <>
        <Button variant="secondary">Cancelar</Button>
        <Button>Salvar</Button>
      </>
    ),
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  args: { size: 'large' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Dados da empresa' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Informações cadastradas na Receita Federal.');
    // Even the large size keeps a readable measure on a 2080 px screen.
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(window.innerWidth / 2);
  },
};
