import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase, quoteIdentifier } from '../db/database';
import { adminQuery } from './harness';

export interface OutageDatabase {
  /** A pool on the throwaway database, as the server opens it. */
  handle: DatabaseHandle;
  /**
   * What an administrator closing the database for maintenance does:
   * `ALTER DATABASE … ALLOW_CONNECTIONS false`, then its sessions are ended.
   * New connections get SQLSTATE 55000 from then on.
   */
  refuseConnections(): Promise<void>;
  /** Closes the pool and drops the database. */
  close(): Promise<void>;
}

/**
 * A database of its own on the test PostgreSQL (TEST_DATABASE_URL), created
 * here and dropped by close(), for tests that take it away (tests only).
 */
export async function openOutageDatabase(): Promise<OutageDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `conforma_outage_${randomBytes(6).toString('hex')}`;
  const admin = (text: string) => adminQuery(adminUrl, text);
  await admin(`create database ${quoteIdentifier(name)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ database: { kind: 'postgres', url: url.toString() } });
  return {
    handle,
    async refuseConnections() {
      await admin(`alter database ${quoteIdentifier(name)} allow_connections false`);
      await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
    },
    async close() {
      await handle.close();
      await admin(`drop database if exists ${quoteIdentifier(name)} with (force)`);
    },
  };
}

/** A throwaway database that already refuses connections (see openOutageDatabase). */
export async function openRefusingDatabase(): Promise<OutageDatabase> {
  const outage = await openOutageDatabase();
  await outage.refuseConnections();
  return outage;
}
