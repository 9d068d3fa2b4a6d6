import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { dashboardPaths, errorResponse, notificationPaths } from '@product/api/contract';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { ConfigError, defaultOverloadSettings, loadConfig } from '../config';
import { type ClientWorld, openClientWorld } from '../testing/client-world';
import { databaseKinds, tempDir, testSecret } from '../testing/harness';
import { ApiError } from './errors';
import {
  createLimiter,
  type Limiter,
  limitApiRequests,
  OverloadError,
  type OverloadSettings,
  overloadMessage,
  type Release,
} from './overload';

/** A promise with its resolve at hand, to hold a request inside its handler. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets pending promise callbacks (and timers of 0 ms) run. */
const settle = () => new Promise<void>((done) => setTimeout(done, 0));

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OverloadError);
  return (error as OverloadError).reason;
}

describe('createLimiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const limiter = (concurrency: number, maxQueue: number, maxWaitMs = 10_000) =>
    createLimiter({ concurrency, maxQueue, maxWaitMs });

  it('gives places at once up to the concurrency, then queues', async () => {
    const limit = limiter(2, 5);
    await limit.acquire();
    await limit.acquire();
    let third = false;
    void limit.acquire().then(() => {
      third = true;
    });
    await settle();
    expect(third).toBe(false);
    expect(limit.running).toBe(2);
    expect(limit.waiting).toBe(1);
  });

  it('hands freed places to the waiters in arrival order', async () => {
    const limit = limiter(1, 5);
    const first = await limit.acquire();
    const order: number[] = [];
    const releases: Release[] = [];
    for (const n of [1, 2, 3]) {
      void limit.acquire().then((release) => {
        order.push(n);
        releases.push(release);
      });
    }
    first();
    await settle();
    expect(order).toEqual([1]);
    releases[0]?.();
    await settle();
    releases[1]?.();
    await settle();
    expect(order).toEqual([1, 2, 3]);
    expect(limit.running).toBe(1);
    releases[2]?.();
    expect(limit.running).toBe(0);
    expect(limit.waiting).toBe(0);
  });

  it('refuses at once past the queue bound', async () => {
    const limit = limiter(1, 2);
    await limit.acquire();
    void limit.acquire();
    void limit.acquire();
    expect(await reasonOf(limit.acquire())).toBe('full');
    expect(limit.waiting).toBe(2);
  });

  it('with no queue, refuses whatever finds every place taken', async () => {
    const limit = limiter(1, 0);
    const release = await limit.acquire();
    expect(await reasonOf(limit.acquire())).toBe('full');
    release();
    await expect(limit.acquire()).resolves.toBeTypeOf('function');
  });

  it('gives up after the longest wait and frees the place in the queue', async () => {
    vi.useFakeTimers();
    const limit = limiter(1, 1, 500);
    const release = await limit.acquire();
    const waiting = limit.acquire();
    const reason = reasonOf(waiting);
    await vi.advanceTimersByTimeAsync(499);
    expect(limit.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await reason).toBe('timeout');
    expect(limit.waiting).toBe(0);
    // The freed place in the queue takes the next request, and the running one still hands over.
    const next = limit.acquire();
    release();
    await expect(next).resolves.toBeTypeOf('function');
  });

  it('forgets a waiter whose client left, and refuses one that left before asking', async () => {
    const limit = limiter(1, 1);
    const release = await limit.acquire();
    const controller = new AbortController();
    const waiting = limit.acquire(controller.signal);
    expect(limit.waiting).toBe(1);
    controller.abort();
    expect(await reasonOf(waiting)).toBe('aborted');
    expect(limit.waiting).toBe(0);
    expect(await reasonOf(limit.acquire(AbortSignal.abort()))).toBe('aborted');
    // The place went to nobody: given back, it is free again.
    release();
    expect(limit.running).toBe(0);
  });

  it('counts a release once, however often it is called', async () => {
    const limit = limiter(2, 5);
    const release = await limit.acquire();
    await limit.acquire();
    release();
    release();
    expect(limit.running).toBe(1);
  });

  it('keeps no timer or listener once a waiter got its place', async () => {
    vi.useFakeTimers();
    const limit: Limiter = limiter(1, 1, 500);
    const release = await limit.acquire();
    const controller = new AbortController();
    const waiting = limit.acquire(controller.signal);
    release();
    const second = await waiting;
    expect(vi.getTimerCount()).toBe(0);
    // Aborting afterwards changes nothing: the request runs on.
    controller.abort();
    await vi.advanceTimersByTimeAsync(1000);
    expect(limit.running).toBe(1);
    second();
    expect(limit.running).toBe(0);
  });
});

