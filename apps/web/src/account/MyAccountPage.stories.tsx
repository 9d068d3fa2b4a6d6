import {
  mockStaffClaims,
  mockTotpCode,
  passkeyFixtures,
  profileHandlers,
  resetSecondFactorMocks,
  secondFactorHandlers,
  seedSecurityMocks,
} from '@product/api/mocks';
import { secondFactorTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '../stories/AppPage';
import { type Canvas, dialogNamed, expectErrorToast, pageParameters } from '../stories/page-stories';
import { dismissToasts, toasts } from '../stories/toasts';

/** The page's calls: the profile, and 'Segurança do acesso' (issue 28). */
const accountHandlers = [...profileHandlers, ...secondFactorHandlers];

/** /admin/myaccount, against the msw profile and security calls. */
const meta = {
  title: 'Pages/Admin/Minha conta',
  component: AppPage,
  parameters: pageParameters({
    handlers: accountHandlers,
    description:
      "'Minha conta' (spec 1 'My account'): 'Meu perfil' (Nome, Email, Tipo de usuário — editable only by CONFORMA or ADMIN —, Ativo, Salvar, 'Excluir conta' with a plain confirmation that signs out), 'Alterar senha' (Senha and its confirmation, which must match) and, beyond the spec (issue 28), 'Segurança do acesso': the passkeys (add with a name, remove) and the authenticator app (set up from a QR code and a first code, the recovery codes shown once, new codes, switch off); under the policy a notice, and the server refuses removing the last factor.",
  }),
  args: { path: '/admin/myaccount' },
  // Each story starts with no passkey and no app, whatever the previous one set up.
  beforeEach: () => resetSecondFactorMocks(),
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bodies of the PUTs and the methods of the profile calls the page made, read by an msw handler that passes them on. */
function recordProfileCalls() {
  const calls: { method: string; body?: unknown }[] = [];
  const handler = http.all('*/api/v1/client/myaccount/profile', async ({ request }) => {
    calls.push({ method: request.method, body: request.method === 'PUT' ? await request.clone().json() : undefined });
  });
  return { calls, handler };
}

const profileForm = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('form', { name: 'Meu perfil' }));
/** 'Segurança do acesso' (issue 28). */
const securityCard = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: secondFactorTexts.sectionTitle }, { timeout: 5000 }));
/**
 * The card lies below the fold at 900 px, and the screenshot paints only what is in the window:
 * scrolled to, so the picture shows it.
 */
const pictureSecurityCard = async (canvas: Canvas) =>
  (await canvas.findByRole('region', { name: secondFactorTexts.sectionTitle })).scrollIntoView({ block: 'end' });
