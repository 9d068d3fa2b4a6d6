import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import {
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  type PgSession,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ConfigError, type DatabaseTarget } from '../config';
import { serverRoot } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { type Schema, schema } from './schema';
import { isDatabaseUnavailable, markDatabaseError } from './unavailable';

/** One type for both drivers, so services never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries take either the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  target: DatabaseTarget;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** How long a new PostgreSQL connection may take before the request fails. */
export const connectTimeoutMs = 5000;

export async function openDatabase(
  config: { database: DatabaseTarget },
  options: {
    /** The empty cluster a first start loads (tests point at their own); by default the one beside the bundle. */
    clusterArchive?: string;
    /**
     * In memory only: start from this dump (`dumpDataDir`) instead of an empty cluster — the
     * tests' migrated template (testing/pglite-template.ts), a third of the time of initdb and
     * the migrations.
     */
    initialData?: Blob;
  } = {},
): Promise<DatabaseHandle> {
  const target = config.database;
  if (target.kind === 'pglite') {
    if (!target.dataDir) {
      const initial = options.initialData ? { loadDataDir: options.initialData } : {};
      const client = yieldBeforeQueries(await PGlite.create({ ...pgliteOptions(), ...initial }));
      return { db: drizzlePglite({ client, schema }), target, close: () => client.close() };
    }
    // One server per folder: a second one would hand out the same ids and lose writes (data-dir-lock).
    const lock = lockDataDir(target.dataDir);
    let client: PGlite;
    try {
      client = yieldBeforeQueries(
        await openPgliteFolder(target.dataDir, options.clusterArchive ?? defaultClusterArchive),
      );
    } catch (error) {
      lock.release();
      throw error;
    }
    const db: Database = drizzlePglite({ client, schema });
    return {
      db,
      target,
      close: async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    // An unreachable database fails a request in seconds (a 503, db/unavailable) instead of holding it.
    connectionTimeoutMillis: connectTimeoutMs,
    // Dead peers on idle connections are noticed by the kernel, not only by the next query.
    keepAlive: true,
    // A schema other than public is set as the search_path at connection
    // start-up, so every pooled connection sees the same tables.
    ...(target.schema ? { options: `-c search_path=${quoteIdentifier(target.schema)}` } : {}),
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL:', error.message));
  markConnectionErrors(pool);
  const db: Database = drizzleNodePostgres({ client: pool, schema });
  return { db, target, close: () => pool.end() };
}

/**
 * PGlite's own start parameters, with a smaller buffer cache: 32 MB of
 * shared_buffers instead of PostgreSQL's 128 MB. The cache lives in the
 * WebAssembly memory of this process, which never gives pages back, so the
 * default cost ~110 MB of resident memory for data the operating system's
 * file cache holds anyway (PGlite reads its folder with ordinary file reads).
 * Measured (issue 14, built server, idle after a start on an existing
 * folder): ~380 MB → ~280 MB; a 98 MB table scanned in the same ~240 ms and
 * index lookups in the same ~1.3 ms (a large scan uses a small ring of
 * buffers whatever the size). Durability is unchanged: only the cache is
 * smaller. The first start on an empty folder loads the build's empty
 * cluster or creates the database in a child process (openPgliteFolder). A new object on every call, since
 * PGlite keeps the options it is given.
 */
export function pgliteOptions(): PGliteOptions {
  return {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    // The company search's trigram indexes (migrations 0007 and 0010), as on PostgreSQL.
    extensions: { pg_trgm },
  };
}

/** Whether PGlite finds a database in `dataDir` (initdb's PG_VERSION), as PGlite itself decides. */
export function hasDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * The empty cluster the build writes beside the server's bundle
 * (dist/pglite-cluster.tar.gz, build.ts), and beside it what made it. From
 * the sources (src/db/) there is none: a first start creates the database in
 * a child process instead.
 */
export const clusterArchiveName = 'pglite-cluster.tar.gz';
const defaultClusterArchive = fileURLToPath(new URL(`./${clusterArchiveName}`, import.meta.url));

/** What an archive was made with; a first start loads it only when both match this server's. */
interface ClusterArchiveMade {
  pgliteVersion: string;
  startParams: string[];
}

/** `pglite-cluster.json` beside `pglite-cluster.tar.gz`. */
function madeWithPath(archive: string): string {
  return archive.replace(/\.tar\.gz$/, '.json');
}

/** What this server would make an archive with: the installed PGlite and its start parameters. */
function clusterArchiveMade(): ClusterArchiveMade {
  return { pgliteVersion: installedPgliteVersion(), startParams: pgliteOptions().startParams ?? [] };
}

/**
 * The installed PGlite's version, from its package.json. The package does not
 * export that file, so it is found by walking up from the resolved entry
 * (…/@electric-sql/pglite/dist/index.cjs) to the manifest that names it.
 */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  for (let dir = path.dirname(entry); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifestPath = path.join(dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name?: unknown; version?: unknown };
    if (manifest.name === '@electric-sql/pglite' && typeof manifest.version === 'string') return manifest.version;
  }
  throw new Error(`The package.json of @electric-sql/pglite was not found above ${entry}.`);
}

/**
 * Opens a PGlite folder, creating its database on a first start. An empty
 * folder gets the build's empty cluster when it was made by this PGlite with
 * these start parameters (no initdb); otherwise the database is created in a
 * child process (createDataDirApart). Either way PGlite then opens an
 * existing folder, as on every later start, and the migrations run
 * afterwards.
 */
async function openPgliteFolder(dataDir: string, clusterArchive: string): Promise<PGlite> {
  if (!hasDatabase(dataDir)) {
    const archive = matchingClusterArchive(clusterArchive);
    if (archive) extractCluster(gunzipSync(readFileSync(archive)), dataDir);
    else await createDataDirApart(dataDir);
  }
  return PGlite.create(dataDir, pgliteOptions());
}

/**
 * Writes the cluster of a tar made by PGlite's dumpDataDir (ustar, folders
 * and regular files only) into `dataDir`, with the tar's modes and times.
 * Written here as plain files rather than given to PGlite as `loadDataDir`:
 * PGlite unpacks that through its WebAssembly file system, and the server
 * then idled at 366 MB after a first start instead of the 287 MB of a start
 * on an existing folder (issue 27). The folder's PG_VERSION, which makes it
 * a database (hasDatabase), is written last, so a start that dies halfway
 * leaves a folder the next start fills again.
 */
function extractCluster(tar: Buffer, dataDir: string): void {
  const root = path.resolve(dataDir);
  let version: { file: string; data: Buffer; mode: number; time: number } | undefined;
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    // A field ends at its first NUL.
    const field = (start: number, length: number) =>
      header.toString('utf8', start, start + length).split('\0', 1)[0] ?? '';
    const octal = (start: number, length: number) => Number.parseInt(field(start, length).trim() || '0', 8);
    const prefix = field(257, 6).startsWith('ustar') ? field(345, 155) : '';
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = octal(124, 12);
    const mode = octal(100, 8);
    const time = octal(136, 12);
    const type = field(156, 1);
    const file = path.join(root, name);
    if (file !== root && !file.startsWith(root + path.sep)) throw new Error(`PGlite: ${name} is outside the cluster`);
    const data = tar.subarray(offset + 512, offset + 512 + size);
    if (type === '5') {
      mkdirSync(file, { recursive: true, mode });
    } else if (type === '0' || type === '') {
      if (file === path.join(root, 'PG_VERSION')) version = { file, data, mode, time };
      else writeClusterFile(file, data, mode, time);
    } else {
      throw new Error(`PGlite: unexpected entry ${name} (type ${type}) in the cluster archive`);
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  if (!version) throw new Error('PGlite: the cluster archive has no PG_VERSION');
  writeClusterFile(version.file, version.data, version.mode, version.time);
}

function writeClusterFile(file: string, data: Buffer, mode: number, time: number): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data, { mode });
  utimesSync(file, time, time);
}

