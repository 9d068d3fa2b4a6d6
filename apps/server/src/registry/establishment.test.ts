import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { cnaes } from '../db/schema';
import { databaseKinds, openTestDatabase } from '../testing/harness';
import { establishmentFromRegistry } from './establishment';
import { findOfflineCompany } from './offline';
import type { RegistryCompany } from './types';

function demoCompany(cnpj: string): RegistryCompany {
  const company = findOfflineCompany(cnpj);
  if (!company) throw new Error(`${cnpj} is not in the dataset`);
  return company;
}

describe.each(databaseKinds)('establishmentFromRegistry on %s', (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('turns a registry answer into establishment values with coordinates and CNAE links', async () => {
    const company = demoCompany('19873265000122');
    const before = Date.now();
    const { values, cnaes: links } = await handle.db.transaction((tx) => establishmentFromRegistry(tx, company));
    expect(values).toMatchObject({
      cnpj: '19873265000122',
      type: 'MATRIZ',
      registrationName: 'POSTO ESTRADA REAL COMBUSTIVEIS LTDA',
      fantasyName: 'POSTO ESTRADA REAL',
      situation: 'ATIVA',
      shareCapital: '300000.00',
      cityName: 'Juiz de Fora',
      stateAlias: 'MG',
      ibgeCode: '3136702',
      latitude: -21.7595,
      longitude: -43.3398,
      primaryActivity: { code: '4731-8/00', text: 'Comércio varejista de combustíveis para veículos automotores' },
      registrySource: 'offline',
    });
    expect(values.registryUpdatedAt?.getTime()).toBeGreaterThanOrEqual(before);
    expect(values).not.toHaveProperty('clientId');
    expect(values).not.toHaveProperty('companyId');

    const rows = await handle.db.select({ id: cnaes.id, code: cnaes.codeClass }).from(cnaes);
    const idOf = (code: string) => rows.find((row) => row.code === code)?.id;
    expect(links).toEqual([
      { cnaeId: idOf('4731-8/00'), isPrimary: true },
      { cnaeId: idOf('4729-6/99'), isPrimary: false },
      { cnaeId: idOf('4520-0/01'), isPrimary: false },
    ]);
  });

  it('finds the municipality by name when the registry gives no codes (ReceitaWS), and keeps unknown places as given', async () => {
    const base = demoCompany('40291877000101');
    const byName = await handle.db.transaction((tx) =>
      establishmentFromRegistry(tx, {
        ...base,
        address: { ...base.address, cityName: 'CAXIAS DO SUL', ibgeCode: null, siafiCode: null },
        source: 'receitaws',
      }),
    );
    expect(byName.values).toMatchObject({ cityName: 'Caxias do Sul', ibgeCode: '4305108', latitude: -29.1629 });
    expect(byName.values.registrySource).toBe('receitaws');

    const nowhere = await handle.db.transaction((tx) =>
      establishmentFromRegistry(tx, {
        ...base,
        address: { ...base.address, cityName: 'CIDADE INEXISTENTE', stateAlias: 'RS', ibgeCode: null, siafiCode: null },
      }),
    );
    expect(nowhere.values).toMatchObject({
      cityName: 'CIDADE INEXISTENTE',
      stateAlias: 'RS',
      latitude: null,
      longitude: null,
    });
  });

  it('links a code listed as primary and secondary once, as primary, and a company without activities to nothing', async () => {
    const base = demoCompany('27564031000121');
    const primary = base.primaryActivity;
    if (!primary) throw new Error('the hospital has a primary activity');
    const repeated = await handle.db.transaction((tx) =>
      establishmentFromRegistry(tx, { ...base, secondaryActivities: [primary, ...base.secondaryActivities] }),
    );
    expect(repeated.cnaes.map((link) => link.isPrimary)).toEqual([true, false, false]);
    const [hospital] = await handle.db.select({ id: cnaes.id }).from(cnaes).where(eq(cnaes.codeClass, primary.code));
    expect(repeated.cnaes[0]?.cnaeId).toBe(hospital?.id);

    const none = await handle.db.transaction((tx) =>
      establishmentFromRegistry(tx, { ...base, primaryActivity: null, secondaryActivities: [] }),
    );
    expect(none.cnaes).toEqual([]);
    expect(none.values.primaryActivity).toBeNull();
  });
});
