import { eq, inArray } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { syncCompanyLicenses } from '../company-licenses/sync';
import { defaultLicenseSettings } from '../config';
import type { Database } from '../db/database';
import { clients, companyLicenses, establishments, files } from '../db/schema';
import {
  type ClientWorld,
  clientWorldOfSuite,
  ensureTestCnae,
  insertTestCompany,
  insertTestLicense,
  openedLater,
} from './client-world';
import { insertAccount } from './harness';

/**
 * The KPI suites' data (tests only). Padaria Norte:
 * - Alfa: CNPJ 1 ATIVA with a low CNAE, CNPJ 2 BAIXADA with low and medium
 *   CNAEs → active; CNPJs low and medium; two documents and a logo;
 * - Beta: one CNPJ INAPTA with high and low CNAEs, without coordinates →
 *   suspended; CNPJ high; a protocol;
 * - Gama: one CNPJ BAIXADA without CNAEs → closed; CNPJ of no level; a
 *   second CNPJ 'Gama Filial', ATIVA, without CNAEs, in the same
 *   municipality (São Paulo: one place of the map with two CNPJs);
 * - Delta: no CNPJ → no situation.
 * Licence rows (definition 'Alvará' on the low CNAE, 'Licença Ambiental' on
 * the high one): Alfa's two in_conformity and near_expiration, Beta's
 * license_expired and pending, and an inactive renewing row that never counts.
 * Mercado Norte (the same group): one company ATIVA, CNPJ medium, one licence
 * row not_necessary. Oficina Sul (the foreign tenant): one company INATIVA,
 * CNPJ high, one licence row in_conformity, one document.
 */
export interface KpiData {
  companies: { alfa: number; beta: number; gama: number; delta: number; mercado: number; oficina: number };
  cnpjs: { alfa1: number; alfa2: number; beta: number; gama: number; gama2: number };
  groups: { norte: number; sul: number };
  mercadoAccount: number;
}

const cnpjs = {
  alfa1: '11222333000181',
  alfa2: '11222333000262',
  beta: '22333444000160',
  gama: '33444555000101',
  gama2: '33444555000262',
  delta: '44555666000120',
  mercado: '55666777000100',
  oficina: '66777888000190',
};

async function statusOfRows(db: Database, establishmentId: number, statuses: readonly string[]) {
  const rows = await db
    .select({ id: companyLicenses.id })
    .from(companyLicenses)
    .where(eq(companyLicenses.establishmentId, establishmentId))
    .orderBy(companyLicenses.id);
  for (const [index, status] of statuses.entries()) {
    const row = rows[index];
    if (!row) throw new Error(`establishment ${establishmentId} has no licence row ${index}`);
    await db
      .update(companyLicenses)
      .set({ status: status as typeof companyLicenses.$inferSelect.status })
      .where(eq(companyLicenses.id, row.id));
  }
}

async function insertFile(
  db: Database,
  clientId: number,
  companyId: number,
  fileType: 'document' | 'protocol' | 'fee' | 'logo',
) {
  const key = `${clientId}/${companyId}/${fileType}-${Math.random().toString(36).slice(2)}`;
  await db.insert(files).values({
    clientId,
    companyId,
    name: `${fileType}.pdf`,
    extension: 'pdf',
    mimeType: 'application/pdf',
    size: 10,
    fileType,
    storageKey: key,
  });
}