const passwordForm = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('form', { name: 'Alterar senha' }));

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    const profile = await profileForm(canvas);
    await expect(profile.getByLabelText('Nome')).toHaveValue('Ana Souza');
    await expect(profile.getByLabelText('Email')).toHaveValue('admin@conforma.local');
    // CONFORMA may change their own type.
    await expect(profile.getByRole('combobox', { name: 'Tipo de usuário' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Alterar senha' })).toBeVisible();
    // Issue 28: no passkey and no app yet, and no policy over Ana.
    const security = await securityCard(canvas);
    await expect(security.getByText(secondFactorTexts.noPasskeys)).toBeVisible();
    await expect(security.getByText(secondFactorTexts.totpOff)).toBeVisible();
    await expect(security.getByRole('button', { name: secondFactorTexts.addPasskey })).toBeEnabled();
    await expect(security.getByRole('button', { name: secondFactorTexts.setUpTotp })).toBeEnabled();
    await expect(security.queryByText(secondFactorTexts.requiredNotice)).toBeNull();
  },
};

export const EditorCannotChangeOwnType: Story = {
  args: { claims: { ...mockStaffClaims, access_role: 'EDITOR' } },
  play: async ({ canvas }) => {
    const profile = await profileForm(canvas);
    await expect(profile.getByRole('combobox', { name: 'Tipo de usuário' })).toBeDisabled();
    await expect(
      profile.getByText('Apenas usuários Conforma ou Administradores alteram o próprio tipo.'),
    ).toBeVisible();
  },
};

/** One's own record: Ativo stays on, with the users form's reason (the server refuses switching oneself off). */
export const CannotSwitchSelfOff: Story = {
  play: async ({ canvas, userEvent }) => {
    const profile = await profileForm(canvas);
    const enabled = profile.getByRole('switch', { name: 'Ativo' });
    await expect(enabled).toBeChecked();
    await expect(enabled).toBeDisabled();
    await expect(profile.getByText('Você não pode desativar o seu próprio usuário.')).toBeVisible();
    await userEvent.click(enabled);
    await expect(enabled).toBeChecked();
  },
};

const saveProfileCalls = recordProfileCalls();

export const SaveProfile: Story = {
  parameters: { msw: { handlers: [saveProfileCalls.handler, ...accountHandlers] } },
  beforeEach: () => {
    saveProfileCalls.calls.length = 0;
  },
  play: async ({ canvas, userEvent }) => {
    const profile = await profileForm(canvas);
    const name = profile.getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Souza Lima');
    await userEvent.click(profile.getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Dados alterados com sucesso!')).toBeVisible();
    // No password typed: only name, email, systemRole and enabled travel (spec 1 §5), no empty password.
    await expect(saveProfileCalls.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { name: 'Ana Souza Lima', email: 'admin@conforma.local', systemRole: 'CONFORMA', enabled: true },
    ]);
    // The new token carries the new name: the shell shows it at once.
    await expect(await canvas.findByText('Ana Souza Lima', { selector: 'nav *, aside *' })).toBeVisible();
    await dismissToasts();
  },
};

export const ProfileValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    const profile = await profileForm(canvas);
    await userEvent.clear(profile.getByLabelText('Nome'));
    const email = profile.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'ana@');
    await userEvent.click(profile.getByRole('button', { name: 'Salvar' }));
    await expect(await profile.findByText('Nome obrigatório')).toBeVisible();
    await expect(profile.getByText('Email inválido')).toBeVisible();
  },
};

export const PasswordsMustMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    const password = await passwordForm(canvas);
    await userEvent.click(password.getByRole('button', { name: 'Salvar' }));
    await expect(await password.findByText('Senha obrigatória')).toBeVisible();
    await userEvent.type(password.getByLabelText('Senha'), 'nova-senha-1');
    await userEvent.type(password.getByLabelText('Confirmação de senha'), 'nova-senha-2');
    await userEvent.click(password.getByRole('button', { name: 'Salvar' }));
    await expect(await password.findByText('As senhas devem ser iguais.')).toBeVisible();
  },
};

export const ChangePassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const password = await passwordForm(canvas);
    await userEvent.type(password.getByLabelText('Senha'), 'nova-senha-1');
    await userEvent.type(password.getByLabelText('Confirmação de senha'), 'nova-senha-1');
    await userEvent.click(password.getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Dados alterados com sucesso!')).toBeVisible();
    await waitFor(() => expect(password.getByLabelText('Senha')).toHaveValue(''));
    await dismissToasts();
  },
};

