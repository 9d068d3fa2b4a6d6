import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffAdmin, staffAppForFile } from './support/session';

// The licence-definition screen in a real browser against the real server and database. The demo
// data is seeded so that some definitions already hold what clients filled in (and so refuse deletion).
const _admin = staffAdmin;

const staff = staffAppForFile({ DEMO_SEED: '1', CNPJ_REGISTRY: 'offline' });
let page: Page;
beforeEach(async () => {
  page = await staff.signIn();
});

/** Types a code in the CNAE picker and chooses the one option it leaves. */
async function chooseCnae(dialog: Locator, code: string) {
  const picker = dialog.getByRole('combobox', { name: 'CNAEs' });
  await picker.fill(code);
  await page.getByRole('listbox', { name: 'CNAEs' }).getByRole('option', { name: code }).click();
  await expect(dialog.getByRole('button', { name: `Remover ${code}` })).toBeVisibleSoon();
}

describe('licence definitions', () => {
  it('adds a licence with its CNAEs, edits it and deletes it', async () => {
    await page.getByRole('link', { name: 'Licenças' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Licenças' })).toBeVisibleSoon();
    await expect(page.getByText('Alvará de Localização e Funcionamento')).toBeVisibleSoon();
    const headers = await page.getByRole('table', { name: 'Licenças' }).getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      'ID',
      'Nome',
      'Risco',
      'Complexidade',
      'Esforço',
      'Burocracia',
      'Validade',
      'CNAEs',
      'Criação/Edição',
      'Opções',
    ]);

    await page.getByRole('button', { name: 'Adicionar' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar licença' });
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect(add.getByText('Nome obrigatório')).toBeVisibleSoon();
    expect(await add.getByText('Dado obrigatório').count()).toBe(5);
    await add.getByLabel('Nome', { exact: true }).fill('Licença de teste de ponta a ponta');
    await add.getByLabel('Descrição', { exact: true }).fill('Criada pelo teste de ponta a ponta');
    await add.getByLabel('Risco', { exact: true }).fill('2');
    await add.getByLabel('Complexidade', { exact: true }).fill('1');
    await add.getByLabel('Esforço', { exact: true }).fill('31');
    await add.getByLabel('Burocracia', { exact: true }).fill('45');
    await add.getByLabel('Validade', { exact: true }).fill('365');
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect(add.getByText('Máximo de 30')).toBeVisibleSoon();
    await add.getByLabel('Esforço', { exact: true }).fill('10');
    await chooseCnae(add, '4771-7/01');
    await chooseCnae(add, '5611-2/01');
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Licença criada').first()).toBeVisibleSoon();
    await add.waitFor({ state: 'hidden', timeout: 10_000 });

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('ponta a ponta');
    // The search reaches the URL after the 1 s debounce; the reload below keeps it.
    await page.waitForURL(/search=ponta/);
    await expect(page.getByText('Mostrando 1 a 1 de 1')).toBeVisibleSoon();
    const row = page.getByRole('row').filter({ hasText: 'Licença de teste de ponta a ponta' });
    await expect(row.getByText('Risco Médio')).toBeVisibleSoon();
    await page.reload();
    await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisibleSoon();
    await expect(row.getByText('10 dias')).toBeVisibleSoon();

    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar licença' });
    await expect(edit.getByRole('button', { name: /^Remover 4771-7\/01/ })).toBeVisibleSoon();
    expect(await edit.getByLabel('Burocracia', { exact: true }).inputValue()).toBe('45');
    await edit.getByRole('button', { name: /^Remover 4771-7\/01/ }).click();
    await edit.getByLabel('Validade', { exact: true }).fill('180');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Licença atualizada').first()).toBeVisibleSoon();
    await expect(row.getByText('180 dias')).toBeVisibleSoon();
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisibleSoon();

    await row.getByRole('button', { name: 'Excluir' }).click();
    const remove = page.getByRole('dialog', { name: 'Excluir licença' });
    await remove.getByRole('radio', { name: 'Sim' }).check();
    await remove.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Licença excluída')).toBeVisibleSoon();
    await expect(page.getByText('Nenhuma licença encontrada')).toBeVisibleSoon();
  });

  it('refuses to delete a definition clients have filled in, with the server’s message', async () => {
    await page.goto(`${staff.app.url}/admin/licenses`);
    const row = page.getByRole('row').filter({ hasText: 'Alvará de Localização e Funcionamento' });
    await row.getByRole('button', { name: 'Excluir' }).click();
    const remove = page.getByRole('dialog', { name: 'Excluir licença' });
    await remove.getByRole('radio', { name: 'Sim' }).check();
    await remove.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Não foi possível excluir a licença.')).toBeVisibleSoon();
    await expect(remove.getByRole('alert')).toBeVisibleSoon();
    expect(await remove.getByRole('alert').textContent()).toMatch(
      /^Esta licença já tem dados preenchidos por clientes em \d+ empresas?\. Desative-a em vez de excluir/,
    );
    await remove.getByRole('button', { name: 'Cancelar' }).click();
    await page.reload();
    await expect(row).toBeVisibleSoon();
  });
});
