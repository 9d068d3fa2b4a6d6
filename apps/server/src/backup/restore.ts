import { createHash, type Hash } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type DatabaseHandle, type Executor, migrate, migrationsFolder, quoteIdentifier } from '../db/database';
import { files } from '../db/schema';
import { logoMimeType } from '../logos/service';
import type { FileStorage } from '../storage/types';
import { BackupError, type Manifest, manifestName } from './archive';
import { dumpQuery, listTables, migrationsSchema, recordedMigrations, rows, type TableInfo } from './catalog';
import { storageKeysQuery } from './dump';
import { archiveEntries } from './read';

export interface RestoreTarget {
  handle: DatabaseHandle;
  storage: FileStorage;
}

export interface RestoreOptions {
  /** Wipe a target that is not empty (its rows, and after the restore its files the archive lacks). */
  force?: boolean;
  /** Rows are sent in statements of about this many bytes of JSON. */
  batchBytes?: number;
}

export interface RestoreResult {
  tables: number;
  rows: number;
  files: number;
}

/**
 * Loads a verified archive (read.ts `verifyArchive`) into the target.
 *
 * "Empty" means no table of the schema (drizzle's journal aside) holds a row
 * — what a database is before the server's first start, which adds the
 * administrator and the demo data. A target with rows is refused unless
 * `force`, which deletes them in the same transaction as the load.
 *
 * The schema comes from the migrations, only those the archive recorded (it
 * must be a prefix of this build's; later ones run at the next start). Then,
 * in one transaction: the user triggers are disabled (migrations 0008/0009
 * keep derived columns and company_license_counts; the archive has them as
 * they were, so the triggers must not count the rows again — disabling them
 * needs only the tables' ownership, not a superuser), the rows go in,
 * parents first, every table is dumped again and must give the manifest's
 * row count and SHA-256, the sequences move past the highest ids, and the
 * files are stored and read back against their sums. Any failure rolls the
 * rows back and removes the files stored so far: the target stays as it was.
 */
