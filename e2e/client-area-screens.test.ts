import { readFileSync } from 'node:fs';
import { dashboardKpis, kpiPlaceResponse, notificationListResponse } from '@product/api/contract';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { demoAppForFile } from './support/demo-app';
import { staffAdmin, staffAdminEnv } from './support/session';

// The client area's screens in a real browser against the real server on the demo data (offline
// registry: nothing reaches the internet), at a desktop and at a phone width. Each width works in
// its own demo account, so the two journeys never see each other's companies, tags or users.
const demo = demoAppForFile(staffAdminEnv);

const { signIn, apiGet, openFromSidebar, enterClientFromCard } = demo;

/** An .xlsx with one CNPJ per row in the first column, as the import asks. */
function spreadsheetOf(cnpjs: readonly string[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cnpjs.map((cnpj) => [cnpj])), 'CNPJs');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const journeys = [
  // Vida Plena holds HOSPITAL VIDA PLENA (27564031000121); Estrada Real holds the fuel station (19873265000122).
  { width: 1440, email: 'admin@vida.demo.conforma.local', holds: '27564031000121', adds: '31457892000188' },
  { width: 320, email: 'admin@estrada.demo.conforma.local', holds: '19873265000122', adds: '40291877000101' },
] as const;

for (const journey of journeys) {
  const { width } = journey;
  describe(`a client ADMIN at ${width} px`, () => {
    let page: Page;
    const tag = `Prioridade ${width}`;
    const operator = { name: `Operador ${width}`, email: `operador${width}@cliente.test`, password: 'senha-123456' };

    beforeAll(async () => {
      page = await signIn(width, journey.email, demo.password, '/client/dashboard');
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it("reads the dashboard's numbers, the same as the API's", async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisibleSoon();
      const kpis = dashboardKpis.parse(await apiGet(page, '/api/v1/client/kpis'));
      expect(kpis.companies).toBeGreaterThan(0);
      for (const [label, value] of [
        ['Empresas cadastradas', kpis.companies],
        ['CNPJs adicionados', kpis.cnpjs.count],
        ['Documentos enviados', kpis.documents],
      ] as const) {
        await expect(
          page.getByRole('region', { name: label }).getByText(String(value), { exact: true }),
        ).toBeVisibleSoon();
      }
      await expect(page.getByText('Não encontradas').first()).toBeVisibleSoon();

      // The map: one marker per place the API names; choosing one lists that place's CNPJs.
      const map = page.getByRole('region', { name: 'Mapa das localizações dos CNPJs' });
      const [busiest] = kpis.address;
      if (!busiest) throw new Error('the demo account has no CNPJ on the map');
      await expect.poll(() => map.getByRole('button').count(), { timeout: 10_000 }).toBe(kpis.address.length);
      const place = kpiPlaceResponse.parse(
        await apiGet(
          page,
          `/api/v1/client/kpis/place?latitude=${busiest.geocode_latitude}&longitude=${busiest.geocode_longitude}`,
        ),
      );
      expect(place.total).toBe(busiest.cnpjs);
      const cnpjs = `${busiest.cnpjs} ${busiest.cnpjs === 1 ? 'CNPJ' : 'CNPJs'}`;
      const pin = map.getByRole('button', { name: `${busiest.city_name}/${busiest.uf} — ${cnpjs}`, exact: true });
      // Markers may overlap at a phone's width: the keyboard chooses this one whatever lies on top.
      await pin.press('Enter');
      const names = map.getByRole('list', { name: /^CNPJs em / }).getByRole('link');
      await expect
        .poll(() => names.allTextContents(), { timeout: 10_000 })
        .toEqual(place.items.map((item) => item.name));
      await pin.press('Escape');
      await expect.poll(() => map.getByRole('list').count()).toBe(0);
    });

    it('opened directly, names its scripts in the page and fetches each of them once', async () => {
      // No HTTP cache: a preload the module loader could not reuse (another CORS mode) would show as a second fetch.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const fetched: string[] = [];
      const onRequest = (request: Request) => {
        if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
      };
      page.on('request', onRequest);
      try {
        const response = await page.goto(`${demo.app.url}/client/dashboard`);
        await expect(page.getByRole('region', { name: 'Notificações' })).toBeVisibleSoon();
        const preloaded = [
          ...((await response?.text()) ?? '').matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
        ].map(([, href]) => href);
        // The inner area's script (layouts, client shell, dashboard) comes with the page, not after the first script ran.
        expect(preloaded.filter((href) => /^\/assets\/inner-area-[\w-]+\.js$/.test(href ?? ''))).toHaveLength(1);
        for (const href of preloaded) expect(fetched.filter((path) => path === href)).toHaveLength(1);
      } finally {
        page.off('request', onRequest);
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
        await cdp.detach();
      }
    });

    it('marks a notification read and the list says so', async () => {
      // Of the demo accounts only Horizonte has licences near their end, so only it has alerts.
      const alerted = await signIn(width, 'admin@horizonte.demo.conforma.local', demo.password, '/client/dashboard');
      try {
        const before = notificationListResponse.parse(await apiGet(alerted, '/api/v1/client/notification'));
        const unread = before.items.filter((item) => !item.is_read).length;
        expect(unread).toBeGreaterThan(0);
        const buttons = alerted.getByRole('button', { name: 'Marcar como lida' });
        await expect(buttons).toBeVisibleSoon();
        expect(await buttons.count()).toBe(unread);
        await buttons.first().click();
        await expect(alerted.getByText('Notificação marcada como lida').first()).toBeVisibleSoon();
        await expect.poll(() => buttons.count(), { timeout: 10_000 }).toBe(unread - 1);
        const after = notificationListResponse.parse(await apiGet(alerted, '/api/v1/client/notification'));
        expect(after.items.filter((item) => !item.is_read)).toHaveLength(unread - 1);
      } finally {
        await alerted.context().close();
      }
    });

    it('adds a company by CNPJ, tags it and filters the list by the tag', async () => {
      await openFromSidebar(page, width, 'Empresas');
      await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisibleSoon();
      await page.getByRole('button', { name: 'Adicionar' }).click();
      const add = page.getByRole('dialog', { name: 'Adicionar empresa' });
      await add.getByLabel('CNPJ').fill(journey.adds);
      await add.getByRole('button', { name: 'Adicionar' }).click();
      await expect(page.getByText('Empresa criada').first()).toBeVisibleSoon();
      await add.waitFor({ state: 'detached', timeout: 10_000 });

      const grid = page.getByRole('list', { name: 'Lista de empresas' });
      const cards = grid.getByRole('article');
      await expect(cards).toBeVisibleSoon();
      const before = await cards.count();
      expect(before).toBeGreaterThanOrEqual(2);
      const added = cards.first();
      const addedName = (await added.getByRole('heading', { level: 2 }).textContent()) ?? '';
      expect(addedName.length).toBeGreaterThan(0);

      await added.getByRole('button', { name: 'Editar tags' }).click();
      const tags = page.getByRole('dialog', { name: 'Tags da empresa' });
      await tags.getByLabel('Nova tag').fill(tag);
      await tags.getByRole('button', { name: 'Criar tag' }).click();
      await expect(tags.getByRole('checkbox', { name: tag })).toBeVisibleSoon();
      await tags.getByRole('checkbox', { name: tag }).check();
      await tags.getByRole('button', { name: 'Salvar' }).click();
      await tags.waitFor({ state: 'detached', timeout: 10_000 });
      await expect(added.getByRole('list', { name: 'Tags' }).getByText(tag)).toBeVisibleSoon();

      await page.getByRole('combobox', { name: 'Tags' }).click();
      await page.getByRole('option', { name: tag }).click();
      await page.keyboard.press('Escape');
      await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(1);
      expect(await cards.first().getByRole('heading', { level: 2 }).textContent()).toBe(addedName);
      expect(page.url()).toContain('tags=');
      // The tag and a search nothing matches: the filtered list's own state names both (issue 25),
      // and 'Limpar filtros' brings the whole list back, without the tag or the search in the URL.
      await page.getByRole('searchbox', { name: 'Buscar' }).fill('xilogravura');
      const nothing = page.getByRole('status').filter({ hasText: 'Nenhuma empresa encontrada' });
      await expect(nothing).toBeVisibleSoon();
      await expect(nothing.getByText('Busca: xilogravura')).toBeVisibleSoon();
      await expect(nothing.getByText(`Tag: ${tag}`)).toBeVisibleSoon();
      await nothing.getByRole('button', { name: 'Limpar filtros' }).click();
      await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(before);
      expect(page.url()).not.toContain('tags=');
      expect(page.url()).not.toContain('search=');
    });

    it('imports a spreadsheet of good, invalid, duplicate and alphanumeric CNPJs and reads the result', async () => {
      await page.getByRole('button', { name: 'Importar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar empresas' });
      const sheet = spreadsheetOf(['35124698000131', '11111111111111', journey.holds, '12ABC345000188']);
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'cnpjs.xlsx', mimeType: XLSX_MIME, buffer: sheet });
      await dialog.getByRole('button', { name: 'Importar' }).click();
      const result = dialog.getByRole('region', { name: 'Resultado da importação' });
      await expect(result).toBeVisibleSoon(30_000);
      await expect(page.getByText('Arquivo importado').first()).toBeVisibleSoon();
      const count = (label: string) =>
        result.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent();
      expect(await count('CNPJs enviados')).toBe('4');
      expect(await count('Importados com sucesso')).toBe('2');
      expect(await count('Com erro')).toBe('2');
      const items = result.getByRole('list', { name: 'CNPJs da planilha' }).getByRole('listitem');
      expect(await items.count()).toBe(4);
      await dialog.getByRole('button', { name: 'Concluir' }).click();
      await expect(page.getByRole('article').filter({ hasText: 'VERDE CONSULTORIA' })).toBeVisibleSoon();
    });

    it('exports the companies to Excel (a real .xlsx) and opens the print view', async () => {
      const listed = await page
        .getByRole('list', { name: 'Lista de empresas' })
        .getByRole('heading', { level: 2 })
        .allTextContents();
      await page.getByRole('button', { name: 'Exportar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Exportar empresas' });
      await expect(dialog.getByRole('button', { name: 'Imprimir' })).toBeVisibleSoon();
      for (const name of listed) await expect(dialog.getByText(name).first()).toBeVisibleSoon();
      // 'Imprimir' hands the print view to the browser in a frame of its own (react-to-print).
      const [printFrame] = await Promise.all([
        page.waitForEvent('frameattached'),
        dialog.getByRole('button', { name: 'Imprimir' }).click(),
      ]);
      await expect.poll(() => printFrame.content().catch(() => ''), { timeout: 10_000 }).toContain(listed[0]);

      await dialog.getByRole('tab', { name: 'Excel' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Baixar planilha' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const book = XLSX.read(readFileSync(await download.path()));
      const sheet = book.Sheets[book.SheetNames[0] ?? ''];
      expect(sheet).toBeDefined();
      const rows = XLSX.utils.sheet_to_json<string[]>(sheet as XLSX.WorkSheet, { header: 1 });
      const text = JSON.stringify(rows);
      for (const name of listed) expect(text).toContain(name);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    });

    it('deletes a company after choosing Sim', async () => {
      const cards = page.getByRole('list', { name: 'Lista de empresas' }).getByRole('article');
      const before = await cards.count();
      const victim = cards.filter({ hasText: 'VERDE CONSULTORIA' }).first();
      const name = (await victim.getByRole('heading', { level: 2 }).textContent()) ?? '';
      await victim.getByRole('button', { name: `Ações de ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Excluir' }).click();
      const remove = page.getByRole('dialog', { name: 'Excluir empresa' });
      expect(await remove.getByRole('button', { name: 'Excluir' }).isDisabled()).toBe(true);
      await remove.getByRole('radio', { name: 'Sim' }).check();
      await remove.getByRole('button', { name: 'Excluir' }).click();
      await expect(page.getByText('Empresa excluída').first()).toBeVisibleSoon();
      await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(before - 1);
    });

    it("creates a USER without GET_COMPANY, who then finds 'Acesso restrito' on Empresas", async () => {
      await openFromSidebar(page, width, 'Usuários');
      await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisibleSoon();
      await page.getByRole('button', { name: 'Adicionar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar usuário' });
      await dialog.getByLabel('Nome').fill(operator.name);
      await dialog.getByLabel('Email').fill(operator.email);
      await dialog.getByLabel('Senha', { exact: true }).fill(operator.password);
      await dialog.getByRole('combobox', { name: 'Tipo de usuário' }).click();
      await page.getByRole('option', { name: 'Usuário', exact: true }).click();
      const companiesCodes = dialog.getByRole('group', { name: 'Empresas', exact: true });
      await companiesCodes.getByRole('checkbox', { name: 'Visualizar' }).uncheck();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Usuário criado').first()).toBeVisibleSoon();
      await expect(page.getByRole('table').getByText(operator.email)).toBeVisibleSoon();

      const theirs = await signIn(width, operator.email, operator.password, '/client/dashboard');
      try {
        await openFromSidebar(theirs, width, 'Empresas');
        await expect(theirs.getByText('Acesso restrito').first()).toBeVisibleSoon();
        expect(await theirs.getByRole('button', { name: 'Adicionar' }).count()).toBe(0);
      } finally {
        await theirs.context().close();
      }
    });

    it('reads the activity log with those actions', async () => {
      await openFromSidebar(page, width, 'Logs de atividade');
      await expect(page.getByRole('heading', { level: 1, name: 'Logs de Atividade' })).toBeVisibleSoon();
      for (const action of [
        /Criou o usuário .*Operador/,
        /Importou a planilha 'cnpjs.xlsx'/,
        /Excluiu a empresa/,
        /Criou a tag/,
      ]) {
        await expect(page.getByText(action).first()).toBeVisibleSoon();
      }
    });
  });
}

describe('CONFORMA staff', () => {
  it("enters a client from its card, sees the client's dashboard and returns to administration", async () => {
    const page = await signIn(1440, staffAdmin.email, staffAdmin.password, '/admin/accounts/business');
    try {
      await enterClientFromCard(page, 'vida');
      await expect(page.getByText('Cliente carregado!').first()).toBeVisibleSoon();
      const box = page.getByRole('button', { name: /Cliente:/ });
      await expect(box).toBeVisibleSoon();
      expect(await box.textContent()).toMatch(/vida/i);

      const kpis = dashboardKpis.parse(await apiGet(page, '/api/v1/client/kpis'));
      await expect(
        page.getByRole('region', { name: 'Empresas cadastradas' }).getByText(String(kpis.companies), { exact: true }),
      ).toBeVisibleSoon();

      await box.click();
      await page.waitForURL(`${demo.app.url}/admin/accounts/business`);
      await expect(page.getByRole('heading', { level: 1, name: 'Clientes Business' })).toBeVisibleSoon();
      // The staff token is back: administration calls answer again, and no client box is left.
      expect(await page.getByRole('button', { name: /Cliente:/ }).count()).toBe(0);
      const claims = await page.evaluate(() =>
        JSON.parse(atob((localStorage.getItem('conforma.token') ?? '..').split('.')[1] ?? '')),
      );
      expect(claims.client_name).not.toMatch(/vida/i);
    } finally {
      await page.context().close();
    }
  });
});

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
