// The behaviour contract (issue 26): one scripted scenario per resource whose
// mocks are registered from the operation table — create, list with filters
// and pages, update, delete, refused callers — run against the msw mocks the
// stories use and against the real server on PGlite, from the same starting
// state. Their answers, ids and times normalised, must be equal: when a mock
// drifts from the server's behaviour (not only its schemas), this fails.
// It lives here because the server may not import the mocks, nor the api
// package the server (.dependency-cruiser.cjs); scripts/ may read both, as
// scripts/mock-fixtures.test.ts does.
import {
  cnaeListResponse,
  cnaePaths,
  companyLicenseListResponse,
  companyLicensePaths,
  companyPaths,
} from '@product/api/contract';
import { fixtureNow, seedCatalogueCnaes, seedCompanyLicenseMocks, seedCompanyMocks } from '@product/api/mocks';
import { cnpjCheckDigits, todayIn } from '@product/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeRegistry, registryCompany } from '../apps/server/src/companies/test-registry';
import { syncCompanyLicenses } from '../apps/server/src/company-licenses/sync';
import { defaultLicenseSettings } from '../apps/server/src/config';
import { ensureTestCnae, insertTestCompany, insertTestLicense } from '../apps/server/src/test/client-world';
import type { ScenarioApi, Send } from './behaviour-contract/transcript';
import { transcriptOf } from './behaviour-contract/transcript';
import { openMockWorld, openServerWorld } from './behaviour-contract/worlds';

const worldTimeout = 180_000;

/** A valid CNPJ from its root and branch number (1 is the matriz). */
function fixtureCnpj(root: string, branch: number): string {
  const base = `${root}${String(branch).padStart(4, '0')}`;
  return `${base}${cnpjCheckDigits(base)}`;
}

// The companies the registry knows, for the server's fake registry and the mocks' alike.
const registered = new Map(
  [
    ['11222333', 'Empresa Alfa Ltda'],
    ['22333444', 'Empresa Beta Ltda'],
    ['33444555', 'Empresa Gama Ltda'],
  ].map(([root = '', name = '']) => [fixtureCnpj(root, 1), name]),
);

// One server for the three scenarios (building it is most of this file's time); each scenario
// works with rows of its own and seeds the mocks from what the server holds when it starts. The
// server's clock is the mocks' day (22 Nov 2026), so licence statuses are computed for the same today.
let server: Awaited<ReturnType<typeof openServerWorld>>;
const mocks = openMockWorld();
beforeAll(async () => {
  const registry = fakeRegistry();
  for (const [cnpj, registrationName] of registered) registry.add(registryCompany(cnpj, { registrationName }));
  server = await openServerWorld({ registry, now: () => fixtureNow });
  mocks.listen();
}, worldTimeout);
afterAll(async () => {
  mocks.close();
  await server?.world.close();
});

/** The id a creating call answered (`{ id }`, or `{ cnae: { id } }`). */
const createdId = (body: unknown): number => {
  const answer = body as { id?: number; cnae?: { id: number } };
  const id = answer.id ?? answer.cnae?.id;
  if (id === undefined) throw new Error(`no id in ${JSON.stringify(body)}`);
  return id;
};

/** Both transcripts of a scenario, the server's first: the mocks must answer the same. */
async function expectSameBehaviour(
  server: Send,
  scenario: (api: ScenarioApi) => Promise<void>,
  opaque?: ReadonlySet<string>,
) {
  const expected = await transcriptOf(server, scenario, opaque);
  const actual = await transcriptOf(mocks.send, scenario, opaque);
  expect(actual.map((entry) => entry.step)).toEqual(expected.map((entry) => entry.step));
  for (const [index, entry] of expected.entries()) expect(actual[index], entry.step).toEqual(entry);
}

describe('CNAEs (admin catalogue)', () => {
  beforeAll(async () => {
    // The same catalogue on both sides: the server's seeded one.
    const listed = await server.send('GET', `${cnaePaths.list}?limit=900000`, 'staff');
    seedCatalogueCnaes(cnaeListResponse.parse(listed.body).result[0].items);
  });

  it('answer like the server: create, list with search and pages, read, update, delete, refusals', async () => {
    await expectSameBehaviour(server.send, async (api) => {
      const first = await api.call('create', 'POST', cnaePaths.list, {
        body: { codeClass: '0000001', codeDescription: 'Atividade Quimera de teste', registrationLevel: 'low_level' },
      });
      const firstId = createdId(first.body);
      const second = await api.call('create another, disabled', 'POST', cnaePaths.list, {
        body: {
          codeClass: '0000-0/02',
          codeDescription: 'Outra atividade Quimera',
          registrationLevel: 'high_level',
          enabled: false,
        },
      });
      const secondId = createdId(second.body);
      await api.call('create a taken code', 'POST', cnaePaths.list, {
        body: { codeClass: '0000-0/01', codeDescription: 'Repetida', registrationLevel: 'low_level' },
      });
      await api.call('create without a code', 'POST', cnaePaths.list, { body: { codeDescription: 'Sem código' } });
      await api.call('list page 1 of a search', 'GET', `${cnaePaths.list}?search=QUIMERA&limit=1`);
      await api.call('list page 2 of a search', 'GET', `${cnaePaths.list}?search=quimera&limit=1&page=1`);
      await api.call('list by code digits', 'GET', `${cnaePaths.list}?search=0000-0`);
      await api.call('list past the end', 'GET', `${cnaePaths.list}?search=quimera&page=5`);
      await api.call('list with a bad page', 'GET', `${cnaePaths.list}?page=x`);
      await api.call('read', 'GET', cnaePaths.one(firstId));
      await api.call('update', 'PUT', cnaePaths.one(firstId), {
        body: {
          codeClass: '0000-0/01',
          codeDescription: 'Atividade Quimera revista',
          registrationLevel: 'medium_level',
        },
      });
      await api.call('update to a taken code', 'PUT', cnaePaths.one(firstId), {
        body: { codeClass: '0000-0/02', codeDescription: 'Conflito', registrationLevel: 'low_level' },
      });
      await api.call('delete', 'DELETE', cnaePaths.one(secondId));
      await api.call('read the deleted', 'GET', cnaePaths.one(secondId));
      await api.call('read a malformed id', 'GET', cnaePaths.one('abc'));
      await api.call('an EDITOR is refused', 'GET', cnaePaths.list, { as: 'editor' });
      await api.call('a client ADMIN is refused', 'POST', cnaePaths.list, { as: 'admin', body: {} });
      await api.call('nobody signed in', 'GET', cnaePaths.list, { as: 'anonymous' });
    });
  });
});

