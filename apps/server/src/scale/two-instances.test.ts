import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  apiPaths,
  clientFilePaths,
  companyPaths,
  dashboardKpis,
  dashboardPaths,
  importSyncMaxCnpjs,
  logoutPath,
} from '@product/api/contract';
import { staffRoles, todayIn } from '@product/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenseAlertJob } from '../alerts/job';
import { addDays } from '../alerts/schedule';
import { loginLimit } from '../auth/attempts';
import { loginLimitMessages } from '../auth/service';
import { syncCompanyLicenses } from '../company-licenses/sync';
import { defaultLicenseSettings } from '../config';
import { type DatabaseHandle, migrationsFolder, openDatabase, quoteIdentifier } from '../db/database';
import { companyLicenses, importJobs, jobRuns, notifications, users } from '../db/schema';
import { ensureTestCnae, insertTestCompany, insertTestLicense } from '../testing/client-world';
import { type FakeRegistry, fakeCnae, fakeCnpjs, startFakeRegistry } from '../testing/fake-brasilapi';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3';
import { filesOnDisk } from '../testing/fault-world';
import { insertAccount, insertGroup, insertUser, queryRows, tempDir } from '../testing/harness';
import { pdf } from '../testing/license-save';
import { readOutbox } from '../testing/read-outbox';
import { delay, freePort, type ServerProcess, serverGroup, waitUntil } from '../testing/server-process';
import {
  createCompany,
  download,
  importSheet,
  listCompanies,
  signIn,
  upload,
  waitForImportJobs,
} from '../testing/server-process-api';

