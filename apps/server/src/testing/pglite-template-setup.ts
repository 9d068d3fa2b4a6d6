import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeMigratedTemplate } from './pglite-template';

/**
 * The server projects' global setup: one migrated PGlite template per run,
 * which every suite's in-memory database starts from (pglite-template.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'conforma-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  await writeMigratedTemplate(file);
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
