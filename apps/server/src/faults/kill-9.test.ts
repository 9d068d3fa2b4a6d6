import path from 'node:path';
import { clientFilePaths, companyLicensePaths } from '@product/api/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockFileName } from '../db/data-dir-lock';
import { type FakeRegistry, fakeCnpjs, startFakeRegistry } from '../testing/fake-brasilapi';
import { brokenInvariants, countOf, type FaultWorld, filesOnDisk, openFaultWorld } from '../testing/fault-world';
import { databaseKinds } from '../testing/harness';
import {
  type LicenseAttempts,
  licenseBody,
  newFileIn,
  pdf,
  problemsThroughApi,
  slowUpload,
} from '../testing/license-save';
import { delay, freePort, type ServerProcess, seeded, serverGroup, waitUntil } from '../testing/server-process';
import {
  createCompany,
  importSheet,
  licenseRows,
  listCompanies,
  saveLicenseRequest,
  signIn,
  upload,
  uploadRequest,
  waitForImportJobs,
} from '../testing/server-process-api';

/**
 * SIGKILL at chosen moments, then a restart on the same DATA_DIR (PGlite) or
 * database (PostgreSQL), and nothing may be half-made:
 * - in the middle of a company import: no company without its CNPJ, CNAE
 *   links, licence rows or log entry; sending the sheet again completes it;
 * - in the middle of a licence save with files (upload, then 'Salvar'): no
 *   orphan file, no row or licence pointing at missing or torn bytes, no
 *   licence half-saved;
 * - on PGlite, a second server on the same DATA_DIR refuses to start.
 * The moments are fixed or seeded (the same on every run). Checked through
 * the API after each restart, by SQL beside the server on PostgreSQL, and by
 * SQL on PGlite once the last server has stopped.
 */
