/**
 * One way to send SQL from the bench process, over node-postgres (one plain
 * `pg.Client`) or over PGlite (the instance the bench opened): loading the
 * data set, replaying an endpoint's statements and EXPLAIN all go through it.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type DriverKind = 'postgres' | 'pglite';

export interface Sql {
  kind: DriverKind;
  /** Rows as objects (loading, fixtures, EXPLAIN). */
  rows<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** One statement without parameters, by the simple protocol (VACUUM, DDL); its rows. */
  exec<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** Rows as arrays, the way drizzle asks for them (replaying an endpoint's statements). */
  replay(text: string, params: readonly unknown[]): Promise<number>;
  close(): Promise<void>;
}

/** A single plain client on `url` (no pool: the replays run one after another). */
export async function postgresSql(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    kind: 'postgres',
    async rows<T>(text: string, params: readonly unknown[] = []) {
      const result = await client.query({ text, values: [...params] });
      return result.rows as T[];
    },
    async exec<T>(text: string) {
      const result = await client.query(text);
      return result.rows as T[];
    },
    async replay(text, params) {
      const result = await client.query({ text, values: [...params], rowMode: 'array' });
      return result.rowCount ?? 0;
    },
    close: () => client.end(),
  };
}

/** The PGlite instance the bench holds (it is closed by whoever opened it). */
export function pgliteSql(client: PGlite): Sql {
  return {
    kind: 'pglite',
    async rows<T>(text: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(text, [...params]);
      return result.rows;
    },
    async exec<T>(text: string) {
      const results = await client.exec(text);
      return (results.at(-1)?.rows ?? []) as T[];
    },
    async replay(text, params) {
      const result = await client.query(text, [...params], { rowMode: 'array' });
      return result.rows.length;
    },
    close: async () => {},
  };
}

/** Runs `statement` and says how long it took, in ms. */
export async function timed(statement: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await statement();
  return performance.now() - started;
}
