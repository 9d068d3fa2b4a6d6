import { createWriteStream } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Manifest } from '../backup/archive';
import { listTables, rows } from '../backup/catalog';
import { type BackupOptions, type BackupSource, writeBackup } from '../backup/dump';
import type { DatabaseHandle } from '../db/database';
import type { FileStorage } from '../storage/types';

/** Tests only: a backup written to `file`. */
export function backupToFile(source: BackupSource, file: string, options?: BackupOptions): Promise<Manifest> {
  return writeBackup(source, createWriteStream(file), options);
}

/**
 * Every table's rows as PostgreSQL's record text (`t::text`, not the dump's
 * `row_to_json`, so the comparison does not trust the code under test),
 * sorted, timestamps in UTC.
 */
export async function tableTexts(handle: DatabaseHandle): Promise<Map<string, string[]>> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local timezone = 'UTC'`));
    const result = new Map<string, string[]>();
    for (const table of await listTables(tx)) {
      const lines = await rows<{ line: string }>(
        tx,
        sql.raw(`select t::text as line from "${table.name}" t order by t::text collate "C"`),
      );
      result.set(
        table.name,
        lines.map((row) => row.line),
      );
    }
    return result;
  });
}

/** The bytes of every key, or null where the storage has none. */
export async function storedBytes(storage: FileStorage, keys: readonly string[]): Promise<Map<string, string | null>> {
  const result = new Map<string, string | null>();
  for (const key of keys) {
    const bytes = await storage.get(key);
    result.set(key, bytes ? Buffer.from(bytes).toString('base64') : null);
  }
  return result;
}
