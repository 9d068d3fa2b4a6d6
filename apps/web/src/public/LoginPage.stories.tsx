import { handlers, mockCredentials } from '@product/api/mocks';
import { authTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { AppPage } from '../stories/AppPage';
import { pageParameters } from '../stories/page-stories';
import { dismissToasts, toasts } from '../stories/toasts';
import { unansweredBody } from '../stories/unanswered';

/** `/`, signed out, against the msw login call. */
const meta = {
  title: 'Pages/Public/Sign in',
  component: AppPage,
  parameters: pageParameters({
    handlers,
    description:
      "'Entrar' (spec 1 §2, §4, §5): Email and Senha (required, a valid e-mail, at least 6 characters), 'Esqueci a minha senha', Entrar and 'Criar conta'. A successful login shows 'Login realizado' and opens the person's home about a second later; a refused one shows the error toast with the server's reason.",
  }),
  args: { path: '/', claims: null },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Esqueci a minha senha' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/signup');
  },
};

export const Validation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Email obrigatório')).toBeVisible();
    await expect(canvas.getByText('Senha obrigatória')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'ana@');
    await userEvent.type(canvas.getByLabelText('Senha'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Email inválido')).toBeVisible();
    await expect(canvas.getByText('Mínimo de 6 caracteres')).toBeVisible();
  },
};

/** Signed in: the toast, then the staff home about a second later. */
export const SignsIn: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), mockCredentials.username);
    await userEvent.type(canvas.getByLabelText('Senha'), mockCredentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await (await toasts()).findByText(authTexts.loginSuccess)).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Clientes Business' }, { timeout: 5000 }),
    ).toBeVisible();
    await dismissToasts();
  },
};

/** A wrong password: the error toast with the server's reason, and the form stays. */
export const Refused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), mockCredentials.username);
    await userEvent.type(canvas.getByLabelText('Senha'), 'senha-errada');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    const shown = await toasts();
    await expect(await shown.findByText(authTexts.loginErrorTitle)).toBeVisible();
    await expect(shown.getByText('Email ou senha incorretos.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await dismissToasts();
  },
};

/** While the call runs, Entrar is busy. */
export const Sending: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/v1/system/user/login', unansweredBody), ...handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), mockCredentials.username);
    await userEvent.type(canvas.getByLabelText('Senha'), mockCredentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('button', { name: 'Entrar', busy: true })).toBeVisible();
  },
};

/** The server cannot be reached: the error toast with the default reason. */
export const ServerDown: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/v1/system/user/login', () => HttpResponse.error()), ...handlers] },
    screenshot: { disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), mockCredentials.username);
    await userEvent.type(canvas.getByLabelText('Senha'), mockCredentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await (await toasts()).findByText(authTexts.loginErrorTitle)).toBeVisible();
    await dismissToasts();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  },
};