/**
 * Issue 14, "past one machine": two real server processes, A and B, on one
 * PostgreSQL database and one S3-compatible bucket (the in-process fake),
 * each with a DATA_DIR of its own and the same JWT_SECRET — what a load
 * balancer in front of them needs — behave as one server:
 * - they can start together on an empty database (one migrates, the other waits);
 * - a token signed by A works on B, and 'Sair' on A ends it on B;
 * - failed sign-ins alternating A and B reach the login limit at the same count as on one server;
 * - a file uploaded through A downloads whole through B; deleted through B, A answers 404;
 * - a write through A is seen by the next read through B (issue 27: ETags, 304 and the KPI cache follow the
 *   database's data version);
 * - a big import (a background job) started through A is worked by one instance, each company created once;
 * - both restarting together with the daily alert job due: one run, one e-mail per person.
 * PostgreSQL only (PGlite is one process per DATA_DIR): skipped without TEST_DATABASE_URL.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two instances on one PostgreSQL and one S3 bucket (needs TEST_DATABASE_URL)', () => {
  const servers = serverGroup();
  /** Each instance's own DATA_DIR (its mail outbox, storage journal). */
  let dirs: Record<'a' | 'b', ReturnType<typeof tempDir>>;
  const jwtSecret = randomBytes(48).toString('base64url');
  const bucket = {
    bucket: 'conforma',
    region: 'sa-east-1',
    accessKeyId: 'AKIADUAS',
    secretAccessKey: 'segredo-das-duas',
  };
  const people = {
    admin: { email: 'admin@duas.test', password: 'senha-das-duas' },
    gestora: { email: 'gestora@duas.test', password: 'senha-da-gestora' },
  };
  let databaseName = '';
  let databaseUrl = '';
  let s3: FakeS3;
  let registry: FakeRegistry;
  let handle: DatabaseHandle | null = null;
  let a: ServerProcess;
  let b: ServerProcess;
  let token = '';
  let companyId = 0;

  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  const db = () => {
    if (!handle) throw new Error('the database is not open');
    return handle.db;
  };
  const rows = <T>(query: ReturnType<typeof sql>): Promise<T[]> => queryRows<T>(db(), query);

  /** A and B, started at the same moment; each resolves once it listens. */
  const startBoth = async (): Promise<[ServerProcess, ServerProcess]> => {
    const env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: bucket.bucket,
      S3_REGION: bucket.region,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://conforma.test',
      CNPJ_REGISTRY: 'brasilapi',
      CNPJ_REGISTRY_URL: registry.url,
    };
    const [portA, portB] = [await freePort(), await freePort()];
    const both: [ServerProcess, ServerProcess] = [
      servers.start({ ...env, DATA_DIR: dirs.a.path, PORT: String(portA) }),
      servers.start({ ...env, DATA_DIR: dirs.b.path, PORT: String(portB) }),
    ];
    await Promise.all(both.map((server) => server.ready()));
    return both;
  };

  beforeAll(async () => {
    if (!adminUrl) return;
    dirs = { a: tempDir('conforma-instance-a-'), b: tempDir('conforma-instance-b-') };
    // A database of its own, empty: the servers migrate it, as on a first deploy.
    databaseName = `conforma_scale_${randomBytes(5).toString('hex')}`;
    await admin(`create database ${quoteIdentifier(databaseName)}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    [s3, registry] = await Promise.all([startFakeS3(bucket), startFakeRegistry({ latencyMs: 15 })]);
    [a, b] = await startBoth();

    // The account the scenarios use, written beside the running servers.
    handle = await openDatabase({ database: { kind: 'postgres', url: databaseUrl } });
    const clientId = await insertAccount(db(), { name: 'Conta das Duas', groupId: await insertGroup(db(), 'Duas') });
    for (const [name, person] of Object.entries(people)) {
      await insertUser(db(), { ...person, accessRole: 'ADMIN', clientId, name });
    }
    const cnaeId = await ensureTestCnae(db(), fakeCnae.code);
    await insertTestLicense(db(), 'Alvará das Duas', [cnaeId]);
    const [cnpj = ''] = fakeCnpjs(1, 90_000_000);
    ({ companyId } = await insertTestCompany(db(), clientId, {
      name: 'Empresa das Duas',
      establishments: [{ cnpj, cnaeIds: [cnaeId] }],
    }));
    await syncCompanyLicenses(db(), 'all', defaultLicenseSettings, todayIn(defaultLicenseSettings.timeZone));
  });
  afterAll(async () => {
    await servers.killAll();
    await handle?.close();
    await Promise.all([s3?.close(), registry?.close()]);
    if (databaseName) await admin(`drop database if exists ${quoteIdentifier(databaseName)} with (force)`);
    dirs?.a.remove();
    dirs?.b.remove();
    console.log(`Duas instâncias: ${servers.startTimes()}`);
  });

  it('start together on an empty database: one migrates, the other waits for it, both come up', async () => {
    // Every migration applied once, and both still running (a lost race would have ended one at start).
    const [{ applied = 0 } = {}] = await rows<{ applied: number }>(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    expect(applied).toBe(readMigrationFiles({ migrationsFolder }).length);
    for (const server of [a, b]) expect(server.output()).not.toMatch(/duplicate key|Error/);
    // The first start's default administrator was made by one of them (bootstrap's lock): one staff user.
    expect(await db().$count(users, inArray(users.accessRole, [...staffRoles]))).toBe(1);
  });

  it("a token signed by A works on B, and 'Sair' on A ends it on B", async () => {
    const session = await signIn(a.url, people.admin);
    const list = (server: ServerProcess) =>
      fetch(`${server.url}${companyPaths.list}`, { headers: { Authorization: `Bearer ${session}` } });
    expect((await list(b)).status).toBe(200);
    const out = await fetch(`${a.url}${logoutPath}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session}` },
    });
    expect(out.status).toBe(200);
    expect((await list(b)).status).toBe(401);
    expect((await list(a)).status).toBe(401);
    // A new sign-in, on B this time, for the scenarios below.
    token = await signIn(b.url, people.admin);
    expect((await list(a)).status).toBe(401);
  });

  it('failed sign-ins alternating A and B reach the login limit at the same count as on one server', async () => {
    // Behind the load balancer (TRUST_PROXY=1) the client's address is the last X-Forwarded-For entry.
    const attempt = (server: ServerProcess, password: string) =>
      fetch(`${server.url}${apiPaths.login}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.14' },
        body: JSON.stringify({ username: people.gestora.email, password }),
      });
    const turn = (i: number) => (i % 2 === 0 ? a : b);
    for (let i = 0; i < loginLimit.maxPairFailures; i++) {
      expect((await attempt(turn(i), 'errada')).status, `failure ${i + 1}`).toBe(401);
    }
    // The next one is refused on either instance, even with the right password.
    for (const server of [turn(loginLimit.maxPairFailures), turn(loginLimit.maxPairFailures + 1)]) {
      const refused = await attempt(server, people.gestora.password);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: loginLimitMessages.window });
    }
  });

  it('a file uploaded through A downloads whole through B; deleted through B, A answers 404', async () => {
    const file = pdf('licenca-das-duas.pdf', 300_000);
    const fileId = await upload(a.url, token, companyId, file, 'document');
    const [stored] = await rows<{ storage_key: string }>(sql`select storage_key from files where id = ${fileId}`);
    const key = stored?.storage_key ?? '';
    expect(s3.objects.get(key)?.bytes).toEqual(file.bytes);
    expect(await download(b.url, token, companyId, fileId)).toEqual(file.bytes);

    const removed = await fetch(`${b.url}${clientFilePaths.repositoryFile(companyId, fileId)}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(200);
    const link = await fetch(`${a.url}${clientFilePaths.repositoryFile(companyId, fileId)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(link.status).toBe(404);
    expect(s3.objects.has(key)).toBe(false);
    // Nothing went to either instance's own disk: the bucket is the only store.
    expect(filesOnDisk(path.join(dirs.a.path, 'files')).size + filesOnDisk(path.join(dirs.b.path, 'files')).size).toBe(
      0,
    );
  });

  it('a big import started through A is worked by one instance, each company created once', async () => {
    const cnpjs = fakeCnpjs(importSyncMaxCnpjs + 10, 91_000_000);
    const workers = new Set<string>();
    let watching = true;
    // Who holds the job's lease, sampled while it runs.
    const watch = (async () => {
      while (watching) {
        for (const row of await db().select({ workerId: importJobs.workerId }).from(importJobs)) {
          if (row.workerId) workers.add(row.workerId);
        }
        await delay(10);
      }
    })();
    const sent = await importSheet(a.url, token, cnpjs);
    expect(sent?.status).toBe(202);
    await waitUntil(async () => workers.size > 0, 20_000);
    await waitForImportJobs(b.url, token, 40_000);
    watching = false;
    await watch;

    const [job] = await db().select().from(importJobs);
    expect(job).toMatchObject({ status: 'done', total: cnpjs.length, success: cnpjs.length, error: 0 });
    // One lease holder for the whole job, and it was A or B.
    expect(workers.size).toBe(1);
    const pid = Number([...workers][0]?.split(':').at(-2));
    expect([a.pid, b.pid]).toContain(pid);
    // Each CNPJ looked up once (a second worker would have looked it up again) and created once.
    expect([...registry.stats.answered].sort()).toEqual([...cnpjs].sort());
    const imported = (await listCompanies(b.url, token)).filter((company) =>
      cnpjs.includes(company.registrationCode ?? ''),
    );
    expect(imported.map((company) => company.registrationCode).sort()).toEqual([...cnpjs].sort());
  });

  it('both restarting together with the daily alert job due: one run, one e-mail per person', async () => {
    // The start-up catch-up already ran today's job on an empty account; forget it, and make a licence due.
    const settings = defaultLicenseSettings;
    const today = todayIn(settings.timeZone);
    await db().delete(jobRuns);
    await db()
      .update(companyLicenses)
      .set({ type: 'document', validUntil: addDays(today, 10) });
    const due = await db().$count(companyLicenses);
    expect(due).toBeGreaterThan(0);
    const outboxes = async () =>
      (await Promise.all([dirs.a, dirs.b].map((dir) => readOutbox(path.join(dir.path, 'outbox'))))).flat();
    const before = new Set((await outboxes()).map((message) => message.file));

    await Promise.all([a.stop(), b.stop()]);
    [a, b] = await startBoth();
    // Both catch up at start (the due run is missing); wait until the run is recorded and mailed.
    const ranLine = /Alertas de licenças \(\d{4}-\d{2}-\d{2}\)/g;
    await waitUntil(() => `${a.output()}${b.output()}`.match(ranLine)?.length === 1, 30_000);
    await delay(1500); // room for a second run, were the lock not shared
    expect(`${a.output()}${b.output()}`.match(ranLine)).toHaveLength(1);

    const [run] = await db().select().from(jobRuns).where(eq(jobRuns.name, licenseAlertJob));
    expect(run?.lastRunOn).toBe(today);
    const alerts = await db().select({ stage: notifications.stage }).from(notifications);
    expect(alerts).toEqual(Array.from({ length: due }, () => ({ stage: 15 })));
    const mailed = (await outboxes()).filter((message) => !before.has(message.file));
    const recipients = mailed.map((message) => /<([^>]+)>/.exec(message.to)?.[1] ?? message.to).sort();
    expect(recipients).toEqual([people.admin.email, people.gestora.email].sort());
  });

  it('a write through A is seen by the next read through B: a new ETag, and no dashboard kept from before', async () => {
    // Issue 27: B answers 304 and keeps the KPIs under the database's data version, which A's write moves.
    // Last: its company and registry lookup would count in the import's and the alerts' scenarios.
    const read = (server: ServerProcess, path: string, tag?: string) =>
      fetch(`${server.url}${path}`, {
        headers: { Authorization: `Bearer ${token}`, ...(tag ? { 'If-None-Match': tag } : {}) },
      });
    const before = await read(b, companyPaths.list);
    const tag = before.headers.get('ETag') ?? '';
    expect(tag).toMatch(/^W\/"/);
    expect((await read(b, companyPaths.list, tag)).status).toBe(304);
    expect((await read(a, companyPaths.list, tag)).status).toBe(304);
    const kpisBefore = dashboardKpis.parse(await (await read(b, dashboardPaths.kpis)).json());

    const [cnpj = ''] = fakeCnpjs(1, 92_000_000);
    const created = await createCompany(a.url, token, cnpj);
    const after = await read(b, companyPaths.list, tag);
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(tag);
    const { items } = (await after.json()) as { items: { id: number }[] };
    expect(items.map((item) => item.id)).toContain(created);
    const kpisAfter = dashboardKpis.parse(await (await read(b, dashboardPaths.kpis)).json());
    expect(kpisAfter.companies).toBe(kpisBefore.companies + 1);
  });
});
