import { secondFactorTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { responsiveParameters } from '../../stories/parameters';
import { TotpSetupForm } from './TotpSetupForm';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const otpauthUri = `otpauth://totp/Conforma:ana.souza%40exemplo.com.br?secret=${secret}&issuer=Conforma&algorithm=SHA1&digits=6&period=30`;

/** The key typed by hand: a `<code>` whose groups are separate elements, read as one text. */
const keyText = (key: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'CODE' && element.textContent === key;

const meta = {
  title: 'Components/TotpSetupForm',
  component: TotpSetupForm,
  tags: ['autodocs'],
  parameters: responsiveParameters(
    "Setting up an authenticator app (Minha conta, or the sign-in of someone who must): `secondFactorTexts.totpScan`, the QR code of `otpauthUri`, `totpManual` with the `secret` in monospace groups of 4 (one click selects it whole; copied without spaces), and the 'Código' field (numeric keyboard, the phone's one-time-code suggestion, up to 7 characters so '123 456' fits). 'Verificar' calls `onSubmit` with the text as typed; `busy` makes it wait, `error` shows under the field, `onCancel` adds 'Cancelar'. Its own `<form>`, so Enter submits.",
  ),
  args: { otpauthUri, secret, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof TotpSetupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(secondFactorTexts.totpScan)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code do aplicativo autenticador' })).toBeVisible();
    await expect(canvas.getByText(secondFactorTexts.totpManual)).toBeVisible();
    // Eight groups of four, copied as one key without spaces.
    const key = canvas.getByText(keyText(secret));
    await expect([...key.querySelectorAll('span')].map((group) => group.textContent)).toEqual([
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
    ]);

    const code = canvas.getByRole('textbox', { name: 'Código' });
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '123 4567');
    // Seven characters at most: '123 456' fits, an eighth is not taken.
    await expect(code).toHaveValue('123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('123 456');

    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Enter in the field submits the form. */
export const SubmitWithEnter: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), '654321{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('654321');
  },
};

export const WithError: Story = {
  args: { error: secondFactorTexts.wrongCode },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Código' });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(secondFactorTexts.wrongCode);
  },
};

/** While the code is checked 'Verificar' is busy and another submit is ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: 'Verificar' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), '123456{Enter}');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without `onCancel` there is no 'Cancelar'; `submitLabel` renames the submit button. */
export const WithoutCancel: Story = {
  args: { onCancel: undefined, submitLabel: 'Ativar' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Ativar' })).toBeVisible();
  },
};

/** A longer key (256 bits) and a long error wrap inside the form instead of widening it. */
export const LongText: Story = {
  args: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DP',
    error:
      'Código inválido ou expirado. Confira se o relógio do celular está no horário automático e digite o código que aparece agora no aplicativo.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(keyText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DP'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Código' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** At 320 px the key goes under the QR code and breaks between its groups. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const qr = canvas.getByRole('img', { name: 'QR code do aplicativo autenticador' }).getBoundingClientRect();
    const key = canvas.getByText(keyText(secret)).getBoundingClientRect();
    await expect(key.top).toBeGreaterThanOrEqual(qr.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    // Side by side when there is room.
    const qr = canvas.getByRole('img', { name: 'QR code do aplicativo autenticador' }).getBoundingClientRect();
    const key = canvas.getByText(keyText(secret)).getBoundingClientRect();
    await expect(key.left).toBeGreaterThanOrEqual(qr.right);
    await expect(canvas.getByRole('button', { name: 'Verificar' })).toBeEnabled();
  },
};
