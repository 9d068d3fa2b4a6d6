import { secondFactorTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { responsiveParameters } from '../../stories/parameters';
import { SecuritySettings } from './SecuritySettings';

const passkeys = [
  {
    id: 11,
    name: 'iPhone da Ana',
    createdAt: '03/02/2026 às 09:12',
    lastUsedAt: '20/05/2026 às 08:47',
    backedUp: true,
  },
  { id: 12, name: 'Chave de segurança YubiKey', createdAt: '14/04/2026 às 16:30', lastUsedAt: null, backedUp: false },
];

const meta = {
  title: 'Components/SecuritySettings',
  component: SecuritySettings,
  tags: ['autodocs'],
  parameters: responsiveParameters(
    "Minha conta's 'Segurança do acesso' card (h2). When `required` (the person is under the policy), a notice that a factor must stay. 'Chaves de acesso' (h3): the lead, the `PasskeyList` and 'Adicionar chave de acesso' — disabled, with 'Este navegador não oferece chaves de acesso.', when `passkeysSupported` is false. 'Aplicativo autenticador' (h3) with 'Ativado'/'Desativado': when off, 'Configurar aplicativo autenticador'; when on, how many recovery codes are left (a warning colour at 2 or fewer), 'Gerar novos códigos' and 'Desativar verificação em duas etapas'. `busy` makes every button wait; `removingPasskeyId` marks the passkey being removed. Every action is a callback.",
  ),
  args: {
    passkeys,
    passkeysSupported: true,
    totp: { enabled: false, recoveryCodesLeft: 0 },
    required: false,
    onAddPasskey: fn(),
    onRemovePasskey: fn(),
    onSetUpTotp: fn(),
    onDisableTotp: fn(),
    onRenewRecoveryCodes: fn(),
  },
} satisfies Meta<typeof SecuritySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: secondFactorTexts.sectionTitle })).toBeVisible();
    await expect(canvas.queryByText(secondFactorTexts.requiredNotice)).toBeNull();

    const passkeysPart = canvas.getByRole('region', { name: secondFactorTexts.passkeysTitle });
    await expect(within(passkeysPart).getByText(secondFactorTexts.passkeysLead)).toBeVisible();
    await expect(within(passkeysPart).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(passkeysPart).getByRole('button', { name: 'Remover chave iPhone da Ana' }));
    await expect(args.onRemovePasskey).toHaveBeenCalledWith(11);
    await userEvent.click(within(passkeysPart).getByRole('button', { name: secondFactorTexts.addPasskey }));
    await expect(args.onAddPasskey).toHaveBeenCalledOnce();

    const totpPart = canvas.getByRole('region', { name: secondFactorTexts.totpTitle });
    await expect(within(totpPart).getByText('Desativado')).toBeVisible();
    await expect(within(totpPart).queryByRole('button', { name: secondFactorTexts.disableTotp })).toBeNull();
    await userEvent.click(within(totpPart).getByRole('button', { name: secondFactorTexts.setUpTotp }));
    await expect(args.onSetUpTotp).toHaveBeenCalledOnce();
  },
};

/** The app on: the codes left, 'Gerar novos códigos' and 'Desativar verificação em duas etapas'. */
export const TotpOn: Story = {
  args: { totp: { enabled: true, recoveryCodesLeft: 7 } },
  play: async ({ canvas, userEvent, args }) => {
    const totpPart = canvas.getByRole('region', { name: secondFactorTexts.totpTitle });
    await expect(within(totpPart).getByText('Ativado')).toBeVisible();
    await expect(within(totpPart).getByText('7 códigos de recuperação restantes')).toBeVisible();
    await expect(within(totpPart).queryByRole('button', { name: secondFactorTexts.setUpTotp })).toBeNull();
    await userEvent.click(within(totpPart).getByRole('button', { name: secondFactorTexts.newRecoveryCodes }));
    await expect(args.onRenewRecoveryCodes).toHaveBeenCalledOnce();
    await userEvent.click(within(totpPart).getByRole('button', { name: secondFactorTexts.disableTotp }));
    await expect(args.onDisableTotp).toHaveBeenCalledOnce();
  },
};

/** Under the policy, with one recovery code left (shown as a warning). */
export const RequiredWithOneCodeLeft: Story = {
  args: { required: true, totp: { enabled: true, recoveryCodesLeft: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(secondFactorTexts.requiredNotice)).toBeVisible();
    await expect(canvas.getByText('1 código de recuperação restante')).toBeVisible();
  },
};

/** A browser without WebAuthn: the button is disabled and says why. */
export const PasskeysUnsupported: Story = {
  args: { passkeysSupported: false },
  play: async ({ canvas, userEvent, args }) => {
    const add = canvas.getByRole('button', { name: secondFactorTexts.addPasskey });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Este navegador não oferece chaves de acesso.');
    await userEvent.click(add);
    await expect(args.onAddPasskey).not.toHaveBeenCalled();
  },
};

/** Nothing set up yet, under the policy. */
export const Empty: Story = {
  args: { passkeys: [], required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(secondFactorTexts.noPasskeys)).toBeVisible();
    await expect(canvas.getByText('Desativado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: secondFactorTexts.setUpTotp })).toBeEnabled();
  },
};

/** While a change runs every button waits; the passkey being removed shows it. */
export const Busy: Story = {
  args: { busy: true, removingPasskeyId: 12, totp: { enabled: true, recoveryCodesLeft: 10 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remover chave Chave de segurança YubiKey' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Remover chave iPhone da Ana' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: secondFactorTexts.addPasskey })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: secondFactorTexts.newRecoveryCodes })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: secondFactorTexts.disableTotp })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    required: true,
    passkeysSupported: false,
    totp: { enabled: true, recoveryCodesLeft: 10 },
    passkeys: [
      {
        id: 21,
        name: 'Notebook-do-escritório-da-Drogaria-e-Perfumaria-São-José-do-Rio-Preto',
        createdAt: '03/02/2026 às 09:12',
        lastUsedAt: '20/05/2026 às 08:47',
        backedUp: true,
      },
      ...passkeys,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('10 códigos de recuperação restantes')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = {
  args: { required: true, totp: { enabled: true, recoveryCodesLeft: 4 } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: secondFactorTexts.disableTotp })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  args: { totp: { enabled: true, recoveryCodesLeft: 4 } },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 códigos de recuperação restantes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: secondFactorTexts.addPasskey })).toBeEnabled();
  },
};
