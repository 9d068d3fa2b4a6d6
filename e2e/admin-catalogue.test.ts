import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffAdmin, staffAppForFile } from './support/session';

// The admin catalogue screens in a real browser against the real server and database.
const admin = staffAdmin;

const staff = staffAppForFile();
let page: Page;
beforeEach(async () => {
  page = await staff.signIn();
});

describe('CNAE catalogue', () => {
  it('finds a seeded subclass, adds one, edits it and deletes it', async () => {
    await page.getByRole('link', { name: 'CNAEs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'CNAEs' })).toBeVisibleSoon();
    // The 1,332 subclasses of CNAE 2.3 are seeded on the first start.
    await expect(page.getByText('Mostrando 1 a 20 de 1332')).toBeVisibleSoon();

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('4771-7/01');
    await expect(
      page.getByText('Comércio varejista de produtos farmacêuticos, sem manipulação de fórmulas'),
    ).toBeVisibleSoon();
    expect(new URL(page.url()).searchParams.get('search')).toBe('4771-7/01');

    // A code that is not in the catalogue (the list keeps it after a reload).
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar CNAE' });
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect(add.getByText('Código obrigatório')).toBeVisibleSoon();
    await add.getByLabel('Código').fill('9999901');
    await add.getByRole('combobox', { name: 'Risco' }).click();
    await page.getByRole('option', { name: 'Alto' }).click();
    await add.getByLabel('Descrição').fill('Atividade de teste de ponta a ponta');
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('CNAE criado').first()).toBeVisibleSoon();
    await add.waitFor({ state: 'hidden', timeout: 10_000 });

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('9999-9/01');
    const row = page.getByRole('row').filter({ hasText: '9999-9/01' });
    await expect(row.getByText('Risco Alto')).toBeVisibleSoon();
    await page.reload();
    await expect(row.getByText('Atividade de teste de ponta a ponta')).toBeVisibleSoon();

    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar CNAE' });
    await expect(edit.getByLabel('Código')).toBeVisibleSoon();
    expect(await edit.getByLabel('Código').inputValue()).toBe('9999-9/01');
    await edit.getByLabel('Descrição').fill('Atividade de teste revisada');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('CNAE alterado').first()).toBeVisibleSoon();
    await expect(row.getByText('Atividade de teste revisada')).toBeVisibleSoon();

    await row.getByRole('button', { name: 'Excluir' }).click();
    const remove = page.getByRole('dialog', { name: 'Excluir CNAE' });
    await remove.getByRole('radio', { name: 'Sim' }).check();
    await remove.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('CNAE excluído')).toBeVisibleSoon();
    await expect(page.getByText('Nenhum CNAE encontrado')).toBeVisibleSoon();
  });

  it('refuses a code already in the catalogue with the server’s message', async () => {
    await page.goto(`${staff.app.url}/admin/cnaes`);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar CNAE' });
    await add.getByLabel('Código').fill('4771701');
    await add.getByLabel('Descrição').fill('Farmácia');
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Não foi possível criar o CNAE.')).toBeVisibleSoon();
    await expect(add.getByText('Já existe um CNAE com este código.')).toBeVisibleSoon();
  });

  it('names the screen in the document title and keeps the keyboard inside its dialog', async () => {
    // Signed in, the staff land on the Business accounts; the title follows the sidebar.
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes Business' })).toBeVisibleSoon();
    await expect.poll(() => page.title()).toBe('Clientes Business · Conforma');
    await page.getByRole('link', { name: 'CNAEs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'CNAEs' })).toBeVisibleSoon();
    await expect.poll(() => page.title()).toBe('CNAEs · Conforma');

    // Real keys in a real browser: the dialog opens on its first field and Tab never leaves it.
    const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    const opener = page.getByRole('button', { name: 'Adicionar' });
    await opener.click();
    const add = page.getByRole('dialog', { name: 'Adicionar CNAE' });
    await expect.poll(() => hasFocus(add.getByLabel('Código'))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await hasFocus(add.getByRole('button', { name: 'Fechar' }))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await hasFocus(add.getByRole('button', { name: 'Salvar' }))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await hasFocus(add.getByRole('button', { name: 'Fechar' }))).toBe(true);
    await page.keyboard.press('Escape');
    await add.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(() => hasFocus(opener)).toBe(true);
  });
});

// Last in this file: it changes the administrator's password.
describe('my account', () => {
  it('renames the administrator, changes the password and signs in with the new one', async () => {
    await page.getByRole('link', { name: 'Minha conta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisibleSoon();
    const profile = page.getByRole('form', { name: 'Meu perfil' });
    await profile.getByLabel('Nome').fill('Gestora Conforma');
    await profile.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Dados alterados com sucesso!')).toBeVisibleSoon();
    // The new token's name shows in the sidebar without a reload.
    await expect(page.getByRole('complementary').getByText('Gestora Conforma')).toBeVisibleSoon();

    const password = page.getByRole('form', { name: 'Alterar senha' });
    await password.getByLabel('Senha', { exact: true }).fill('outra-senha-456');
    await password.getByLabel('Confirmação de senha').fill('outra-senha-456');
    // Saved when the server has answered the password's PUT (the first toast may still be on screen).
    const [saved] = await Promise.all([
      page.waitForResponse(
        (answer) => answer.url().endsWith('/myaccount/profile') && answer.request().method() === 'PUT',
      ),
      password.getByRole('button', { name: 'Salvar' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await expect.poll(() => password.getByLabel('Senha', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('');

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByText('Sessão encerrada')).toBeVisibleSoon();
    await page.waitForURL(`${staff.app.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisibleSoon();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Senha').fill('outra-senha-456');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${staff.app.url}/admin/accounts/business`);
    await expect(page.getByRole('complementary').getByText('Gestora Conforma')).toBeVisibleSoon();
  });
});
