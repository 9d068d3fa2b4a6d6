import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../paths';
import { tempDir } from '../testing/harness';
import { delay, freePort, type ServerProcess, serverGroup } from '../testing/server-process';
import { backupSocketName } from './channel';
import { databaseUnreachableMessage } from './cli-shared';
import { verifyArchive } from './read';

/**
 * The commands as a person runs them (from the sources through tsx, as the
 * fault suite runs the server): `backup` against a running PGlite server,
 * which holds the folder, over its local channel while requests go on; then
 * `restore`, refused while the server runs, refused on the non-empty folder
 * once it stopped, and refused for a damaged archive with nothing written.
 */
describe('the backup and restore commands', () => {
  const servers = serverGroup();
  const work = tempDir('conforma-backup-cli-');
  const dataDir = path.join(work.path, 'data');
  const archive = path.join(work.path, 'running.tar.gz');
  let server: ServerProcess;

  beforeAll(async () => {
    server = servers.start({ PORT: String(await freePort()), DATA_DIR: dataDir, DEMO_SEED: '1' });
    await server.ready(60_000);
  }, 90_000);
  afterAll(async () => {
    await servers.killAll();
    work.remove();
  });

  it('backs up a running PGlite server through its channel while it keeps answering', async () => {
    const socket = path.join(dataDir, backupSocketName);
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    const latencies: number[] = [];
    let done = false;
    const polling = (async () => {
      while (!done) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/health`);
        latencies.push(performance.now() - started);
        expect(response.status).toBe(200);
        await delay(20);
      }
    })();
    const result = await runCli('backup-cli.ts', ['--out', archive], { DATA_DIR: dataDir }).finally(() => {
      done = true;
    });
    await polling;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Backup gravado em .*running\.tar\.gz \(pelo servidor em execução\): \d+ tabelas, \d+ linhas, \d+ arquivos/,
    );
    const manifest = await verifyArchive(archive);
    expect(manifest.source).toEqual({ database: 'pglite', storage: 'local' });
    expect(manifest.files.length).toBeGreaterThan(0);
    expect(manifest.tables.find((table) => table.name === 'companies')?.rows).toBe(9);
    expect(latencies.length).toBeGreaterThan(0);
    console.log(
      `/api/health during the backup: ${latencies.length} calls, longest ${Math.round(Math.max(...latencies))} ms`,
    );
    expect(existsSync(`${archive}.partial`)).toBe(false);
  });

  it('refuses to restore into the folder of a running server', async () => {
    const result = await runCli('restore-cli.ts', [archive], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Pare o servidor antes de restaurar/);
  });

  it('removes the channel when the server stops, and refuses the non-empty folder without --force', async () => {
    await server.stop();
    expect(existsSync(path.join(dataDir, backupSocketName))).toBe(false);
    const result = await runCli('restore-cli.ts', [archive], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/O banco de destino não está vazio \(tabelas com linhas: .*companies/);
    expect(result.stderr).toMatch(/use --force/);
  });

  it('refuses a damaged archive with a clear message and writes nothing', async () => {
    const damaged = path.join(work.path, 'damaged.tar.gz');
    writeFileSync(damaged, 'isto não é um backup');
    const fresh = path.join(work.path, 'fresh');
    const result = await runCli('restore-cli.ts', [damaged], { DATA_DIR: fresh });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/não é um backup do Conforma íntegro: está corrompido ou não é um backup/);
    expect(result.stderr).toMatch(/Nada foi gravado/);
    expect(existsSync(fresh) ? readdirSync(fresh) : []).toEqual([]);
  });

  it('says in Portuguese when the PostgreSQL to restore into does not answer', async () => {
    const closedPort = await freePort();
    const result = await runCli('restore-cli.ts', [archive], {
      DATA_DIR: path.join(work.path, 'unreachable'),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/conforma`,
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(databaseUnreachableMessage);
  });
});

/** A command from the sources, with a neutral environment plus `env`. */
function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('src/backup', script), ...args], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
