import {
  calendarPaths,
  calendarSettingsResponse,
  companyLicenseListResponse,
  companyLicensePaths,
  companyListResponse,
  companyPaths,
} from '@product/api/contract';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAppForFile } from './support/demo-app';
import { staffAdminEnv } from './support/session';

// Issue 13: the private calendar feed, end to end. In the browser the client ADMIN opens
// 'Assinar calendário', makes the link and copies it; Node then fetches the link as a calendar
// app would (no token) and finds exactly the demo account's dated licences; 'Gerar novo link'
// makes the old link answer 404.
const demo = demoAppForFile(staffAdminEnv);

const { signIn, apiGet } = demo;

/** The feed's events by UID, read with ical.js (not the library that wrote it). */
function eventsOf(text: string): Map<string, { start: string; summary: string }> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return new Map(
    calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return [event.uid, { start: event.startDate.toString(), summary: event.summary }];
    }),
  );
}

/** What the feed must hold, from the licence lists the screens read: each dated licence and fee. */
async function expectedEvents(page: Page): Promise<Map<string, string>> {
  const companies = companyListResponse.parse(await apiGet(page, `${companyPaths.list}?page=0&limit=9999999`));
  const expected = new Map<string, string>();
  for (const company of companies.items.filter((item) => item.enabled)) {
    const list = companyLicenseListResponse.parse(
      await apiGet(page, `${companyLicensePaths.list(company.id)}?page=0&limit=10000`),
    );
    for (const license of list.result[0].items) {
      if (!license.isNecessary) continue;
      if (license.type === 'document' && license.validUntil) {
        expected.set(`licenca-${license.id}-validade`, license.validUntil);
      }
      if (license.feeExpirationDate) expected.set(`licenca-${license.id}-taxa`, license.feeExpirationDate);
    }
  }
  return expected;
}

for (const width of [1440, 320] as const) {
  describe(`the calendar link of a client ADMIN at ${width} px`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await signIn(width, 'admin@horizonte.demo.conforma.local', demo.password, '/client/dashboard');
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.app.url });
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it("is made in the dialog, and its feed holds exactly the account's dated licences", async () => {
      await page.getByRole('button', { name: 'Assinar calendário' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assinar calendário' });
      await expect(dialog.getByText(/'Adicionar calendário' → 'Assinar da Web' e cole o link\./)).toBeVisibleSoon();
      // Each width signs in as the same person: the second finds the first one's link and replaces it.
      const existing = dialog.getByRole('button', { name: 'Gerar novo link' });
      const generate = dialog.getByRole('button', { name: 'Gerar link' });
      await expect(existing.or(generate)).toBeVisibleSoon();
      if (await generate.isVisible()) {
        await generate.click();
        await expect(page.getByText('Link do calendário gerado')).toBeVisibleSoon();
      } else {
        await existing.click();
        await dialog.getByRole('button', { name: 'Gerar novo link' }).click();
        await expect(page.getByText('Novo link gerado')).toBeVisibleSoon();
      }
      const field = dialog.getByLabel('Link do calendário');
      await expect(field).toBeVisibleSoon();
      const url = await field.inputValue();
      expect(url).toMatch(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(calendarSettingsResponse.parse(await apiGet(page, calendarPaths.settings)).url).toBe(url);

      await dialog.getByRole('button', { name: 'Copiar' }).click();
      await expect(page.getByText('Link copiado')).toBeVisibleSoon();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

      // A calendar app's fetch: no token, only the link (PUBLIC_URL is this server's own address).
      const feed = await fetch(`${demo.app.url}${new URL(url).pathname}`);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const text = await feed.text();
      expect(text).toContain('X-WR-CALNAME:Conforma — licenças de ');
      const events = eventsOf(text);
      const expected = await expectedEvents(page);
      expect(expected.size).toBeGreaterThan(0);
      const host = new URL(url).hostname;
      expect([...events.keys()].sort()).toEqual([...expected.keys()].map((uid) => `${uid}@${host}`).sort());
      for (const [uid, day] of expected) expect(events.get(`${uid}@${host}`)?.start, uid).toBe(day);
    });

    it("'Gerar novo link' asks first, then the old link answers 404 and the new one works", async () => {
      const dialog = page.getByRole('dialog', { name: 'Assinar calendário' });
      const old = await dialog.getByLabel('Link do calendário').inputValue();
      await dialog.getByRole('button', { name: 'Gerar novo link' }).click();
      await expect(dialog.getByRole('heading', { name: 'Gerar um novo link?' })).toBeVisibleSoon();
      await dialog.getByRole('button', { name: 'Gerar novo link' }).click();
      await expect(page.getByText('Novo link gerado')).toBeVisibleSoon();
      const field = dialog.getByLabel('Link do calendário');
      await expect(field).toBeVisibleSoon();
      const fresh = await field.inputValue();
      expect(fresh).not.toBe(old);
      const gone = await fetch(`${demo.app.url}${new URL(old).pathname}`);
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ message: 'Calendário não encontrado.' });
      expect((await fetch(`${demo.app.url}${new URL(fresh).pathname}`)).status).toBe(200);
    });
  });
}
