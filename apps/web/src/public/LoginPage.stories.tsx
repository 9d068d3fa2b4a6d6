import {
  handlers,
  mockCredentials,
  mockRecoveryCodes,
  mockSecondFactorCredentials,
  mockSetupCredentials,
  mockTotpCode,
  resetSecondFactorMocks,
} from '@product/api/mocks';
import { authTexts, secondFactorTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '../stories/AppPage';
import { type Canvas, type Clicks, pageParameters } from '../stories/page-stories';
import { dismissToasts, toasts } from '../stories/toasts';
import { unansweredBody } from '../stories/unanswered';

/** `/`, signed out, against the msw login call. */
const meta = {
  title: 'Pages/Public/Sign in',
  component: AppPage,
  parameters: pageParameters({
    handlers,
    description:
      "'Entrar' (spec 1 §2, §4, §5): Email and Senha (required, a valid e-mail, at least 6 characters), 'Esqueci a minha senha', Entrar, 'Entrar com chave de acesso' (issue 28) and 'Criar conta'. A successful login shows 'Login realizado' and opens the person's home about a second later; a refused one shows the error toast with the server's reason. Where the password alone does not open the account (issue 28), the same page asks for the authenticator's code or a recovery code ('Verificação em duas etapas'), or, under the policy, for a passkey or the authenticator app to be set up first ('Proteja a sua conta'), the recovery codes shown once.",
  }),
  args: { path: '/', claims: null },
  // Bruno's recovery codes and Carla's set-up start afresh in every story.
  beforeEach: () => resetSecondFactorMocks(),
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
    // Chromium offers passkeys: the button is there (not pressed here, no authenticator in the tests).
    await expect(canvas.getByRole('button', { name: secondFactorTexts.passkeySignIn })).toBeEnabled();
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

interface Typing extends Clicks {
  type: (element: Element, text: string) => Promise<void>;
}

/** E-mail and password of someone whose sign-in continues with a step (issue 28). */
async function signInWithPassword(
  canvas: Canvas,
  userEvent: Typing,
  credentials: { username: string; password: string },
) {
  await userEvent.type(await canvas.findByLabelText('Email'), credentials.username);
  await userEvent.type(canvas.getByLabelText('Senha'), credentials.password);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
}

/** The second step is on screen, its code field focused and empty. */
async function secondStepShown(canvas: Canvas) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: secondFactorTexts.secondStepTitle }, { timeout: 5000 }),
  ).toBeVisible();
  await expect(canvas.getByText(secondFactorTexts.secondStepLead)).toBeVisible();
  const code = canvas.getByLabelText(secondFactorTexts.codeLabel);
  // The field takes the focus in an effect, just after the step appears.
  await waitFor(() => expect(code).toHaveFocus());
  await expect(code).toHaveValue('');
  return code;
}

/** 'Login realizado', then the staff home about a second later. */
async function signedInToStaffHome(canvas: Canvas) {
  await expect(await (await toasts()).findByText(authTexts.loginSuccess)).toBeVisible();
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Clientes Business' }, { timeout: 5000 }),
  ).toBeVisible();
  await dismissToasts();
}

/** Someone with the authenticator app (issue 28): the password leads to the code, then to the home. */
export const SecondStep: Story = {
  // Ends on the home, as SignsIn; the step itself is pictured by WrongCode.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent, mockSecondFactorCredentials);
    const code = await secondStepShown(canvas);
    // The password alone signed nobody in.
    await expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    // The person has a passkey too: offered instead of the code (not pressed: no authenticator here).
    await expect(canvas.getByRole('button', { name: secondFactorTexts.usePasskey })).toBeVisible();
    await userEvent.type(code, mockTotpCode);
    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.verify }));
    await signedInToStaffHome(canvas);
  },
};

/** No phone at hand: 'Usar um código de recuperação', one of the codes kept at set-up. */
export const RecoveryCode: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent, mockSecondFactorCredentials);
    await secondStepShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.useRecoveryCode }));
    await expect(await canvas.findByText(secondFactorTexts.recoveryStepLead)).toBeVisible();
    const field = canvas.getByLabelText(secondFactorTexts.recoveryCodeLabel);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.queryByLabelText(secondFactorTexts.codeLabel)).toBeNull();
    // The way back to the app's code is offered.
    await expect(canvas.getByRole('button', { name: secondFactorTexts.useAuthenticatorCode })).toBeVisible();
    // Typed as shown, in capitals: the code is taken all the same.
    await userEvent.type(field, (mockRecoveryCodes[2] ?? '').toUpperCase());
    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.verify }));
    await signedInToStaffHome(canvas);
  },
};