/** `archive` when it exists and was made as this server would make it, else null. */
function matchingClusterArchive(archive: string): string | null {
  if (!existsSync(archive) || !existsSync(madeWithPath(archive))) return null;
  try {
    const made = JSON.parse(readFileSync(madeWithPath(archive), 'utf8')) as Partial<ClusterArchiveMade>;
    const wanted = clusterArchiveMade();
    const matches =
      made.pgliteVersion === wanted.pgliteVersion &&
      JSON.stringify(made.startParams) === JSON.stringify(wanted.startParams);
    return matches ? archive : null;
  } catch {
    // An unreadable description: the child makes the database, as without an archive.
    return null;
  }
}

/**
 * Writes `outdir/pglite-cluster.tar.gz`, an empty cluster (initdb only, no
 * migrations), and `pglite-cluster.json`, the PGlite version and start
 * parameters it was made with. `npm run build` calls it (build.ts) so a
 * first start skips initdb; made in a child process for the same reason as
 * createDataDirApart. Returns the two files.
 */
export async function writeClusterArchive(outdir: string): Promise<string[]> {
  const archive = path.join(outdir, clusterArchiveName);
  const made = clusterArchiveMade();
  // In memory, then a checkpoint so the files dumped hold the whole cluster without WAL to replay.
  await runPgliteApart(
    `require(pglite).PGlite.create({ startParams: JSON.parse(startParams) })
      .then(async (db) => {
        await db.exec('checkpoint');
        const dump = await db.dumpDataDir('gzip');
        require('node:fs').writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
        await db.close();
      })`,
    archive,
    made.startParams,
    `PGlite: o banco vazio da build não pôde ser criado em ${archive} (the empty cluster could not be made)`,
  );
  writeFileSync(madeWithPath(archive), `${JSON.stringify(made, null, 2)}\n`);
  return [archive, madeWithPath(archive)];
}

