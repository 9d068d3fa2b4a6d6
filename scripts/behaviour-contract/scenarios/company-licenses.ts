// A company's licences: list with filters and pages, save, reset, refused callers.
import { companyLicenseListResponse, companyLicensePaths } from '@product/api/contract';
import { fixtureNow, seedCompanyLicenseMocks } from '@product/api/mocks';
import { todayIn } from '@product/domain';
import { beforeAll, describe, it } from 'vitest';
import { expectSameBehaviour, fixtureCnpj, server } from '../context';
import {
  defaultLicenseSettings,
  ensureTestCnae,
  insertTestCompany,
  insertTestLicense,
  syncCompanyLicenses,
} from '../server-support';

export function describeBehaviour(): void {
  describe('company licences (client area)', () => {
    let companyId = 0;
    beforeAll(async () => {
      const { db, accounts } = server().world;
      const retail = await ensureTestCnae(db, '4711-3/02', 'medium_level');
      const restaurant = await ensureTestCnae(db, '5611-2/01', 'high_level');
      await insertTestLicense(db, 'Alvará de funcionamento', [retail, restaurant]);
      await insertTestLicense(db, 'Licença sanitária', [restaurant]);
      await insertTestLicense(db, 'Auto de vistoria do Corpo de Bombeiros', [retail]);
      const company = await insertTestCompany(db, accounts.norte.id, {
        name: 'Mercado Quimera Ltda',
        establishments: [
          { cnpj: fixtureCnpj('55666777', 1), cnaeIds: [retail, restaurant], stateAlias: 'MG' },
          { cnpj: fixtureCnpj('55666777', 2), cnaeIds: [restaurant], stateAlias: 'MG' },
        ],
      });
      companyId = company.companyId;
      await syncCompanyLicenses(db, { companyId }, defaultLicenseSettings, todayIn('America/Sao_Paulo', fixtureNow));
      // The mocks start from the server's rows.
      const listed = await server().send('GET', companyLicensePaths.list(companyId), 'staff');
      const rows = companyLicenseListResponse.parse(listed.body).result[0].items;
      seedCompanyLicenseMocks(
        companyId,
        rows,
        company.establishmentIds.map((id) => [id, 'MG'] as const),
      );
    });

    it('answer like the server: list with filters and pages, save, reset, refusals', async () => {
      await expectSameBehaviour(async (api) => {
        const list = companyLicensePaths.list(companyId);
        const first = await api.call('list', 'GET', list);
        const rows = companyLicenseListResponse.parse(first.body).result[0].items;
        const [firstRow, secondRow, thirdRow] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
        const one = (id: number) => companyLicensePaths.one(companyId, id);
        await api.call('save a licence', 'PUT', one(firstRow.id), {
          body: {
            type: 'document',
            validUntil: '2027-06-30',
            conditions: 'Manter o extintor em dia',
            feeName: 'Taxa',
            feeAmount: '80,00',
            feeExpirationDate: '2026-12-10',
          },
        });
        await api.call('save one expiring', 'POST', one(secondRow.id), {
          body: { type: 'document', validUntil: '2026-12-01', note: 'Renovar' },
        });
        await api.call('save one not necessary', 'PUT', one(thirdRow.id), {
          body: { isNecessary: false, problem: 'shopping', description: 'No shopping', feeName: 'apagada' },
        });
        await api.call('save without a Tipo', 'PUT', one(firstRow.id), { body: { isNecessary: true } });
        await api.call('save with another row’s ids', 'PUT', one(firstRow.id), {
          body: { type: 'protocol', fiscalRegistrationId: 999_999 },
        });
        await api.call('save with an unknown file', 'PUT', one(firstRow.id), {
          body: { type: 'document', fileId: 999_999 },
        });
        await api.call('list by urgency', 'GET', `${list}?sort=status&direction=asc`);
        await api.call('list pending, page 1', 'GET', `${list}?status=pending&limit=1`);
        await api.call('list pending, page 2', 'GET', `${list}?status=pending&limit=1&page=1`);
        await api.call('list of one CNPJ', 'GET', `${list}?cnpjs=${firstRow.clientNationalRegistrationId}`);
        await api.call('list of one CNAE', 'GET', `${list}?cnaes=${encodeURIComponent('"5611-2/01"')}`);
        await api.call('list by level', 'GET', `${list}?cnae_level=medium_level`);
        await api.call('search', 'GET', `${list}?search=sanitaria`);
        await api.call('search a CNAE code', 'GET', `${list}?search=4711-3`);
        await api.call('a bad sort', 'GET', `${list}?sort=nome`);
        await api.call('statuses', 'GET', `${companyLicensePaths.statuses(companyId)}?search=a`);
        await api.call('read as staff, with sources', 'GET', one(firstRow.id));
        await api.call('read as ADMIN', 'GET', one(firstRow.id), { as: 'admin' });
        await api.call('reset', 'POST', companyLicensePaths.reset(companyId, firstRow.id));
        await api.call('list after the reset', 'GET', `${list}?sort=status&direction=desc`);
        await api.call('a row that is not there', 'GET', one(999_999));
        await api.call('a company that is not there', 'GET', companyLicensePaths.list(999_999));
        await api.call('a PARTNER is refused', 'GET', list, { as: 'partner' });
        await api.call('a USER may not save without UPDATE_LICENSES', 'PUT', one(firstRow.id), {
          as: { user: ['GET_LICENSES'] },
          body: { type: 'protocol' },
        });
        await api.call(
          'a USER may not reset without DELETE_FILES',
          'POST',
          companyLicensePaths.reset(companyId, firstRow.id),
          {
            as: { user: ['GET_LICENSES', 'UPDATE_LICENSES'] },
          },
        );
        await api.call('nobody signed in', 'GET', list, { as: 'anonymous' });
      });
    });
  });
}
