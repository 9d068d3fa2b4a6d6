import {
  cnaeMutationResponse,
  cnaePaths,
  cnaeTexts,
  licenseMutationResponse,
  licensePaths,
  licenseTexts,
} from '@product/api/contract';
import { brand, cnpjCheckDigits } from '@product/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultLicenseSettings } from '../config';
import {
  cnaes,
  companyLicenseFiles,
  companyLicenses,
  establishmentCnaes,
  files,
  licenseCnaes,
  licenses,
} from '../db/schema';
import { expectError, send } from '../testing/accounts-world';
import { clientWorldOfSuite, ensureTestCnae, insertTestCompany, insertTestLicense } from '../testing/client-world';
import { databaseKinds } from '../testing/harness';
import { refreshLicenseStatuses, statusOf, syncCompanyLicenses } from './sync';

const settings = defaultLicenseSettings;
const today = '2026-03-10';

describe.each(databaseKinds)('licence rows follow the catalogue on %s', (kind) => {
  const world = clientWorldOfSuite(kind);
  let serial = 0;

  beforeAll(async () => {});

  /** A valid CNPJ of its own root for each scenario. */
  const cnpjOf = (root: number, branch: string) => {
    const base = `${String(root).padStart(8, '0')}${branch}`;
    return `${base}${cnpjCheckDigits(base)}`;
  };

  /** Fresh CNAEs, a definition and a company of two CNPJs for each test, so tests never share rows. */
  async function scenario() {
    serial += 1;
    // Codes outside CNAE 2.3 (division 00), so no seeded CNAE is touched.
    const code = (n: number) => `00${String(serial).padStart(2, '0')}-${n}/00`;
    const retail = await ensureTestCnae(world.db, code(1), 'low_level');
    const clinic = await ensureTestCnae(world.db, code(2), 'high_level');
    const permit = await insertTestLicense(world.db, `Alvará ${serial}`, [retail]);
    const company = await insertTestCompany(world.db, world.accounts.norte.id, {
      name: `Empresa ${serial}`,
      establishments: [
        { cnpj: cnpjOf(serial, '0001'), cnaeIds: [retail, clinic] },
        { cnpj: cnpjOf(serial, '0002'), cnaeIds: [retail] },
      ],
    });
    const [main = 0, branch = 0] = company.establishmentIds;
    return { retail, clinic, permit, companyId: company.companyId, main, branch };
  }

  function rowsOf(companyId: number) {
    return world.db
      .select({
        id: companyLicenses.id,
        establishmentId: companyLicenses.establishmentId,
        cnaeId: companyLicenses.cnaeId,
        licenseId: companyLicenses.licenseId,
        active: companyLicenses.active,
        status: companyLicenses.status,
        type: companyLicenses.type,
        validUntil: companyLicenses.validUntil,
      })
      .from(companyLicenses)
      .where(eq(companyLicenses.companyId, companyId))
      .orderBy(asc(companyLicenses.establishmentId), asc(companyLicenses.cnaeId), asc(companyLicenses.licenseId));
  }
  const shapeOf = async (companyId: number) =>
    (await rowsOf(companyId)).map(({ establishmentId, cnaeId, licenseId, active, status }) => ({
      establishmentId,
      cnaeId,
      licenseId,
      active,
      status,
    }));

  const sync = (scope: Parameters<typeof syncCompanyLicenses>[1], day = today) =>
    world.db.transaction((tx) => syncCompanyLicenses(tx, scope, settings, day));

  async function fill(rowId: number, values: Partial<typeof companyLicenses.$inferInsert>) {
    await world.db.update(companyLicenses).set(values).where(eq(companyLicenses.id, rowId));
  }
  async function insertFile(companyId: number, name: string): Promise<number> {
    const [row] = await world.db
      .insert(files)
      .values({
        clientId: world.accounts.norte.id,
        companyId,
        name,
        extension: 'pdf',
        mimeType: 'application/pdf',
        size: 10,
        fileType: 'document',
        storageKey: `sync-test/${companyId}/${name}`,
      })
      .returning({ id: files.id });
    if (!row) throw new Error('file not inserted');
    return row.id;
  }
  const rowAt = async (companyId: number, establishmentId: number, cnaeId: number) => {
    const row = (await rowsOf(companyId)).find(
      (item) => item.establishmentId === establishmentId && item.cnaeId === cnaeId,
    );
    if (!row) throw new Error('row not found');
    return row;
  };

  it('derives one pending row per CNPJ × CNAE × linked definition, and is idempotent', async () => {
    const s = await scenario();
    expect(await rowsOf(s.companyId)).toEqual([]);
    await sync({ companyId: s.companyId });
    const expected = [
      { establishmentId: s.main, cnaeId: s.retail, licenseId: s.permit, active: true, status: 'pending' },
      { establishmentId: s.branch, cnaeId: s.retail, licenseId: s.permit, active: true, status: 'pending' },
    ];
    expect(await shapeOf(s.companyId)).toEqual(expected);
    const ids = (await rowsOf(s.companyId)).map((row) => row.id);
    await sync({ companyId: s.companyId });
    await sync('all');
    expect((await rowsOf(s.companyId)).map((row) => row.id)).toEqual(ids);
  });

  it('adds pending rows when a definition gains a CNAE, only for the CNPJs that have it', async () => {
    const s = await scenario();
    await sync({ companyId: s.companyId });
    await world.db.insert(licenseCnaes).values({ licenseId: s.permit, cnaeId: s.clinic });
    await sync({ licenseId: s.permit });
    expect(await shapeOf(s.companyId)).toEqual([
      { establishmentId: s.main, cnaeId: s.retail, licenseId: s.permit, active: true, status: 'pending' },
      { establishmentId: s.main, cnaeId: s.clinic, licenseId: s.permit, active: true, status: 'pending' },
      { establishmentId: s.branch, cnaeId: s.retail, licenseId: s.permit, active: true, status: 'pending' },
    ]);
  });

  it('deletes empty rows and hides rows with data when the link goes, and revives them with their data', async () => {
    const s = await scenario();
    await sync({ companyId: s.companyId });
    const filled = await rowAt(s.companyId, s.main, s.retail);
    await fill(filled.id, { type: 'document', validUntil: '2026-03-20', status: 'near_expiration' });

    await world.db
      .delete(licenseCnaes)
      .where(and(eq(licenseCnaes.licenseId, s.permit), eq(licenseCnaes.cnaeId, s.retail)));
    await sync({ licenseId: s.permit });
    expect(await rowsOf(s.companyId)).toEqual([
      {
        id: filled.id,
        establishmentId: s.main,
        cnaeId: s.retail,
        licenseId: s.permit,
        active: false,
        status: 'near_expiration',
        type: 'document',
        validUntil: '2026-03-20',
      },
    ]);

    await world.db.insert(licenseCnaes).values({ licenseId: s.permit, cnaeId: s.retail });
    // A later day: the revived row's status is recomputed (the 20th is past on the 21st).
    await sync({ licenseId: s.permit }, '2026-03-21');
    const rows = await rowsOf(s.companyId);
    expect(rows.map(({ id, active, status, type }) => ({ id, active, status, type }))).toEqual([
      { id: filled.id, active: true, status: 'license_expired', type: 'document' },
      { id: expect.any(Number), active: true, status: 'pending', type: null },
    ]);
  });

  it("counts an attached file or 'Não necessária' as data, and keeps such rows hidden", async () => {
    const s = await scenario();
    await sync({ companyId: s.companyId });
    const withFile = await rowAt(s.companyId, s.main, s.retail);
    const notNecessary = await rowAt(s.companyId, s.branch, s.retail);
    const fileId = await insertFile(s.companyId, `alvara-${serial}.pdf`);
    await world.db.insert(companyLicenseFiles).values({ companyLicenseId: withFile.id, fileId, kind: 'document' });
    await fill(notNecessary.id, { isNecessary: false, problem: 'shopping', status: 'not_necessary' });

    await world.db.delete(licenseCnaes).where(eq(licenseCnaes.licenseId, s.permit));
    await sync({ licenseId: s.permit });
    expect((await rowsOf(s.companyId)).map(({ id, active }) => ({ id, active }))).toEqual([
      { id: withFile.id, active: false },
      { id: notNecessary.id, active: false },
    ]);
  });

  it('hides the rows of a disabled definition and brings them back when it is enabled again', async () => {
    const s = await scenario();
    await sync({ companyId: s.companyId });
    const filled = await rowAt(s.companyId, s.main, s.retail);
    await fill(filled.id, { type: 'protocol', status: 'renewing' });

    await world.db.update(licenses).set({ enabled: false }).where(eq(licenses.id, s.permit));
    await sync({ licenseId: s.permit });
    expect(await shapeOf(s.companyId)).toEqual([
      { establishmentId: s.main, cnaeId: s.retail, licenseId: s.permit, active: false, status: 'renewing' },
    ]);

    await world.db.update(licenses).set({ enabled: true }).where(eq(licenses.id, s.permit));
    await sync({ licenseId: s.permit });
    expect(await shapeOf(s.companyId)).toEqual([
      { establishmentId: s.main, cnaeId: s.retail, licenseId: s.permit, active: true, status: 'renewing' },
      { establishmentId: s.branch, cnaeId: s.retail, licenseId: s.permit, active: true, status: 'pending' },
    ]);
  });

  it('hides the rows a disabled CNAE required', async () => {
    const s = await scenario();
    await world.db.insert(licenseCnaes).values({ licenseId: s.permit, cnaeId: s.clinic });
    await sync({ companyId: s.companyId });
    const clinicRow = await rowAt(s.companyId, s.main, s.clinic);
    await fill(clinicRow.id, { type: 'document', status: 'in_conformity' });

    await world.db.update(cnaes).set({ enabled: false }).where(eq(cnaes.id, s.clinic));
    await sync({ cnaeIds: [s.clinic] });
    expect((await shapeOf(s.companyId)).filter((row) => row.active).map((row) => row.cnaeId)).toEqual([
      s.retail,
      s.retail,
    ]);
    expect((await rowAt(s.companyId, s.main, s.clinic)).active).toBe(false);
    await world.db.update(cnaes).set({ enabled: true }).where(eq(cnaes.id, s.clinic));
    await sync({ cnaeIds: [s.clinic] });
    expect((await rowAt(s.companyId, s.main, s.clinic)).active).toBe(true);
  });

  it('follows a CNPJ losing a CNAE when synced by establishment, and leaves other companies alone', async () => {
    const s = await scenario();
    const other = await scenario();
    await sync({ companyId: s.companyId });
    await sync({ companyId: other.companyId });
    const before = await rowsOf(other.companyId);

    await world.db
      .delete(establishmentCnaes)
      .where(and(eq(establishmentCnaes.establishmentId, s.branch), eq(establishmentCnaes.cnaeId, s.retail)));
    // A scope that is not the branch's changes nothing for it.
    await sync({ establishmentIds: [s.main] });
    expect(await rowsOf(s.companyId)).toHaveLength(2);
    await sync({ establishmentIds: [] });
    await sync({ cnaeIds: [] });
    expect(await rowsOf(s.companyId)).toHaveLength(2);

    await sync({ establishmentIds: [s.branch] });
    expect((await rowsOf(s.companyId)).map((row) => row.establishmentId)).toEqual([s.main]);
    expect(await rowsOf(other.companyId)).toEqual(before);
  });

  it('refreshes statuses with the calendar and writes only the rows that change', async () => {
    const s = await scenario();
    await sync({ companyId: s.companyId });
    const main = await rowAt(s.companyId, s.main, s.retail);
    const branch = await rowAt(s.companyId, s.branch, s.retail);
    await fill(main.id, { type: 'document', validUntil: '2026-04-30', status: 'in_conformity' });
    await fill(branch.id, { type: 'document', validUntil: null, status: 'in_conformity' });
    // xmin is the transaction that last wrote the row: unchanged when the row is not written.
    const versionOf = async (id: number) => {
      const [row] = await world.db
        .select({ version: sql<string>`${companyLicenses}.xmin::text` })
        .from(companyLicenses)
        .where(eq(companyLicenses.id, id));
      return row?.version;
    };
    const branchVersion = await versionOf(branch.id);

    const refresh = (day: string) =>
      world.db.transaction((tx) => refreshLicenseStatuses(tx, { companyId: s.companyId }, settings, day));
    expect(await refresh('2026-03-30')).toEqual([]);
    expect(await refresh('2026-03-31')).toEqual([{ id: main.id, from: 'in_conformity', to: 'near_expiration' }]);
    expect(await refresh('2026-04-15')).toEqual([]);
    expect(await refresh('2026-05-01')).toEqual([{ id: main.id, from: 'near_expiration', to: 'license_expired' }]);
    expect((await rowAt(s.companyId, s.main, s.retail)).status).toBe('license_expired');
    // The indefinite licence never changed, so it was never written.
    expect(await versionOf(branch.id)).toBe(branchVersion);
    expect(
      await world.db.transaction((tx) =>
        refreshLicenseStatuses(tx, { companyId: s.companyId }, { expiryWindowDays: 30 }, '2026-05-01'),
      ),
    ).toEqual([]);
  });

  it('refreshes the rows a page at a time, in id order, with the same changes as in one read', async () => {
    const s = await scenario();
    await sync({ companyId: s.companyId });
    const main = await rowAt(s.companyId, s.main, s.retail);
    const branch = await rowAt(s.companyId, s.branch, s.retail);
    await fill(main.id, { type: 'document', validUntil: '2026-03-01', status: 'in_conformity' });
    await fill(branch.id, { type: null, validUntil: null, status: 'in_conformity' });
    const changes = [
      { id: main.id, from: 'in_conformity', to: 'license_expired' },
      { id: branch.id, from: 'in_conformity', to: 'pending' },
    ].sort((a, b) => a.id - b.id);
    // Pages of one row: each row on a page of its own, then an empty page ends the run.
    expect(
      await world.db.transaction((tx) =>
        refreshLicenseStatuses(tx, { companyId: s.companyId }, settings, today, { pageSize: 1 }),
      ),
    ).toEqual(changes);
    expect((await rowAt(s.companyId, s.main, s.retail)).status).toBe('license_expired');
    expect((await rowAt(s.companyId, s.branch, s.retail)).status).toBe('pending');
    expect(
      await world.db.transaction((tx) =>
        refreshLicenseStatuses(tx, { companyId: s.companyId }, settings, today, { pageSize: 1 }),
      ),
    ).toEqual([]);
  });

  it('corrects a stored status that disagrees with the data', async () => {
    const s = await scenario();
    await sync({ companyId: s.companyId });
    const row = await rowAt(s.companyId, s.main, s.retail);
    await fill(row.id, { status: 'in_conformity' });
    await sync({ companyId: s.companyId });
    expect((await rowAt(s.companyId, s.main, s.retail)).status).toBe('pending');
    expect(statusOf({ isNecessary: true, type: 'document', validUntil: '2026-03-11' }, settings, today)).toBe(
      'near_expiration',
    );
  });

  describe('the admin catalogue keeps company rows in step', () => {
    let s: Awaited<ReturnType<typeof scenario>>;
    const staff = () => world.tokens[brand.roleCode];
    const call = (method: string, path: string, body?: unknown) => world.app.request(path, send(method, staff(), body));
    const licenseBody = (name: string, cnaeIds: number[], enabled = true) => ({
      name,
      description: 'Licença de funcionamento',
      impact: 3,
      complexity: 2,
      estimatedEffort: 5,
      estimatedBureaucratic: 30,
      estimatedValid: 365,
      enabled,
      fiscalRegistrations: cnaeIds.map((id) => ({ id })),
    });
    const activeRows = async () =>
      (await shapeOf(s.companyId)).filter((row) => row.active && row.licenseId !== s.permit);

    beforeEach(async () => {
      s = await scenario();
      await sync({ companyId: s.companyId });
    });

    it('creating, relinking, disabling and deleting a definition over HTTP', async () => {
      const created = await call('POST', licensePaths.list, licenseBody('Licença sanitária', [s.clinic]));
      expect(created.status).toBe(201);
      const definition = licenseMutationResponse.parse(await created.json()).license;
      expect(await activeRows()).toEqual([
        { establishmentId: s.main, cnaeId: s.clinic, licenseId: definition.id, active: true, status: 'pending' },
      ]);

      const relinked = await call(
        'PUT',
        licensePaths.one(definition.id),
        licenseBody('Licença sanitária', [s.clinic, s.retail]),
      );
      expect(relinked.status).toBe(200);
      expect((await activeRows()).map((row) => [row.establishmentId, row.cnaeId])).toEqual([
        [s.main, s.retail],
        [s.main, s.clinic],
        [s.branch, s.retail],
      ]);

      const clinicRow = (await rowsOf(s.companyId)).find(
        (row) => row.licenseId === definition.id && row.cnaeId === s.clinic,
      );
      await fill(clinicRow?.id ?? 0, { type: 'document', status: 'in_conformity' });
      expect(
        (await call('PUT', licensePaths.one(definition.id), licenseBody('Licença sanitária', [s.clinic], false)))
          .status,
      ).toBe(200);
      expect(await activeRows()).toEqual([]);
      expect((await rowsOf(s.companyId)).filter((row) => row.licenseId === definition.id)).toEqual([
        expect.objectContaining({ id: clinicRow?.id, active: false, type: 'document' }),
      ]);

      // A PUT that changes only the name leaves the rows as they are.
      expect(
        (
          await call('PUT', licensePaths.one(definition.id), {
            ...licenseBody('Sanitária', [], false),
            fiscalRegistrations: undefined,
          })
        ).status,
      ).toBe(200);
      expect((await rowsOf(s.companyId)).filter((row) => row.licenseId === definition.id)).toHaveLength(1);

      expect(
        (
          await call('PUT', licensePaths.one(definition.id), {
            ...licenseBody('Sanitária', [], true),
            fiscalRegistrations: undefined,
          })
        ).status,
      ).toBe(200);
      expect((await activeRows()).map((row) => [row.establishmentId, row.cnaeId, row.status])).toEqual([
        [s.main, s.clinic, 'in_conformity'],
      ]);

      // Deleting it would take the client's data: refused until nobody has filled it in.
      await expectError(await call('DELETE', licensePaths.one(definition.id)), 409, licenseTexts.inUse(1));
      expect((await rowsOf(s.companyId)).filter((row) => row.licenseId === definition.id)).toHaveLength(1);
      await fill(clinicRow?.id ?? 0, { type: null, status: 'pending' });
      expect((await call('DELETE', licensePaths.one(definition.id))).status).toBe(200);
      expect((await rowsOf(s.companyId)).filter((row) => row.licenseId === definition.id)).toEqual([]);
    });

    it('disabling and enabling a CNAE over HTTP', async () => {
      const [cnae] = await world.db.select().from(cnaes).where(eq(cnaes.id, s.retail));
      if (!cnae) throw new Error('cnae missing');
      const body = (enabled: boolean) => ({
        codeClass: cnae.codeClass,
        codeDescription: cnae.codeDescription,
        registrationLevel: cnae.registrationLevel,
        enabled,
      });
      const permitRows = async () =>
        (await shapeOf(s.companyId)).filter((row) => row.licenseId === s.permit).map((row) => row.active);
      expect(await permitRows()).toEqual([true, true]);

      const disabled = await call('PUT', cnaePaths.one(s.retail), body(false));
      expect(disabled.status).toBe(200);
      expect(cnaeMutationResponse.parse(await disabled.json()).cnae.enabled).toBe(false);
      expect(await permitRows()).toEqual([]);

      expect((await call('PUT', cnaePaths.one(s.retail), body(true))).status).toBe(200);
      expect(await permitRows()).toEqual([true, true]);

      // A change of level alone keeps the same rows.
      const ids = (await rowsOf(s.companyId)).map((row) => row.id);
      expect(
        (await call('PUT', cnaePaths.one(s.retail), { ...body(true), registrationLevel: 'high_level' })).status,
      ).toBe(200);
      expect((await rowsOf(s.companyId)).map((row) => row.id)).toEqual(ids);

      // Two CNPJs have it: deleting it would strip their registry data, so it is refused.
      await expectError(await call('DELETE', cnaePaths.one(s.retail)), 409, cnaeTexts.inUse(2));
      expect(await permitRows()).toEqual([true, true]);
    });
  });
});
