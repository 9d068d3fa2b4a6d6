import type { Browser, Page } from 'playwright-core';

/** The administrator the admin journeys start the server with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const staffAdmin = { email: 'gestora@conforma.test', password: 'senha-forte-123' } as const;

/** A fresh browser session (1440 × 900, pt-BR) signed in on the login page, landing on the business list. */
export async function signInAsStaff(browser: Browser, appUrl: string, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(`${appUrl}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${appUrl}/admin/accounts/business`);
  return page;
}
