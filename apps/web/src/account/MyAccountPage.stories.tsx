import { mockStaffClaims, profileHandlers } from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '../stories/AppPage';
import { pageParameters } from '../stories/page-stories';
import { dismissToasts, toasts } from '../stories/toasts';

/** /admin/myaccount, against the msw profile calls. */
const meta = {
  title: 'Pages/Admin/Minha conta',
  component: AppPage,
  parameters: pageParameters({
    handlers: profileHandlers,
    description:
      "'Minha conta' (spec 1 'My account'): 'Meu perfil' (Nome, Email, Tipo de usuário — editable only by CONFORMA or ADMIN —, Ativo, Salvar, 'Excluir conta' with a plain confirmation that signs out) and 'Alterar senha' (Senha and its confirmation, which must match).",
  }),
  args: { path: '/admin/myaccount' },
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
  parameters: { msw: { handlers: [saveProfileCalls.handler, ...profileHandlers] } },
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
        ...profileHandlers,
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
  parameters: { msw: { handlers: [deleteCalls.handler, ...profileHandlers] } },
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