describe('the overload settings', () => {
  const dirs: { remove(): void }[] = [];
  const dataDir = () => {
    const dir = tempDir('conforma-config-');
    dirs.push(dir);
    return dir.path;
  };
  afterAll(() => {
    for (const dir of dirs) dir.remove();
  });

  it('default by database: a tight bound on PGlite, room for the pool on PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).overload).toEqual(defaultOverloadSettings.pglite);
    expect(defaultOverloadSettings.pglite).toEqual({ maxConcurrency: 4, maxQueue: 256, maxWaitMs: 5000 });
    const postgres = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://localhost/conforma' });
    expect(postgres.overload).toEqual({ maxConcurrency: 16, maxQueue: 512, maxWaitMs: 5000 });
  });

  it('are read from API_MAX_CONCURRENCY, API_MAX_QUEUE and API_MAX_WAIT_MS', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      API_MAX_CONCURRENCY: '0',
      API_MAX_QUEUE: '1000',
      API_MAX_WAIT_MS: ' ',
    });
    expect(config.overload).toEqual({ maxConcurrency: 0, maxQueue: 1000, maxWaitMs: 5000 });
  });

  it('refuse a value that is not a whole number in range, in Portuguese and English', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_MAX_QUEUE: '-1' })).toThrow(
      new ConfigError(
        'Configuração inválida (invalid configuration):\n' +
          '  - API_MAX_QUEUE deve ser um inteiro entre 0 e 100000 (must be an integer from 0 to 100000)',
      ),
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_MAX_WAIT_MS: 'muito' })).toThrow(
      /API_MAX_WAIT_MS deve ser um número \(must be a number\)/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_MAX_CONCURRENCY: '2.5' })).toThrow(/API_MAX_CONCURRENCY/);
  });
});

