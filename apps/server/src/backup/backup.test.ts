import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLicenseSettings } from '../config';
import { bootstrap } from '../db/bootstrap';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { clients, companies, files } from '../db/schema';
import { seedDemo } from '../demo/seed';
import { createLocalStorage } from '../storage/local';
import { createS3Storage } from '../storage/s3';
import type { FileStorage } from '../storage/types';
import { backupToFile, storedBytes, tableTexts } from '../testing/backup';
import { startFakeS3 } from '../testing/fake-s3';
import { openTestDatabase, tempDir } from '../testing/harness';
import { BackupError, type Manifest, manifestName } from './archive';
import { verifyArchive } from './read';
import { restoreArchive } from './restore';
import { readTar, tarWriter } from './tar';

/**
 * The round trip of issue 24: the demo data on PGlite, backed up while
 * another task keeps writing (a company and its file, stored then committed,
 * as uploads do), restored into a fresh PGlite folder and into PostgreSQL,
 * every table's rows and every file's bytes compared with the source as it
 * was at the backup's instant.
 */
describe('backup and restore of the demo data', () => {
  const dirs = [tempDir('conforma-backup-')];
  const work = dirs[0]?.path as string;
  const sourceFiles = createLocalStorage(path.join(work, 'source-files'));
  const archive = path.join(work, 'demo.tar.gz');
  let source: DatabaseHandle;
  let manifest: Manifest;
  /** The concurrent writer's companies the snapshot holds (the first `inSnapshot` of `written`). */
  let inSnapshot = 0;
  let written = 0;
  let expected: Map<string, string[]>;
  let keys: string[];
  /** The fresh PGlite folder restored into (reused by the later tests: a PGlite start is slow). */
  let target: DatabaseHandle;
  const targetDir = tempDir('conforma-restore-pglite-');
  dirs.push(targetDir);
  const targetFiles = createLocalStorage(path.join(targetDir.path, 'files'));

  beforeAll(async () => {
    source = await openTestDatabase('pglite');
    await bootstrap(source.db, { admin: null, print: () => {} });
    await seedDemo({ db: source.db, storage: sourceFiles, licenses: defaultLicenseSettings });
    const [account] = await source.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.type, 'CLIENT'))
      .limit(1);
    const clientId = account?.id as number;

    let stop = false;
    const write = async () => {
      const n = written + 1;
      const key = `backup-test/concorrente-${n}.bin`;
      await sourceFiles.put(key, Buffer.from(`arquivo ${n} `.repeat(50)), 'application/octet-stream');
      await source.db.transaction(async (tx) => {
        const [company] = await tx
          .insert(companies)
          .values({ clientId, name: `Concorrente ${n}` })
          .returning({ id: companies.id });
        await tx.insert(files).values({
          clientId,
          companyId: company?.id as number,
          name: `concorrente-${n}.bin`,
          extension: 'bin',
          mimeType: 'application/octet-stream',
          size: 600,
          fileType: 'document',
          storageKey: key,
        });
      });
      written = n;
    };
    for (let i = 0; i < 3; i++) await write();
    const writer = (async () => {
      while (!stop) await write();
    })();
    // Small pages: the writer gets many turns between the snapshot and the end.
    try {
      manifest = await backupToFile({ handle: source, storage: sourceFiles, storageKind: 'local' }, archive, {
        pageRows: 20,
      });
    } finally {
      stop = true;
      await writer;
    }
    const companiesPart = manifest.tables.find((table) => table.name === 'companies');
    expect(companiesPart).toBeDefined();

    // The source as the snapshot saw it: now, minus the writer's later companies and files.
    const writerRows = await source.db
      .select({ name: companies.name })
      .from(companies)
      .where(like(companies.name, 'Concorrente %'));
    expect(writerRows).toHaveLength(written);
    const now = await snapshotTexts(source);
    // The writer's companies the archive holds, read from its own lines.
    const archivedCompanies = await archiveLines(archive, 'companies');
    inSnapshot = archivedCompanies.filter((line) => line.includes('"name":"Concorrente ')).length;
    const later = (line: string) => {
      const n = /Concorrente (\d+)|concorrente-(\d+)\.bin/.exec(line);
      return n ? Number(n[1] ?? n[2]) > inSnapshot : false;
    };
    expected = new Map([...now].map(([table, lines]) => [table, lines.filter((line) => !later(line))]));
    const withKeys = await source.db.select({ key: files.storageKey }).from(files);
    const logos = await source.db.select({ key: companies.logoKey }).from(companies);
    keys = [...withKeys.map((row) => row.key), ...logos.flatMap((row) => (row.key ? [row.key] : []))].filter(
      (key) => !later(key),
    );
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
    for (const dir of dirs) dir.remove();
  });

  it("takes one snapshot while writes go on: the writer's first companies, each with its file", () => {
    // Some were written before the backup, and some after its snapshot but before it ended.
    expect(inSnapshot).toBeGreaterThanOrEqual(3);
    expect(written).toBeGreaterThan(inSnapshot);
    const companyLines = expected.get('companies') ?? [];
    const fileLines = expected.get('files') ?? [];
    for (let n = 1; n <= inSnapshot; n++) {
      expect(companyLines.some((line) => line.includes(`,"Concorrente ${n}",`))).toBe(true);
      expect(fileLines.some((line) => line.includes(`concorrente-${n}.bin`))).toBe(true);
    }
    expect(manifest.files.map((entry) => entry.key).sort()).toEqual([...keys].sort());
    expect(manifest.missingFiles).toEqual([]);
    expect(manifest.tables.find((table) => table.name === 'companies')?.rows).toBe(expected.get('companies')?.length);
  });

  it('restores into a fresh PGlite folder: every table and file as at the snapshot', async () => {
    target = await openDatabase({ database: { kind: 'pglite', dataDir: path.join(targetDir.path, 'pglite') } });
    const result = await restoreArchive(archive, await verifyArchive(archive), {
      handle: target,
      storage: targetFiles,
    });
    const versionRows = manifest.tables.find((table) => table.name === 'data_versions')?.rows ?? 0;
    expect(result.rows).toBe([...expected.values()].reduce((sum, lines) => sum + lines.length, versionRows));
    expect(await snapshotTexts(target)).toEqual(expected);
    expect(await storedBytes(targetFiles, keys)).toEqual(await storedBytes(sourceFiles, keys));
    // The sequences went past the restored ids: the next company gets a new one.
    const [account] = await target.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.type, 'CLIENT'))
      .limit(1);
    await target.db.insert(companies).values({ clientId: account?.id as number, name: 'Depois da restauração' });
  });

  it('refuses a target that is not empty, and with --force replaces what it has', async () => {
    await expect(restoreArchive(archive, manifest, { handle: target, storage: targetFiles })).rejects.toThrow(
      /O banco de destino não está vazio \(tabelas com linhas: .*companies.*\)\. Restaure num banco vazio/,
    );
    await restoreArchive(archive, manifest, { handle: target, storage: targetFiles }, { force: true });
    expect(await snapshotTexts(target)).toEqual(expected);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'restores into PostgreSQL: every table and file as at the snapshot',
    async () => {
      const dir = tempDir('conforma-restore-pg-');
      dirs.push(dir);
      const target = await openTestDatabase('postgres');
      const storage = createLocalStorage(dir.path);
      try {
        await restoreArchive(archive, await verifyArchive(archive), { handle: target, storage });
        expect(await snapshotTexts(target)).toEqual(expected);
        expect(await storedBytes(storage, keys)).toEqual(await storedBytes(sourceFiles, keys));
      } finally {
        await target.close();
      }
    },
  );

  it('restores the files into an S3-compatible bucket, each with the content type of its upload', async () => {
    const settings = {
      kind: 's3' as const,
      region: 'sa-east-1',
      bucket: 'conforma-restaurado',
      accessKeyId: 'AKIATESTE',
      secretAccessKey: 'segredo-de-teste',
      forcePathStyle: true,
    };
    const fake = await startFakeS3(settings);
    const target = await openTestDatabase('pglite');
    try {
      const storage = createS3Storage({ ...settings, endpoint: fake.endpoint });
      await restoreArchive(archive, await verifyArchive(archive), { handle: target, storage });
      expect(await storedBytes(storage, keys)).toEqual(await storedBytes(sourceFiles, keys));
      const rows = await target.db.select({ key: files.storageKey, type: files.mimeType }).from(files);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(fake.objects.get(row.key)?.contentType).toBe(row.type);
      // The demo's PDFs are stored as such, not as a generic download.
      expect(rows.some((row) => row.type === 'application/pdf')).toBe(true);
    } finally {
      await target.close();
      await fake.close();
    }
  });

  it('refuses a damaged archive with a clear message, before writing anything', async () => {
    const bytes = readFileSync(archive);
    const damaged = (name: string, content: Uint8Array) => {
      const file = path.join(work, name);
      writeFileSync(file, content);
      return file;
    };
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)] = (flipped[Math.floor(bytes.length / 2)] as number) ^ 0xff;
    const cases: [string, RegExp][] = [
      [
        damaged('cut.tar.gz', bytes.subarray(0, Math.floor(bytes.length * 0.7))),
        /está incompleto \(cortado antes do fim\)/,
      ],
      [damaged('flipped.tar.gz', flipped), /não é um backup do Conforma íntegro: está corrompido/],
      [damaged('text.tar.gz', Buffer.from('isto não é um backup\n')), /não é um backup do Conforma íntegro/],
      [
        await withWrongSum(archive, path.join(work, 'sum.tar.gz')),
        /está corrompido: a tabela \w+ \(SHA-256\) não confere com o manifesto/,
      ],
      [path.join(work, 'nao-existe.tar.gz'), /não existe/],
    ];
    for (const [file, message] of cases) {
      const error = await verifyArchive(file).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error, file).toBeInstanceOf(BackupError);
      expect((error as Error).message, file).toMatch(message);
    }
  });

  it('lists a file removed between the snapshot and its copy, and restores the rest', async () => {
    const dir = tempDir('conforma-backup-missing-');
    dirs.push(dir);
    const [victim] = await source.db.select().from(files).where(like(files.name, 'concorrente-%')).limit(1);
    if (!victim) throw new Error('no file to remove');
    let removed = false;
    // The app's order when a file is deleted: the row, then the bytes — here right after the snapshot.
    const racing: FileStorage = {
      ...sourceFiles,
      async get(key) {
        if (!removed) {
          removed = true;
          await source.db.delete(files).where(eq(files.id, victim.id));
          await sourceFiles.delete(victim.storageKey);
        }
        return sourceFiles.get(key);
      },
    };
    const file = path.join(dir.path, 'missing.tar.gz');
    const result = await backupToFile({ handle: source, storage: racing, storageKind: 'local' }, file);
    expect(result.missingFiles).toEqual([victim.storageKey]);
    await restoreArchive(file, await verifyArchive(file), { handle: target, storage: targetFiles }, { force: true });
    const [row] = await target.db.select().from(files).where(eq(files.id, victim.id));
    expect(row?.storageKey).toBe(victim.storageKey);
    expect(await targetFiles.get(victim.storageKey)).toBeNull();
  });
});

