import { companyDetail, companyListResponse } from '@product/api/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAppForFile } from './support/demo-app';
import { staffAdmin } from './support/session';

// The company page on a phone and its map without tiles (issue 25 items 11 and 13), in a real browser
// against the real server on the demo data. The journey's browser reaches nothing but the app, so the
// map's OpenStreetMap tiles fail as they do offline or behind a firewall that blocks them.
const demo = demoAppForFile({ ADMIN_EMAIL: staffAdmin.email, ADMIN_PASSWORD: staffAdmin.password });
const { signIn, apiGet } = demo;

const horizonteAdmin = 'admin@horizonte.demo.conforma.local';
/** HORIZONTE ALIMENTOS, the demo company with a matriz and branches (several places on the map). */
const alimentos = '31457892000188';
/** The company header's greatest height on a phone, trail to badges. */
const phoneHeaderHeight = 160;

/** Whether `tab` is wholly inside the visible part of its row. */
const wholeInView = (page: Page, name: string) =>
  page
    .getByRole('tablist', { name: 'Seções da empresa' })
    .getByRole('tab', { name, exact: true })
    .evaluate((tab) => {
      const row = tab.closest('[role="tablist"]')?.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return row !== undefined && box.left >= row.left - 0.5 && box.right <= row.right + 0.5;
    });

for (const width of [320, 390]) {
  describe(`the company page at ${width} px`, () => {
    let page: Page;
    let id = 0;
    let name = '';

    beforeAll(async () => {
      page = await signIn(width, horizonteAdmin, demo.password, '/client/dashboard');
      const list = companyListResponse.parse(await apiGet(page, '/api/v1/client/company?limit=100'));
      id = list.items.find((company) => company.registrationCode === alimentos)?.id ?? 0;
      name = companyDetail.parse(await apiGet(page, `/api/v1/client/company/${id}`)).name;
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it("keeps the header short and shows that the tabs scroll, up to 'Documentos'", async () => {
      await page.goto(`${demo.app.url}/client/companies/${id}/panel`);
      const title = page.getByRole('heading', { level: 1, name });
      await expect(title).toBeVisibleSoon(20_000);
      const header = page.locator('header', { has: title });
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(phoneHeaderHeight);
      const trail = page.getByRole('navigation', { name: 'Navegação estrutural' });
      // The last crumb (the same name again) is cut to one line, whole on hover.
      expect(await trail.getByText(name, { exact: true }).getAttribute('title')).toBe(name);

      // 'Documentos' is past the right edge, which says so with an arrow.
      expect(await wholeInView(page, 'Documentos')).toBe(false);
      await page.getByRole('button', { name: 'Ver mais abas' }).click();
      await expect.poll(() => wholeInView(page, 'Documentos')).toBe(true);
      await page
        .getByRole('tablist', { name: 'Seções da empresa' })
        .getByRole('tab', { name: 'Documentos', exact: true })
        .click();
      await page.waitForURL(`${demo.app.url}/client/companies/${id}/documents`);
      await expect(page.getByRole('tab', { name: 'Documentos', selected: true })).toBeVisibleSoon();
      expect(await wholeInView(page, 'Documentos')).toBe(true);
      await expect(page.getByRole('button', { name: 'Ver abas anteriores' })).toBeVisibleSoon();
    });

    it('shows the map without tiles as a plain background with the markers and a note', async () => {
      await page.goto(`${demo.app.url}/client/companies/${id}/panel`);
      const map = page.getByRole('region', { name: 'Mapa das localizações dos CNPJs' });
      await expect(map.getByRole('status')).toBeVisibleSoon(20_000);
      expect(await map.getByRole('status').textContent()).toBe('Não foi possível carregar o mapa.');
      expect(await map.getByRole('button').count()).toBeGreaterThan(0);
      // Every tile fails, and none is drawn as a broken image.
      const tiles = () =>
        map.locator('img').evaluateAll((images) =>
          (images as HTMLImageElement[]).map((image) => ({
            failed: image.complete && image.naturalWidth === 0,
            shown: image.checkVisibility(),
          })),
        );
      await expect
        .poll(async () => {
          const all = await tiles();
          return all.length > 0 && all.every((tile) => tile.failed && !tile.shown);
        })
        .toBe(true);
    });
  });
}