export async function restoreArchive(
  file: string,
  manifest: Manifest,
  target: RestoreTarget,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const { handle, storage } = target;
  const batchBytes = options.batchBytes ?? 2 * 1024 * 1024;
  checkMigrations(manifest, await recordedMigrations(handle.db, migrationsSchema(handle)));

  const existing = await listTables(handle.db);
  const nonEmpty: string[] = [];
  for (const table of existing) {
    const [row] = await rows<{ found: boolean }>(
      handle.db,
      sql.raw(`select exists (select from ${quoteIdentifier(table.name)}) as found`),
    );
    if (row?.found) nonEmpty.push(table.name);
  }
  if (nonEmpty.length > 0 && !options.force) {
    throw new BackupError(
      `O banco de destino não está vazio (tabelas com linhas: ${nonEmpty.join(', ')}). ` +
        'Restaure num banco vazio (antes da primeira partida do servidor) ou use --force para apagar o que ele tem. ' +
        '(target database not empty)',
    );
  }
  const oldKeys = nonEmpty.length > 0 ? await storageKeys(handle.db) : [];

  await migrate(handle, { upTo: manifest.migrations.length });
  const tables = new Map((await listTables(handle.db)).map((table) => [table.name, table]));
  for (const table of manifest.tables) {
    if (!tables.has(table.name))
      throw new BackupError(`A tabela ${table.name} do backup não existe no banco de destino.`);
  }
  if (tables.size !== manifest.tables.length) {
    const extra = [...tables.keys()].filter((name) => !manifest.tables.some((table) => table.name === name));
    throw new BackupError(`O banco de destino tem tabelas que o backup não conhece: ${extra.join(', ')}.`);
  }

  const stored: string[] = [];
  try {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local timezone = 'UTC'`));
      const names = manifest.tables.map((table) => quoteIdentifier(table.name));
      if (nonEmpty.length > 0) await tx.execute(sql.raw(`truncate table ${names.join(', ')} cascade`));
      for (const name of names) await tx.execute(sql.raw(`alter table ${name} disable trigger user`));

      const expected = new Map(manifest.files.map((entry) => [entry.key, entry]));
      // Filled once the rows are in (the tables come before the files in the archive).
      let contentTypes: Map<string, string> | null = null;
      // The table being loaded (its parts follow each other), with the running sum of its lines.
      let loading = null as { table: TableInfo; hash: Hash } | null;
      const finishTable = () => {
        if (!loading) return;
        const want = manifest.tables.find((table) => table.name === loading?.table.name);
        if (loading.hash.digest('hex') !== want?.sha256) {
          throw new BackupError(`O arquivo ${file} mudou durante a restauração (tabela ${loading.table.name}).`);
        }
        loading = null;
      };
      for await (const entry of archiveEntries(file)) {
        const tableName = /^tables\/([^/]+)\/\d+\.jsonl$/.exec(entry.name)?.[1];
        if (tableName !== undefined) {
          if (loading?.table.name !== tableName) {
            finishTable();
            loading = { table: tables.get(tableName) as TableInfo, hash: createHash('sha256') };
          }
          await insertLines(tx, loading.table, entry.chunks, loading.hash, batchBytes);
          continue;
        }
        finishTable();
        if (entry.name.startsWith('files/')) {
          const key = entry.name.slice('files/'.length);
          const bytes = Buffer.concat(await collect(entry.chunks));
          if (sha256(bytes) !== expected.get(key)?.sha256) {
            throw new BackupError(`O arquivo ${file} mudou durante a restauração (arquivo ${key}).`);
          }
          contentTypes ??= await storedContentTypes(tx);
          await putReplacing(storage, key, bytes, contentTypes.get(key) ?? logoMimeType(key));
          stored.push(key);
        } else if (entry.name !== manifestName) {
          throw new BackupError(`O arquivo ${file} mudou durante a restauração (${entry.name}).`);
        }
      }
      finishTable();

      for (const table of manifest.tables) {
        const check = await tableSum(tx, tables.get(table.name) as TableInfo);
        if (check.rows !== table.rows || check.sha256 !== table.sha256) {
          throw new BackupError(
            `A tabela ${table.name} restaurada não confere com o backup (${check.rows} linhas, esperadas ${table.rows}): nada foi gravado.`,
          );
        }
      }
      await moveSequences(tx);
      for (const name of names) await tx.execute(sql.raw(`alter table ${name} enable trigger user`));
      for (const entry of manifest.files) {
        const back = await storage.get(entry.key);
        if (!back || back.length !== entry.size || sha256(back) !== entry.sha256) {
          throw new BackupError(`O arquivo ${entry.key} gravado no armazenamento não confere com o backup.`);
        }
      }
    });
  } catch (error) {
    for (const key of stored) await storage.delete(key).catch(() => {});
    throw error;
  }

  // --force: the old rows' files the archive does not have are garbage now.
  const kept = new Set(manifest.files.map((entry) => entry.key));
  for (const key of oldKeys) if (!kept.has(key)) await storage.delete(key).catch(() => {});

  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    files: manifest.files.length,
  };
}

/** The archive's migrations must be this build's first ones, and the target's a prefix of the archive's. */
function checkMigrations(manifest: Manifest, targetMigrations: { hash: string }[]): void {
  const build = readMigrationFiles({ migrationsFolder });
  const archived = manifest.migrations;
  if (archived.length > build.length || archived.some((migration, i) => migration.hash !== build[i]?.hash)) {
    throw new BackupError(
      `O backup tem migrações que esta versão do Conforma não tem (${archived.length} no backup, ${build.length} aqui): ` +
        'restaure com a versão que fez o backup, ou uma mais nova.',
    );
  }
  if (targetMigrations.length > archived.length || targetMigrations.some((m, i) => m.hash !== archived[i]?.hash)) {
    throw new BackupError(
      `O banco de destino já tem migrações que o backup não tem (${targetMigrations.length} no destino, ${archived.length} no backup): ` +
        'restaure num banco novo.',
    );
  }
}

async function insertLines(
  tx: Executor,
  table: TableInfo,
  chunks: AsyncIterable<Buffer>,
  hash: Hash,
  batchBytes: number,
): Promise<void> {
  const decoder = new StringDecoder('utf8');
  const name = quoteIdentifier(table.name);
  const columns = table.columns.map(quoteIdentifier).join(', ');
  let rest = '';
  let batch: string[] = [];
  let size = 0;
  const send = async () => {
    if (batch.length === 0) return;
    // The JSON text goes to PostgreSQL as is: no number passes through JavaScript.
    await tx.execute(
      sql`insert into ${sql.raw(name)} (${sql.raw(columns)}) select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(name)}, ${`[${batch.join(',')}]`}::json)`,
    );
    batch = [];
    size = 0;
  };
  for await (const chunk of chunks) {
    hash.update(chunk);
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      batch.push(line);
      size += line.length;
      if (size >= batchBytes) await send();
    }
  }
  if (rest + decoder.end() !== '')
    throw new BackupError(`A tabela ${table.name} do backup termina no meio de uma linha.`);
  await send();
}

/** Row count and SHA-256 of a table's dump, as the backup computed them. */
async function tableSum(tx: Executor, table: TableInfo): Promise<{ rows: number; sha256: string }> {
  const cursor = `conforma_restore_check_${table.name}`;
  await tx.execute(sql.raw(`declare ${quoteIdentifier(cursor)} no scroll cursor for ${dumpQuery(table)}`));
  const hash = createHash('sha256');
  let count = 0;
  for (;;) {
    const page = await rows<{ line: string }>(tx, sql.raw(`fetch forward 1000 from ${quoteIdentifier(cursor)}`));
    for (const row of page) hash.update(`${row.line}\n`, 'utf8');
    count += page.length;
    if (page.length < 1000) break;
  }
  await tx.execute(sql.raw(`close ${quoteIdentifier(cursor)}`));
  return { rows: count, sha256: hash.digest('hex') };
}

/** Every serial or identity column's sequence goes past the highest value restored. */
async function moveSequences(tx: Executor): Promise<void> {
  const serials = await rows<{ table: string; column: string; sequence: string }>(
    tx,
    sql`select c.relname as "table", a.attname as "column",
          pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) as "sequence"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = current_schema() and c.relkind in ('r', 'p')
          and pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) is not null`,
  );
  for (const serial of serials) {
    await tx.execute(
      sql`select setval(${serial.sequence}::regclass, coalesce((select max(${sql.raw(quoteIdentifier(serial.column))}) from ${sql.raw(quoteIdentifier(serial.table))}), 0) + 1, false)`,
    );
  }
}

async function storageKeys(db: Executor): Promise<string[]> {
  return (await rows<{ line: string }>(db, sql.raw(storageKeysQuery))).map((row) => row.line);
}

/**
 * Each file's content type as the upload stored it: the files row's, or a
 * logo's from its key (logos have no row). A bucket serves it with that type.
 */
async function storedContentTypes(tx: Executor): Promise<Map<string, string>> {
  const found = await rows<{ key: string; type: string }>(
    tx,
    sql`select ${files.storageKey} as key, ${files.mimeType} as type from ${files}`,
  );
  return new Map(found.map((row) => [row.key, row.type]));
}

/** A key already in the storage is a leftover no row names (the target was empty): replaced. */
async function putReplacing(storage: FileStorage, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  try {
    await storage.put(key, bytes, contentType);
  } catch (error) {
    if (!(await storage.get(key))) throw error;
    await storage.delete(key);
    await storage.put(key, bytes, contentType);
  }
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer[]> {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
