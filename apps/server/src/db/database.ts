import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
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
import type { DatabaseTarget } from '../config';
import { lockDataDir } from './data-dir-lock';
import { type Schema, schema } from './schema';

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

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export async function openDatabase(config: { database: DatabaseTarget }): Promise<DatabaseHandle> {
  const target = config.database;
  if (target.kind === 'pglite') {
    if (!target.dataDir) {
      const client = await PGlite.create();
      return { db: drizzlePglite({ client, schema }), target, close: () => client.close() };
    }
    // One server per folder: a second one would hand out the same ids and lose writes (data-dir-lock).
    const lock = lockDataDir(target.dataDir);
    let client: PGlite;
    try {
      client = await PGlite.create(target.dataDir);
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
    // A schema other than public is set as the search_path at connection
    // start-up, so every pooled connection sees the same tables.
    ...(target.schema ? { options: `-c search_path=${quoteIdentifier(target.schema)}` } : {}),
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL:', error.message));
  const db: Database = drizzleNodePostgres({ client: pool, schema });
  return { db, target, close: () => pool.end() };
}

/**
 * Applies the committed migrations with drizzle's migrator (one transaction,
 * idempotent). drizzle-kit writes foreign keys as `"public"."table"`; the
 * qualifier is dropped so the tables can live in another schema (each test
 * suite on PostgreSQL gets its own), and the journal is kept beside them.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const migrationsSchema = handle.target.kind === 'postgres' && handle.target.schema ? handle.target.schema : 'drizzle';
  const config = { migrationsFolder, migrationsSchema };
  const migrations = readMigrationFiles(config).map((migration) => ({
    ...migration,
    sql: migration.sql.map((statement) => statement.replaceAll('"public".', '')),
  }));
  // The migrator is schema-agnostic; only the session's relational-schema generic differs.
  const session = handle.db._.session as unknown as PgSession;
  await new PgDialect().migrate(migrations, session, config);
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
