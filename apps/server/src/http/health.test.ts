import { apiPaths, healthPath } from '@product/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { createTestApp, databaseKinds, loggingDatabase, openTestDatabase } from '../testing/harness';
import { openOutageDatabase, openRefusingDatabase } from '../testing/outage-database';
import { errorMessages } from './errors';
import { healthCheckTtlMs } from './health';

const delay = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** What a client sees of an answer. */
async function seen(response: Response) {
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: await response.json() };
}
const unavailable = { status: 503, retryAfter: '5', body: { message: errorMessages.databaseUnavailable } };

describe.each(databaseKinds)('GET /api/health on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('answers 200 while the database answers, without a token and never from a cache', async () => {
    const response = await createTestApp(handle.db).request(healthPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('asks the database at most once a second, however many calls come at once or one after another', async () => {
    const statements: string[] = [];
    const app = createTestApp(loggingDatabase(handle.db, statements));
    const started = performance.now();
    const burst = await Promise.all(Array.from({ length: 64 }, () => app.request(healthPath)));
    const repeated: Response[] = [];
    while (performance.now() - started < 300) repeated.push(await app.request(healthPath));
    for (const response of [...burst, ...repeated]) expect(response.status).toBe(200);
    expect(repeated.length).toBeGreaterThan(10);
    expect(statements).toEqual(['select 1']);

    // A second after the check settled (before the last answer came), the next call checks again.
    await delay(healthCheckTtlMs + 10);
    expect((await app.request(healthPath)).status).toBe(200);
    expect(statements).toEqual(['select 1', 'select 1']);
  });
});

describe('GET /api/health with the database out of reach', () => {
  it('answers 503 with the Portuguese message and Retry-After', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const handle = await openDatabase({
      database: { kind: 'postgres', url: 'postgres://conforma@127.0.0.1:1/conforma' },
    });
    try {
      const response = await createTestApp(handle.db).request(healthPath);
      expect(await seen(response)).toEqual(unavailable);
    } finally {
      await handle.close();
    }
  });
});

describe.runIf(databaseKinds.includes('postgres'))('GET /api/health when PostgreSQL refuses connections', () => {
  it('answers 503 with Retry-After, as every call does, for a database with ALLOW_CONNECTIONS false', async () => {
    const refusing = await openRefusingDatabase();
    try {
      const app = createTestApp(refusing.handle.db);
      expect(await seen(await app.request(healthPath))).toEqual(unavailable);
      const login = await app.request(apiPaths.login, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'ana@conforma.test', password: 'segredo123' }),
      });
      expect(await seen(login)).toEqual(unavailable);
    } finally {
      await refusing.close();
    }
  });

  it('turns 503 within about a second of the database going away', async () => {
    const outage = await openOutageDatabase();
    try {
      const app = createTestApp(outage.handle.db);
      expect((await app.request(healthPath)).status).toBe(200);
      await outage.refuseConnections();
      const cutAt = performance.now();
      let answer = await app.request(healthPath);
      while (answer.status === 200 && performance.now() - cutAt < 5000) {
        await delay(50);
        answer = await app.request(healthPath);
      }
      expect(await seen(answer)).toEqual(unavailable);
      expect(performance.now() - cutAt).toBeLessThan(healthCheckTtlMs + 700);
    } finally {
      await outage.close();
    }
  });
});
