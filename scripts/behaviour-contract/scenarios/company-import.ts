// Import and export of the client area's companies: a small .csv answered at
// once, a large one become a job followed until it ends, 'Cancelar', bad
// files, the jobs a USER sees, refused callers, the export.
import {
  companyImportJobAccepted,
  companyImportPaths,
  companyListResponse,
  companyPaths,
  importJobResponse,
} from '@product/api/contract';
import { fixtureNow, seedCompanyMocks } from '@product/api/mocks';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSameBehaviour, fixtureCnpj, mocks, registry, registryCompany, server } from '../context';
import { createImportWorker, defaultLicenseSettings } from '../server-support';
import { type ScenarioApi, type Send, transcriptOf } from '../transcript';

/** The CNPJs of this scenario (roots of its own), each known to both registries by this name. */
const cnpjOf = (index: number) => fixtureCnpj(String(61_000_000 + index), 1);
const registered = new Map(
  Array.from({ length: 120 }, (_, index) => [cnpjOf(index), `IMPORTADA ${61_000_000 + index} LTDA`]),
);

const csv = (name: string, lines: readonly string[]) => {
  const form = new FormData();
  form.append('file', new File([`${lines.join('\n')}\n`], name));
  return form;
};
const upload = (name: string, content: BlobPart) => {
  const form = new FormData();
  form.append('file', new File([content], name));
  return form;
};

/**
 * A world and how time passes in it for an import job: on the server the
 * import worker takes its turn (it runs in the background in production); in
 * the mocks a job moves on each time it is read.
 */
interface JobWorld {
  send: Send;
  tick(): Promise<unknown>;
}

/** Reads the job, unrecorded, until it is no longer running: the same loop in both worlds. */
async function follow(world: JobWorld, jobId: number): Promise<void> {
  for (let poll = 0; poll < 20; poll++) {
    const answer = await world.send('GET', `${companyImportPaths.job(jobId)}?limit=0`, 'admin');
    if (importJobResponse.parse(answer.body).job.status !== 'running') return;
    await world.tick();
  }
  throw new Error(`import job ${jobId} did not end`);
}

/** `expectSameBehaviour` for scenarios that follow a job: each world's transcript, the server's first, must be equal. */
async function expectSameFollowing(
  scenario: (api: ScenarioApi, follow: (jobId: number) => Promise<void>) => Promise<void>,
  worlds: { server: JobWorld; mocks: JobWorld },
  opaque: ReadonlySet<string>,
): Promise<void> {
  const run = (world: JobWorld) => transcriptOf(world.send, (api) => scenario(api, (id) => follow(world, id)), opaque);
  const expected = await run(worlds.server);
  const actual = await run(worlds.mocks);
  expect(actual.map((entry) => entry.step)).toEqual(expected.map((entry) => entry.step));
  for (const [index, entry] of expected.entries()) expect(actual[index], entry.step).toEqual(entry);
}

