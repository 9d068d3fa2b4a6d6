import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AccessRole } from '@product/domain';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { expect } from 'vitest';
import { type AppDeps, createApp } from '../app';
import { hashPassword } from '../auth/passwords';
import { signSession } from '../auth/tokens';
import {
  type Database,
  type DatabaseHandle,
  type Executor,
  migrate,
  openDatabase,
  quoteIdentifier,
} from '../db/database';
import { clients, companies, groups, schema, users } from '../db/schema';
import { errorMessages } from '../http/errors';
import { openMigratedPglite } from './pglite-template';

/** Every suite runs on PGlite in memory, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: readonly ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A fresh, migrated database: PGlite in memory, or a schema of its own on the
 * test PostgreSQL (created here, dropped by close()) so suites running in
 * parallel never see each other's rows.
 */
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openMigratedPglite();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema ${quoteIdentifier(schema)}`);
  const handle = await openDatabase({ database: { kind: 'postgres', url, schema } });
  await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(url, `drop schema ${quoteIdentifier(schema)} cascade`);
    },
  };
}

/** One statement on its own connection to `url` (creating and dropping schemas and databases in tests). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The rows of a hand-written query (drizzle's `execute` answers differ in type between PGlite and node-postgres). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The same database seen through a drizzle instance that appends each statement it sends to `statements`. */
export function loggingDatabase(db: Database, statements: string[]): Database {
  const logger = { logQuery: (query: string) => statements.push(query) };
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return drizzlePglite({ client, schema, logger }) as unknown as Database;
  return drizzleNodePostgres({ client: client as pg.Pool, schema, logger }) as unknown as Database;
}

export const testSecret = new TextEncoder().encode(randomBytes(48).toString('base64url'));

/** The app over a test database; without a web folder it behaves as before `npm run build`. */
export function createTestApp(
  db: Database,
  options: { webDist?: string } & Pick<
    AppDeps,
    'registry' | 'storage' | 'uploadMaxBytes' | 'licenses' | 'now' | 'mailer' | 'publicUrl'
  > = {},
) {
  const { webDist = path.join(tmpdir(), 'conforma-test-no-web-build'), ...clientArea } = options;
  return createApp({
    db,
    config: { jwtSecret: testSecret, webDist },
    logError: () => {},
    logWarning: () => {},
    ...clientArea,
  });
}

export function tempDir(prefix = 'conforma-test-'): { path: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { path: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function insertGroup(db: Database, name: string): Promise<number> {
  const [row] = await db.insert(groups).values({ name }).returning({ id: groups.id });
  if (!row) throw new Error('group not inserted');
  return row.id;
}

export async function insertAccount(
  db: Database,
  values: {
    name: string;
    groupId: number;
    type?: 'CLIENT' | 'BUSINESS' | 'PROVIDER';
    enabled?: boolean;
    createdAt?: Date;
    updatedAt?: Date | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(clients)
    .values({ type: 'CLIENT', ...values })
    .returning({ id: clients.id });
  if (!row) throw new Error('account not inserted');
  return row.id;
}

export async function insertCompanies(db: Database, clientId: number, howMany: number): Promise<void> {
  const rows = Array.from({ length: howMany }, (_, i) => ({ clientId, name: `Empresa ${i + 1}` }));
  if (rows.length > 0) await db.insert(companies).values(rows);
}

export interface TestUser {
  id: number;
  uid: string;
  email: string;
  password: string;
}

export async function insertUser(
  db: Database,
  values: {
    email: string;
    accessRole: AccessRole;
    clientId: number | null;
    password?: string;
    enabled?: boolean;
    name?: string;
  },
): Promise<TestUser> {
  const password = values.password ?? 'senha-secreta';
  const [row] = await db
    .insert(users)
    .values({
      name: values.name ?? `Pessoa ${values.accessRole}`,
      email: values.email,
      passwordHash: await hashPassword(password),
      accessRole: values.accessRole,
      clientId: values.clientId,
      enabled: values.enabled ?? true,
    })
    .returning({ id: users.id, uid: users.uid, email: users.email });
  if (!row) throw new Error('user not inserted');
  return { ...row, password };
}

/** A token as the login would sign it, optionally issued at another time (seconds). */
export function tokenFor(
  user: { id: number; uid: string; email: string },
  accessRole: AccessRole,
  options: { clientId?: number | null; clientName?: string | null; now?: number; secret?: Uint8Array } = {},
): Promise<string> {
  return signSession(
    {
      id: user.id,
      uid: user.uid,
      current_client_id: options.clientId ?? null,
      name: 'Pessoa',
      username: user.email,
      access_role: accessRole,
      permission_role: [],
      client_name: options.clientName ?? null,
    },
    options.secret ?? testSecret,
    options.now,
  );
}

export function jsonPost(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/**
 * The error body a test expects for `message`: a refused session also names why
 * ('sessao-expirada' or 'sessao-invalida'; which one for which token is tested in
 * http/cache-headers.test.ts).
 */
export function errorBodyOf(message: string): { message: string; code?: string } {
  return message === errorMessages.invalidSession
    ? { message, code: expect.stringMatching(/^sessao-(expirada|invalida)$/) }
    : { message };
}

export function bearer(token: string): RequestInit {
  return { headers: { Authorization: `Bearer ${token}` } };
}
