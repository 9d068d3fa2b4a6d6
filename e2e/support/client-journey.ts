import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningApp } from './app';

/**
 * What the client-area journeys share: a signed-in page at a given width that can reach nothing
 * but the app (the map's OpenStreetMap tiles are refused), calls with the page's own token, and
 * the sidebar, which is a drawer below the large breakpoint.
 */
export function clientJourney(target: () => { app: RunningApp; browser: Browser }) {
  const token = (page: Page) => page.evaluate(() => localStorage.getItem('conforma.token'));

  return {
    /** A new context signed in; `options` can change its locale or time zone (pt-BR otherwise). */
    async signIn(
      width: number,
      email: string,
      password: string,
      landing: string,
      options: BrowserContextOptions = {},
    ): Promise<Page> {
      const { app, browser } = target();
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: 'pt-BR',
        acceptDownloads: true,
        ...options,
      });
      await context.route(
        (url) => url.origin !== new URL(app.url).origin,
        (route) => route.abort(),
      );
      const page = await context.newPage();
      await page.goto(`${app.url}/`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Senha', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL(`${app.url}${landing}`);
      return page;
    },

    /** The same call the page makes, with the page's own token: what the screen must show. */
    async apiGet(page: Page, path: string): Promise<unknown> {
      const answer = await fetch(`${target().app.url}${path}`, {
        headers: { Authorization: `Bearer ${await token(page)}` },
      });
      expect(answer.status).toBe(200);
      return answer.json();
    },

    /** A PATCH with the page's own token, as the screens would send it. */
    async apiPatch(page: Page, path: string, body: unknown): Promise<void> {
      const answer = await fetch(`${target().app.url}${path}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${await token(page)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
    },

    /** Staff, on the business list, enter the first client whose card matches `search`: its dashboard. */
    async enterClientFromCard(page: Page, search: string): Promise<void> {
      await page.getByRole('searchbox').fill(search);
      const card = page
        .getByRole('article')
        .filter({ hasText: new RegExp(search, 'i') })
        .first();
      await expect(card).toBeVisibleSoon();
      const name = (await card.getAttribute('aria-label')) ?? '';
      await card.getByRole('button', { name, exact: true }).click();
      await page.waitForURL(`${target().app.url}/client/dashboard`);
    },

    /** A sidebar entry; below the large breakpoint the sidebar is a drawer opened from the top bar. */
    async openFromSidebar(page: Page, width: number, label: string): Promise<void> {
      if (width < 1024) {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await page.getByRole('dialog').getByRole('link', { name: label }).click();
      } else {
        await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: label }).click();
      }
    },
  };
}
