import { secondFactorTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { OpenedByButton } from '../../stories/OpenedByButton';
import { TotpSetupDialog } from './TotpSetupDialog';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const setup = {
  secret,
  otpauthUri: `otpauth://totp/Conforma:ana.souza%40exemplo.com.br?secret=${secret}&issuer=Conforma&algorithm=SHA1&digits=6&period=30`,
};

/** The key typed by hand: a `<code>` whose groups are separate elements, read as one text. */
const keyText = (key: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'CODE' && element.textContent === key;

const meta = {
  title: 'Components/TotpSetupDialog',
  component: TotpSetupDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "'Configurar aplicativo autenticador' in Minha conta: a `Dialog` around `TotpSetupForm` (QR code, the key to type by hand, 'Código', 'Cancelar' and 'Verificar'). While `setup` is null (the secret is being fetched) a skeleton shows; when it arrives the code field takes the focus. 'Cancelar', ✕ and Escape call `onClose`; `busy` and `error` go to the form.",
      },
    },
    screenshot: { viewport: true, widths: [320, 1440] },
  },
  args: { open: true, onClose: fn(), onSubmit: fn(), setup },
  render: (args) => (
    <OpenedByButton label={secondFactorTexts.setUpTotp} variant="secondary" open={args.open} onClose={args.onClose}>
      {(dialog) => <TotpSetupDialog {...args} {...dialog} />}
    </OpenedByButton>
  ),
} satisfies Meta<typeof TotpSetupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: secondFactorTexts.setUpTotp });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.setUpTotp });
    await expect(within(dialog).getByRole('img', { name: 'QR code do aplicativo autenticador' })).toBeVisible();
    await expect(within(dialog).getByText(keyText(secret))).toBeVisible();
    const code = within(dialog).getByRole('textbox', { name: 'Código' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '123456{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** While the secret is fetched: a skeleton of the form, marked busy. */
export const Loading: Story = {
  args: { setup: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.setUpTotp });
    await expect(within(dialog).getByText('Carregando')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('img')).toBeNull();
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

export const WithError: Story = {
  args: { error: secondFactorTexts.wrongCode },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.setUpTotp });
    const code = within(dialog).getByRole('textbox', { name: 'Código' });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(secondFactorTexts.wrongCode);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.setUpTotp });
    const submit = within(dialog).getByRole('button', { name: 'Verificar' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    setup: {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DP',
      otpauthUri:
        'otpauth://totp/Conforma:maria.aparecida.dos.santos.ferreira%40drogariaeperfumariasaojosedoriopreto.com.br?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DP&issuer=Conforma&algorithm=SHA1&digits=6&period=30',
    },
    error: `${secondFactorTexts.wrongCode} ${secondFactorTexts.totpNotStarted}`,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.setUpTotp });
    await expect(within(dialog).getByRole('textbox', { name: 'Código' })).toHaveAccessibleDescription(
      `${secondFactorTexts.wrongCode} ${secondFactorTexts.totpNotStarted}`,
    );
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.setUpTotp });
    await expect(within(dialog).getByRole('img', { name: 'QR code do aplicativo autenticador' })).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: secondFactorTexts.setUpTotp });
    await expect(within(dialog).getByRole('button', { name: 'Verificar' })).toBeEnabled();
  },
};
