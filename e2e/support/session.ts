import type { Browser, Page } from 'playwright-core';
import { type AppForFile, appForFile } from './app-for-file';

/** The administrator the admin journeys start the server with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const staffAdmin = { email: 'gestora@conforma.test', password: 'senha-forte-123' } as const;

/** The app's settings that make `staffAdmin` its bootstrap administrator. */
export const staffAdminEnv = { ADMIN_EMAIL: staffAdmin.email, ADMIN_PASSWORD: staffAdmin.password };

/** A fresh browser session (1440 × 900, pt-BR) signed in on the login page, landing on the business list. */
export async function signInAsStaff(browser: Browser, appUrl: string, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(`${appUrl}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`${appUrl}/admin/accounts/business`);
  return page;
}

/** The app with `staffAdmin` and a Chromium, for one test file; see `staffAppForFile`. */
export interface StaffAppForFile extends AppForFile {
  /** A fresh browser session signed in as `email` (`staffAdmin` by default), on the business list. */
  signIn(email?: string, password?: string): Promise<Page>;
}

/**
 * `appForFile` with `staffAdmin` as the bootstrap administrator; `env` adds to the app's settings
 * (the demo data, say).
 */
export function staffAppForFile(env: Record<string, string> = {}): StaffAppForFile {
  const running = appForFile({ ...staffAdminEnv, ...env });
  return {
    get app() {
      return running.app;
    },
    get browser() {
      return running.browser;
    },
    signIn: (email = staffAdmin.email, password = staffAdmin.password) =>
      signInAsStaff(running.browser, running.app.url, email, password),
  };
}
