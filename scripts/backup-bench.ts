/**
 * `npm run bench:backup` (not part of `npm test`; after `npm run build -w @product/server`):
 * the backup/restore round trip of issue 24 with the built commands, on the
 * demo data and on 10,000 companies (the api-bench portfolio at scale 0.1,
 * plus 5,000 stored files of 16 KB): backup time and archive size, restore
 * time into a fresh PGlite folder and, with DATABASE_URL or TEST_DATABASE_URL
 * (a server where a database can be created), into PostgreSQL; then the
 * built server on the 10,000-company folder, `/api/health` polled every
 * 20 ms before and during a backup through its local channel.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { todayIn } from '@product/domain';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { bootstrap } from '../apps/server/src/db/bootstrap';
import { migrate, openDatabase } from '../apps/server/src/db/database';
import { freePort } from '../apps/server/src/testing/server-process';
import { benchPassword, loadDataset, staffEmail } from './api-bench/dataset';
import { pgliteSql } from './api-bench/sql';

const serverDir = join(import.meta.dirname, '../apps/server');
const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const work = mkdtempSync(join(os.tmpdir(), 'conforma-backup-bench-'));

function run(script: string, args: string[], env: Record<string, string>) {
  const started = performance.now();
  return new Promise<{ ms: number; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--enable-source-maps', join(serverDir, 'dist', script), ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve({ ms: performance.now() - started, out: out.trim() })
        : reject(new Error(`${script}: ${out}`)),
    );
  });
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function roundTrip(label: string, dataDir: string): Promise<string> {
  const archive = join(work, `${label}.tar.gz`);
  const backup = await run('backup.js', ['--out', archive], { DATA_DIR: dataDir });
  console.log(`  ${backup.out}`);
  const size = statSync(archive).size;
  const restorePglite = await run('restore.js', [archive], { DATA_DIR: join(work, `${label}-restored`) });
  console.log(`  PGlite: ${restorePglite.out}`);
  let pgLine = 'PostgreSQL: skipped (no DATABASE_URL / TEST_DATABASE_URL)';
  if (adminUrl) {
    const name = `conforma_backup_bench_${label.replace(/\W/g, '_')}`;
    await adminQuery(`drop database if exists ${name} with (force)`);
    await adminQuery(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const restorePg = await run('restore.js', [archive], {
      DATABASE_URL: url.href,
      DATA_DIR: join(work, `${label}-pg`),
      JWT_SECRET: randomBytes(32).toString('hex'),
    });
    console.log(`  PostgreSQL: ${restorePg.out}`);
    pgLine = `restore into PostgreSQL ${(restorePg.ms / 1000).toFixed(1)} s`;
    await adminQuery(`drop database ${name} with (force)`);
  }
  return `${label}: backup ${(backup.ms / 1000).toFixed(1)} s, archive ${(size / 1024 / 1024).toFixed(1)} MB; restore into PGlite ${(restorePglite.ms / 1000).toFixed(1)} s; ${pgLine} (times include starting node)`;
}

const summary: string[] = [];

// The demo data, as a first start makes it.
const demoDir = join(work, 'demo');
await run('seed-demo.js', [], { DATA_DIR: demoDir, NODE_ENV: 'development' });
summary.push(await roundTrip('demo', demoDir));

// 10,000 companies.
const bigDir = join(work, 'big');
{
  const handle = await openDatabase({ database: { kind: 'pglite', dataDir: join(bigDir, 'pglite') } });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await migrate(handle);
  await bootstrap(handle.db, { admin: { email: staffEmail, password: benchPassword }, print: () => {} });
  await loadDataset(pgliteSql(client), {
    scale: 0.1,
    today: todayIn('America/Sao_Paulo'),
    passwordHash: await hashPassword(benchPassword),
    log: (line) => console.log(line),
  });
  // The portfolio names files without bytes: keep 5,000 and store 16 KB for each.
  await client.exec(`delete from files where id not in (select id from files order by id limit 5000)`);
  const keys = await client.query<{ key: string }>('select storage_key as key from files');
  for (const { key } of keys.rows) {
    const file = join(bigDir, 'files', key);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, randomBytes(16 * 1024));
  }
  const counts = await client.query<{ companies: number; rows: number }>(
    `select (select count(*)::int from companies) as companies,
            (select sum(n_live_tup)::int from pg_stat_user_tables) as rows`,
  );
  console.log(`10,000-company folder: ${JSON.stringify(counts.rows[0])}, ${keys.rows.length} files`);
  await handle.close();
}
summary.push(await roundTrip('10k', bigDir));

// /api/health while the running server makes a backup of the 10,000 companies.
{
  const port = String(await freePort());
  const server = spawn(process.execPath, [join(serverDir, 'dist/main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      DATA_DIR: bigDir,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Conforma em')) resolve();
    });
  });
  const poll = async (until: () => boolean) => {
    const times: number[] = [];
    let failed = 0;
    while (!until()) {
      const started = performance.now();
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.text().then(() => response.ok),
        () => false,
      );
      if (ok) times.push(performance.now() - started);
      else failed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(0);
    return `${times.length} calls, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms, ${failed} failed`;
  };
  const idleUntil = performance.now() + 3000;
  const idle = await poll(() => performance.now() > idleUntil);
  let done = false;
  const during = poll(() => done);
  const backup = await run('backup.js', ['--out', join(work, 'channel.tar.gz')], { DATA_DIR: bigDir });
  done = true;
  console.log(`  ${backup.out}`);
  summary.push(`/api/health idle: ${idle}`);
  summary.push(`/api/health during the backup over the channel (${(backup.ms / 1000).toFixed(1)} s): ${await during}`);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

console.log(`\n${summary.join('\n')}`);
rmSync(work, { recursive: true, force: true });