/**
 * Creates the database of an empty PGlite folder in a child process that
 * exits once it is written. In this process, PGlite's initdb runs two
 * WebAssembly instances of their own besides the one kept (a second
 * PostgreSQL and initdb) and copies the new folder through an in-memory tar:
 * ~800 MB at the peak, and ~190 MB of it never handed back to the system
 * (the native heap's fragments and code the long-lived process keeps). In a
 * child, all of it goes back when the child exits, and the server then
 * opens an existing folder as on every later start (issue 27, first start
 * with the demo data: the server's peak 784 → 287 MB, idle 396 → 279 MB; the
 * child peaks at ~760 MB for the seconds initdb takes). The child runs the
 * same PGlite (its CommonJS build, resolved from here) with the same start
 * parameters, so the folder gets the files PGlite would write in-process.
 */
async function createDataDirApart(dataDir: string): Promise<void> {
  await runPgliteApart(
    `require(pglite).PGlite.create(target, { startParams: JSON.parse(startParams) }).then((db) => db.close())`,
    dataDir,
    pgliteOptions().startParams ?? [],
    `PGlite: a criação do banco em ${dataDir} falhou (initdb failed)`,
  );
}

/**
 * Runs `script` in a child Node process with `pglite` (this PGlite's
 * CommonJS entry), `target` and `startParams` (JSON) defined; a failure
 * throws `failure` with the child's stderr.
 */
