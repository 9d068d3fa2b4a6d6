import {
  type CompanyImportJobAccepted,
  companyImportJobAccepted,
  companyImportJobCancelled,
  companyImportPaths,
  companyImportResponse,
  companyImportTexts,
  type ImportJobResponse,
  importJobListResponse,
  importJobResponse,
  importMaxCnpjs,
  importSyncMaxCnpjs,
} from '@product/api/contract';
import { permissionCodes } from '@product/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAreaTexts } from '../client-area/context';
import { defaultLicenseSettings } from '../config';
import { activityLogs, companies, establishments, importJobRows, importJobs, users } from '../db/schema';
import { type CompanyRegistry, RegistryError } from '../registry/types';
import { expectError, forbiddenText, invalidSession } from '../testing/accounts-world';
import { type ClientWorld, openClientWorld } from '../testing/client-world';
import { databaseKinds } from '../testing/harness';
import { cnpjOf, fakeRegistry, registryCompany } from '../testing/registry';
import { textBytes } from '../testing/sheets';
import { claimJob, settleRow } from './job-queries';
import { createImportWorker, type ImportWorkerOptions } from './worker';

const rateLimitedText =
  'A Receita Federal recebeu consultas demais deste servidor. Aguarde um minuto e tente novamente.';
const unavailableText = 'Não foi possível consultar a Receita Federal agora. Tente novamente em alguns minutos.';

