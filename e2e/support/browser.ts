import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, findChromium, installHint } from '../../scripts/chromium.mjs';

/** Debian's or Playwright's Chromium, headless, with the flags this sandboxed machine needs. */
export async function launchChromium(): Promise<Browser> {
  const executablePath: string | null = findChromium();
  if (!executablePath) throw new Error(installHint);
  return chromium.launch({ executablePath, headless: true, args: chromiumArgs });
}
