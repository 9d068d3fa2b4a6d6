import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths, companyImportPaths, companyImportTexts, healthPath } from '@product/api/contract';
import { docsPath } from '@product/api/contract/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, serverEntries } from '../build';
import { serverRoot } from './paths';
import { freePort, serverGroup } from './testing/server-process';
import { signIn } from './testing/server-process-api';
import { storedDeflateBomb, xlsxBytes } from './testing/sheets';

/**
 * What production runs: `npm run build -w @product/server` then
 * `node --enable-source-maps dist/main.js`, with no TypeScript loader. The
 * bundle is built into a folder of its own under apps/server (so the files it
 * reads — drizzle/, reference-data/ — are found as from dist/), started on a
 * new PGlite folder, asked for what needs the migrations, the native argon2
 * and the contract, and stopped.
 */
describe('the compiled server', () => {
  const servers = serverGroup();
  let outdir: string;
  let dataDir: string;
  /** The demo people's password, printed by seed:demo. */
  let demoPassword = '';

  beforeAll(() => {
    mkdirSync(path.join(serverRoot, '.tmp'), { recursive: true });
    outdir = mkdtempSync(path.join(serverRoot, '.tmp', 'dist-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'conforma-compiled-'));
  });
  afterAll(async () => {
    await servers.killAll();
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('bundles our code and the workspace packages, leaving npm packages to node_modules', async () => {
    const files = (await buildServer(outdir)).map((file) => path.basename(file)).sort();
    // One file and its map per entry, the spreadsheet thread's among them, and the empty PGlite
    // cluster a first start unpacks instead of running initdb (with what made it).
    expect(files).toEqual(
      [
        ...Object.keys(serverEntries).flatMap((name) => [`${name}.js`, `${name}.js.map`]),
        'pglite-cluster.json',
        'pglite-cluster.tar.gz',
      ].sort(),
    );
    expect(files).toContain('spreadsheet-thread.js');
    const main = readFileSync(path.join(outdir, 'main.js'), 'utf8');
    expect(main).not.toMatch(/from ["']@product\//);
    expect(main).not.toMatch(/from ["']\.{1,2}\//);
    expect(main).toMatch(/from "@electric-sql\/pglite"/);
    expect(main).toMatch(/from "@node-rs\/argon2"/);
    // Uploaded spreadsheets are read by the thread's bundle only (issue 24): the server's has no reader to call.
    const thread = readFileSync(path.join(outdir, 'spreadsheet-thread.js'), 'utf8');
    expect(thread).toMatch(/function inspectZip\(/);
    expect(thread).toMatch(/function readCnpjCells\(/);
    expect(main).not.toMatch(/function (inspectZip|readCnpjCells)\(/);
    expect(main).toMatch(/new URL\("\.\/spreadsheet-thread\.js", import\.meta\.url\)/);
  });

  it('starts with node alone on a new PGlite folder, answers and stops cleanly', async () => {
    const admin = { email: 'admin@compilado.test', password: 'senha-do-compilado' };
    const port = String(await freePort());
    const server = servers.start(
      {
        PORT: port,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
      ['--enable-source-maps', path.join(outdir, 'main.js')],
    );
    await server.ready(30_000);

    // The migrations ran (drizzle/ found from the bundle) and argon2 checked the password.
    expect(await signIn(server.url, admin)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const wrong = await fetch(`${server.url}${apiPaths.login}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: admin.email, password: 'errada' }),
    });
    expect(wrong.status).toBe(401);
    const docs = await fetch(`${server.url}${docsPath}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(docs.status).toBe(200);
    // Gzipped whole and sent with its length (http/compression), not as a chunked stream.
    expect(docs.headers.get('content-encoding')).toBe('gzip');
    expect(docs.headers.get('transfer-encoding')).toBeNull();
    expect(Number(docs.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(((await docs.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);

    await server.stop();
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: encerrando…/);
  });

  it('runs seed:demo from the bundle (reference data found from dist/)', () => {
    const seed = spawnSync(process.execPath, ['--enable-source-maps', path.join(outdir, 'seed-demo.js')], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir, CNPJ_REGISTRY: 'offline' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(seed.stderr).toBe('');
    expect(seed.status).toBe(0);
    expect(seed.stdout).toMatch(/Dados de demonstração criados: 9 empresas/);
    demoPassword = /senha: (\S+)/.exec(seed.stdout)?.[1] ?? '';
  });

  it('reads an uploaded spreadsheet in its worker thread, dist/spreadsheet-thread.js', {
    timeout: 60_000,
  }, async () => {
    expect(demoPassword).not.toBe('');
    const server = servers.start({ PORT: String(await freePort()), DATA_DIR: dataDir }, [
      '--enable-source-maps',
      path.join(outdir, 'main.js'),
    ]);
    await server.ready(30_000);
    const token = await signIn(server.url, { email: 'admin@horizonte.demo.conforma.local', password: demoPassword });
    const upload = (name: string, bytes: Uint8Array) => {
      const form = new FormData();
      form.set('file', new File([Buffer.from(bytes)], name));
      return fetch(`${server.url}${companyImportPaths.import}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
    };

    // An invalid CNPJ: read, and answered without a lookup.
    const sheet = await upload('empresas.xlsx', xlsxBytes([['CNPJ'], ['11.222.333/0001-82']]));
    expect(sheet.status).toBe(200);
    expect(((await sheet.json()) as { items: unknown[] }).items).toEqual([
      { cnpj: '11.222.333/0001-82', code: 'error', message: 'CNPJ inválido.' },
    ]);
    // Issue 24's bomb: refused by the thread's zip guard, the server answering meanwhile.
    const bombBytes = storedDeflateBomb();
    const started = performance.now();
    const bomb = upload('bomba.xlsx', bombBytes);
    const health = await fetch(`${server.url}${healthPath}`);
    expect(health.status).toBe(200);
    const refused = await bomb;
    expect(performance.now() - started).toBeLessThan(2000);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(companyImportTexts.unreadable);

    await server.stop();
    expect(await server.exited).toBe(0);
  });
});
