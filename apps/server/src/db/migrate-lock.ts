import pg from 'pg';
import { connectTimeoutMs, type DatabaseHandle, migrate } from './database';

/** First key of the migrations' advisory lock (the others in use: 7205173–7205179). */
const migrateLockClass = 7205180;

/**
 * `migrate`, one server at a time: several instances starting together on
 * one PostgreSQL (a deploy, `--scale`) would otherwise all find the same
 * migrations pending and race to apply them — drizzle's migrator creates its
 * schema and journal table outside its transaction, so the losers stop with
 * "duplicate key value violates unique constraint" and the instance exits.
 * Under a session advisory lock, held on a connection of its own for the
 * whole run, the first one applies them and the others find nothing left to
 * do. The second key is the schema, so test suites in separate schemas do
 * not wait on each other. PGlite has one server per folder: no lock needed.
 */
export async function migrateExclusively(handle: DatabaseHandle): Promise<void> {
  const target = handle.target;
  if (target.kind !== 'postgres') return migrate(handle);
  const holder = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: connectTimeoutMs });
  // A broken connection fails the queries below; the event itself must not end the process.
  holder.on('error', () => {});
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1::int, hashtext($2))', [migrateLockClass, target.schema ?? '']);
    await migrate(handle);
  } finally {
    // Ending the session releases its advisory lock, whatever happened above.
    await holder.end();
  }
}
