import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
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

export async function openDatabase(config: { database: DatabaseTarget }): Promise<DatabaseHandle> {
  const target = config.database;
  if (target.kind === 'pglite') {
    if (!target.dataDir) {
      const client = yieldBeforeQueries(await PGlite.create(pgliteOptions()));
      return { db: drizzlePglite({ client, schema }), target, close: () => client.close() };
    }
    // One server per folder: a second one would hand out the same ids and lose writes (data-dir-lock).
    const lock = lockDataDir(target.dataDir);
    let client: PGlite;
    try {
      client = yieldBeforeQueries(await PGlite.create(target.dataDir, pgliteOptions()));
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
 * smaller. The first start on an empty folder peaks higher (~850 MB) until
 * V8's next full collection: initdb runs in a WebAssembly instance of its
 * own, garbage once the database exists. A new object on every call, since
 * PGlite keeps the options it is given.
 */
function pgliteOptions(): PGliteOptions {
  return {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    // The company search's trigram indexes (migrations 0007 and 0010), as on PostgreSQL.
    extensions: { pg_trgm },
  };
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
