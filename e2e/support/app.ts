import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
/** The compiled server, as `npm start` runs it (`npm run build` makes it beside the web app). */
const serverMain = 'apps/server/dist/main.js';

/** The run's migrated PGlite folder (support/global-setup.ts), or none outside a vitest run (scripts). */
function folderTemplate(): string | undefined {
  try {
    return inject('pgliteFolderTemplate');
  } catch {
    return undefined;
  }
}

export interface RunningApp {
  url: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * Starts the built app as `npm start` would (the compiled server and the web build), on a
 * temporary DATA_DIR and a free port. Inside a vitest run the DATA_DIR starts as a copy of the
 * run's migrated PGlite folder.
 */
export async function startApp(env: Record<string, string>): Promise<RunningApp> {
  for (const built of ['apps/web/dist/index.html', serverMain]) {
    if (!existsSync(join(root, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` before the end-to-end tests.`);
    }
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'conforma-e2e-'));
  const template = folderTemplate();
  if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
  let output = '';
  // `{port}` in a setting is the port chosen here (PUBLIC_URL=http://localhost:{port} for passkeys).
  const settings = Object.fromEntries(
    Object.entries(env).map(([name, value]) => [name, value.replaceAll('{port}', String(port))]),
  );
  const child: ChildProcess = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DEMO_SEED: '0',
      // The journeys sign staff in with a password; the second-factor journey sets its own policy.
      MFA_REQUIRED_ROLES: 'none',
      ...settings,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped during start-up:\n${output}`);
    const ready = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`The server did not answer within 60 s:\n${output}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
