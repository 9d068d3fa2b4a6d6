import { sql } from 'drizzle-orm';
import { type DatabaseHandle, type Executor, quoteIdentifier } from '../db/database';

/**
 * What backup and restore read from PostgreSQL's catalog, so every table of
 * the schema is included (a table a later migration adds needs no change
 * here): the tables of the current schema but drizzle's journal, their
 * primary keys, columns and foreign keys.
 */
export interface TableInfo {
  name: string;
  /** Stored columns (generated ones are computed again by the target). */
  columns: string[];
  /** ORDER BY of the dump: the primary key, text in "C" collation so both ends sort alike. */
  orderBy: string;
}

export const migrationsTable = '__drizzle_migrations';

/** Where drizzle keeps its journal (as db/database.ts `migrate` decides). */
export function migrationsSchema(handle: Pick<DatabaseHandle, 'target'>): string {
  return handle.target.kind === 'postgres' && handle.target.schema ? handle.target.schema : 'drizzle';
}

export async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The tables, parents before children (foreign keys), then by name. */
export async function listTables(db: Executor): Promise<TableInfo[]> {
  const columns = await rows<{ table: string; column: string; key: number | null; collatable: boolean }>(
    db,
    sql`select c.relname as "table", a.attname as "column", k.ord::int as "key", a.attcollation <> 0 as collatable
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        left join pg_index i on i.indrelid = c.oid and i.indisprimary
        left join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord) on k.attnum = a.attnum
        where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
          and c.relname <> ${migrationsTable}
        order by c.relname, a.attnum`,
  );
  const links = await rows<{ child: string; parent: string }>(
    db,
    sql`select distinct tc.relname as child, tp.relname as parent
        from pg_constraint k
        join pg_class tc on tc.oid = k.conrelid
        join pg_class tp on tp.oid = k.confrelid
        join pg_namespace n on n.oid = tc.relnamespace
        where k.contype = 'f' and n.nspname = current_schema() and tc.oid <> tp.oid`,
  );
  const tables = new Map<string, { columns: string[]; keys: { column: string; ord: number; collatable: boolean }[] }>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { columns: [], keys: [] };
    table.columns.push(row.column);
    if (row.key !== null) table.keys.push({ column: row.column, ord: row.key, collatable: row.collatable });
    tables.set(row.table, table);
  }
  const infos = [...tables].map(([name, table]) => {
    const keys = table.keys
      .sort((a, b) => a.ord - b.ord)
      .map((key) => `${quoteIdentifier(key.column)}${key.collatable ? ' collate "C"' : ''}`);
    // Without a primary key the whole row's text orders it, the same on both ends.
    return { name, columns: table.columns, orderBy: keys.length > 0 ? keys.join(', ') : 't::text collate "C"' };
  });
  return parentsFirst(infos, links);
}

function parentsFirst(tables: TableInfo[], links: { child: string; parent: string }[]): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const sorted: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done' || state.get(name) === 'visiting') return;
    state.set(name, 'visiting');
    for (const link of links) if (link.child === name && byName.has(link.parent)) visit(link.parent);
    state.set(name, 'done');
    const table = byName.get(name);
    if (table) sorted.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table.name);
  return sorted;
}

/** The dump query of a table: its rows as JSON text, in key order. */
export function dumpQuery(table: TableInfo): string {
  return `select row_to_json(t)::text as line from ${quoteIdentifier(table.name)} t order by ${table.orderBy}`;
}

/** The migrations the database recorded, in order; none on a database never migrated. */
export async function recordedMigrations(
  db: Executor,
  schemaName: string,
): Promise<{ hash: string; createdAt: number }[]> {
  const journal = `${quoteIdentifier(schemaName)}.${quoteIdentifier(migrationsTable)}`;
  const [exists] = await rows<{ found: boolean }>(db, sql`select to_regclass(${journal}) is not null as found`);
  if (!exists?.found) return [];
  const recorded = await rows<{ hash: string; created_at: string }>(
    db,
    sql.raw(`select hash, created_at::text as created_at from ${journal} order by id`),
  );
  return recorded.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}