/** A registry lookup that waits until the test lets it go: a server caught in the middle of a row. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe.each(databaseKinds)('company import jobs on %s', (kind) => {
  let world: ClientWorld;
  const registry = fakeRegistry();
  /** What the workers ask; each test may put something between them and `registry`. */
  let lookup: CompanyRegistry['lookup'] = (cnpj) => registry.lookup(cnpj);
  const viaTest: CompanyRegistry = { lookup: (cnpj) => lookup(cnpj) };
  let serial = 0;

  beforeAll(async () => {
    world = await openClientWorld(kind, { registry: viaTest });
  });
  afterAll(async () => {
    await world?.close();
  });

  /** `howMany` new CNPJs of distinct roots, each known to the registry. */
  function freshCnpjs(howMany: number): string[] {
    return Array.from({ length: howMany }, () => {
      serial += 1;
      const cnpj = cnpjOf(`${String(70_000_000 + serial)}0001`);
      registry.add(registryCompany(cnpj, { registrationName: `EMPRESA ${cnpj} LTDA` }));
      return cnpj;
    });
  }
  const sheet = (values: readonly string[]) => ({ name: 'lote.csv', bytes: textBytes(`CNPJ\n${values.join('\n')}\n`) });

  function upload(token: string, file: { name: string; bytes: Uint8Array }) {
    const form = new FormData();
    form.append('file', new File([Buffer.from(file.bytes)], file.name));
    return world.app.request(companyImportPaths.import, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
  }
  async function startJob(values: readonly string[], token = world.tokens.ADMIN): Promise<CompanyImportJobAccepted> {
    const response = await upload(token, sheet(values));
    const body: unknown = await response.json();
    expect({ status: response.status, body }).toMatchObject({ status: 202 });
    return companyImportJobAccepted.parse(body);
  }
  const call = (path: string, token: string | null, method = 'GET') =>
    world.app.request(path, { method, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  async function readJob(id: number, token = world.tokens.ADMIN, query = ''): Promise<ImportJobResponse> {
    const response = await call(`${companyImportPaths.job(id)}${query}`, token);
    expect(response.status).toBe(200);
    return importJobResponse.parse(await response.json());
  }
  /** Every row of a job, page by page. */
  async function allRows(id: number) {
    const rows: ImportJobResponse['items'] = [];
    let after: number | null = 0;
    while (after !== null) {
      const page = await readJob(id, world.tokens.ADMIN, `?after=${after}&limit=20`);
      rows.push(...page.items);
      after = page.nextAfter;
    }
    return rows;
  }
  function worker(options: ImportWorkerOptions = {}) {
    return createImportWorker(
      { db: world.db, registry: viaTest, licenses: defaultLicenseSettings, now: () => new Date() },
      { logError: () => {}, backoff: { baseMs: 1, maxMs: 4 }, ...options },
    );
  }
  /** How many establishments (companies of the account) hold each CNPJ. */
  async function holders(cnpjs: readonly string[]) {
    const rows = await world.db
      .select({ cnpj: establishments.cnpj, n: count() })
      .from(establishments)
      .where(and(eq(establishments.clientId, world.accounts.norte.id), inArray(establishments.cnpj, [...cnpjs])))
      .groupBy(establishments.cnpj);
    return new Map(rows.map((row) => [row.cnpj, row.n]));
  }
  const lookupsOf = (cnpjs: readonly string[]) => registry.lookups.filter((cnpj) => cnpjs.includes(cnpj)).length;
  const lastLog = async () => (await world.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];

  it(`answers a file of ${importSyncMaxCnpjs} CNPJs as before, and a larger one with a job at once`, async () => {
    const small = freshCnpjs(importSyncMaxCnpjs);
    const response = await upload(world.tokens.ADMIN, sheet(small));
    expect(response.status).toBe(200);
    const result = companyImportResponse.parse(await response.json());
    expect([result.sent, result.success, result.error]).toEqual([importSyncMaxCnpjs, importSyncMaxCnpjs, 0]);

    const large = freshCnpjs(importSyncMaxCnpjs + 1);
    const lookups = registry.lookups.length;
    const before = await world.db.select({ n: count() }).from(companies);
    const accepted = await startJob([...large.slice(0, 50), 'não é CNPJ', large[0] ?? '', large[50] ?? '']);
    expect(accepted).toMatchObject({
      message: 'Importação iniciada',
      job: { fileName: 'lote.csv', status: 'running', sent: 53, done: 2, success: 0, error: 2, userName: 'Pessoa' },
    });
    // Nothing was looked up nor created yet: the answer came before any work.
    expect(registry.lookups.length).toBe(lookups);
    expect(await world.db.select({ n: count() }).from(companies)).toEqual(before);
    expect((await readJob(accepted.job.id, world.tokens.ADMIN, '?limit=0')).items).toEqual([]);
    const page = await readJob(accepted.job.id);
    expect(page.items).toHaveLength(53);
    expect(page.items.slice(49)).toEqual([
      { row: 51, cnpj: large[49], state: 'pending', message: null },
      { row: 52, cnpj: 'não é CNPJ', state: 'error', message: 'CNPJ inválido.' },
      { row: 53, cnpj: large[0], state: 'error', message: 'CNPJ repetido na planilha (primeiro na linha 2).' },
      { row: 54, cnpj: large[50], state: 'pending', message: null },
    ]);

    // The worker then creates the 51 companies, one lookup each, and the log sums the job up once it ends.
    expect(await worker().runOnce()).toBe(true);
    const ended = await readJob(accepted.job.id);
    expect(ended.job).toMatchObject({ status: 'done', sent: 53, done: 53, success: 51, error: 2 });
    expect(ended.items[0]).toEqual({
      row: 2,
      cnpj: large[0],
      state: 'success',
      message: `Empresa criada: EMPRESA ${large[0]} LTDA`,
    });
    expect([...(await holders(large)).values()]).toEqual(Array(51).fill(1));
    expect(lookupsOf(large)).toBe(51);
    expect(await lastLog()).toMatchObject({
      action: 'company.import',
      actionDetails: "Importou a planilha 'lote.csv': 53 CNPJ(s) enviado(s), 51 empresa(s) criada(s), 2 com erro",
      clientId: world.accounts.norte.id,
      userId: world.people.ADMIN.id,
    });
    // Rows come in pages, in file order, without gaps or repeats.
    expect((await allRows(accepted.job.id)).map((row) => row.row)).toEqual(Array.from({ length: 53 }, (_, i) => i + 2));
    const list = importJobListResponse.parse(await (await call(companyImportPaths.jobs, world.tokens.ADMIN)).json());
    expect(list.items[0]).toMatchObject({ id: accepted.job.id, status: 'done' });
    // Nothing is left to claim.
    expect(await worker().runOnce()).toBe(false);
  });

  it('two workers never take the same job, and a worker that lost its lease writes nothing', async () => {
    const values = freshCnpjs(importSyncMaxCnpjs + 5);
    const { job } = await startJob(values);
    // Many claims at once (on PostgreSQL from different connections): exactly one wins.
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimJob(world.db, `claimer-${i}`, 60_000)));
    expect(claims.filter((claim) => claim?.id === job.id)).toHaveLength(1);
    const owner = claims.find((claim) => claim !== undefined)?.workerId ?? '';
    expect(await claimJob(world.db, 'late', 60_000)).toBeUndefined();
    // Once the lease runs out another worker takes it, and the first one can no longer settle a row.
    await world.db
      .update(importJobs)
      .set({ leaseExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(importJobs.id, job.id));
    expect((await claimJob(world.db, 'successor', 60_000))?.workerId).toBe('successor');
    const [row] = await world.db
      .select({ id: importJobRows.id })
      .from(importJobRows)
      .where(eq(importJobRows.jobId, job.id))
      .limit(1);
    const stale = await world.db.transaction((tx) =>
      settleRow(
        tx,
        owner,
        { jobId: job.id, id: row?.id ?? 0 },
        { state: 'error', message: 'x', companyId: null },
        new Date(),
      ),
    );
    expect(stale).toBe(false);
    expect((await readJob(job.id)).job.done).toBe(0);

    // Two workers running side by side: one takes the job, the other finds nothing; every CNPJ is looked up once.
    await world.db.update(importJobs).set({ leaseExpiresAt: null, workerId: null }).where(eq(importJobs.id, job.id));
    const [a, b] = await Promise.all([worker({ workerId: 'a' }).runOnce(), worker({ workerId: 'b' }).runOnce()]);
    expect([a, b].sort()).toEqual([false, true]);
    expect((await readJob(job.id)).job).toMatchObject({ status: 'done', success: values.length });
    expect(lookupsOf(values)).toBe(values.length);
    expect([...(await holders(values)).values()]).toEqual(Array(values.length).fill(1));
  });

  it('resumes a job whose server died halfway: no row lost, none done twice', async () => {
    const values = freshCnpjs(importSyncMaxCnpjs + 10);
    const { job } = await startJob(values);
    // The first server freezes on its 21st lookup (the lookups under way then are frozen with it).
    const frozen = gate();
    let lookups = 0;
    lookup = async (cnpj) => {
      lookups += 1;
      if (lookups > 20) await frozen.opened;
      return registry.lookup(cnpj);
    };
    const first = worker({ workerId: 'first', concurrency: 2 });
    const running = first.runOnce();
    await expect.poll(() => lookups, { timeout: 10_000 }).toBeGreaterThanOrEqual(22);
    const before = await readJob(job.id);
    expect(before.job.done).toBeGreaterThanOrEqual(18);
    expect(before.job.done).toBeLessThan(values.length);
    // Killed: its lease simply runs out (here at once) and it never renews it.
    await world.db
      .update(importJobs)
      .set({ workerId: 'first-dead', leaseExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(importJobs.id, job.id));
    lookup = (cnpj) => registry.lookup(cnpj);

    expect(await worker({ workerId: 'second' }).runOnce()).toBe(true);
    const after = await readJob(job.id);
    expect(after.job).toMatchObject({
      status: 'done',
      sent: values.length,
      done: values.length,
      success: values.length,
    });
    // The frozen lookups come back: their rows were done by the second server, so they roll back.
    frozen.open();
    await running;
    expect((await readJob(job.id)).job).toMatchObject({ success: values.length, error: 0 });
    expect([...(await holders(values)).values()]).toEqual(Array(values.length).fill(1));
    // Only the rows frozen mid-lookup were asked twice.
    expect(lookupsOf(values)).toBeLessThanOrEqual(values.length + 2);
    const logs = await world.db
      .select({ n: count() })
      .from(activityLogs)
      .where(sql`${activityLogs.actionDetails} like ${`%${values.length} empresa(s) criada(s)%`}`);
    expect(logs[0]?.n).toBe(1);
  });

  it("'Cancelar' starts no further row, keeps those done, and rolls back the one under way", async () => {
    const values = freshCnpjs(importSyncMaxCnpjs + 9);
    const { job } = await startJob(values);
    const held = gate();
    let lookups = 0;
    lookup = async (cnpj) => {
      lookups += 1;
      if (lookups === 6) await held.opened;
      return registry.lookup(cnpj);
    };
    const running = worker({ concurrency: 1 }).runOnce();
    await expect.poll(() => lookups, { timeout: 10_000 }).toBe(6);

    const response = await call(companyImportPaths.cancel(job.id), world.tokens.ADMIN, 'POST');
    expect(response.status).toBe(200);
    const cancelled = companyImportJobCancelled.parse(await response.json());
    expect(cancelled).toMatchObject({
      message: 'Importação cancelada',
      job: { status: 'cancelled', sent: values.length, done: values.length, success: 5, error: values.length - 5 },
    });
    held.open();
    await running;
    lookup = (cnpj) => registry.lookup(cnpj);
    expect(lookups).toBe(6);
    const rows = await allRows(job.id);
    expect(rows.filter((row) => row.state === 'success').map((row) => row.cnpj)).toEqual(values.slice(0, 5));
    expect(rows[5]).toEqual({ row: 7, cnpj: values[5], state: 'error', message: companyImportTexts.cancelled });
    expect(rows.filter((row) => row.message === companyImportTexts.cancelled)).toHaveLength(values.length - 5);
    // The company whose lookup was under way was not kept.
    expect((await holders(values)).size).toBe(5);
    expect((await lastLog())?.actionDetails).toBe(
      `Importou a planilha 'lote.csv': ${values.length} CNPJ(s) enviado(s), 5 empresa(s) criada(s), ${values.length - 5} com erro (cancelada)`,
    );
    // Cancelling again answers the job as it is; nothing is left to claim.
    const again = await call(companyImportPaths.cancel(job.id), world.tokens.ADMIN, 'POST');
    expect(companyImportJobCancelled.parse(await again.json()).job).toEqual(cancelled.job);
    expect(await worker().runOnce()).toBe(false);
  });

  it('waits out the registry saying "too many requests" (longer each time, up to a cap) instead of failing rows', async () => {
    const values = freshCnpjs(importSyncMaxCnpjs + 1);
    const { job } = await startJob(values);
    let refusals = 6;
    lookup = async (cnpj) => {
      registry.lookups.push(`refused ${cnpj}`);
      if (refusals-- > 0) throw new RegistryError('rate_limited', rateLimitedText);
      return registry.lookup(cnpj);
    };
    let clock = 0;
    const pauses: number[] = [];
    const ran = await worker({
      concurrency: 1,
      backoff: { baseMs: 1000, maxMs: 8000, now: () => clock, random: () => 0 },
      sleep: async (ms) => {
        pauses.push(ms);
        clock += ms;
      },
    }).runOnce();
    lookup = (cnpj) => registry.lookup(cnpj);
    expect(ran).toBe(true);
    expect(pauses).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
    expect((await readJob(job.id)).job).toMatchObject({ status: 'done', success: values.length, error: 0 });
    expect([...(await holders(values)).values()]).toEqual(Array(values.length).fill(1));
  });

  it('gives a row the registry keeps failing (5xx) its message after a few tries, and goes on', async () => {
    const values = freshCnpjs(importSyncMaxCnpjs + 1);
    const broken = values[3] ?? '';
    registry.failures.set(broken, new RegistryError('unavailable', unavailableText));
    const { job } = await startJob(values);
    const before = lookupsOf([broken]);
    expect(await worker({ attempts: { rateLimited: 30, failing: 3 } }).runOnce()).toBe(true);
    registry.failures.delete(broken);
    expect(lookupsOf([broken]) - before).toBe(3);
    const rows = await allRows(job.id);
    expect(rows[3]).toEqual({ row: 5, cnpj: broken, state: 'error', message: unavailableText });
    expect((await readJob(job.id)).job).toMatchObject({ status: 'done', success: values.length - 1, error: 1 });
  });

  it.each([1, 2])(
    "one account's large imports do not hold up another's small one: accounts take turns (%i server(s))",
    async (servers) => {
      // A registry taking a few milliseconds a lookup, as a real one does (they take more).
      lookup = async (cnpj) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return registry.lookup(cnpj);
      };
      const foreign = world.foreignAdmin.token;
      const status = async (id: number, token = world.tokens.ADMIN) => (await readJob(id, token, '?limit=0')).job;
      // Account A queues three files of 100 CNPJs, then account B one of 51.
      const large: number[] = [];
      for (let i = 0; i < 3; i++) large.push((await startJob(freshCnpjs(100))).job.id);
      const small = await startJob(freshCnpjs(importSyncMaxCnpjs + 1), foreign);
      // Each worker stands for a server on the same database.
      const runners = Array.from({ length: servers }, (_, i) => worker({ workerId: `server-${i}` }));
      for (const runner of runners) runner.start();
      try {
        await expect.poll(async () => (await status(small.job.id, foreign)).status, { timeout: 60_000 }).toBe('done');
        const aJobs = await Promise.all(large.map((id) => status(id)));
        expect(await status(small.job.id, foreign)).toMatchObject({ success: importSyncMaxCnpjs + 1, error: 0 });
        // B's job ended while A's were all still running, the first one under way but not done: they took turns.
        expect(aJobs.map((job) => job.status)).toEqual(['running', 'running', 'running']);
        expect(aJobs[0]?.done).toBeGreaterThan(0);
        expect(aJobs[0]?.done).toBeLessThan(100);
      } finally {
        await Promise.all(runners.map((runner) => runner.stop()));
        for (const id of large) await call(companyImportPaths.cancel(id), world.tokens.ADMIN, 'POST');
        lookup = (cnpj) => registry.lookup(cnpj);
      }
    },
    90_000,
  );

  it('refuses a file that would leave more than 20,000 CNPJs waiting in the account (429), storing nothing', async () => {
    const foreign = world.foreignAdmin.token;
    // Four full files: 20,000 CNPJs waiting, the most an account may have.
    const queued: number[] = [];
    for (let i = 0; i < 4; i++) queued.push((await startJob(freshCnpjs(importMaxCnpjs))).job.id);
    const stored = async () => ({
      jobs: (await world.db.select({ n: count() }).from(importJobs))[0]?.n,
      rows: (await world.db.select({ n: count() }).from(importJobRows))[0]?.n,
    });
    const before = await stored();
    await expectError(
      await upload(world.tokens.ADMIN, sheet(freshCnpjs(importSyncMaxCnpjs + 1))),
      429,
      'Há importações demais em andamento nesta conta (até 20.000 CNPJs na fila). Aguarde o término das atuais ou cancele alguma.',
    );
    expect(await stored()).toEqual(before);
    // Another account's files are not held by it.
    const other = await startJob(freshCnpjs(importSyncMaxCnpjs + 1), foreign);
    // Once one of the account's imports ends (here cancelled), a file fits again.
    await call(companyImportPaths.cancel(queued[0] ?? 0), world.tokens.ADMIN, 'POST');
    const again = await startJob(freshCnpjs(importSyncMaxCnpjs + 1));
    for (const id of [...queued.slice(1), again.job.id]) {
      await call(companyImportPaths.cancel(id), world.tokens.ADMIN, 'POST');
    }
    await call(companyImportPaths.cancel(other.job.id), foreign, 'POST');
  }, 60_000);

  describe('who may follow and cancel a job', () => {
    let jobId: number;
    beforeAll(async () => {
      jobId = (await startJob(freshCnpjs(importSyncMaxCnpjs + 1))).job.id;
    });

    it("another account's job is not found, to read or to cancel", async () => {
      const foreign = world.foreignAdmin.token;
      await expectError(await call(companyImportPaths.job(jobId), foreign), 404, companyImportTexts.jobNotFound);
      await expectError(
        await call(companyImportPaths.cancel(jobId), foreign, 'POST'),
        404,
        companyImportTexts.jobNotFound,
      );
      const list = importJobListResponse.parse(await (await call(companyImportPaths.jobs, foreign)).json());
      expect(list.items.map((job) => job.id)).not.toContain(jobId);
      expect((await readJob(jobId)).job.status).toBe('running');
    });

    it('needs a session, the client area and CREATE_COMPANY; a bad id is a 400', async () => {
      await expectError(await call(companyImportPaths.job(jobId), null), 401, invalidSession);
      await expectError(await call(companyImportPaths.jobs, world.tokens.AFFINITY), 403, forbiddenText);
      await expectError(await call(companyImportPaths.jobs, world.staffWithoutClient), 403, clientAreaTexts.noClient);
      const without = await world.userWith(permissionCodes.filter((code) => code !== 'CREATE_COMPANY'));
      await expectError(
        await call(companyImportPaths.job(jobId), without.token),
        403,
        clientAreaTexts.missingPermission,
      );
      await expectError(
        await call(companyImportPaths.cancel(jobId), without.token, 'POST'),
        403,
        clientAreaTexts.missingPermission,
      );
      await expectError(await call(companyImportPaths.job('1x'), world.tokens.ADMIN), 400, 'ID inválido.');
      await expectError(
        await call(`${companyImportPaths.job(jobId)}?limit=1001`, world.tokens.ADMIN),
        400,
        'Limite inválido',
      );
    });

    it('a USER follows only their own jobs', async () => {
      const creator = await world.userWith(['CREATE_COMPANY']);
      const other = await world.userWith(['CREATE_COMPANY']);
      const own = await startJob(freshCnpjs(importSyncMaxCnpjs + 1), creator.token);
      expect((await readJob(own.job.id, creator.token)).job.id).toBe(own.job.id);
      await expectError(await call(companyImportPaths.job(jobId), creator.token), 404, companyImportTexts.jobNotFound);
      await expectError(
        await call(companyImportPaths.cancel(own.job.id), other.token, 'POST'),
        404,
        companyImportTexts.jobNotFound,
      );
      const listed = importJobListResponse.parse(await (await call(companyImportPaths.jobs, creator.token)).json());
      expect(listed.items.map((job) => job.id)).toEqual([own.job.id]);
      // The account's ADMIN sees both.
      const all = importJobListResponse.parse(await (await call(companyImportPaths.jobs, world.tokens.ADMIN)).json());
      expect(all.items.map((job) => job.id)).toEqual(expect.arrayContaining([own.job.id, jobId]));
      await call(companyImportPaths.cancel(own.job.id), creator.token, 'POST');
    });

    it('stops, creating nothing, when whoever started it may no longer create companies', async () => {
      const creator = await world.userWith(['CREATE_COMPANY']);
      const values = freshCnpjs(importSyncMaxCnpjs + 1);
      const { job } = await startJob(values, creator.token);
      await world.db
        .update(users)
        .set({ permissionRoles: ['GET_COMPANY'] })
        .where(eq(users.id, creator.user.id));
      // The other jobs still running here are cancelled first, so the worker takes this one.
      await world.db.update(importJobs).set({ status: 'cancelled' }).where(eq(importJobs.id, jobId));
      expect(await worker().runOnce()).toBe(true);
      const rows = await allRows(job.id);
      expect(new Set(rows.map((row) => row.message))).toEqual(new Set([companyImportTexts.interrupted]));
      expect((await readJob(job.id)).job).toMatchObject({ status: 'failed', success: 0, error: values.length });
      expect(lookupsOf(values)).toBe(0);
      expect((await lastLog())?.actionDetails).toContain('(interrompida)');
    });
  });
});
