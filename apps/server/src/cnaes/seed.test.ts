import { cnaeCodePattern } from '@product/domain';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { cnaes } from '../db/schema';
import { databaseKinds, openTestDatabase } from '../testing/harness';
import { parseCsv } from './csv';
import { readCnaeSubclasses, seedCnaes } from './seed';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'code,description\r\n1,"a, b"\n2,"diz ""oi"""\n3,"duas\nlinhas"\n4,\n';
    expect(parseCsv(text)).toEqual([
      { code: '1', description: 'a, b' },
      { code: '2', description: 'diz "oi"' },
      { code: '3', description: 'duas\nlinhas' },
      { code: '4', description: '' },
    ]);
  });
  it('refuses a record with the wrong number of fields and an open quote', () => {
    expect(() => parseCsv('a,b\n1,2,3\n')).toThrow('record 2 has 3 fields');
    expect(() => parseCsv('a,b\n1,"2\n')).toThrow('unterminated');
  });
});

describe('the CNAE reference file', () => {
  it('holds 1,332 subclasses with unique masked codes', () => {
    const rows = readCnaeSubclasses();
    expect(rows).toHaveLength(1332);
    expect(new Set(rows.map((row) => row.codeClass)).size).toBe(1332);
    expect(rows.filter((row) => !cnaeCodePattern.test(row.codeClass))).toEqual([]);
    expect(rows.filter((row) => row.codeDescription.length < 2 || row.codeDescription.length > 255)).toEqual([]);
    // A description with commas inside quotes stays whole.
    expect(rows.find((row) => row.codeClass === '4711-3/02')?.codeDescription).toBe(
      'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - supermercados',
    );
  });
});

describe.each(databaseKinds)('seedCnaes on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await openTestDatabase(kind);
  });
  afterEach(async () => {
    await handle?.close();
  });

  it('fills an empty catalogue once, at low risk, in one transaction', async () => {
    const started = performance.now();
    const inserted = await handle.db.transaction((tx) => seedCnaes(tx));
    console.info(`[${kind}] CNAE seed, 1,332 rows: ${(performance.now() - started).toFixed(0)} ms`);
    expect(inserted).toBe(1332);
    expect(await handle.db.transaction((tx) => seedCnaes(tx))).toBe(0);

    const rows = await handle.db.select().from(cnaes);
    expect(rows).toHaveLength(1332);
    expect(new Set(rows.map((row) => row.codeClass)).size).toBe(1332);
    expect(rows.every((row) => cnaeCodePattern.test(row.codeClass))).toBe(true);
    expect(rows.every((row) => row.registrationLevel === 'low_level' && row.enabled)).toBe(true);
    const [supermarket] = await handle.db.select().from(cnaes).where(eq(cnaes.codeClass, '4711-3/02'));
    expect(supermarket?.codeDescription).toContain('supermercados');
  });

  it('leaves a catalogue with any row alone', async () => {
    await handle.db.insert(cnaes).values({ codeClass: '4711-3/02', codeDescription: 'Supermercados' });
    expect(await seedCnaes(handle.db)).toBe(0);
    expect(await handle.db.select({ total: count() }).from(cnaes)).toEqual([{ total: 1 }]);
  });

  it('writes nothing when the transaction fails', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await seedCnaes(tx);
        throw new Error('falhou depois');
      }),
    ).rejects.toThrow('falhou depois');
    expect(await handle.db.select({ total: count() }).from(cnaes)).toEqual([{ total: 0 }]);
  });
});
