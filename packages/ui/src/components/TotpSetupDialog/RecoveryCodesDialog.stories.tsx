import { secondFactorTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { OpenedByButton } from '../../stories/OpenedByButton';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';

const codes = [
  'k7m2p-9xq4t',
  'a3b8c-d2e5f',
  'h4j6k-m7n8p',
  'q9r2s-t3u4v',
  'w5x6y-z7a8b',
  'c9d2e-f3g4h',
  'j5k6m-n7p8q',
  'r9s2t-u3v4w',
  'x5y6z-a7b8c',
  'd9e2f-g3h4j',
];

const meta = {
  title: 'Components/RecoveryCodesDialog',
  component: RecoveryCodesDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The recovery codes in Minha conta, after the authenticator app is set up or 'Gerar novos códigos': a `Dialog` titled 'Códigos de recuperação' around `RecoveryCodesPanel` (the lead, the codes, 'Copiar códigos', 'Baixar códigos'). 'Guardei os códigos', ✕ and Escape call `onClose`; a click outside does not close it, since the codes are never shown again.",
      },
    },
    screenshot: { viewport: true, widths: [320, 1440] },
  },
  args: { open: true, codes, onClose: fn() },
  render: (args) => (
    <OpenedByButton
      label={secondFactorTexts.newRecoveryCodes}
      variant="secondary"
      open={args.open}
      onClose={args.onClose}
    >
      {(dialog) => <RecoveryCodesDialog {...args} {...dialog} />}
    </OpenedByButton>
  ),
} satisfies Meta<typeof RecoveryCodesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.newRecoveryCodes }));
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.recoveryCodesTitle });
    // The dialog's title is the only heading: the panel leaves its own out.
    await expect(within(dialog).getAllByRole('heading')).toHaveLength(1);
    const list = within(dialog).getByRole('list', { name: secondFactorTexts.recoveryCodesTitle });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);

    // A click outside keeps the codes on screen.
    await userEvent.click(document.body);
    await expect(screen.getByRole('dialog', { name: secondFactorTexts.recoveryCodesTitle })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: secondFactorTexts.savedCodes }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Escape closes it too. */
export const ClosesWithEscape: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog', { name: secondFactorTexts.recoveryCodesTitle });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { codes: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.recoveryCodesTitle });
    await expect(within(dialog).queryByRole('list')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: secondFactorTexts.copyCodes })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { codes: codes.map((code) => `${code}-${code}-${code}`) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.recoveryCodesTitle });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.recoveryCodesTitle });
    await expect(within(dialog).getByRole('button', { name: secondFactorTexts.savedCodes })).toBeInTheDocument();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.recoveryCodesTitle });
    await expect(within(dialog).getByRole('button', { name: secondFactorTexts.savedCodes })).toBeVisible();
  },
};
