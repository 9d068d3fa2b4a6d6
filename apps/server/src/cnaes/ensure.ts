import { cnaeCodePattern } from '@product/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { type ActivityRecord, cnaes } from '../db/schema';
import { readCnaeSubclasses } from './seed';

/**
 * The catalogue ids of a registry answer's CNAE codes (masked `9999-9/99`),
 * adding the codes the catalogue lacks at low risk, so staff review them like
 * any other: the description comes from reference-data/cnae-subclasses.csv;
 * a code even that file does not know (the registry is newer than our copy of
 * CNAE 2.3) is added with the registry's own text. Codes outside the mask are
 * skipped. Concurrent imports may add the same code: the insert ignores the
 * conflict and the ids are read afterwards.
 */
export async function ensureCatalogueCnaes(
  tx: Executor,
  activities: readonly ActivityRecord[],
): Promise<Map<string, number>> {
  const texts = new Map<string, string>();
  for (const item of activities) {
    if (cnaeCodePattern.test(item.code) && !texts.has(item.code)) texts.set(item.code, item.text);
  }
  const codes = [...texts.keys()];
  if (codes.length === 0) return new Map();

  const readIds = async () =>
    new Map(
      (await tx.select({ id: cnaes.id, code: cnaes.codeClass }).from(cnaes).where(inArray(cnaes.codeClass, codes))).map(
        (row) => [row.code, row.id],
      ),
    );
  const found = await readIds();
  const missing = codes.filter((code) => !found.has(code));
  if (missing.length === 0) return found;

  const reference = new Map(readCnaeSubclasses().map((row) => [row.codeClass, row.codeDescription]));
  await tx
    .insert(cnaes)
    .values(
      missing.map((code) => ({
        codeClass: code,
        codeDescription: reference.get(code) ?? texts.get(code) ?? code,
        registrationLevel: 'low_level' as const,
      })),
    )
    .onConflictDoNothing({ target: cnaes.codeClass });
  return readIds();
}
