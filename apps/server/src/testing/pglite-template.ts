import { readFile, writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, migrate, openDatabase } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite template's dump, written once per run by pglite-template-setup.ts. */
    pgliteTemplate: string;
  }
}

/**
 * A migrated, empty PGlite, dumped (`dumpDataDir`) to `file`. Starting a
 * suite's database from it instead of from an empty cluster skips initdb and
 * the migrations: ~1.4 s instead of ~3.5–7 s per database on this 2-core
 * machine, and the server's suites open a few hundred of them.
 */
export async function writeMigratedTemplate(file: string): Promise<void> {
  const handle = await openDatabase({ database: { kind: 'pglite' } });
  try {
    await migrate(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

let template: Promise<Blob | null> | undefined;

/**
 * A fresh in-memory PGlite with every migration applied: loaded from the run's
 * template when the project's global setup wrote one, otherwise (a file run
 * outside the server projects) made here from scratch. The migrations still
 * run on top, as on any database: none is pending on a current template, and
 * a stale one is caught up like a real database would be.
 */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  template ??= templateOfThisRun();
  const initialData = await template;
  const handle = await openDatabase({ database: { kind: 'pglite' } }, initialData ? { initialData } : {});
  await migrate(handle);
  return handle;
}

async function templateOfThisRun(): Promise<Blob | null> {
  let file: string | undefined;
  try {
    file = inject('pgliteTemplate');
  } catch {
    // Not inside a vitest worker (a script borrowing the harness): no template.
    return null;
  }
  return file ? new Blob([await readFile(file)]) : null;
}

/**
 * A migrated, empty PGlite folder at `dir`, closed cleanly: what a server's
 * first start makes on an empty DATA_DIR before bootstrap (initdb and the
 * migrations). The end-to-end runs copy it into each app's DATA_DIR.
 */
export async function writeMigratedFolder(dir: string): Promise<void> {
  const handle = await openDatabase({ database: { kind: 'pglite', dataDir: dir } });
  try {
    await migrate(handle);
  } finally {
    await handle.close();
  }
}