/** A wrong code: the server's reason under the field, and the step stays. */
export const WrongCode: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent, mockSecondFactorCredentials);
    const code = await secondStepShown(canvas);
    await userEvent.type(code, '654321');
    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.verify }));
    await expect(await canvas.findByText(secondFactorTexts.wrongCode)).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(secondFactorTexts.wrongCode);
    await expect(canvas.getByRole('heading', { level: 1, name: secondFactorTexts.secondStepTitle })).toBeVisible();
    // Not a toast, and nobody signed in.
    await expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  },
};

/** A recovery code already used, or never given: its own reason under the field. */
export const WrongRecoveryCode: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent, mockSecondFactorCredentials);
    await secondStepShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.useRecoveryCode }));
    await userEvent.type(await canvas.findByLabelText(secondFactorTexts.recoveryCodeLabel), 'abcde-fghjk');
    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.verify }));
    await expect(await canvas.findByText(secondFactorTexts.wrongRecoveryCode)).toBeVisible();
  },
};

/** 'Voltar' from the second step: e-mail and password again. */
export const BackFromSecondStep: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent, mockSecondFactorCredentials);
    await secondStepShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toBeVisible();
  },
};

/** 'Proteja a sua conta' is on screen (the policy asks Carla for a factor before anything else). */
async function setupShown(canvas: Canvas) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: secondFactorTexts.setupTitle }, { timeout: 5000 }),
  ).toBeVisible();
  await expect(canvas.getByText(secondFactorTexts.setupLead)).toBeVisible();
}

/** From the set-up's choice to the QR code and the code field. */
async function startAppSetup(canvas: Canvas, userEvent: Typing) {
  await setupShown(canvas);
  await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.setUpTotp }));
  await expect(
    await canvas.findByRole('heading', { level: 1, name: secondFactorTexts.setUpTotp }, { timeout: 5000 }),
  ).toBeVisible();
  await expect(canvas.getByRole('img', { name: 'QR code do aplicativo autenticador' })).toBeVisible();
  await expect(canvas.getByText(secondFactorTexts.totpScan)).toBeVisible();
}

/** The policy's set-up, first screen: a passkey or the authenticator app, nothing else opens. */
export const SetupChoice: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent, mockSetupCredentials);
    await setupShown(canvas);
    await expect(canvas.getByRole('button', { name: secondFactorTexts.addPasskey })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: secondFactorTexts.setUpTotp })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  },
};

/** The authenticator app's set-up at sign-in: the QR code, the key to type by hand, the first code. */
export const SetupQrCode: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent, mockSetupCredentials);
    await startAppSetup(canvas, userEvent);
    // The mocks' secret, in groups of 4.
    await expect(canvas.getByText(secondFactorTexts.totpManual)).toHaveTextContent('JBSW');
    await expect(canvas.getByLabelText(secondFactorTexts.codeLabel)).toHaveValue('');
  },
};

/**
 * Under the policy with no factor yet (issue 28): 'Proteja a sua conta', the authenticator app
 * set up from its QR code and a first code, the ten recovery codes shown once, then the home.
 */
export const SetupRequired: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent, mockSetupCredentials);
    await startAppSetup(canvas, userEvent);
    await userEvent.type(canvas.getByLabelText(secondFactorTexts.codeLabel), mockTotpCode);
    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.verify }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: secondFactorTexts.recoveryCodesTitle }, { timeout: 5000 }),
    ).toBeVisible();
    const codes = within(canvas.getByRole('list', { name: secondFactorTexts.recoveryCodesTitle }));
    await expect(codes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...mockRecoveryCodes]);
    // Shown until the person says they kept them: not signed in yet.
    await expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.savedCodes }));
    await signedInToStaffHome(canvas);
  },
};

/** The set-up's recovery codes, as the person sees them once. */
export const SetupRecoveryCodes: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent, mockSetupCredentials);
    await startAppSetup(canvas, userEvent);
    await userEvent.type(canvas.getByLabelText(secondFactorTexts.codeLabel), mockTotpCode);
    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.verify }));
    const list = await canvas.findByRole('list', { name: secondFactorTexts.recoveryCodesTitle }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: secondFactorTexts.savedCodes })).toBeVisible();
  },
};

/** A wrong first code at set-up: the reason under the field, the QR code stays. */
export const SetupWrongCode: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent, mockSetupCredentials);
    await startAppSetup(canvas, userEvent);
    await userEvent.type(canvas.getByLabelText(secondFactorTexts.codeLabel), '000000');
    await userEvent.click(canvas.getByRole('button', { name: secondFactorTexts.verify }));
    await expect(await canvas.findByText(secondFactorTexts.wrongCode)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code do aplicativo autenticador' })).toBeVisible();
  },
};
