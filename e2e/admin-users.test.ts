import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffAdmin, staffAppForFile } from './support/session';

// The staff users screen (/admin/users) in a real browser against the real server and database.
const admin = staffAdmin;

const staff = staffAppForFile();

/** A fresh browser session signed in as `email`. */
const { signIn } = staff;

let page: Page;
beforeEach(async () => {
  page = await signIn(admin.email, admin.password);
});

describe('staff users', () => {
  it('adds a user, edits them (name, then password) and deletes them', async () => {
    await page.getByRole('link', { name: 'Usuários' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisibleSoon();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['ID', 'Usuário', 'Tipo', 'Criação/Edição', 'Opções']);
    // The bootstrap administrator is the one signed in: their row can be edited, not deleted.
    const own = page.getByRole('row').filter({ hasText: admin.email });
    await expect(own.getByRole('button', { name: 'Editar' })).toBeVisibleSoon();
    expect(await own.getByRole('button', { name: 'Excluir' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Adicionar' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar usuário' });
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect(add.getByText('Senha obrigatória')).toBeVisibleSoon();
    await add.getByLabel('Nome').fill('Paula Afinidade');
    await add.getByLabel('Email').fill('  Paula.Afinidade@Conforma.TEST ');
    await add.getByLabel('Senha', { exact: true }).fill('senha-da-paula');
    await add.getByRole('combobox', { name: 'Tipo de usuário' }).click();
    await page.getByRole('option', { name: 'Affinity' }).click();
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Usuário criado').first()).toBeVisibleSoon();
    await add.waitFor({ state: 'hidden', timeout: 10_000 });

    // Trimmed and lower-cased before sending; new, so 'Novo'.
    const row = page.getByRole('row').filter({ hasText: 'paula.afinidade@conforma.test' });
    await expect(row.getByText('Affinity')).toBeVisibleSoon();
    await expect(row.getByText('Novo')).toBeVisibleSoon();

    // The name opens the edit form; an empty password keeps the current one.
    await row.getByRole('button', { name: 'Paula Afinidade' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar usuário' });
    await expect(edit.getByLabel('Email')).toBeVisibleSoon();
    expect(await edit.getByLabel('Senha', { exact: true }).inputValue()).toBe('');
    await edit.getByLabel('Nome').fill('Paula Afinidade Souza');
    // The native checkbox sits under the drawn track: click its label, as a person does.
    await edit.getByText('Ativo', { exact: true }).click();
    expect(await edit.getByRole('switch', { name: 'Ativo' }).isChecked()).toBe(false);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Usuário alterado').first()).toBeVisibleSoon();
    await expect(row.getByText('Paula Afinidade Souza')).toBeVisibleSoon();
    await expect(row.getByText('Inativo')).toBeVisibleSoon();
    await edit.waitFor({ state: 'hidden', timeout: 10_000 });

    // The pencil opens it too: switch back on and give a new password.
    await row.getByRole('button', { name: 'Editar' }).click();
    await edit.getByText('Ativo', { exact: true }).click();
    expect(await edit.getByRole('switch', { name: 'Ativo' }).isChecked()).toBe(true);
    await edit.getByLabel('Senha', { exact: true }).fill('nova-senha-456');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(edit.getByText('Usuário alterado')).toBeVisibleSoon();
    await edit.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await row.getByText('Inativo').count()).toBe(0);

    // The new password works; the screen is {product}-only, so an Affinity gets the restricted page.
    const paula = await signIn('paula.afinidade@conforma.test', 'nova-senha-456');
    await paula.goto(`${staff.app.url}/admin/users`);
    await expect(paula.getByRole('heading', { name: 'Acesso restrito' })).toBeVisibleSoon();
    await paula.context().close();

    await row.getByRole('button', { name: 'Excluir' }).click();
    const remove = page.getByRole('dialog', { name: 'Excluir usuário' });
    // 'Não' is the default: the danger button waits for 'Sim'.
    await expect(remove.getByRole('radio', { name: 'Sim' })).toBeVisibleSoon();
    expect(await remove.getByRole('button', { name: 'Excluir' }).isDisabled()).toBe(true);
    await remove.getByRole('radio', { name: 'Sim' }).check();
    await remove.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Usuário excluído')).toBeVisibleSoon();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('paula');
    await expect(page.getByText('Nenhum usuário encontrado')).toBeVisibleSoon();
  });

  it('refuses an e-mail already in use with the server’s message', async () => {
    await page.goto(`${staff.app.url}/admin/users`);
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar usuário' });
    await add.getByLabel('Nome').fill('Gestora Duplicada');
    await add.getByLabel('Email').fill(admin.email.toUpperCase());
    await add.getByLabel('Senha', { exact: true }).fill('senha-qualquer');
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Não foi possível criar o usuário.')).toBeVisibleSoon();
    await expect(add.getByText('Este email já está cadastrado.')).toBeVisibleSoon();
  });

  it('keeps one’s own user type out of reach and saves one’s own name', async () => {
    await page.goto(`${staff.app.url}/admin/users`);
    await page.getByRole('row').filter({ hasText: admin.email }).getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar usuário' });
    await expect(edit.getByLabel('Nome')).toBeVisibleSoon();
    expect(await edit.getByRole('combobox', { name: 'Tipo de usuário' }).count()).toBe(0);
    expect(await edit.getByRole('switch', { name: 'Ativo' }).isDisabled()).toBe(true);
    await edit.getByLabel('Nome').fill('Gestora Principal');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Usuário alterado').first()).toBeVisibleSoon();
    await expect(page.getByRole('button', { name: 'Gestora Principal' })).toBeVisibleSoon();
  });
});

describe('one’s own password on the users screen', () => {
  const chief = {
    name: 'Clara Chefe',
    email: 'clara@conforma.test',
    password: 'senha-da-clara',
    systemRole: 'CONFORMA',
  };

  it('ends the other sessions and keeps this one working', async () => {
    await createStaffUser(chief);
    const here = await signIn(chief.email, chief.password);
    const elsewhere = await signIn(chief.email, chief.password);
    await here.goto(`${staff.app.url}/admin/users`);
    await here.getByRole('row').filter({ hasText: chief.email }).getByRole('button', { name: 'Editar' }).click();
    const edit = here.getByRole('dialog', { name: 'Editar usuário' });
    await edit.getByLabel('Senha', { exact: true }).fill('nova-senha-da-clara');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(here.getByText('Usuário alterado').first()).toBeVisibleSoon();

    // This tab goes on with the answer's token, kept for the next visit: no 'Sessão expirada'.
    await here.goto(`${staff.app.url}/admin/cnaes`);
    await expect(here.getByRole('heading', { level: 1, name: 'CNAEs' })).toBeVisibleSoon();
    expect(await here.getByText('Sessão expirada').count()).toBe(0);
    // The other session ended on the server.
    const other = await elsewhere.evaluate(() => localStorage.getItem('conforma.token'));
    const answer = await fetch(`${staff.app.url}/api/v1/admin/user/`, {
      headers: { Authorization: `Bearer ${other}` },
    });
    expect(answer.status).toBe(401);
    await here.context().close();
    await elsewhere.context().close();
  });
});

/** A staff user made through the API with the signed-in administrator's token. */
async function createStaffUser(user: { name: string; email: string; password: string; systemRole: string }) {
  const token = await page.evaluate(() => localStorage.getItem('conforma.token'));
  const answer = await fetch(`${staff.app.url}/api/v1/admin/user/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...user, enabled: true }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
}

describe('an editor on their own account', () => {
  const editor = { name: 'Edna Editora', email: 'edna@conforma.test', password: 'senha-da-edna', systemRole: 'EDITOR' };

  it('finds the restricted page, saves without a password, cannot switch themself off, and deletes the account', async () => {
    await createStaffUser(editor);
    const own = await signIn(editor.email, editor.password);

    // A CONFORMA-only address typed in a fresh tab: the restricted page, whose 'Voltar' stays in the app.
    const fresh = await own.context().newPage();
    await fresh.goto(`${staff.app.url}/admin/cnaes`);
    await expect(fresh.getByRole('heading', { name: 'Acesso restrito' })).toBeVisibleSoon();
    await fresh.getByRole('button', { name: 'Voltar' }).click();
    await fresh.waitForURL(`${staff.app.url}/admin/accounts/business`);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Clientes Business' })).toBeVisibleSoon();
    await fresh.close();

    // The bodies of the profile PUTs as the page hands them to fetch (a Request's body is not in
    // Playwright's request events).
    await own.context().addInitScript(() => {
      const bodies: string[] = [];
      Object.assign(window, { profileBodies: bodies });
      const send = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        if (input instanceof Request && input.method === 'PUT' && input.url.endsWith('/myaccount/profile')) {
          bodies.push(await input.clone().text());
        }
        return send(input, init);
      };
    });
    await own.goto(`${staff.app.url}/admin/myaccount`);
    const profile = own.getByRole('form', { name: 'Meu perfil' });
    await expect(profile.getByLabel('Nome')).toBeVisibleSoon();
    // One's own Ativo stays on, with the users form's reason.
    expect(await profile.getByRole('switch', { name: 'Ativo' }).isDisabled()).toBe(true);
    await expect(profile.getByText('Você não pode desativar o seu próprio usuário.')).toBeVisibleSoon();

    // No password typed: the PUT carries only name, email, systemRole and enabled (spec 1 §5).
    await profile.getByLabel('Nome').fill('Edna Revisora');
    await profile.getByRole('button', { name: 'Salvar' }).click();
    await expect(own.getByText('Dados alterados com sucesso!')).toBeVisibleSoon();
    const bodies = await own.evaluate(() => (window as unknown as { profileBodies: string[] }).profileBodies);
    expect(bodies.map((body) => JSON.parse(body))).toEqual([
      { name: 'Edna Revisora', email: editor.email, systemRole: 'EDITOR', enabled: true },
    ]);

    // Every call and console error from the deletion on: only the DELETE itself may be there.
    const after: string[] = [];
    own.on('request', (request) => {
      if (after.length > 0 || request.method() === 'DELETE') {
        if (request.url().includes('/api/')) after.push(`${request.method()} ${new URL(request.url()).pathname}`);
      }
    });
    own.on('console', (message) => {
      if (after.length > 0 && message.type() === 'error') after.push(`console: ${message.text()}`);
    });
    await profile.getByRole('button', { name: 'Excluir conta' }).click();
    await own.getByRole('dialog', { name: 'Excluir conta' }).getByRole('button', { name: 'Excluir conta' }).click();
    await expect(own.getByText('Conta excluída')).toBeVisibleSoon();
    await own.waitForURL(`${staff.app.url}/`);
    await expect(own.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisibleSoon();
    await own.waitForTimeout(1_500);
    expect(after).toEqual(['DELETE /api/v1/client/myaccount/profile']);
  });
});
