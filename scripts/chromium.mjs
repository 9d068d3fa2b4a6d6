// Finds a Chromium for the browser tests: CHROMIUM_PATH, then Debian's /usr/bin/chromium,
// then Playwright's own download. Says exactly how to get one when there is none.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-component-update',
  '--no-first-run',
];

export function findChromium() {
  const candidates = [];
  if (process.env.CHROMIUM_PATH) candidates.push(process.env.CHROMIUM_PATH);
  candidates.push('/usr/bin/chromium', '/usr/bin/chromium-browser');
  try {
    const { chromium } = require('playwright-core');
    candidates.push(chromium.executablePath());
  } catch {
    // playwright-core missing or without a browser of its own: not a candidate.
  }
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

export const installHint = [
  'No Chromium found for the browser tests. Install one of these, then run the tests again:',
  '  Debian/Ubuntu:  sudo apt-get install -y chromium        (gives /usr/bin/chromium)',
  '  any machine:    npx playwright install chromium         (Playwright’s own browser)',
  '  or point to one you have: CHROMIUM_PATH=/path/to/chromium npm test',
].join('\n');