async function runPgliteApart(script: string, target: string, startParams: string[], failure: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const program = `
    const [pglite, target, startParams] = process.argv.slice(1);
    ${script}
      .catch((error) => { console.error(error); process.exitCode = 1; });`;
  try {
    await promisify(execFile)(process.execPath, ['-e', program, pglite, target, JSON.stringify(startParams)], {
      maxBuffer: 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${failure}${stderr ? `:\n${stderr}` : ''}`, { cause: error });
  }
}

/**
 * PGlite runs each query synchronously on the process's one thread, and
 * Node 20's libuv accepts one new connection per turn of the event loop. When
 * every query of every request in flight ran within one turn, a busy server
 * took only 2 to 40 new connections a second (issue 14: 200 keep-alive
 * connections, most of the first requests waiting over 10 s before the
 * server even read them). Waiting for the next turn (setImmediate) before
 * each query or transaction lets the loop accept connections and read
 * requests between queries: with the API's concurrency limit
 * (http/overload) a loaded server turns ~110 times a second instead of
 * ~35, for the same requests per second; a lone query waits a few
 * microseconds more. Statements inside a transaction do not yield: the
 * transaction holds PGlite for itself anyway.
 */
function yieldBeforeQueries(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return query(...args);
  }) as PGlite['query'];
  client.transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    await nextTurn();
    return transaction(...args);
  }) as PGlite['transaction'];
  return client;
}

/**
 * A connection the pool could not make reaches the caller unwrapped (drizzle
 * wraps only failed queries): mark it as the database's, so it is told from
 * the same error code of another service (db/unavailable). Both call styles
 * go through here (`pool.query` calls `connect` with a callback).
 */
function markConnectionErrors(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => Promise<pg.PoolClient>;
  const marked = (callback?: (...args: unknown[]) => void) => {
    if (callback) return connect((error, ...rest) => callback(markDatabaseError(error), ...rest));
    return connect().catch((error: unknown) => Promise.reject(markDatabaseError(error)));
  };
  pool.connect = marked as typeof pool.connect;
}

/**
 * Applies the committed migrations with drizzle's migrator (one transaction,
 * idempotent). drizzle-kit writes foreign keys as `"public"."table"`; the
 * qualifier is dropped so the tables can live in another schema (each test
 * suite on PostgreSQL gets its own), and the journal is kept beside them.
 *
 * Which migrations are new is decided here, not by drizzle: its migrator runs
 * only those whose journal time is later than the last applied one's, so a
 * migration generated on a machine whose clock was behind an earlier one's
 * would be skipped for good on every existing database (0008 was, after
 * 0007's later time). Migrations apply in journal order, all or none, so a
 * database that recorded N of them has the first N: the rest are given times
 * after the last recorded one, and drizzle runs exactly those.
 */
export async function migrate(handle: DatabaseHandle, options: { upTo?: number } = {}): Promise<void> {
  const migrationsSchema = handle.target.kind === 'postgres' && handle.target.schema ? handle.target.schema : 'drizzle';
  const config = { migrationsFolder, migrationsSchema };
  const session = handle.db._.session as unknown as PgSession;
  const applied = await appliedMigrations(session, migrationsSchema);
  let time = applied.lastTime;
  const pending = readMigrationFiles(config)
    // `upTo`: only the first N (a restore loads rows of that schema; the rest run at the next start).
    .slice(applied.count, options.upTo)
    .map((migration) => {
      time = Math.max(migration.folderMillis, time + 1);
      return {
        ...migration,
        folderMillis: time,
        sql: migration.sql.map((statement) => statement.replaceAll('"public".', '')),
      };
    });
  if (pending.length === 0) return;
  // The migrator is schema-agnostic; only the session's relational-schema generic differs.
  await new PgDialect().migrate(pending, session, config);
}

/** How many migrations the database recorded, and the latest recorded time (0 and 0 on a new database). */
async function appliedMigrations(session: PgSession, schemaName: string): Promise<{ count: number; lastTime: number }> {
  const journal = `${quoteIdentifier(schemaName)}.${quoteIdentifier('__drizzle_migrations')}`;
  const [exists] = await session.all<{ found: boolean }>(sql`select to_regclass(${journal}) is not null as found`);
  if (!exists?.found) return { count: 0, lastTime: 0 };
  const [row] = await session.all<{ count: number; last_time: string | null }>(
    sql.raw(`select count(*)::int as count, max(created_at)::text as last_time from ${journal}`),
  );
  return { count: row?.count ?? 0, lastTime: Number(row?.last_time ?? 0) };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Pauses between start-up attempts while the database cannot be reached: 1 s, 2 s, 4 s, 8 s, then every 10 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), 10_000);
}

/**
 * At start-up, before migrating: waits until PostgreSQL answers. While it
 * cannot be reached (refused, reset, timed out, still starting) it says so in
 * Portuguese and English and tries again with a growing pause, forever: in a
 * container the database often comes up after the app, and restarting the
 * whole process would only repeat the same wait. A database that answers but
 * refuses us (wrong password, no such database) is a settings error: it stops
 * the start at once (a ConfigError, printed without a stack).
 */
export async function waitForDatabase(
  handle: DatabaseHandle,
  options: { log: (line: string) => void; sleep?: (ms: number) => Promise<void> },
): Promise<void> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const where = describeTarget(handle.target);
  for (let attempt = 1; ; attempt++) {
    try {
      await handle.db.execute(sql`select 1`);
      if (attempt > 1) options.log(`Banco de dados conectado em ${where}. / Database connected at ${where}.`);
      return;
    } catch (error) {
      const reason = reasonOf(error);
      if (!isDatabaseUnavailable(error)) {
        throw new ConfigError(
          `O banco de dados em ${where} recusou a conexão (${reason}); confira DATABASE_URL. / ` +
            `The database at ${where} refused the connection (${reason}); check DATABASE_URL.`,
        );
      }
      const seconds = retryDelayMs(attempt) / 1000;
      options.log(
        `Não foi possível conectar ao banco de dados em ${where} (${reason}). Nova tentativa em ${seconds} s… / ` +
          `Could not connect to the database at ${where} (${reason}); retrying in ${seconds} s…`,
      );
      await sleep(retryDelayMs(attempt));
    }
  }
}

/** `host:port/database` of a PostgreSQL target (never its password), or the PGlite folder. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return target.dataDir ?? 'PGlite (memória)';
  try {
    const url = new URL(target.url);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** The driver's own words for a failure: the first error code (ECONNREFUSED, 28P01…) or message in the chain. */
function reasonOf(error: unknown): string {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (typeof message !== 'string' || !message) return code;
      return message.includes(code) ? message : `${code}: ${message}`;
    }
    if (!cause && typeof message === 'string' && message) return message;
    current = cause;
  }
  return String(error);
}