// The two databases' runs go side by side (each waits on its own server processes); inside one run
// the steps go in order, on one server lineage.
describe.concurrent.each(databaseKinds)('kill -9 on %s', (kind) => {
  let world: FaultWorld;
  let registry: FakeRegistry;
  let server: ServerProcess;
  let token: string;
  const faults = { import: 0, license: 0, secondServer: 0 };
  const servers = serverGroup();

  const start = async (): Promise<ServerProcess> => {
    const started = servers.start({
      ...world.env,
      PORT: String(await freePort()),
      CNPJ_REGISTRY: 'brasilapi',
      CNPJ_REGISTRY_URL: registry.url,
    });
    await started.ready();
    return started;
  };

  beforeAll(async () => {
    [world, registry] = await Promise.all([openFaultWorld(kind), startFakeRegistry({ latencyMs: 40 })]);
    server = await start();
    token = await signIn(server.url, world.admin);
  });
  afterAll(async () => {
    await servers.killAll();
    await registry?.close();
    await world?.close();
    const total = faults.import + faults.license + faults.secondServer;
    console.log(
      `Falhas injetadas (${kind}): ${total} — kill -9 durante a importação: ${faults.import}, ` +
        `ao salvar licença com arquivos: ${faults.license}, segundo servidor no mesmo DATA_DIR: ${faults.secondServer}; ` +
        servers.startTimes(),
    );
  });

  it.sequential('during a company import: restarts with every company whole, and sending the sheet again completes it', async () => {
    const cnpjs = fakeCnpjs(40, 15_000_000);
    const random = seeded(15);
    // Early, midway and late in the sheet (counted in registry answers), each plus a seeded few ms.
    const moments = [1, 6, 11].map((answers) => ({ answers, extraMs: Math.floor(random() * 25) }));

    for (const moment of moments) {
      // Killed after the k-th registry answer, plus a few ms: before, inside or after a company's transaction.
      const before = registry.stats.found;
      const sent = importSheet(server.url, token, cnpjs);
      // (Should the import end first — a background job that already did these rows — the kill still counts.)
      await Promise.race([registry.answeredAtLeast(before + moment.answers), sent]);
      await delay(moment.extraMs);
      await server.kill();
      faults.import += 1;
      // The browser's request ends without an answer; nothing else is promised to it.
      await sent;

      server = await start();
      await waitForImportJobs(server.url, token);
      const companies = await listCompanies(server.url, token);
      console.log(
        `${kind}: killed after ${moment.answers} answers + ${moment.extraMs} ms, ${companies.length} companies`,
      );
      for (const company of companies) {
        expect(company.registrationCode, company.name).toMatch(/^\d{14}$/);
        expect(company.totalCNPJ, company.name).toBe(1);
      }
      if (kind === 'postgres') expect(await brokenInvariants(world)).toEqual([]);
    }

    // The person sends the sheet again: the companies made before the kills are reported as
    // already registered, the others are created, and the list is whole.
    const again = await importSheet(server.url, token, cnpjs);
    expect(again?.status).toBeOneOf([200, 202]);
    await waitForImportJobs(server.url, token);
    const companies = await listCompanies(server.url, token);
    expect(companies.map((company) => company.registrationCode).sort()).toEqual([...cnpjs].sort());
  }, 180_000);

  it.sequential('during a licence save with files: no orphan file, no licence pointing at a missing file, none half-saved', async () => {
    const [cnpj = ''] = fakeCnpjs(1, 27_000_000);
    const companyId = await createCompany(server.url, token, cnpj);
    const rows = await licenseRows(server.url, token, companyId);
    expect(rows).toHaveLength(world.licenseNames.length);
    const [first, second, third] = rows;
    if (!first || !second || !third) throw new Error('three licence rows expected');
    const folder = path.join(world.filesRoot, `clients/${world.clientId}/companies/${companyId}`);
    const attempts: LicenseAttempts = new Map();

    // As the licence dialog does it: each file uploaded to the repository, then 'Salvar' with their ids.
    const saveWithFiles = async (row: (typeof rows)[number], serial: number) => {
      const fileId = await upload(server.url, token, companyId, pdf(`licenca-${serial}.pdf`, 20_000), 'document');
      const feeFileId = await upload(server.url, token, companyId, pdf(`taxa-${serial}.pdf`, 5_000), 'fee');
      const sent = licenseBody(fileId, feeFileId, serial);
      attempts.set(row.id, { before: row, sent });
      return fetch(`${server.url}${companyLicensePaths.one(companyId, row.id)}`, saveLicenseRequest(token, sent));
    };
    const restartAndCheck = async (moment: string) => {
      server = await start();
      expect(await problemsThroughApi(server, token, companyId, folder, attempts), moment).toEqual([]);
      if (kind === 'postgres') expect(await brokenInvariants(world), moment).toEqual([]);
    };

    // A licence saved whole before any fault (and the company's storage folder now exists).
    expect((await saveWithFiles(first, 0)).status).toBe(200);

    // 1. The upload's body is half sent: nothing may be stored.
    const big = pdf('planta-baixa.pdf', 12 * 1024 * 1024);
    const slow = slowUpload(server.url, token, companyId, big);
    await slow.halfSent;
    await server.kill();
    faults.license += 1;
    await slow.ended;
    await restartAndCheck('kill during the upload body');

    // 2. The bytes are being written to DATA_DIR/files (killed when the file appears).
    const appeared = newFileIn(folder);
    const writing = fetch(
      `${server.url}${clientFilePaths.repository(companyId)}`,
      uploadRequest(token, big, 'document'),
    ).catch(() => null);
    const file = await appeared;
    await server.kill();
    faults.license += 1;
    await writing;
    const written = filesOnDisk(folder).get(file);
    console.log(`${kind}: killed while storing, ${written ?? 0} of ${big.bytes.byteLength} bytes were on disk`);
    await restartAndCheck('kill while the bytes are written');
    // Bytes left without their row were removed by the start-up recovery, which says so.
    if (written !== undefined && !filesOnDisk(folder).has(file)) {
      expect(server.output()).toContain('Armazenamento: 1 arquivo(s) sem registro, deixado(s) por uma parada abrupta');
    }

    // 3. The licence itself is being saved, its files already uploaded (a seeded few milliseconds in).
    const waitMs = Math.floor(seeded(15)() * 10);
    const saving = saveWithFiles(second, 1).catch(() => null);
    await waitUntil(() => attempts.has(second.id));
    await delay(waitMs);
    await server.kill();
    faults.license += 1;
    await saving;
    await restartAndCheck(`kill ${waitMs} ms into the licence save`);

    // 4. PostgreSQL: the bytes are stored and their row waits for the database (the test holds a
    // lock on the files table) — the very moment a crash strands bytes no row will ever name.
    if (kind === 'postgres') {
      const locker = new pg.Client({ connectionString: world.env.DATABASE_URL });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table files in exclusive mode');
        const protocol = pdf('protocolo.pdf', 30_000);
        const stored = newFileIn(folder, protocol.bytes.byteLength);
        const stranded = fetch(
          `${server.url}${clientFilePaths.repository(companyId)}`,
          uploadRequest(token, protocol, 'protocol'),
        ).catch(() => null);
        await stored;
        await waitUntil(async () => {
          const waiting = await locker.query(
            `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return (waiting.rowCount ?? 0) > 0;
        });
        await server.kill();
        faults.license += 1;
        await stranded;
      } finally {
        await locker.query('rollback').catch(() => {});
        await locker.end();
      }
      await restartAndCheck('kill with the bytes stored and their row not committed');
    }

    // The recovered server saves a licence with files as before.
    expect((await saveWithFiles(third, 9)).status).toBe(200);
    expect(await problemsThroughApi(server, token, companyId, folder, attempts)).toEqual([]);
  }, 240_000);

  // PGlite only (PostgreSQL serves any number of servers). The lock itself, its races and its
  // take-over after a kill -9 are tested in db/data-dir-lock.test.ts.
  (kind === 'pglite' ? it.sequential : it.skip)(
    'a second server on the same DATA_DIR refuses to start, naming the folder',
    async () => {
      const second = servers.start({ ...world.env, PORT: String(await freePort()) });
      expect(await second.exited, second.output()).toBe(1);
      faults.secondServer += 1;
      const folder = path.join(world.dataDir, 'pglite');
      expect(second.output()).toContain(
        `A pasta de dados ${folder} já está em uso por outro servidor Conforma (PID ${server.pid}).`,
      );
      expect(second.output()).toContain(`Se nenhum outro servidor usa esta pasta, apague ${folder}/${lockFileName}.`);
      expect(second.output()).not.toMatch(/\n\s+at /);
      // The first one is untouched and keeps answering.
      expect((await listCompanies(server.url, token)).length).toBeGreaterThan(0);
    },
    60_000,
  );

  it.sequential('after every kill, the database and DATA_DIR/files hold nothing half-made (by SQL, once stopped)', async () => {
    await server.stop();
    expect(await server.exited).toBe(0);
    expect(await brokenInvariants(world)).toEqual([]);
    expect(await countOf(world, 'companies')).toBe(41);
  }, 60_000);
});