describe('limitApiRequests', () => {
  /** A bare app: `/hold` waits for `gate`, `/boom` throws, `/echo` returns its JSON body. */
  function appWith(settings: OverloadSettings) {
    let gate = deferred();
    const app = new Hono();
    app.use('*', limitApiRequests(settings));
    app.get('/hold', async (c) => {
      await gate.promise;
      return c.json({ ok: true });
    });
    app.post('/hold', async (c) => {
      await gate.promise;
      return c.json({ ok: true });
    });
    app.get('/boom', () => {
      throw new Error('boom');
    });
    app.post('/echo', async (c) => c.json(await c.req.json()));
    app.onError((error, c) => {
      if (error instanceof ApiError) return c.json(error.toJSON(), error.status);
      return c.json({ message: 'interno' }, 500);
    });
    return {
      app,
      open: () => {
        gate.resolve();
        gate = deferred();
      },
    };
  }

  async function expectBusy(response: Response) {
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('1');
    expect(response.headers.get('Connection')).toBe('close');
    expect(await response.json()).toEqual({ message: overloadMessage });
  }

  it('answers 503 in Portuguese with Retry-After past the queue, and serves the rest', async () => {
    const { app, open } = appWith({ maxConcurrency: 1, maxQueue: 1, maxWaitMs: 10_000 });
    const running = app.request('/hold');
    const queued = app.request('/hold');
    await settle();
    await expectBusy(await app.request('/hold'));
    open();
    expect((await running).status).toBe(200);
    await settle();
    open();
    expect((await queued).status).toBe(200);
  });

  it('answers 503 to a request that waited longer than the bound', async () => {
    const { app, open } = appWith({ maxConcurrency: 1, maxQueue: 5, maxWaitMs: 50 });
    const running = app.request('/hold');
    await settle();
    await expectBusy(await app.request('/hold'));
    open();
    expect((await running).status).toBe(200);
  });

  it('gives the place back when the handler fails', async () => {
    const { app } = appWith({ maxConcurrency: 1, maxQueue: 0, maxWaitMs: 1000 });
    expect((await app.request('/boom')).status).toBe(500);
    expect((await app.request('/boom')).status).toBe(500);
  });

  it('frees the place in the queue of a client that disconnects', async () => {
    const { app, open } = appWith({ maxConcurrency: 1, maxQueue: 1, maxWaitMs: 10_000 });
    const running = app.request('/hold');
    const controller = new AbortController();
    const leaving = app.request(new Request('http://localhost/hold', { signal: controller.signal }));
    await settle();
    controller.abort();
    // Answered at once, not after the longest wait.
    const hung = new Promise<string>((done) => setTimeout(() => done('still waiting'), 1000));
    expect(await Promise.race([Promise.resolve(leaving).then((response) => response.status), hung])).toBe(503);
    // Its place in the queue is free again: the next request waits instead of a 503.
    const next = app.request('/hold');
    await settle();
    open();
    expect((await running).status).toBe(200);
    await settle();
    open();
    expect((await next).status).toBe(200);
  });

  it('reads a JSON body before taking a place, and the handler still gets it', async () => {
    const { app } = appWith({ maxConcurrency: 1, maxQueue: 0, maxWaitMs: 1000 });
    const response = await app.request('/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ nome: 'Padaria' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ nome: 'Padaria' });
  });

  it('queues uploads in a lane of their own', async () => {
    const { app, open } = appWith({ maxConcurrency: 1, maxQueue: 0, maxWaitMs: 1000 });
    const form = new FormData();
    form.append('file', new Blob(['conteúdo']), 'a.txt');
    const upload = app.request('/hold', { method: 'POST', body: form });
    await settle();
    // A slow upload holds its lane's place, not the one of the other calls.
    const call = app.request('/hold');
    await settle();
    const secondUpload = new FormData();
    secondUpload.append('file', new Blob(['outro']), 'b.txt');
    await expectBusy(await app.request('/hold', { method: 'POST', body: secondUpload }));
    open();
    expect((await upload).status).toBe(200);
    expect((await call).status).toBe(200);
  });

  it('limits nothing with a concurrency of 0', async () => {
    const { app, open } = appWith({ maxConcurrency: 0, maxQueue: 0, maxWaitMs: 0 });
    const requests = Array.from({ length: 5 }, () => app.request('/hold'));
    await settle();
    open();
    for (const response of await Promise.all(requests)) expect(response.status).toBe(200);
  });
});

describe.each(databaseKinds)('the app under overload on %s', (kind) => {
  let world: ClientWorld;
  let app: ReturnType<typeof createApp>;
  const web = tempDir('conforma-web-');

  beforeAll(async () => {
    world = await openClientWorld(kind);
    writeFileSync(path.join(web.path, 'index.html'), '<!doctype html><title>Conforma</title>');
    app = createApp({
      db: world.db,
      config: {
        jwtSecret: testSecret,
        webDist: web.path,
        overload: { maxConcurrency: 1, maxQueue: 2, maxWaitMs: 5000 },
      },
      logError: () => {},
      logWarning: () => {},
    });
  });
  afterAll(async () => {
    await world?.close();
    web.remove();
  });

  it('answers a burst past its bounds with quick 503s, serves the rest, and never the web app', async () => {
    const headers = { Authorization: `Bearer ${world.tokens.ADMIN}` };
    const paths = [notificationPaths.list, dashboardPaths.kpis];
    const started = performance.now();
    const responses = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => app.request(paths[i % paths.length] ?? '', { headers })),
      ...Array.from({ length: 5 }, () => app.request('/')),
    ]);
    expect(performance.now() - started).toBeLessThan(5000);
    const api = responses.slice(0, 30);
    const served = api.filter((response) => response.status === 200);
    const busy = api.filter((response) => response.status === 503);
    expect(served.length).toBeGreaterThanOrEqual(3);
    expect(busy.length).toBeGreaterThan(0);
    expect(served.length + busy.length).toBe(api.length);
    for (const response of busy) {
      expect(response.headers.get('Retry-After')).toBe('1');
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(errorResponse.parse(await response.json())).toEqual({
        message: 'Servidor ocupado. Tente novamente em instantes.',
      });
    }
    // The web app's pages are not counted.
    for (const response of responses.slice(30)) expect(response.status).toBe(200);
    // Once the burst is over, every place is free again.
    const after = await Promise.all([1, 2, 3].map(() => app.request(notificationPaths.list, { headers })));
    expect(after.map((response) => response.status)).toEqual([200, 200, 200]);
  });
});