export function describeBehaviour(): void {
  describe('company import and export (client area)', () => {
    let worlds: { server: JobWorld; mocks: JobWorld };
    beforeAll(async () => {
      for (const [cnpj, registrationName] of registered) registry.add(registryCompany(cnpj, { registrationName }));
      // The mocks start from the companies the account already has on the server (earlier scenarios'),
      // each created through the mocks' own API under its server name.
      const listed = await server().send('GET', `${companyPaths.list}?sort=et.id&direction=asc&limit=100`, 'admin');
      const existing = companyListResponse.parse(listed.body).items;
      const names = new Map([
        ...registered,
        ...existing.map((company) => [company.registrationCode ?? '', company.name] as const),
      ]);
      seedCompanyMocks({
        companies: [],
        registry: (cnpj) => {
          const registrationName = names.get(cnpj);
          return registrationName ? { registrationName } : null;
        },
      });
      for (const company of existing) {
        const body = { cnpj: company.registrationCode, companyEnabled: company.enabled };
        const created = await mocks.send('POST', companyPaths.list, 'admin', body);
        expect(created.status, company.name).toBe(201);
      }
      const worker = createImportWorker(
        { db: server().world.db, registry, licenses: defaultLicenseSettings, now: () => fixtureNow },
        { logError: () => {}, backoff: { baseMs: 1, maxMs: 4 } },
      );
      worlds = {
        server: { send: server().send, tick: () => worker.runOnce() },
        mocks: { send: mocks.send, tick: async () => {} },
      };
    });
    // Facts only one world knows: who started a job (each world's people have their own names),
    // the files' bytes, and what only the registry or the licence catalogue says of a company.
    const opaque = new Set([
      'userName',
      'text',
      'client',
      'registration_name',
      'registration_fantasy_name',
      'registration_situation',
      'city_name',
      'uf',
      'licenses',
    ]);

    it('answer like the server: a small file, a job followed to its end, cancel, bad files, refusals', async () => {
      await expectSameFollowing(
        async (api, followJob) => {
          const taken = cnpjOf(0);
          await api.call('import one CNPJ', 'POST', companyImportPaths.import, {
            as: 'admin',
            body: csv('primeira.csv', ['CNPJ', taken]),
          });
          await api.call('import a small file', 'POST', companyImportPaths.import, {
            as: 'admin',
            body: csv('lista.csv', [
              'CNPJ;Nome',
              `${cnpjOf(1)};Nova`,
              '',
              `"${cnpjOf(2)}";"Com; separador"`,
              fixtureCnpj('61000001', 2),
              '11222333000100',
              '1234567000195',
              cnpjOf(1),
              fixtureCnpj('61999999', 1),
              taken,
            ]),
          });
          await api.call('a file with no file in it', 'POST', companyImportPaths.import, {
            as: 'admin',
            body: new FormData(),
          });
          await api.call('an empty file', 'POST', companyImportPaths.import, {
            as: 'admin',
            body: upload('a.csv', ''),
          });
          await api.call('a PDF', 'POST', companyImportPaths.import, {
            as: 'admin',
            body: upload('a.pdf', '%PDF-1.4'),
          });
          await api.call('an .xlsx that is not a spreadsheet', 'POST', companyImportPaths.import, {
            as: 'admin',
            body: upload('a.xlsx', 'CNPJ\n'),
          });
          await api.call('a .csv with only its header', 'POST', companyImportPaths.import, {
            as: 'admin',
            body: csv('vazia.csv', ['CNPJ']),
          });
          await api.call('a .csv with an unclosed quote', 'POST', companyImportPaths.import, {
            as: 'admin',
            body: csv('quebrada.csv', ['CNPJ', `"${cnpjOf(3)}`]),
          });

          const large = Array.from({ length: 51 }, (_, index) => cnpjOf(10 + index));
          const started = await api.call('import a large file: a job', 'POST', companyImportPaths.import, {
            as: 'admin',
            body: csv('lote.csv', ['CNPJ', ...large, 'não é CNPJ', large[0] ?? '']),
          });
          const { job } = companyImportJobAccepted.parse(started.body);
          await followJob(job.id);
          const first = await api.call('the ended job, first rows', 'GET', `${companyImportPaths.job(job.id)}?limit=3`);
          const { nextAfter } = importJobResponse.parse(first.body);
          await api.call('the next rows', 'GET', `${companyImportPaths.job(job.id)}?after=${nextAfter ?? 0}&limit=3`);
          await api.call('the last rows', 'GET', `${companyImportPaths.job(job.id)}?after=50`);
          await api.call('cancel an ended job', 'POST', companyImportPaths.cancel(job.id), { as: 'admin' });

          const again = Array.from({ length: 52 }, (_, index) => cnpjOf(62 + index));
          const second = await api.call('another job', 'POST', companyImportPaths.import, {
            as: 'admin',
            body: csv('segundo.csv', ['CNPJ', ...again]),
          });
          const secondId = companyImportJobAccepted.parse(second.body).job.id;
          await api.call('cancel it before it starts', 'POST', companyImportPaths.cancel(secondId), { as: 'admin' });
          await api.call('the cancelled job', 'GET', `${companyImportPaths.job(secondId)}?limit=2`);
          await api.call('the jobs of the account', 'GET', companyImportPaths.jobs);

          await api.call('a job that is not there', 'GET', companyImportPaths.job(999_999));
          await api.call('cancel a job that is not there', 'POST', companyImportPaths.cancel(999_999));
          await api.call('a malformed job id', 'GET', companyImportPaths.job('abc'));
          await api.call('a bad limit', 'GET', `${companyImportPaths.job(job.id)}?limit=-1`);
          await api.call('a bad row', 'GET', `${companyImportPaths.job(job.id)}?after=x`);

          const importer = { user: ['GET_COMPANY', 'CREATE_COMPANY'] } as const;
          await api.call('a USER sees only their own jobs', 'GET', companyImportPaths.jobs, { as: importer });
          await api.call('a USER reading another person’s job', 'GET', companyImportPaths.job(job.id), {
            as: importer,
          });
          await api.call('a USER without CREATE_COMPANY', 'POST', companyImportPaths.import, {
            as: { user: ['GET_COMPANY'] },
            body: csv('lista.csv', ['CNPJ', cnpjOf(4)]),
          });
          await api.call('a USER without CREATE_COMPANY, the jobs', 'GET', companyImportPaths.jobs, {
            as: { user: ['GET_COMPANY'] },
          });
          await api.call('nobody signed in', 'POST', companyImportPaths.import, {
            as: 'anonymous',
            body: csv('lista.csv', ['CNPJ', cnpjOf(4)]),
          });
          await api.call('nobody signed in, a job', 'GET', companyImportPaths.job(job.id), { as: 'anonymous' });
        },
        worlds,
        opaque,
      );
    });

    // Apart: the normaliser numbers ids per transcript, and a job's id may equal a company's on the server.
    it('export like the server: the companies with the imported ones, as JSON and Excel, refusals', async () => {
      await expectSameBehaviour(async (api) => {
        await api.call('export', 'GET', companyImportPaths.export, { as: 'admin' });
        await api.call('export as Excel', 'GET', companyImportPaths.exportXlsx, { as: 'admin' });
        await api.call('a USER without GET_COMPANY exports', 'GET', companyImportPaths.export, {
          as: { user: ['CREATE_COMPANY'] },
        });
        await api.call('nobody signed in exports', 'GET', companyImportPaths.exportXlsx, { as: 'anonymous' });
      }, opaque);
    });
  });
}
