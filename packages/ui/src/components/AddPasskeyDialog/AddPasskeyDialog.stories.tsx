import { passkeyNameMaxLength, secondFactorTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { OpenedByButton } from '../../stories/OpenedByButton';
import { AddPasskeyDialog } from './AddPasskeyDialog';

const meta = {
  title: 'Components/AddPasskeyDialog',
  component: AddPasskeyDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "'Adicionar chave de acesso' in Minha conta (and in the set-up a sign-in may require): a `FormDialog` with 'Nome da chave' (hint 'Para reconhecê-la depois…', at most 60 characters, starting at `defaultName`), 'Cancelar' and 'Continuar'. 'Continuar' calls `onSubmit` with the trimmed name — the caller then opens the browser's passkey prompt; an empty name is refused under the field instead. `busy` makes 'Continuar' wait; `error` (the prompt was cancelled, the server refused) shows above the buttons.",
      },
    },
    screenshot: { viewport: true, widths: [320, 1440] },
  },
  args: { open: true, onClose: fn(), onSubmit: fn(), defaultName: 'Chrome no Windows' },
  render: (args) => (
    <OpenedByButton label={secondFactorTexts.addPasskey} variant="secondary" open={args.open} onClose={args.onClose}>
      {(dialog) => <AddPasskeyDialog {...args} {...dialog} />}
    </OpenedByButton>
  ),
} satisfies Meta<typeof AddPasskeyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.addPasskey }));
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.addPasskey });
    const name = within(dialog).getByRole('textbox', { name: secondFactorTexts.passkeyNameLabel });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('Chrome no Windows');
    await expect(name).toHaveAccessibleDescription(secondFactorTexts.passkeyNameHint);
    await expect(name).toHaveAttribute('maxlength', String(passkeyNameMaxLength));
    await userEvent.clear(name);
    await userEvent.type(name, '  Notebook do escritório ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('Notebook do escritório');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** An empty (or blank) name is refused under the field and nothing is submitted; typing clears the refusal. */
export const RefusesEmptyName: Story = {
  args: { defaultName: undefined },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.addPasskey });
    const name = within(dialog).getByRole('textbox', { name: secondFactorTexts.passkeyNameLabel });
    await userEvent.type(name, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      `${secondFactorTexts.passkeyNameHint} ${secondFactorTexts.passkeyNameRequired}`,
    );
    await expect(name).toHaveFocus();
  },
};

/** The refusal goes when the person types. */
export const RefusalClearsWhenTyping: Story = {
  args: { defaultName: undefined },
  parameters: { screenshot: { disable: true } },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.addPasskey });
    const name = within(dialog).getByRole('textbox', { name: secondFactorTexts.passkeyNameLabel });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText(secondFactorTexts.passkeyNameRequired)).toBeVisible();
    await userEvent.type(name, 'iPhone');
    await expect(within(dialog).queryByText(secondFactorTexts.passkeyNameRequired)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('iPhone');
  },
};

/** While the browser's prompt is open 'Continuar' is busy and a second submit is ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.addPasskey });
    const submit = within(dialog).getByRole('button', { name: 'Continuar' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: secondFactorTexts.passkeyFailed },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.addPasskey });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(secondFactorTexts.passkeyFailed);
  },
};

export const LongText: Story = {
  args: {
    defaultName: 'Notebook do escritório da filial Centro de São José do Rio Pr',
    error: `${secondFactorTexts.passkeyCounter} ${secondFactorTexts.passkeyFailed}`,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.addPasskey });
    await expect(within(dialog).getByRole('textbox', { name: secondFactorTexts.passkeyNameLabel })).toHaveValue(
      'Notebook do escritório da filial Centro de São José do Rio Pr',
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(secondFactorTexts.passkeyCounter);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.addPasskey });
    await expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.addPasskey });
    await expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeEnabled();
  },
};
