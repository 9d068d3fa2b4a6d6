import { createHash, randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { getTableName, sql } from 'drizzle-orm';
import { type DatabaseHandle, type Executor, quoteIdentifier } from '../db/database';
import { companies, files } from '../db/schema';
import type { FileStorage } from '../storage/types';
import {
  archiveFormat,
  archiveVersion,
  type FileManifest,
  fileEntryName,
  type Manifest,
  manifestName,
  type TableManifest,
  tablePartName,
} from './archive';
import { dumpQuery, listTables, migrationsSchema, recordedMigrations, rows, type TableInfo } from './catalog';
import { tarWriter } from './tar';

export interface BackupSource {
  handle: DatabaseHandle;
  /** The storage the server reads from (not journaled: the backup only reads). */
  storage: FileStorage;
  storageKind: 'local' | 's3';
}

export interface BackupOptions {
  /** Rows per FETCH: on PGlite each page lets the server's requests run in between. */
  pageRows?: number;
  /** Size at which a table's dump is cut into a new entry (each part is in memory once). */
  partBytes?: number;
}

/**
 * Every column holding a storage key (the same two `referencedStorageKeys`
 * in files/queries.ts checks): the files the snapshot's rows name.
 */
export const storageKeysQuery = `select key as line from (
  select storage_key as key from "${getTableName(files)}"
  union select logo_key from "${getTableName(companies)}" where logo_key is not null
) k order by k.key collate "C"`;

/**
 * Writes the archive (gzip'd tar, see archive.ts) to `out` and returns its
 * manifest. Every table is read from one snapshot (REPEATABLE READ READ
 * ONLY), so the archive is the database of one instant while writes go on:
 *
 * - PostgreSQL: one transaction on one pooled connection, read through
 *   cursors page by page; other connections write meanwhile.
 * - PGlite has a single session, and a transaction there holds it for
 *   itself (the server's requests would wait for the whole dump). So the
 *   snapshot's cursors are declared WITH HOLD in one short transaction: at
 *   its commit PostgreSQL materialises them (the only moment requests wait),
 *   and the pages are fetched afterwards, one query each, between the
 *   server's own queries.
 *
 * The files are those the snapshot's rows name, copied after it. A file
 * removed in between (its row was deleted after the snapshot, the bytes went
 * after the row) cannot be copied any more: its key is listed in the
 * manifest's `missingFiles` and the CLI says so, but the archive stays
 * complete and restorable — failing would not save those bytes, and a
 * reference already broken before the backup would then block every backup.
 */
export async function writeBackup(source: BackupSource, out: Writable, options: BackupOptions = {}): Promise<Manifest> {
  const pageRows = options.pageRows ?? 500;
  const partBytes = options.partBytes ?? 4 * 1024 * 1024;
  const gzip = createGzip();
  const piped = pipeline(gzip, out);
  piped.catch(() => {});
  const tar = tarWriter(gzip);
  try {
    const { db } = source.handle;
    const tables = await listTables(db);
    const migrations = await recordedMigrations(db, migrationsSchema(source.handle));
    const createdAt = new Date();
    const { tableManifests, keys } = await withSnapshot(source.handle, tables, [storageKeysQuery], async (fetch) => {
      const tableManifests: TableManifest[] = [];
      for (const [index, table] of tables.entries()) {
        const hash = createHash('sha256');
        const manifest: TableManifest = { name: table.name, rows: 0, bytes: 0, sha256: '', parts: [] };
        let pending: Buffer[] = [];
        let pendingBytes = 0;
        const flush = async () => {
          const name = tablePartName(table.name, manifest.parts.length + 1);
          await tar.add(name, Buffer.concat(pending), createdAt);
          manifest.parts.push(name);
          pending = [];
          pendingBytes = 0;
        };
        for (;;) {
          const lines = await fetch(index, pageRows);
          for (const line of lines) {
            const bytes = Buffer.from(`${line}\n`, 'utf8');
            hash.update(bytes);
            pending.push(bytes);
            pendingBytes += bytes.length;
            manifest.rows += 1;
            manifest.bytes += bytes.length;
          }
          if (pendingBytes >= partBytes) await flush();
          if (lines.length < pageRows) break;
        }
        if (pendingBytes > 0) await flush();
        manifest.sha256 = hash.digest('hex');
        tableManifests.push(manifest);
      }
      const keys: string[] = [];
      for (;;) {
        const page = await fetch(tables.length, 5000);
        keys.push(...page);
        if (page.length < 5000) break;
      }
      return { tableManifests, keys };
    });

    const fileManifests: FileManifest[] = [];
    const missingFiles: string[] = [];
    for (const key of keys) {
      const bytes = await source.storage.get(key);
      if (!bytes) {
        missingFiles.push(key);
        continue;
      }
      await tar.add(fileEntryName(key), bytes, createdAt);
      fileManifests.push({ key, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    }

    const manifest: Manifest = {
      format: archiveFormat,
      version: archiveVersion,
      createdAt: createdAt.toISOString(),
      source: { database: source.handle.target.kind, storage: source.storageKind },
      migrations,
      tables: tableManifests,
      files: fileManifests,
      missingFiles,
    };
    await tar.add(manifestName, Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`), createdAt);
    await tar.finish();
    gzip.end();
    await piped;
    return manifest;
  } catch (error) {
    gzip.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

type FetchPage = (query: number, count: number) => Promise<string[]>;

/**
 * PGlite: a page of a held cursor over whole rows (`select t as v`), turned
 * into JSON text as it is fetched, so the commit that materialises the
 * cursors only copies rows (10,000 companies: ~1.6 s instead of ~9.5 s of
 * row_to_json while every request waits, measured on a loaded machine).
 * One function per table: PL/pgSQL keeps the row type it planned with.
 */
const pageFunction = (
  table: string,
) => `create or replace function pg_temp.${quoteIdentifier(`conforma_backup_${table}`)}(c refcursor, n int)
returns setof text language plpgsql as $$
declare r record;
begin
  -- UTC for this call only (the statement's own transaction), as the PostgreSQL dump.
  perform set_config('timezone', 'UTC', true);
  for i in 1..n loop
    fetch c into r;
    exit when not found;
    return next row_to_json(r.v)::text;
  end loop;
end $$;`;

/**
 * Runs `work` with one cursor per table (its rows as JSON lines, dump order)
 * and per extra query (a text column `line`), all on the same snapshot (see
 * writeBackup for the two ways). `fetch(i, n)` reads the i-th: tables first.
 */
export async function withSnapshot<T>(
  handle: DatabaseHandle,
  tables: TableInfo[],
  extra: string[],
  work: (fetch: FetchPage) => Promise<T>,
): Promise<T> {
  const prefix = `conforma_backup_${randomBytes(4).toString('hex')}`;
  const cursor = (index: number) => `${prefix}_${index}`;
  const count = tables.length + extra.length;
  const fetchWith = (db: Executor, held: boolean): FetchPage => {
    const drained = new Set<number>();
    return async (index, n) => {
      if (drained.has(index)) return [];
      const page =
        held && index < tables.length
          ? await rows<{ line: string }>(
              db,
              sql`select ${sql.raw(`pg_temp.${quoteIdentifier(`conforma_backup_${tables[index]?.name}`)}`)}(${cursor(index)}::refcursor, ${n}::int) as line`,
            )
          : await rows<{ line: string }>(db, sql.raw(`fetch forward ${n} from ${cursor(index)}`));
      if (page.length < n) drained.add(index);
      return page.map((row) => row.line);
    };
  };
  if (handle.target.kind === 'postgres') {
    return handle.db.transaction(
      async (tx) => {
        // Timestamps in UTC: the same text whatever the server's time zone (the restore compares it).
        await tx.execute(sql.raw(`set local timezone = 'UTC'`));
        for (const [index, query] of [...tables.map(dumpQuery), ...extra].entries()) {
          await tx.execute(sql.raw(`declare ${cursor(index)} no scroll cursor for ${query}`));
        }
        return work(fetchWith(tx, false));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const queries = [
    ...tables.map((table) => `select t as v from ${quoteIdentifier(table.name)} t order by ${table.orderBy}`),
    ...extra,
  ];
  const declare = queries.map((query, index) => `declare ${cursor(index)} no scroll cursor with hold for ${query};`);
  await client.exec(tables.map((table) => pageFunction(table.name)).join('\n'));
  try {
    // One exec: nothing of the server's runs between these statements.
    await client.exec(`begin isolation level repeatable read read only; ${declare.join('\n')} commit;`);
  } catch (error) {
    await client.exec('rollback').catch(() => {});
    throw error;
  }
  try {
    return await work(fetchWith(handle.db, true));
  } finally {
    for (let index = 0; index < count; index++) await client.exec(`close ${cursor(index)}`).catch(() => {});
  }
}
