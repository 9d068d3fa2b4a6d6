/**
 * The backup archive (format 1): one gzip'd POSIX tar, `tar tzf` lists it.
 *
 * - `tables/<table>/<part>.jsonl`: the rows of each table, one JSON object a
 *   line as PostgreSQL's `row_to_json` writes it (timestamps in UTC with
 *   their offset, bytea as `\x…` hex, arrays and jsonb as JSON, bigint and
 *   numeric as exact JSON numbers), ordered by primary key, cut in parts of
 *   a few MB. The restore hands the same text back to PostgreSQL
 *   (`json_populate_recordset`), never through JavaScript numbers.
 * - `files/<storage key>`: the bytes of every file the rows name.
 * - `manifest.json`, last (its sums are known at the end): see Manifest.
 */
export const archiveFormat = 'conforma-backup';
export const archiveVersion = 1;
export const manifestName = 'manifest.json';

export interface TableManifest {
  name: string;
  rows: number;
  /** Bytes of the table's JSON lines, all parts together. */
  bytes: number;
  /** SHA-256 (hex) of those bytes, parts in order. */
  sha256: string;
  /** Entry names of its parts, in order (none for an empty table). */
  parts: string[];
}

export interface FileManifest {
  key: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof archiveFormat;
  version: typeof archiveVersion;
  createdAt: string;
  source: { database: 'pglite' | 'postgres'; storage: 'local' | 's3' };
  /** The drizzle migrations the database had recorded, in order (their SQL's SHA-256). */
  migrations: { hash: string; createdAt: number }[];
  /** In an order that satisfies the foreign keys (parents first). */
  tables: TableManifest[];
  files: FileManifest[];
  /** Keys the snapshot's rows name whose bytes were gone when copied (see dump.ts). */
  missingFiles: string[];
}

export const tablePartName = (table: string, part: number) => `tables/${table}/${String(part).padStart(5, '0')}.jsonl`;
export const fileEntryName = (key: string) => `files/${key}`;

/** A failure told to the person as is (Portuguese); the CLIs exit 1 with it. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export function totalRows(manifest: Manifest): number {
  return manifest.tables.reduce((sum, table) => sum + table.rows, 0);
}
