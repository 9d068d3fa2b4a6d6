import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { launchChromium } from './support/browser';
import { type CspViolation, takeCspViolations } from './support/csp-violations';

// Every journey ends with no Content-Security-Policy violation (support/no-csp-violations.ts).
// This file proves that check can fail: a page that breaks the policy is caught, each way.
let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({}), launchChromium()]);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The directives the page's `securitypolicyviolation` events named (the console says it again in words). */
const directivesOf = (violations: CspViolation[]) => [
  ...new Set(violations.filter((violation) => violation.source === 'event').map((violation) => violation.directive)),
];

describe('the Content-Security-Policy in the browser', () => {
  it('is sent with the page, and the sign-in page and its toast draw without a violation', async () => {
    const response = await page.goto(`${app.url}/`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');

    // A refused sign-in shows a toast: sonner and its stylesheet load then.
    await page.getByLabel('Email').fill('ninguem@conforma.test');
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.locator('[data-sonner-toast]')).toBeVisibleSoon();
    // Sonner's stylesheet applies, now a file of its own: its toasts are placed absolutely in their list.
    const placement = await page
      .locator('[data-sonner-toast]')
      .first()
      .evaluate((toast) => getComputedStyle(toast).position);
    expect(placement).toBe('absolute');
    expect(await takeCspViolations()).toEqual([]);
  });

  it('catches an inline script, which does not run', async () => {
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    const violations = await takeCspViolations();
    expect(directivesOf(violations)).toEqual(['script-src-elem']);
    expect(violations.map((violation) => violation.source).sort()).toEqual(['console', 'event']);
  });

  it('catches eval', async () => {
    // Later than the evaluation itself, which DevTools lets through whatever the policy says.
    const ran = await page.evaluate(
      () =>
        new Promise<boolean>((done) =>
          setTimeout(() => {
            try {
              // biome-ignore lint/security/noGlobalEval: what the page's policy must refuse.
              done(window.eval('1 + 1') === 2);
            } catch {
              done(false);
            }
          }),
        ),
    );
    expect(ran).toBe(false);
    expect(directivesOf(await takeCspViolations())).toEqual(['script-src']);
  });

  it('catches an inline style element', async () => {
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { background: red; }';
      document.head.append(style);
    });
    expect(directivesOf(await takeCspViolations())).toEqual(['style-src-elem']);
  });

  it('catches an image and a frame from another site', async () => {
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://elsewhere.example/pixel.png';
      const frame = document.createElement('iframe');
      frame.src = 'https://elsewhere.example/';
      document.body.append(image, frame);
    });
    const seen: CspViolation[] = [];
    await expect
      .poll(
        async () => {
          seen.push(...(await takeCspViolations()));
          return directivesOf(seen).sort();
        },
        { timeout: 5_000 },
      )
      .toEqual(['frame-src', 'img-src']);
  });
});
