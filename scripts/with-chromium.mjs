// Runs a command with CHROMIUM_PATH set to the Chromium the browser tests will use,
// or stops with the install instructions when there is none.
import { spawnSync } from 'node:child_process';
import { findChromium, installHint } from './chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(installHint);
  process.exit(1);
}
const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
