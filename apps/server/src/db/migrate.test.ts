import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../testing/harness';
import { type DatabaseHandle, migrate, migrationsFolder, openDatabase } from './database';

const config = { migrationsFolder, migrationsSchema: 'drizzle' };
const files = readMigrationFiles(config);

/** What a server of an earlier version left: the first `count` migrations, applied by drizzle's own migrator with their journal times. */
async function olderDatabase(count: number): Promise<DatabaseHandle> {
  const handle = await openDatabase({ database: { kind: 'pglite' } });
  const session = handle.db._.session as unknown as PgSession;
  await new PgDialect().migrate(files.slice(0, count), session, config);
  return handle;
}

async function firstRow<T>(handle: DatabaseHandle, query: SQL): Promise<T | undefined> {
  return (await queryRows<T>(handle.db, query))[0];
}

async function recorded(handle: DatabaseHandle): Promise<number> {
  const row = await firstRow<{ n: number }>(handle, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}

async function tableExists(handle: DatabaseHandle, table: string): Promise<boolean> {
  const row = await firstRow<{ found: boolean }>(handle, sql`select to_regclass(${table}) is not null as found`);
  return row?.found ?? false;
}

async function columnExists(handle: DatabaseHandle, table: string, column: string): Promise<boolean> {
  const row = await firstRow<{ n: number }>(
    handle,
    sql`select count(*)::int as n from information_schema.columns where table_name = ${table} and column_name = ${column}`,
  );
  return row?.n === 1;
}

describe('migrate', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  // Drizzle's migrator alone skips every migration whose journal time is not after the last applied one's:
  // 0008's and 0009's are before 0007's.
  it.each([8, 9])('brings a database that applied the first %i migrations up to date', async (count) => {
    handle = await olderDatabase(count);
    expect(await recorded(handle)).toBe(count);
    expect(await tableExists(handle, 'company_license_counts')).toBe(false);

    await migrate(handle);

    expect(await recorded(handle)).toBe(files.length);
    expect(await columnExists(handle, 'establishments', 'cnae_high_level')).toBe(true);
    expect(await tableExists(handle, 'company_license_counts')).toBe(true);
  });

  it('applies every migration to a new database once, and nothing on the next start', async () => {
    handle = await openDatabase({ database: { kind: 'pglite' } });
    await migrate(handle);
    expect(await recorded(handle)).toBe(files.length);
    await migrate(handle);
    expect(await recorded(handle)).toBe(files.length);
    expect(await tableExists(handle, 'company_license_counts')).toBe(true);
  });
});
