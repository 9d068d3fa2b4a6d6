import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, findChromium, installHint } from '../../scripts/chromium.mjs';
import { watchCspViolations } from './csp-violations';

/**
 * Debian's or Playwright's Chromium, headless, with the flags this sandboxed machine needs.
 * Every context it opens (`browser.newPage()` opens one too) records the Content-Security-Policy
 * violations of its pages, which each test must end without (support/no-csp-violations.ts).
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath: string | null = findChromium();
  if (!executablePath) throw new Error(installHint);
  const browser = await chromium.launch({ executablePath, headless: true, args: chromiumArgs });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCspViolations(context);
    return context;
  };
  return browser;
}
