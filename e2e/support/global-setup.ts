import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeMigratedFolder } from '../../apps/server/src/testing/pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite folder that each app of the run starts from (support/app.ts). */
    pgliteFolderTemplate: string;
  }
}

/**
 * One migrated PGlite folder per run: each journey file's server starts on a
 * copy of it instead of running initdb and every migration itself (seconds of
 * CPU per start on two cores). The server still migrates and bootstraps on it
 * as on any existing folder, so what it does at start is unchanged.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'conforma-e2e-template-'));
  await writeMigratedFolder(join(dir, 'pglite'));
  project.provide('pgliteFolderTemplate', join(dir, 'pglite'));
  return () => rmSync(dir, { recursive: true, force: true });
}