export async function insertKpiData(world: ClientWorld): Promise<KpiData> {
  const db = world.db;
  const low = await ensureTestCnae(db, '1091-1/02', 'low_level');
  const medium = await ensureTestCnae(db, '4721-1/02', 'medium_level');
  const high = await ensureTestCnae(db, '2091-6/00', 'high_level');
  await insertTestLicense(db, 'Alvará', [low]);
  await insertTestLicense(db, 'Licença Ambiental', [high]);
  const norte = world.accounts.norte.id;
  const sul = world.accounts.sul.id;

  const alfa = await insertTestCompany(db, norte, {
    name: 'Alfa',
    establishments: [
      { cnpj: cnpjs.alfa1, situation: 'ATIVA', cnaeIds: [low] },
      {
        cnpj: cnpjs.alfa2,
        situation: 'BAIXADA',
        cnaeIds: [low, medium],
        cityName: 'Contagem',
        latitude: -19.93,
        longitude: -44.05,
      },
    ],
  });
  const beta = await insertTestCompany(db, norte, {
    name: 'Beta',
    establishments: [{ cnpj: cnpjs.beta, situation: 'INAPTA', cnaeIds: [high, low] }],
  });
  await db
    .update(establishments)
    .set({ latitude: null, longitude: null })
    .where(inArray(establishments.id, beta.establishmentIds));
  const gama = await insertTestCompany(db, norte, {
    name: 'Gama',
    establishments: [
      {
        cnpj: cnpjs.gama,
        situation: 'BAIXADA',
        stateAlias: 'SP',
        cityName: 'São Paulo',
        latitude: -23.55,
        longitude: -46.63,
      },
      // A second CNPJ in the same municipality: one place of the map with two CNPJs.
      {
        cnpj: cnpjs.gama2,
        registrationName: 'Gama Filial',
        situation: 'ATIVA',
        stateAlias: 'SP',
        cityName: 'São Paulo',
        latitude: -23.55,
        longitude: -46.63,
      },
    ],
  });
  const delta = await insertTestCompany(db, norte, { name: 'Delta', establishments: [] });

  const [norteAccount] = await db.select({ groupId: clients.groupId }).from(clients).where(eq(clients.id, norte));
  const [sulAccount] = await db.select({ groupId: clients.groupId }).from(clients).where(eq(clients.id, sul));
  if (!norteAccount || !sulAccount) throw new Error('accounts missing');
  const mercadoAccount = await insertAccount(db, { name: 'Mercado Norte', groupId: norteAccount.groupId });
  const mercado = await insertTestCompany(db, mercadoAccount, {
    name: 'Mercado',
    establishments: [{ cnpj: cnpjs.mercado, situation: 'ATIVA', cnaeIds: [medium, low] }],
  });
  const oficina = await insertTestCompany(db, sul, {
    name: 'Oficina',
    establishments: [{ cnpj: cnpjs.oficina, situation: 'INATIVA', cnaeIds: [high] }],
  });

  await syncCompanyLicenses(db, 'all', defaultLicenseSettings, '2026-11-22');
  const [alfa1 = 0, alfa2 = 0] = alfa.establishmentIds;
  const [betaCnpj = 0] = beta.establishmentIds;
  await statusOfRows(db, alfa1, ['in_conformity']);
  await statusOfRows(db, alfa2, ['near_expiration']);
  // Beta's CNPJ has two rows ('Alvará' on the low CNAE, 'Licença Ambiental' on the high one).
  await statusOfRows(db, betaCnpj, ['license_expired', 'pending']);
  await statusOfRows(db, mercado.establishmentIds[0] ?? 0, ['not_necessary']);
  await statusOfRows(db, oficina.establishmentIds[0] ?? 0, ['in_conformity']);
  // An inactive row (its CNAE link gone, data kept) never counts.
  const medDef = await insertTestLicense(db, 'Vigilância Sanitária', []);
  await db.insert(companyLicenses).values({
    clientId: norte,
    companyId: alfa.companyId,
    establishmentId: alfa1,
    cnaeId: medium,
    licenseId: medDef,
    active: false,
    status: 'renewing',
    type: 'protocol',
  });

  await insertFile(db, norte, alfa.companyId, 'document');
  await insertFile(db, norte, alfa.companyId, 'fee');
  await insertFile(db, norte, alfa.companyId, 'logo');
  await insertFile(db, norte, beta.companyId, 'protocol');
  await insertFile(db, sul, oficina.companyId, 'document');

  return {
    companies: {
      alfa: alfa.companyId,
      beta: beta.companyId,
      gama: gama.companyId,
      delta: delta.companyId,
      mercado: mercado.companyId,
      oficina: oficina.companyId,
    },
    cnpjs: { alfa1, alfa2, beta: betaCnpj, gama: gama.establishmentIds[0] ?? 0, gama2: gama.establishmentIds[1] ?? 0 },
    groups: { norte: norteAccount.groupId, sul: sulAccount.groupId },
    mercadoAccount,
  };
}

export { cnpjs as kpiCnpjs };

/** The KPI suites' setup: a client world holding `insertKpiData`, for one suite (see clientWorldOfSuite). */
export function kpiSuite(kind: 'pglite' | 'postgres'): { world: ClientWorld; data: KpiData } {
  const world = clientWorldOfSuite(kind);
  let data: KpiData | undefined;
  beforeAll(async () => {
    data = await insertKpiData(world);
  });
  return { world, data: openedLater(() => data, 'the KPI data') };
}
