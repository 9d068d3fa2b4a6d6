import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cnaeCodePattern } from '@product/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { cnaes } from '../db/schema';
import { serverRoot } from '../paths';
import { parseCsv } from './csv';

/** IBGE CNAE 2.3 subclasses; sources and checks in reference-data/SOURCES.md. */
export const cnaeCsvPath = path.join(serverRoot, 'reference-data/cnae-subclasses.csv');

export interface CnaeSeedRow {
  codeClass: string;
  codeDescription: string;
}

let cached: CnaeSeedRow[] | null = null;

/** The subclasses of the reference file, checked: masked codes, unique, with a description. */
export function readCnaeSubclasses(): CnaeSeedRow[] {
  if (cached) return cached;
  const rows = parseCsv(readFileSync(cnaeCsvPath, 'utf8')).map((record) => ({
    codeClass: record.code ?? '',
    codeDescription: (record.description ?? '').trim(),
  }));
  const seen = new Set<string>();
  for (const row of rows) {
    if (!cnaeCodePattern.test(row.codeClass) || row.codeDescription === '' || seen.has(row.codeClass)) {
      throw new Error(`cnae-subclasses.csv: invalid or repeated row ${JSON.stringify(row)}`);
    }
    seen.add(row.codeClass);
  }
  cached = rows;
  return rows;
}

/**
 * Fills an empty CNAE catalogue with the 1,332 subclasses at low risk. Run it
 * inside the caller's transaction (bootstrap holds an advisory lock); a
 * catalogue with any row, even one staff typed in, is left alone.
 * One INSERT with a single JSON parameter: on PGlite that is several times
 * faster than binding 2,664 separate parameters.
 * Answers the number of rows inserted.
 */
export async function seedCnaes(tx: Executor): Promise<number> {
  const [existing] = await tx.select({ one: sql<number>`1` }).from(cnaes).limit(1);
  if (existing) return 0;
  const rows = readCnaeSubclasses();
  const json = JSON.stringify(rows.map((row) => ({ code: row.codeClass, description: row.codeDescription })));
  await tx.execute(sql`
    insert into ${cnaes} (${sql.identifier(cnaes.codeClass.name)}, ${sql.identifier(cnaes.codeDescription.name)}, ${sql.identifier(cnaes.registrationLevel.name)})
    select code, description, 'low_level' from jsonb_to_recordset(${json}::jsonb) as seed(code text, description text)`);
  return rows.length;
}
