import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffAdmin, staffAppForFile } from './support/session';

const admin = staffAdmin;

const staff = staffAppForFile();
let page: Page;
beforeEach(async () => {
  const context = await staff.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  page = await context.newPage();
});

/** The reset link of the newest e-mail in the outbox (no SMTP_URL in tests). */
function lastResetLink(): string {
  const outbox = join(staff.app.dataDir, 'outbox');
  const newest = readdirSync(outbox).sort().at(-1);
  if (!newest) throw new Error('no e-mail in the outbox');
  const text = readFileSync(join(outbox, newest), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in ${newest}`);
  return link;
}

describe('public pages on a phone', () => {
  it('signs up and lands on the platform-under-update page; the new account cannot sign in yet', async () => {
    await page.goto(`${staff.app.url}/`);
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await page.getByLabel('Nome').fill('Joana Prado');
    await page.getByLabel('Email').fill(' Joana@Padaria.COM ');
    await page.getByLabel('Senha').fill('pao-de-queijo');
    await page.getByLabel('Empresa ou grupo').fill('Padaria Prado');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL(`${staff.app.url}/platform-under-update`);
    await expect(page.getByRole('heading', { name: 'Cadastro realizado' })).toBeVisibleSoon();

    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.getByLabel('Email').fill('joana@padaria.com');
    await page.getByLabel('Senha').fill('pao-de-queijo');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Usuário desativado. Entre em contato com o administrador.')).toBeVisibleSoon();
  });

  it('shows the sign-up validation messages of the spec', async () => {
    await page.goto(`${staff.app.url}/signup`);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Nome obrigatório')).toBeVisibleSoon();
    await expect(page.getByText('Email obrigatório')).toBeVisibleSoon();
    await expect(page.getByText('Senha obrigatória')).toBeVisibleSoon();
    await expect(page.getByText('Nome da empresa ou grupo obrigatória')).toBeVisibleSoon();
  });

  it('resets a forgotten password through the e-mailed link and signs in with the new one', async () => {
    await page.goto(`${staff.app.url}/forgot-password`);
    await page.getByLabel('Email').fill('ninguem@conforma.test');
    await page.getByRole('button', { name: 'Enviar instruções' }).click();
    await expect(page.getByText('Email não encontrado')).toBeVisibleSoon();

    await page.getByLabel('Email').fill(admin.email);
    await page.getByRole('button', { name: 'Enviar instruções' }).click();
    await expect(page.getByText('Instruções enviadas')).toBeVisibleSoon();

    await page.goto(lastResetLink().replace(/^https?:\/\/[^/]+/, staff.app.url));
    await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-456');
    await page.getByLabel('Confirme a nova senha').fill('outra-senha-999');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('As senhas devem ser iguais.')).toBeVisibleSoon();
    await page.getByLabel('Confirme a nova senha').fill('outra-senha-456');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL(`${staff.app.url}/`);

    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Senha').fill('outra-senha-456');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${staff.app.url}/admin/accounts/business`);
  });

  it('lists the six logo variants', async () => {
    await page.goto(`${staff.app.url}/logos`);
    await expect(page.getByRole('heading', { name: 'Logotipos' })).toBeVisibleSoon();
    expect(await page.getByRole('listitem').count()).toBe(6);
  });

  it('shows the not-found page with Entrar for a visitor', async () => {
    await page.goto(`${staff.app.url}/nada-aqui`);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisibleSoon();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${staff.app.url}/`);
  });
});
