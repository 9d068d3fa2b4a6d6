import { handlers, mockTakenEmail } from '@product/api/mocks';
import { ownAccountTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, type within } from 'storybook/test';
import { AppPage } from '../stories/AppPage';
import { pageParameters } from '../stories/page-stories';
import { dismissToasts, toasts } from '../stories/toasts';
import { unansweredBody } from '../stories/unanswered';

const signupUrl = '*/api/v1/client';

/** /signup, signed out; the sign-up call is answered by the shared mocks, as the server answers it. */
const meta = {
  title: 'Pages/Public/Sign up',
  component: AppPage,
  parameters: pageParameters({
    handlers,
    description:
      "'Criar conta' (spec 1 §2, §5): Nome, Email, Senha and 'Empresa ou grupo'; sent, the account waits disabled and the page goes to 'Cadastro realizado' (/platform-under-update). A refusal shows 'Erro no cadastro! Tente novamente mais tarde.' with the server's reason.",
  }),
  args: { path: '/signup', claims: null },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** A sign-up that passes the form's rules. */
async function fillIn(
  canvas: Canvas,
  userEvent: { type: (element: Element, text: string) => Promise<void> },
  email = 'joana@padaria.com',
) {
  await userEvent.type(await canvas.findByLabelText('Nome'), 'Joana Prado');
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Senha'), 'pao-de-queijo');
  await userEvent.type(canvas.getByLabelText('Empresa ou grupo'), 'Padaria Prado');
}

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await expect(canvas.getByLabelText('Empresa ou grupo')).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/');
  },
};

export const Validation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Criar conta' }));
    await expect(await canvas.findByText('Nome obrigatório')).toBeVisible();
    await expect(canvas.getByText('Email obrigatório')).toBeVisible();
    await expect(canvas.getByText('Senha obrigatória')).toBeVisible();
    await expect(canvas.getByText('Nome da empresa ou grupo obrigatória')).toBeVisible();
  },
};

/** Sent: the platform-under-update page. */
export const SignsUp: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(await canvas.findByRole('heading', { name: 'Cadastro realizado' })).toBeVisible();
  },
};

/** An e-mail that already has a user: the error toast with the server's reason, and the form stays. */
export const Refused: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent, mockTakenEmail);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    const shown = await toasts();
    await expect(await shown.findByText('Erro no cadastro! Tente novamente mais tarde.')).toBeVisible();
    await expect(shown.getByText(ownAccountTexts.emailTaken)).toBeVisible();
    await expect(canvas.getByLabelText('Nome')).toHaveValue('Joana Prado');
    await dismissToasts();
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [http.post(signupUrl, unansweredBody), ...handlers] } },
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(await canvas.findByRole('button', { name: 'Criar conta', busy: true })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  },
};
