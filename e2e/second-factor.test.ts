import * as OTPAuth from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAdmin, staffAppForFile } from './support/session';

// Passkeys need a host name as relying party ('localhost' is a secure context over http; an IP
// address cannot hold passkeys): the browser opens the app at PUBLIC_URL, http://localhost:port.
// EDITOR is under the policy here; the bootstrap administrator (CONFORMA) is not.
const staff = staffAppForFile({ PUBLIC_URL: 'http://localhost:{port}', MFA_REQUIRED_ROLES: 'EDITOR' });
const appUrl = () => staff.app.url.replace('127.0.0.1', 'localhost');
const editor = { name: 'Edu Editor', email: 'edu@conforma.test', password: 'senha-do-edu-123', systemRole: 'EDITOR' };

async function newContext(): Promise<BrowserContext> {
  return staff.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
}

/**
 * A platform authenticator that holds discoverable credentials and verifies its user. While
 * `present`, it answers every request at once, as a person touching the sensor would — the
 * e-mail field's autofill offer (conditional UI) included.
 */
async function addVirtualAuthenticator(page: Page): Promise<{ present(on: boolean): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    present: async (enabled) => {
      await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
    },
  };
}

async function fillPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${appUrl()}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisibleSoon();
}

beforeAll(async () => {
  // The editor is made through the API with the administrator's password sign-in (no factor yet).
  const signIn = await fetch(`${staff.app.url}/api/v1/system/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: staffAdmin.email, password: staffAdmin.password }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const created = await fetch(`${staff.app.url}/api/v1/admin/user/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...editor, enabled: true }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
});

describe('passkeys', () => {
  it('adds a passkey in Minha conta, signs out, and signs in with it; the password then asks for it', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const authenticator = await addVirtualAuthenticator(page);
    await fillPassword(page, staffAdmin.email, staffAdmin.password);
    await page.waitForURL(`${appUrl()}/admin/accounts/business`);

    await page.goto(`${appUrl()}/admin/myaccount`);
    await expect(page.getByRole('heading', { name: 'Segurança do acesso' })).toBeVisibleSoon();
    await expect(page.getByText('Nenhuma chave de acesso cadastrada.')).toBeVisibleSoon();
    await page.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar chave de acesso' });
    await dialog.getByLabel('Nome da chave').fill('Notebook do escritório');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Chave de acesso adicionada').first()).toBeVisibleSoon();
    await expect(page.getByText('Notebook do escritório')).toBeVisibleSoon();
    await expect(page.getByText('Nunca usada')).toBeVisibleSoon();

    await signOut(page);
    await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
    await page.waitForURL(`${appUrl()}/admin/accounts/business`);
    await expect(page.getByText('Login realizado')).toBeVisibleSoon();
    await page.goto(`${appUrl()}/admin/myaccount`);
    await expect(page.getByText('Notebook do escritório')).toBeVisibleSoon();
    await expect(page.getByText('Último uso:', { exact: false })).toBeVisibleSoon();
    expect(await page.getByText('Nunca usada').count()).toBe(0);

    // The e-mail field offers the passkey in its autofill: the authenticator answers as the person picks it.
    await signOut(page);
    await page.getByLabel('Email').click();
    await page.waitForURL(`${appUrl()}/admin/accounts/business`);

    // With a passkey, the password alone no longer opens the account: the passkey is the second step.
    // (The person ignores the autofill offer this time.)
    await signOut(page);
    await authenticator.present(false);
    await fillPassword(page, staffAdmin.email, staffAdmin.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Verificação em duas etapas' })).toBeVisibleSoon();
    await authenticator.present(true);
    await page.getByRole('button', { name: 'Usar chave de acesso' }).click();
    await page.waitForURL(`${appUrl()}/admin/accounts/business`);
    await context.close();
  });
});

describe('an editor under MFA_REQUIRED_ROLES', () => {
  it('is led through the authenticator set-up, then signs in with a code and with a recovery code', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await fillPassword(page, editor.email, editor.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Proteja a sua conta' })).toBeVisibleSoon();
    // Nothing else opens before the set-up: no session was stored.
    expect(await page.evaluate(() => localStorage.getItem('conforma.token'))).toBeNull();

    await page.getByRole('button', { name: 'Configurar aplicativo autenticador' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configurar aplicativo autenticador' })).toBeVisibleSoon();
    await expect(page.getByRole('img', { name: 'QR code do aplicativo autenticador' })).toBeVisibleSoon();
    const secret = (await page.locator('form code').innerText()).replace(/\s/g, '');
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    await page.getByLabel('Código').fill(totp.generate());
    await page.getByRole('button', { name: 'Verificar' }).click();

    await expect(page.getByRole('heading', { name: 'Códigos de recuperação' })).toBeVisibleSoon();
    const codes = await page
      .getByRole('list', { name: 'Códigos de recuperação' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'Guardei os códigos' }).click();
    await page.waitForURL(`${appUrl()}/admin/accounts/business`);

    // A code: the next period's, since the set-up's code may not be accepted twice.
    await signOut(page);
    await fillPassword(page, editor.email, editor.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Verificação em duas etapas' })).toBeVisibleSoon();
    await page.getByLabel('Código').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(`${appUrl()}/admin/accounts/business`);

    // A recovery code, once.
    await signOut(page);
    await fillPassword(page, editor.email, editor.password);
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await page.getByLabel('Código de recuperação').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(`${appUrl()}/admin/accounts/business`);

    await signOut(page);
    await fillPassword(page, editor.email, editor.password);
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await page.getByLabel('Código de recuperação').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('Código de recuperação inválido ou já usado.')).toBeVisibleSoon();
    await context.close();
  });
});
