import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTimeoutMs } from '../db/database';
import { errorMessages } from '../http/errors';
import { brokenInvariants, type FaultWorld, openFaultWorld } from '../testing/fault-world';
import { databaseKinds } from '../testing/harness';
import { delay, freePort, type ServerProcess, serverGroup } from '../testing/server-process';
import { signIn } from '../testing/server-process-api';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';

/** A company of the offline dataset (CNPJ_REGISTRY=offline), created by POST company while the database goes away. */
const offlineCnpj = '31457892000188';

/**
 * PostgreSQL out of reach, through a proxy the test cuts and restores
 * (tcp-proxy): at start the server says why in Portuguese and English and
 * keeps trying until the database is back (the choice made for containers,
 * where the database often comes up after the app); in the middle of
 * requests each one gets a quick 503 with a Portuguese message, never a
 * hang or a 500, and the same process answers again once the database
 * returns. A database that answers but refuses the settings stops the start
 * at once.
 */
describe.runIf(databaseKinds.includes('postgres'))('PostgreSQL unreachable', () => {
  let world: FaultWorld;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let faults = 0;
  const servers = serverGroup();

  beforeAll(async () => {
    world = await openFaultWorld('postgres');
    const real = new URL(process.env.TEST_DATABASE_URL ?? '');
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) }, await freePort());
  });
  afterAll(async () => {
    await servers.killAll();
    await proxy?.close();
    await world?.close();
    console.log(`Falhas injetadas (banco de dados inalcançável, postgres): ${faults}; ${servers.startTimes()}`);
  });

  /** The world's database, reached through the proxy. */
  const throughProxy = async () => {
    const url = new URL(world.env.DATABASE_URL ?? '');
    url.port = String(proxy.port);
    return { ...world.env, DATABASE_URL: url.toString(), PORT: String(await freePort()) };
  };

  it('at start: says why in Portuguese and English, keeps trying, and starts once the database is back', async () => {
    server = servers.start(await throughProxy());
    faults += 1;
    await server.printed(
      /Não foi possível conectar ao banco de dados em 127\.0\.0\.1:\d+\/conforma_faults_[0-9a-f]+ \(connect ECONNREFUSED 127\.0\.0\.1:\d+\)\. Nova tentativa em 1 s… \/ Could not connect to the database at 127\.0\.0\.1:\d+\/conforma_faults_[0-9a-f]+ \(connect ECONNREFUSED 127\.0\.0\.1:\d+\); retrying in 1 s…/,
    );
    // It keeps trying (with a longer pause), and does not listen meanwhile.
    await server.printed(/Nova tentativa em 2 s…/);
    expect(await fetch(server.url).catch(() => 'refused')).toBe('refused');

    await proxy.up();
    await server.ready(20_000);
    expect(server.output()).toMatch(/Banco de dados conectado em 127\.0\.0\.1:\d+\/conforma_faults_[0-9a-f]+\./);
    expect(stackTraces(server.output())).toEqual([]); // messages, not stack traces
    expect((await fetch(`${server.url}/api/v1/nada`)).status).toBe(404);
  }, 60_000);

  it('in the middle of requests: each gets a quick 503 in Portuguese, and the same server answers once it is back', async () => {
    const token = await signIn(server.url, world.admin);
    const call = async (path: string, init: RequestInit = {}) => {
      const started = performance.now();
      const answer = await fetch(`${server.url}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
        signal: AbortSignal.timeout(15_000),
      });
      return {
        status: answer.status,
        retryAfter: answer.headers.get('retry-after'),
        body: (await answer.json()) as unknown,
        ms: performance.now() - started,
      };
    };
    const list = () => call('/api/v1/client/company');
    const create = () =>
      call('/api/v1/client/company', { method: 'POST', body: JSON.stringify({ cnpj: offlineCnpj }) });
    const unavailable = { message: errorMessages.databaseUnavailable };
    expect((await list()).status).toBe(200);

    // 1. The database stops answering while requests wait on it (a read, and a company being
    // created inside its transaction), then their connections break.
    proxy.stall();
    const inFlight = [list(), list(), list(), create()];
    while (proxy.heldBytes() === 0) await delay(10);
    await delay(300);
    const cutAt = performance.now();
    await proxy.down();
    faults += 1;
    for (const answer of await Promise.all(inFlight)) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '5', body: unavailable });
    }
    // All answered soon after the cut, not after some long timeout.
    expect(performance.now() - cutAt).toBeLessThan(3_000);

    // 2. While it is down, new requests (signing in too) are refused at once, not held.
    const whileDown = await Promise.all([
      list(),
      create(),
      call('/api/v1/system/user/login', {
        method: 'POST',
        body: JSON.stringify({ username: world.admin.email, password: world.admin.password }),
      }),
    ]);
    for (const answer of whileDown) {
      expect(answer).toMatchObject({ status: 503, body: unavailable });
      expect(answer.ms).toBeLessThan(3_000);
    }

    // 3. Back: the same process answers, and the interrupted creation left nothing half-made.
    await proxy.up();
    expect((await list()).status).toBe(200);
    expect(await brokenInvariants(world)).toEqual([]);
    expect((await create()).status).toBe(201);

    // 4. Cut during a burst, once its first answer is in: every answer is a success or a 503
    // (never a 500, never a hang), and those sent after the cut are 503s.
    const spaced = () => Array.from({ length: 10 }, (_, i) => delay(i * 15).then(() => list()));
    const beforeCut = spaced();
    await Promise.race(beforeCut);
    await proxy.down();
    faults += 1;
    const afterCut = spaced();
    const statuses = (await Promise.all([...beforeCut, ...afterCut])).map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(200);
    expect(statuses.slice(beforeCut.length)).toEqual(afterCut.map(() => 503));
    await proxy.up();
    for (const answer of await Promise.all([list(), list(), list()])) expect(answer.status).toBe(200);

    // 5. Idle pooled connections broken with no request running do not bring the process down.
    await proxy.down();
    faults += 1;
    await delay(300);
    await proxy.up();
    expect((await list()).status).toBe(200);
    // 6. Connections are accepted but never answered (a database hung or still starting): a
    // request fails once the connection times out (connectTimeoutMs), instead of waiting forever.
    await proxy.down();
    // As in 5: the pool notices its broken idle connections before the next request, which then
    // needs a new connection (a request that picked a dead one would fail at once, not time out).
    await delay(300);
    await proxy.up({ stalled: true });
    faults += 1;
    const hung = await list();
    expect(hung).toMatchObject({ status: 503, body: unavailable });
    expect(hung.ms).toBeGreaterThanOrEqual(connectTimeoutMs - 500);
    expect(hung.ms).toBeLessThan(connectTimeoutMs + 4_000);
    await proxy.down();
    await proxy.up();
    expect((await list()).status).toBe(200);

    // Each failed request was logged as one line, never as a 500's stack trace.
    expect(server.output()).toContain('Banco de dados indisponível (database unavailable): GET /api/v1/client/company');
    expect(stackTraces(server.output())).toEqual([]);
  }, 90_000);

  it('a database that answers but refuses the settings stops the start at once, saying what to check', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = '/conforma_nao_existe';
    const refused = servers.start({ ...world.env, DATABASE_URL: url.toString(), PORT: String(await freePort()) });
    faults += 1;
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(
      `O banco de dados em ${url.hostname}:${url.port || '5432'}/conforma_nao_existe recusou a conexão (3D000`,
    );
    expect(refused.output()).toContain('confira DATABASE_URL. / The database at');
    expect(refused.output()).not.toMatch(/\n\s+at /);
  }, 60_000);
});

/**
 * The first line of each stack trace the server printed. The import worker
 * (company-import/worker.ts) logs its own failed polls in full while the
 * database is away; those are its owner's to shorten, not a request's answer.
 */
function stackTraces(output: string): string[] {
  const blocks = output.split(/\n(?=\S)/);
  return blocks.filter((block) => /\n\s+at /.test(block)).map((block) => block.split('\n')[0] ?? '');
}
