import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { OpenedByButton } from '../../stories/OpenedByButton';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function ConfirmDemo({ open, onClose, ...props }: ConfirmDialogProps) {
  return (
    <OpenedByButton label="Resetar" variant="danger" open={open} onClose={onClose}>
      {(dialog) => <ConfirmDialog {...props} {...dialog} />}
    </OpenedByButton>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "An irreversible action that is not a deletion (resetting a licence, spec 2 §4) asks this: its own `message` and `warning`, a radio pair 'Sim' / 'Não' that starts on 'Não' under the `question`, and a danger button (`confirmText`) enabled only after 'Sim'. Deletions use `ConfirmDeleteDialog`, which says 'Você está excluindo …'.",
      },
    },
    screenshot: { viewport: true },
  },
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Resetar licença',
    message: (
      <>
        Você está resetando <strong>Licença sanitária</strong>.
      </>
    ),
    warning: 'A licença voltará ao seu estado inicial, sem dados e sem uploads. Esta ação não pode ser desfeita.',
    question: 'Deseja resetar esta licença?',
    confirmText: 'Resetar',
  },
  render: (args) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resetar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resetar licença' });
    await expect(dialog).toHaveTextContent('Você está resetando Licença sanitária.');
    await expect(dialog).not.toHaveTextContent('excluindo');
    await expect(within(dialog).getByRole('radio', { name: 'Não' })).toBeChecked();
    const confirm = within(dialog).getByRole('button', { name: 'Resetar' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sim' }));
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Open, with what goes along listed under the warning; 'Não' keeps the button disabled. At a phone's width too. */
export const WithDetails: Story = {
  parameters: { screenshot: { viewport: true, widths: [320, 1440] } },
  args: {
    children: (
      <div>
        <p>Os arquivos anexados só a esta licença serão excluídos do repositório:</p>
        <ul>
          <li>Alvará de Funcionamento 2026.pdf</li>
          <li>Comprovante taxa TFLF.pdf</li>
        </ul>
      </div>
    ),
  },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Resetar licença' });
    await expect(within(dialog).getByText('Comprovante taxa TFLF.pdf')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resetar' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** 'Sim' chosen and the action running: the button is busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Resetar licença' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sim' }));
    await expect(within(dialog).getByRole('button', { name: 'Resetar' })).toHaveAttribute('aria-busy', 'true');
  },
};
