import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { launchChromium } from './support/browser';

const admin = { email: 'gestora@conforma.test', password: 'senha-forte-123' };

let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startApp({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});
beforeEach(async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  page = await context.newPage();
});

async function signIn(email: string, password: string) {
  await page.goto(`${app.url}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
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
    await page.goto(`${app.url}/`);
    await page.getByLabel('Email').fill('gestora@');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Email inválido')).toBeVisibleSoon();
    await expect(page.getByText('Senha obrigatória')).toBeVisibleSoon();
  });

  it('signs in and lists the seeded account, with search kept in the URL', async () => {
    await signIn(admin.email, admin.password);
    await expect(page.getByText('Login realizado')).toBeVisibleSoon();
    await page.waitForURL(`${app.url}/admin/accounts/business`);
    await expect(page.getByRole('heading', { name: 'Clientes Business' })).toBeVisibleSoon();
    // The provider's own account, seeded on the first start, shows in lowercase (spec 1 "Account list").
    await expect(page.getByText('conforma', { exact: true })).toBeVisibleSoon();
    await expect(page.getByText('Mostrando 1 a 1 de 1')).toBeVisibleSoon();

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('inexistente');
    await expect(page.getByText('Nada encontrado para inexistente')).toBeVisibleSoon();
    expect(new URL(page.url()).searchParams.get('search')).toBe('inexistente');
    await page.getByRole('button', { name: 'Voltar à lista' }).click();
    await expect(page.getByText('conforma', { exact: true })).toBeVisibleSoon();
  });

  it('sends a signed-out visitor from an inner page back to sign-in with a toast', async () => {
    await page.goto(`${app.url}/admin/accounts/business`);
    await expect(
      page.getByText('É necessário entrar em uma conta para acessar as àreas internas da plataforma'),
    ).toBeVisibleSoon();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
