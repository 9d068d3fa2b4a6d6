import { handlers, mockResetToken } from '@product/api/mocks';
import { ownAccountTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type within } from 'storybook/test';
import { AppPage } from '../stories/AppPage';
import { pageParameters } from '../stories/page-stories';
import { dismissToasts, toasts } from '../stories/toasts';

/** /reset-password?token=…, where the e-mailed link lands; the confirm call is answered by the shared mocks (one token valid). */
const meta = {
  title: 'Pages/Public/Reset password',
  component: AppPage,
  parameters: pageParameters({
    handlers,
    description:
      "'Nova senha': the new password (6 to 32 characters) typed twice. Saved, the server's toast and the sign-in page; a link unknown, used or past its hour gives the error toast, and 'Pedir um novo link' leads to /forgot-password.",
  }),
  args: { path: `/reset-password?token=${mockResetToken}`, claims: null },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A password that passes the form's rules, typed twice. */
async function typePasswords(
  canvas: ReturnType<typeof within>,
  userEvent: { type: (element: Element, text: string) => Promise<void> },
) {
  await userEvent.type(await canvas.findByLabelText('Nova senha'), 'nova-senha-1');
  await userEvent.type(canvas.getByLabelText('Confirme a nova senha'), 'nova-senha-1');
}

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nova senha' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/forgot-password');
  },
};

export const PasswordsMustMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar nova senha' }));
    await expect(await canvas.findByText('Senha obrigatória')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'nova-senha-1');
    await userEvent.type(canvas.getByLabelText('Confirme a nova senha'), 'nova-senha-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(await canvas.findByText('As senhas devem ser iguais.')).toBeVisible();
  },
};

/** Saved: the token of the link travels with the passwords; then the toast and the sign-in page. */
export const Saved: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await typePasswords(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(await (await toasts()).findByText(ownAccountTexts.resetDone)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await dismissToasts();
  },
};

/** A link past its hour: the error toast with the server's reason; the page stays. */
export const ExpiredLink: Story = {
  args: { path: '/reset-password?token=link-vencido' },
  play: async ({ canvas, userEvent }) => {
    await typePasswords(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível alterar a senha.')).toBeVisible();
    await expect(shown.getByText(ownAccountTexts.resetLinkInvalid)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nova senha' })).toBeVisible();
    await dismissToasts();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nova senha' })).toBeVisible();
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nova senha' })).toBeVisible();
  },
};
