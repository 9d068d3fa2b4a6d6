import type { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../build';
import { tempDir } from '../testing/harness';
import { clusterArchiveName, hasDatabase, installedPgliteVersion, openDatabase, pgliteOptions } from './database';

/** The processes openDatabase started: each call's program and arguments. */
const started = vi.hoisted(() => [] as { file: string; args: readonly string[] }[]);
vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:child_process')>();
  const recorded = ((file: string, args: readonly string[], ...rest: unknown[]) => {
    started.push({ file, args });
    return (original.execFile as (...all: unknown[]) => unknown)(file, args, ...rest);
  }) as typeof execFile;
  return { ...original, execFile: recorded };
});

const dirs: { remove(): void }[] = [];
beforeEach(() => {
  started.length = 0;
});
afterEach(() => {
  for (const dir of dirs.splice(0)) dir.remove();
});

function pgliteFolder(): string {
  const dir = tempDir('conforma-database-');
  dirs.push(dir);
  return path.join(dir.path, 'pglite');
}

describe('openDatabase on a PGlite folder', () => {
  it('creates the database of an empty folder in a child process, then opens it here and keeps what is written', async () => {
    const dataDir = pgliteFolder();
    expect(hasDatabase(dataDir)).toBe(false);

    const first = await openDatabase({ database: { kind: 'pglite', dataDir } });
    try {
      await first.db.execute(sql`create table kept (value text)`);
      await first.db.execute(sql`insert into kept values ('written before closing')`);
    } finally {
      await first.close();
    }
    expect(started).toHaveLength(1);
    expect(started[0]?.file).toBe(process.execPath);
    expect(started[0]?.args).toContain(dataDir);
    expect(hasDatabase(dataDir)).toBe(true);

    const again = await openDatabase({ database: { kind: 'pglite', dataDir } });
    try {
      const client = (again.db as unknown as { $client: PGlite }).$client;
      const kept = await client.query<{ value: string }>('select value from kept');
      expect(kept.rows).toEqual([{ value: 'written before closing' }]);
      // The server's PGlite still loads its extension on a folder the child created.
      await client.query('create extension if not exists pg_trgm');
      const [trigram] = (
        await client.query<{ similar: boolean }>(`select similarity('conforma', 'conforme') > 0 as similar`)
      ).rows;
      expect(trigram?.similar).toBe(true);
    } finally {
      await again.close();
    }
    // An existing folder is opened as it is: no second initdb.
    expect(started).toHaveLength(1);
  }, 120_000);

  it('fails naming the folder when the child cannot create its database', async () => {
    const dir = tempDir('conforma-database-');
    dirs.push(dir);
    // A file where initdb puts a folder of its own: the child cannot write the database there.
    const dataDir = dir.path;
    writeFileSync(path.join(dataDir, 'global'), 'a file');
    await expect(openDatabase({ database: { kind: 'pglite', dataDir } })).rejects.toThrow(
      `PGlite: a criação do banco em ${dataDir} falhou (initdb failed)`,
    );
  }, 120_000);
});

describe('the empty cluster of the build', () => {
  let outdir: { path: string; remove(): void };
  let archive: string;
  let built: string[];
  beforeAll(async () => {
    outdir = tempDir('conforma-database-dist-');
    built = await buildServer(outdir.path);
    archive = path.join(outdir.path, clusterArchiveName);
  }, 180_000);
  afterAll(() => outdir.remove());

  it('is written by the build beside the bundle, with the PGlite version and start parameters that made it', () => {
    const names = built.map((file) => path.basename(file));
    expect(names).toEqual(expect.arrayContaining(['main.js', clusterArchiveName, 'pglite-cluster.json']));
    expect(JSON.parse(readFileSync(path.join(outdir.path, 'pglite-cluster.json'), 'utf8'))).toEqual({
      pgliteVersion: installedPgliteVersion(),
      startParams: pgliteOptions().startParams,
    });
    expect(installedPgliteVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('is loaded by a first start instead of running initdb, and the folder keeps what is written', async () => {
    const dataDir = pgliteFolder();
    const first = await openDatabase({ database: { kind: 'pglite', dataDir } }, { clusterArchive: archive });
    try {
      await first.db.execute(sql`create table kept (value text)`);
      await first.db.execute(sql`insert into kept values ('written on a loaded cluster')`);
    } finally {
      await first.close();
    }
    expect(started).toEqual([]);
    expect(hasDatabase(dataDir)).toBe(true);

    const again = await openDatabase({ database: { kind: 'pglite', dataDir } }, { clusterArchive: archive });
    try {
      const client = (again.db as unknown as { $client: PGlite }).$client;
      expect((await client.query<{ value: string }>('select value from kept')).rows).toEqual([
        { value: 'written on a loaded cluster' },
      ]);
      await client.query('create extension if not exists pg_trgm');
      const [trigram] = (
        await client.query<{ similar: boolean }>(`select similarity('conforma', 'conforme') > 0 as similar`)
      ).rows;
      expect(trigram?.similar).toBe(true);
    } finally {
      await again.close();
    }
    expect(started).toEqual([]);
  }, 120_000);

  it('is not loaded when another PGlite version made it: the child creates the database', async () => {
    const other = tempDir('conforma-database-other-');
    dirs.push(other);
    const otherArchive = path.join(other.path, clusterArchiveName);
    writeFileSync(otherArchive, readFileSync(archive));
    writeFileSync(
      path.join(other.path, 'pglite-cluster.json'),
      JSON.stringify({ pgliteVersion: '0.0.1', startParams: pgliteOptions().startParams }),
    );
    const dataDir = pgliteFolder();
    const handle = await openDatabase({ database: { kind: 'pglite', dataDir } }, { clusterArchive: otherArchive });
    try {
      await handle.db.execute(sql`select 1`);
    } finally {
      await handle.close();
    }
    expect(started).toHaveLength(1);
    expect(started[0]?.args).toContain(dataDir);
  }, 120_000);
});

describe('pgliteOptions', () => {
  it('keeps PGlite’s own start parameters and sets the smaller caches after them', () => {
    const { startParams } = pgliteOptions();
    expect(startParams?.slice(0, PGlite.defaultStartParams.length)).toEqual(PGlite.defaultStartParams);
    expect(startParams).toContain('shared_buffers=32MB');
  });

  it('gives a new object on every call (PGlite keeps the one it is given)', () => {
    expect(pgliteOptions()).not.toBe(pgliteOptions());
    expect(pgliteOptions().startParams).not.toBe(pgliteOptions().startParams);
  });
});
