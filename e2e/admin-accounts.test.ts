import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffAdmin, staffAppForFile } from './support/session';

// The account lists in a real browser against the real server, on the demo data (groups with
// clients, companies and licences), so the affinity charts show the groups' real counts.
const _admin = staffAdmin;

const staff = staffAppForFile({ DEMO_SEED: '1', CNPJ_REGISTRY: 'offline' });
let page: Page;
beforeEach(async () => {
  page = await staff.signIn();
});

describe('account lists', () => {
  it('adds a Business account, edits it and deletes it', async () => {
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar cliente' });
    await add.getByLabel('Nome').fill('Laticínios Serra Azul');
    await add.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Cliente criado').first()).toBeVisibleSoon();
    const card = page.getByRole('article', { name: 'laticínios serra azul' });
    await expect(card.getByText('Novo')).toBeVisibleSoon();

    await card.getByRole('button', { name: 'Ações de laticínios serra azul' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar cliente' });
    await edit.getByText('Ativo', { exact: true }).click();
    expect(await edit.getByRole('switch', { name: 'Ativo' }).isChecked()).toBe(false);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Cliente alterado').first()).toBeVisibleSoon();
    await expect(card.getByText('Inativo')).toBeVisibleSoon();

    await card.getByRole('button', { name: 'Ações de laticínios serra azul' }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    const remove = page.getByRole('dialog', { name: 'Excluir cliente' });
    await remove.getByRole('radio', { name: 'Sim' }).check();
    await remove.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Cliente excluído')).toBeVisibleSoon();
    await card.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('shows the affinity groups’ licence counts and filters by group', async () => {
    await page.getByRole('link', { name: 'Affinitys' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes de Affinitys' })).toBeVisibleSoon();
    // The demo seed's two affinity groups hold 8 + 9 pending licences.
    await expect(
      page.getByRole('img', { name: /^Status das licenças: total 17\. .*Pendentes: 17 / }),
    ).toBeVisibleSoon();
    // The list counts the same accounts as the charts: the affinity groups' clients, none of
    // group 1 (the business view's), and the title says so.
    await expect(
      page.getByRole('region', { name: 'Indicadores dos clientes de todos os grupos affinity' }),
    ).toBeVisibleSoon();
    await expect(page.getByRole('article', { name: 'mercado serra gaúcha' })).toBeVisibleSoon();
    await expect(page.getByRole('article', { name: 'posto estrada real' })).toBeVisibleSoon();
    expect(await page.getByRole('article', { name: 'grupo horizonte alimentos' }).count()).toBe(0);

    await page.getByRole('combobox', { name: 'Grupo' }).click();
    await page.getByRole('option', { name: 'Parceiros Minas Gerais' }).click();
    await expect(page.getByRole('img', { name: /^Status das licenças: total 8\. / })).toBeVisibleSoon();
    await expect(
      page.getByRole('region', { name: 'Indicadores dos clientes do grupo Parceiros Minas Gerais' }),
    ).toBeVisibleSoon();
    expect(new URL(page.url()).searchParams.get('group')).toBe('2');
    await expect(page.getByRole('article', { name: 'posto estrada real' })).toBeVisibleSoon();
  });
});
