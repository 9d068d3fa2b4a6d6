import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffAdmin, staffAppForFile } from './support/session';

const admin = staffAdmin;

const staff = staffAppForFile();
let page: Page;
beforeEach(async () => {
  const context = await staff.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  page = await context.newPage();
});

async function signIn(email: string, password: string) {
  await page.goto(`${staff.app.url}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

describe('sign-in to the business accounts list', () => {
  it('refuses a wrong password with the server’s reason and stays on the login page', async () => {
    await signIn(admin.email, 'senha-errada');
    await expect(page.getByText('Erro na autenticação! Tente novamente mais tarde.')).toBeVisibleSoon();
    await expect(page.getByText('Email ou senha incorretos.')).toBeVisibleSoon();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('conforma.token'))).toBeNull();
  });

  it('shows the spec’s validation messages before calling the server', async () => {
    await page.goto(`${staff.app.url}/`);
    await page.getByLabel('Email').fill('gestora@');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Email inválido')).toBeVisibleSoon();
    await expect(page.getByText('Senha obrigatória')).toBeVisibleSoon();
  });

  it('signs in and lists the seeded account, with search kept in the URL', async () => {
    await signIn(admin.email, admin.password);
    await expect(page.getByText('Login realizado')).toBeVisibleSoon();
    await page.waitForURL(`${staff.app.url}/admin/accounts/business`);
    await expect(page.getByRole('heading', { name: 'Clientes Business' })).toBeVisibleSoon();
    // The provider's own account, seeded on the first start, shows in lowercase (spec 1 "Account list").
    await expect(page.getByText('conforma', { exact: true })).toBeVisibleSoon();
    await expect(page.getByText('Mostrando 1 a 1 de 1')).toBeVisibleSoon();

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('inexistente');
    await expect(page.getByText('Nenhum cliente encontrado')).toBeVisibleSoon();
    await expect(page.getByText('Busca: inexistente')).toBeVisibleSoon();
    expect(new URL(page.url()).searchParams.get('search')).toBe('inexistente');
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page.getByText('conforma', { exact: true })).toBeVisibleSoon();
  });

  it('sends a signed-out visitor from an inner page back to sign-in with a toast', async () => {
    await page.goto(`${staff.app.url}/admin/accounts/business`);
    await expect(
      page.getByText('É necessário entrar em uma conta para acessar as àreas internas da plataforma'),
    ).toBeVisibleSoon();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

/** A token of our shape with these claims and no valid signature: the browser only decodes it. */
function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.assinatura`;
}

describe('a session that ended by itself, on an inner page', () => {
  /** Opens `path` in a fresh page whose storage already holds `token`. */
  async function openWithStoredToken(token: string, path: string) {
    await page.context().addInitScript((stored) => localStorage.setItem('conforma.token', stored), token);
    await page.goto(`${staff.app.url}${path}`);
    await page.waitForURL(`${staff.app.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisibleSoon();
    // Both toasts would be up by now: give a second one the time to show.
    await page.waitForTimeout(500);
  }

  it('says only ‘Sessão expirada.’ for an expired token', async () => {
    const expired = unsignedToken({
      id: 1,
      uid: '6f1c2a52-3a1e-4c36-9d6c-1f2f8a6f9b10',
      current_client_id: 1,
      name: 'Gestora',
      username: admin.email,
      access_role: 'CONFORMA',
      permission_role: [],
      client_name: 'Conforma',
      iat: 1_600_000_000,
      exp: 1_600_003_600,
    });
    await openWithStoredToken(expired, '/admin/accounts/business');
    await expect(page.getByText('Sessão expirada.')).toBeVisibleSoon();
    expect(await page.locator('[data-sonner-toast]').count()).toBe(1);
    expect(await page.getByText('Acesso restrito').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('conforma.token'))).toBeNull();
  });

  it('says only ‘Entre novamente na sua conta.’ for a token that cannot be read', async () => {
    await openWithStoredToken('isto-nao-e-um-token', '/client/dashboard');
    await expect(page.getByText('Entre novamente na sua conta.')).toBeVisibleSoon();
    expect(await page.locator('[data-sonner-toast]').count()).toBe(1);
    expect(await page.getByText('Acesso restrito').count()).toBe(0);
  });
});

describe('unknown addresses and Voltar in a fresh tab', () => {
  it('takes a visitor back to sign-in, not out of the app', async () => {
    await page.goto(`${staff.app.url}/nada-aqui`);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisibleSoon();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL(`${staff.app.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisibleSoon();
  });

  it('keeps the admin shell around an unknown admin address; Voltar goes to the business list; Suporte opens the FAQ', async () => {
    await signIn(admin.email, admin.password);
    await page.waitForURL(`${staff.app.url}/admin/accounts/business`);
    const fresh = await page.context().newPage();
    await fresh.goto(`${staff.app.url}/admin/nada-aqui`);
    await expect(fresh.getByRole('heading', { name: 'Página não encontrada' })).toBeVisibleSoon();
    const menu = fresh.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Business' })).toBeVisibleSoon();
    await fresh.getByRole('button', { name: 'Voltar' }).click();
    await fresh.waitForURL(`${staff.app.url}/admin/accounts/business`);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Clientes Business' })).toBeVisibleSoon();

    // The footer's 'Suporte' (spec 1 §2) opens the FAQ and terms under administration.
    await fresh.getByRole('complementary').getByRole('link', { name: 'Suporte' }).click();
    await fresh.waitForURL(`${staff.app.url}/admin/support`);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Suporte' })).toBeVisibleSoon();
    await expect(fresh.getByRole('heading', { name: 'Perguntas frequentes' })).toBeVisibleSoon();
  });
});