/** The same archive with the first table's sum in the manifest changed (its data intact). */
async function withWrongSum(file: string, out: string): Promise<string> {
  const { createReadStream, createWriteStream } = await import('node:fs');
  const { createGunzip } = await import('node:zlib');
  const { pipeline } = await import('node:stream/promises');
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(out));
  const tar = tarWriter(gzip);
  for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) {
    const parts: Buffer[] = [];
    for await (const chunk of entry.chunks) parts.push(chunk);
    let data = Buffer.concat(parts);
    if (entry.name === manifestName) {
      const manifest = JSON.parse(data.toString('utf8')) as Manifest;
      const table = manifest.tables.find((candidate) => candidate.rows > 0);
      if (table) table.sha256 = randomBytes(32).toString('hex');
      data = Buffer.from(JSON.stringify(manifest));
    }
    await tar.add(entry.name, data);
  }
  await tar.finish();
  gzip.end();
  await done;
  return out;
}

/**
 * Every table's rows but the data versions (migration 0012): they move with every write, the
 * writer's later ones too, so "now minus the writer's later rows" is not the snapshot's; the
 * restore checks them against the manifest's count and SHA-256 like every table.
 */
async function snapshotTexts(handle: Parameters<typeof tableTexts>[0]): Promise<Map<string, string[]>> {
  const texts = await tableTexts(handle);
  texts.delete('data_versions');
  return texts;
}

/** The JSON lines of one table in an archive. */
async function archiveLines(file: string, table: string): Promise<string[]> {
  const { createReadStream } = await import('node:fs');
  const { createGunzip } = await import('node:zlib');
  const lines: string[] = [];
  for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) {
    if (!entry.name.startsWith(`tables/${table}/`)) continue;
    const parts: Buffer[] = [];
    for await (const chunk of entry.chunks) parts.push(chunk);
    lines.push(...Buffer.concat(parts).toString('utf8').split('\n').filter(Boolean));
  }
  return lines;
}
