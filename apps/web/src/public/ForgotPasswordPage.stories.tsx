import { handlers, mockCredentials } from '@product/api/mocks';
import { ownAccountTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { AppPage } from '../stories/AppPage';
import { pageParameters } from '../stories/page-stories';
import { dismissToasts, toasts } from '../stories/toasts';
import { unansweredBody } from '../stories/unanswered';

const requestUrl = '*/api/v1/system/user/reset-password';

/** /forgot-password, signed out; the reset request is answered by the shared mocks, as the server answers it. */
const meta = {
  title: 'Pages/Public/Forgot password',
  component: AppPage,
  parameters: pageParameters({
    handlers,
    description:
      "'Esqueci a minha senha' (spec 1 §2, §7, §8): the e-mail to send a reset link to. Sent, the toast and a line saying the link lasts an hour; an unknown e-mail has its own toast, 'Email não encontrado'.",
  }),
  args: { path: '/forgot-password', claims: null },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Esqueci a minha senha' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/');
  },
};

export const Validation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar instruções' }));
    await expect(await canvas.findByText('Email obrigatório')).toBeVisible();
  },
};

/** Sent: the server's toast and the line under the form. */
export const Sent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), mockCredentials.username);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar instruções' }));
    await expect(await (await toasts()).findByText(ownAccountTexts.resetSent)).toBeVisible();
    await expect(
      await canvas.findByText('Enviamos as instruções para o seu email. O link vale por 1 hora.'),
    ).toBeVisible();
    await dismissToasts();
  },
};

/** An e-mail with no user: 'Email não encontrado' with the server's text. */
export const EmailNotFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'ninguem@conforma.local');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar instruções' }));
    const shown = await toasts();
    await expect(await shown.findByText('Email não encontrado')).toBeVisible();
    await expect(shown.getByText(ownAccountTexts.resetEmailNotFound)).toBeVisible();
    await dismissToasts();
  },
};

/** Too many requests, say: the general error toast with the server's reason. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(requestUrl, () =>
          HttpResponse.json({ message: 'Muitas solicitações. Tente mais tarde.' }, { status: 429 }),
        ),
        ...handlers,
      ],
    },
    screenshot: { disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), mockCredentials.username);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar instruções' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível enviar as instruções.')).toBeVisible();
    await expect(shown.getByText('Muitas solicitações. Tente mais tarde.')).toBeVisible();
    await dismissToasts();
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [http.post(requestUrl, unansweredBody), ...handlers] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), mockCredentials.username);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar instruções' }));
    await expect(await canvas.findByRole('button', { name: 'Enviar instruções', busy: true })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Esqueci a minha senha' })).toBeVisible();
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Esqueci a minha senha' })).toBeVisible();
  },
};
