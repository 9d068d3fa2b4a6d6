import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { OpenedByButton } from '../../stories/OpenedByButton';
import { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './ConfirmDeleteDialog';

function ConfirmDeleteDemo({ open, onClose, ...props }: ConfirmDeleteDialogProps) {
  return (
    <OpenedByButton label="Excluir" variant="danger" open={open} onClose={onClose}>
      {(dialog) => <ConfirmDeleteDialog {...props} {...dialog} />}
    </OpenedByButton>
  );
}

const meta = {
  title: 'Components/ConfirmDeleteDialog',
  component: ConfirmDeleteDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Every deletion of a client, CNAE, licence, user, company, CNPJ or document asks this (specs 1 and 2): the warning 'Esta ação é irreversível.', a radio pair 'Sim' / 'Não' that starts on 'Não', and a danger button ('Excluir') enabled only after 'Sim'. Give a `title` such as 'Excluir cliente' and the `itemName`; `onConfirm` runs the deletion, `loading` shows it running and `onClose` closes the dialog.",
      },
    },
    screenshot: { viewport: true },
  },
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Excluir cliente',
    itemName: 'mercado boa vista',
  },
  render: (args) => <ConfirmDeleteDemo {...args} />,
} satisfies Meta<typeof ConfirmDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir cliente' });
    await expect(dialog).toHaveTextContent('Esta ação é irreversível.');
    await expect(within(dialog).getByRole('radio', { name: 'Não' })).toBeChecked();
    const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Sim' }));
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Excluir cliente' });
    const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const SimChosen: Story = {
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Excluir cliente' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sim' }));
    await expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeEnabled();
  },
};

/** Closed after choosing 'Sim' and opened again: it starts over on 'Não'. */
export const OpenedAgain: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    let dialog = await screen.findByRole('dialog', { name: 'Excluir cliente' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sim' }));
    await expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    dialog = await screen.findByRole('dialog', { name: 'Excluir cliente' });
    await expect(within(dialog).getByRole('radio', { name: 'Não' })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeDisabled();
  },
};

export const Loading: Story = {
  render: (args) => <ConfirmDeleteDialog {...args} />,
  args: { loading: true, title: 'Excluir CNAE', itemName: '4711-3/02' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Excluir CNAE' });
    await expect(within(dialog).getByRole('button', { name: 'Excluir' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongName: Story = {
  args: {
    title: 'Excluir empresa',
    itemName: 'Companhia Brasileira de Distribuição e Comércio de Produtos Agropecuários do Vale do São Francisco',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { title: 'Excluir usuário', itemName: 'maria.souza@exemplo.com.br' },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  args: { title: 'Excluir licença', itemName: 'Licença sanitária' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Excluir licença' });
    await expect(dialog).toHaveTextContent('Você está excluindo Licença sanitária.');
    await expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeDisabled();
  },
};
