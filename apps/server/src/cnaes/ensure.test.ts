import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { cnaes } from '../db/schema';
import { databaseKinds, openTestDatabase } from '../testing/harness';
import { ensureCatalogueCnaes } from './ensure';

describe.each(databaseKinds)('ensureCatalogueCnaes on %s', (kind) => {
  let handle: DatabaseHandle;
  let reviewedId: number;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    // A catalogue row staff already reviewed: kept as it is.
    const [row] = await handle.db
      .insert(cnaes)
      .values({ codeClass: '4731-8/00', codeDescription: 'Posto (revisado)', registrationLevel: 'high_level' })
      .returning({ id: cnaes.id });
    reviewedId = row?.id ?? 0;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('answers the ids of known codes and adds the missing ones at low risk', async () => {
    const ids = await handle.db.transaction((tx) =>
      ensureCatalogueCnaes(tx, [
        { code: '4731-8/00', text: 'Comércio varejista de combustíveis para veículos automotores' },
        { code: '8610-1/01', text: 'texto do registro, não usado: o arquivo de referência manda' },
        { code: '9999-9/99', text: 'Atividade nova que a Receita já usa' },
        { code: '4731-8/00', text: 'repetido' },
        { code: '47318', text: 'fora da máscara: ignorado' },
      ]),
    );
    expect([...ids.keys()].sort()).toEqual(['4731-8/00', '8610-1/01', '9999-9/99']);
    expect(ids.get('4731-8/00')).toBe(reviewedId);

    const rows = await handle.db
      .select({ id: cnaes.id, code: cnaes.codeClass, text: cnaes.codeDescription, level: cnaes.registrationLevel })
      .from(cnaes)
      .where(inArray(cnaes.codeClass, ['4731-8/00', '8610-1/01', '9999-9/99']))
      .orderBy(cnaes.codeClass);
    expect(rows).toEqual([
      { id: reviewedId, code: '4731-8/00', text: 'Posto (revisado)', level: 'high_level' },
      {
        id: ids.get('8610-1/01'),
        code: '8610-1/01',
        text: 'Atividades de atendimento hospitalar, exceto pronto-socorro e unidades para atendimento a urgências',
        level: 'low_level',
      },
      { id: ids.get('9999-9/99'), code: '9999-9/99', text: 'Atividade nova que a Receita já usa', level: 'low_level' },
    ]);
  });

  it('adds nothing the second time, and nothing for no activities', async () => {
    const before = await handle.db.$count(cnaes);
    const ids = await handle.db.transaction((tx) =>
      ensureCatalogueCnaes(tx, [{ code: '8610-1/01', text: 'Hospital' }]),
    );
    expect(ids.size).toBe(1);
    expect(await handle.db.transaction((tx) => ensureCatalogueCnaes(tx, []))).toEqual(new Map());
    expect(await handle.db.$count(cnaes)).toBe(before);
  });

  it('lets two transactions add the same code at once', async () => {
    const activity = { code: '0111-3/01', text: 'Cultivo de arroz' };
    const [first, second] = await Promise.all([
      handle.db.transaction((tx) => ensureCatalogueCnaes(tx, [activity])),
      handle.db.transaction((tx) => ensureCatalogueCnaes(tx, [activity])),
    ]);
    expect(first.get('0111-3/01')).toBeGreaterThan(0);
    expect(second.get('0111-3/01')).toBe(first.get('0111-3/01'));
  });
});