describe('companies (client area)', () => {
  const [alfa, beta, gama] = [...registered.keys()] as [string, string, string];
  const unknown = fixtureCnpj('44555666', 1);
  // What only the registry knows of a CNPJ (address, activities…): the mocks' registry names the
  // company and no more, so these values are not compared, only their presence.
  const registryFields = new Set([
    'registrationFantasyName',
    'registrationSituation',
    'registrationCreatedAt',
    'systemCityName',
    'systemStateAlias',
    'cnaes',
  ]);
  beforeAll(() => {
    // The account has no company yet, on both sides.
    seedCompanyMocks({
      companies: [],
      registry: (cnpj) => {
        const registrationName = registered.get(cnpj);
        return registrationName ? { registrationName } : null;
      },
    });
  });

  it('answer like the server: create, the one-root rule, list with sort and pages, update, delete, refusals', async () => {
    await expectSameBehaviour(
      server.send,
      async (api) => {
        const created = await api.call('create', 'POST', companyPaths.list, { as: 'admin', body: { cnpj: alfa } });
        const alfaId = createdId(created.body);
        await api.call('create another', 'POST', companyPaths.list, { as: 'admin', body: { cnpj: beta } });
        const third = await api.call('create a third, inactive', 'POST', companyPaths.list, {
          as: 'admin',
          body: { cnpj: gama, companyEnabled: false },
        });
        await api.call('the same CNPJ again', 'POST', companyPaths.list, { as: 'admin', body: { cnpj: alfa } });
        await api.call('a filial of a known root', 'POST', companyPaths.list, {
          as: 'admin',
          body: { cnpj: fixtureCnpj('11222333', 2) },
        });
        await api.call('a CNPJ the registry does not know', 'POST', companyPaths.list, {
          as: 'admin',
          body: { cnpj: unknown },
        });
        await api.call('an invalid CNPJ', 'POST', companyPaths.list, { as: 'admin', body: { cnpj: '11111111111112' } });
        await api.call('no CNPJ', 'POST', companyPaths.list, { as: 'admin', body: {} });
        await api.call('list by name, page 1', 'GET', `${companyPaths.list}?sort=et.name&direction=asc&limit=2`);
        await api.call('list by name, page 2', 'GET', `${companyPaths.list}?sort=et.name&direction=asc&limit=2&page=1`);
        await api.call('search a name', 'GET', `${companyPaths.list}?search=${encodeURIComponent('BETA')}`);
        await api.call(
          'search a masked CNPJ',
          'GET',
          `${companyPaths.list}?search=${encodeURIComponent('33.444.555/0001')}`,
        );
        await api.call('a bad sort', 'GET', `${companyPaths.list}?sort=name`);
        await api.call('update', 'PUT', companyPaths.one(alfaId), {
          as: 'admin',
          body: { name: 'Alfa Renomeada', enabled: false },
        });
        await api.call('update without a name', 'PUT', companyPaths.one(alfaId), { as: 'admin', body: { name: ' ' } });
        await api.call('list after the update', 'GET', `${companyPaths.list}?sort=et.id&direction=asc`);
        await api.call('delete', 'DELETE', companyPaths.one(createdId(third.body)), { as: 'admin' });
        await api.call('delete it again', 'DELETE', companyPaths.one(createdId(third.body)), { as: 'admin' });
        await api.call('update a company that is not there', 'PUT', companyPaths.one(999_999), {
          as: 'admin',
          body: { name: 'Ninguém' },
        });
        await api.call('a malformed id', 'PUT', companyPaths.one('abc'), { as: 'admin', body: { name: 'X' } });
        await api.call('a USER without CREATE_COMPANY', 'POST', companyPaths.list, {
          as: { user: ['GET_COMPANY'] },
          body: { cnpj: unknown },
        });
        await api.call('a USER without GET_COMPANY', 'GET', companyPaths.list, { as: { user: ['CREATE_COMPANY'] } });
        await api.call('a USER without DELETE_COMPANY', 'DELETE', companyPaths.one(alfaId), {
          as: { user: ['GET_COMPANY', 'UPDATE_COMPANY'] },
        });
        await api.call('nobody signed in', 'GET', companyPaths.list, { as: 'anonymous' });
      },
      registryFields,
    );
  });
});

describe('company licences (client area)', () => {
  let companyId = 0;
  beforeAll(async () => {
    const { db, accounts } = server.world;
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
    const listed = await server.send('GET', companyLicensePaths.list(companyId), 'staff');
    const rows = companyLicenseListResponse.parse(listed.body).result[0].items;
    seedCompanyLicenseMocks(
      companyId,
      rows,
      company.establishmentIds.map((id) => [id, 'MG'] as const),
    );
  });

  it('answer like the server: list with filters and pages, save, reset, refusals', async () => {
    await expectSameBehaviour(server.send, async (api) => {
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