export const SaveRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/v1/client/myaccount/profile', () =>
          HttpResponse.json({ message: 'Este email já está cadastrado.' }, { status: 409 }),
        ),
        ...accountHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const profile = await profileForm(canvas);
    await userEvent.click(profile.getByRole('button', { name: 'Salvar' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível alterar o usuário.')).toBeVisible();
    await expect(shown.getByText('Este email já está cadastrado.')).toBeVisible();
    await dismissToasts();
  },
};

const deleteCalls = recordProfileCalls();

export const DeleteOwnAccount: Story = {
  parameters: { msw: { handlers: [deleteCalls.handler, ...accountHandlers] } },
  beforeEach: () => {
    deleteCalls.calls.length = 0;
  },
  play: async ({ canvas, userEvent }) => {
    const profile = await profileForm(canvas);
    await userEvent.click(profile.getByRole('button', { name: 'Excluir conta' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Excluir conta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir conta' }));
    await expect(await (await toasts()).findByText('Conta excluída')).toBeVisible();
    // Signed out: back on the sign-in page.
    await expect(await canvas.findByRole('button', { name: 'Entrar' })).toBeVisible();
    await dismissToasts();
    // Nothing is asked of the API once signed out: the profile is not fetched again (it would be a 401).
    await new Promise((done) => setTimeout(done, 300));
    await expect(deleteCalls.calls.map((call) => call.method)).toEqual(['GET', 'DELETE']);
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/myaccount/profile', () =>
          HttpResponse.json({ message: 'Serviço indisponível no momento.' }, { status: 503 }),
        ),
        ...secondFactorHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Não foi possível carregar o usuário.' })).toBeVisible();
    await dismissToasts();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Meu perfil' })).toBeVisible();
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Meu perfil' })).toBeVisible();
  },
};

/** Two passkeys and the authenticator app, seven recovery codes left (issue 28). */
export const WithPasskeysAndApp: Story = {
  beforeEach: () => {
    seedSecurityMocks({ passkeys: passkeyFixtures, totpEnabled: true, recoveryCodesLeft: 7 });
    return resetSecondFactorMocks;
  },
  play: async ({ canvas }) => {
    const security = await securityCard(canvas);
    const passkeys = within(security.getByRole('region', { name: secondFactorTexts.passkeysTitle }));
    const rows = passkeys.getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Notebook do escritório');
    await expect(rows[0]).toHaveTextContent('Sincronizada');
    await expect(rows[0]).toHaveTextContent('Último uso:');
    await expect(rows[1]).toHaveTextContent('Chave de segurança');
    await expect(rows[1]).toHaveTextContent('Nunca usada');
    await expect(passkeys.getByRole('button', { name: 'Remover chave Chave de segurança' })).toBeEnabled();
    const app = within(security.getByRole('region', { name: secondFactorTexts.totpTitle }));
    await expect(app.getByText(secondFactorTexts.totpOn)).toBeVisible();
    await expect(app.getByText(secondFactorTexts.recoveryCodesLeft(7))).toBeVisible();
    await expect(app.getByRole('button', { name: secondFactorTexts.newRecoveryCodes })).toBeEnabled();
    await expect(app.getByRole('button', { name: secondFactorTexts.disableTotp })).toBeEnabled();
    await expect(app.queryByRole('button', { name: secondFactorTexts.setUpTotp })).toBeNull();
    await pictureSecurityCard(canvas);
  },
};

/** 'Configurar aplicativo autenticador': the QR code, a first code, the recovery codes once, then 'Ativado'. */
export const SetUpAuthenticator: Story = {
  play: async ({ canvas, userEvent }) => {
    const security = await securityCard(canvas);
    await userEvent.click(security.getByRole('button', { name: secondFactorTexts.setUpTotp }));
    const dialog = await dialogNamed(secondFactorTexts.setUpTotp);
    await expect(await dialog.findByRole('img', { name: 'QR code do aplicativo autenticador' })).toBeVisible();
    const code = dialog.getByLabelText(secondFactorTexts.codeLabel);
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, mockTotpCode);
    await userEvent.click(dialog.getByRole('button', { name: secondFactorTexts.verify }));
    const codes = await dialogNamed(secondFactorTexts.recoveryCodesTitle);
    const list = codes.getByRole('list', { name: secondFactorTexts.recoveryCodesTitle });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(await (await toasts()).findByText(secondFactorTexts.totpEnabled)).toBeVisible();
    await userEvent.click(codes.getByRole('button', { name: secondFactorTexts.savedCodes }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const app = within(security.getByRole('region', { name: secondFactorTexts.totpTitle }));
    await expect(await app.findByText(secondFactorTexts.totpOn)).toBeVisible();
    await expect(app.getByText(secondFactorTexts.recoveryCodesLeft(10))).toBeVisible();
    // Still signed in: the change's new token replaced this tab's.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    await dismissToasts();
    await pictureSecurityCard(canvas);
  },
};

/** A wrong first code: the reason under the field, the dialog stays. */
export const SetUpAuthenticatorWrongCode: Story = {
  parameters: { screenshot: { viewport: true } },
  play: async ({ canvas, userEvent }) => {
    const security = await securityCard(canvas);
    await userEvent.click(security.getByRole('button', { name: secondFactorTexts.setUpTotp }));
    const dialog = await dialogNamed(secondFactorTexts.setUpTotp);
    await userEvent.type(await dialog.findByLabelText(secondFactorTexts.codeLabel), '000000');
    await userEvent.click(dialog.getByRole('button', { name: secondFactorTexts.verify }));
    await expect(await dialog.findByText(secondFactorTexts.wrongCode)).toBeVisible();
    await expect(dialog.getByLabelText(secondFactorTexts.codeLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 'Remover chave': asked first, then gone from the list. */
export const RemovePasskey: Story = {
  beforeEach: () => {
    seedSecurityMocks({ passkeys: passkeyFixtures });
    return resetSecondFactorMocks;
  },
  play: async ({ canvas, userEvent }) => {
    const security = await securityCard(canvas);
    await userEvent.click(security.getByRole('button', { name: 'Remover chave Chave de segurança' }));
    const dialog = await dialogNamed(secondFactorTexts.removePasskey);
    await expect(dialog.getByText(/A chave "Chave de segurança" deixará de abrir a sua conta/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: secondFactorTexts.removePasskey }));
    await expect(await (await toasts()).findByText(secondFactorTexts.passkeyRemoved)).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(security.queryByText('Chave de segurança')).toBeNull());
    await expect(security.getByText('Notebook do escritório')).toBeVisible();
    await dismissToasts();
    await pictureSecurityCard(canvas);
  },
};

/** Under the policy with one passkey only: the server refuses removing it, its reason in the toast. */
export const LastFactorRefused: Story = {
  beforeEach: () => {
    seedSecurityMocks({ required: true, passkeys: passkeyFixtures.slice(0, 1) });
    return resetSecondFactorMocks;
  },
  play: async ({ canvas, userEvent }) => {
    const security = await securityCard(canvas);
    await userEvent.click(security.getByRole('button', { name: 'Remover chave Notebook do escritório' }));
    const dialog = await dialogNamed(secondFactorTexts.removePasskey);
    await userEvent.click(dialog.getByRole('button', { name: secondFactorTexts.removePasskey }));
    await expectErrorToast('Não foi possível remover a chave.', secondFactorTexts.lastFactor);
    // The refusal closes the question; the passkey stays.
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(security.getByText('Notebook do escritório')).toBeVisible();
    await pictureSecurityCard(canvas);
  },
};

/** The staff roles under MFA_REQUIRED_ROLES: the notice that a factor must stay. */
export const RequiredNotice: Story = {
  beforeEach: () => {
    seedSecurityMocks({ requiredRoles: ['CONFORMA', 'EDITOR'], totpEnabled: true, recoveryCodesLeft: 2 });
    return resetSecondFactorMocks;
  },
  play: async ({ canvas }) => {
    const security = await securityCard(canvas);
    await expect(security.getByText(secondFactorTexts.requiredNotice)).toBeVisible();
    // Two codes left: the count is shown as a warning.
    await expect(security.getByText(secondFactorTexts.recoveryCodesLeft(2))).toBeVisible();
    await pictureSecurityCard(canvas);
  },
};

/** The card on a phone, with passkeys and the app. */
export const SecurityMobile: Story = {
  ...WithPasskeysAndApp,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const security = await securityCard(canvas);
    await expect(security.getByText('Notebook do escritório')).toBeVisible();
    await pictureSecurityCard(canvas);
  },
};
