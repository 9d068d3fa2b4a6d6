import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { databaseKinds, openTestDatabase } from '../testing/harness';
import { openRefusingDatabase } from '../testing/outage-database';
import type { DatabaseHandle } from './database';
import { describeTarget, retryDelayMs, waitForDatabase } from './database';
import { isDatabaseUnavailable, markDatabaseError } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['an unknown host', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['a connection that broke mid-query', new Error('Connection terminated unexpectedly')],
    ['a connection that timed out', new Error('Connection terminated due to connection timeout')],
    ['a broken pooled client', new Error('Client has encountered a connection error and is not queryable')],
    ['the server shutting down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['the server starting (57P03)', withCode('the database system is starting up', '57P03')],
    ['no connection slot left (53300)', withCode('sorry, too many clients already', '53300')],
    ['out of memory (53200)', withCode('out of memory', '53200')],
    ['a full disk (53100)', withCode('could not extend file', '53100')],
    [
      'a crash shutdown (57P02)',
      withCode('terminating connection because of crash of another server process', '57P02'),
    ],
    ['a dropped database (57P04)', withCode('terminating connection because the database was dropped', '57P04')],
    ['an idle session timed out (57P05)', withCode('terminating connection due to idle-session timeout', '57P05')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    [
      'every address of a host refused (AggregateError)',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
  ])('is true for %s, from a query (drizzle wraps it) or from the pool (marked)', (_, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
    expect(isDatabaseUnavailable(markDatabaseError(error))).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('duplicate key value', '23505'))],
    ['a syntax error', wrapped(withCode('syntax error at or near "selec"', '42601'))],
    ['a wrong password', markDatabaseError(withCode('password authentication failed for user "x"', '28P01'))],
    ['a missing database', markDatabaseError(withCode('database "x" does not exist', '3D000'))],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'id')")],
    // Another service out of reach is not the database: no 503 with the database's message.
    ['the mail server refusing the connection', withCode('connect ECONNREFUSED 127.0.0.1:25', 'ECONNREFUSED')],
    [
      'the file storage out of reach',
      new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED 10.0.0.9:9000', 'ECONNREFUSED') }),
    ],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('is true for 55000 raised while connecting (a database refusing connections), from the pool or wrapped', () => {
    const refusing = () =>
      markDatabaseError(withCode('database "conforma" is not currently accepting connections', '55000'));
    expect(isDatabaseUnavailable(refusing())).toBe(true);
    expect(isDatabaseUnavailable(wrapped(refusing()))).toBe(true);
  });

  it('is false for 55000 raised by a statement (object not in prerequisite state)', () => {
    expect(
      isDatabaseUnavailable(wrapped(withCode('currval of sequence "s" is not yet defined in this session', '55000'))),
    ).toBe(false);
  });

  it('survives an error whose cause points back at itself', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(markDatabaseError(error))).toBe(false);
  });
});

describe.each(databaseKinds)('isDatabaseUnavailable on real %s errors', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('is false for the 55000 of a statement (currval before nextval): a query error, not an outage', async () => {
    await handle.db.execute(sql`create sequence probe_unused`);
    const error = await handle.db.execute(sql`select currval('probe_unused')`).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect((error as DrizzleQueryError).cause).toMatchObject({ code: '55000' });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe.runIf(databaseKinds.includes('postgres'))('isDatabaseUnavailable on a database refusing connections', () => {
  it('is true for the 55000 a connection gets from a database with ALLOW_CONNECTIONS false', async () => {
    const refusing = await openRefusingDatabase();
    try {
      const error = await refusing.handle.db.execute(sql`select 1`).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toMatchObject({ cause: { code: '55000', severity: 'FATAL' } });
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await refusing.close();
    }
  });
});

describe('waitForDatabase', () => {
  const target = { kind: 'postgres' as const, url: 'postgres://conforma:segredo@db.interno:6543/conforma' };
  /** A handle whose `select 1` answers with the given outcomes, one per attempt. */
  function handle(outcomes: (Error | 'ok')[]): DatabaseHandle {
    const db = {
      execute: async () => {
        const outcome = outcomes.shift();
        if (outcome === undefined) throw new Error('no more outcomes');
        if (outcome !== 'ok') throw outcome;
        return { rows: [] };
      },
    };
    return { db: db as unknown as DatabaseHandle['db'], target, close: async () => {} };
  }

  it('says why in Portuguese and English, never with the password, and tries again with growing pauses', async () => {
    const refused = wrapped(withCode('connect ECONNREFUSED 10.0.0.5:6543', 'ECONNREFUSED'));
    const lines: string[] = [];
    const pauses: number[] = [];
    const lost = wrapped(new Error('Connection terminated unexpectedly'));
    await waitForDatabase(handle([refused, refused, lost, 'ok']), {
      log: (line) => lines.push(line),
      sleep: async (ms) => {
        pauses.push(ms);
      },
    });
    expect(pauses).toEqual([1000, 2000, 4000]);
    expect(lines[0]).toBe(
      'Não foi possível conectar ao banco de dados em db.interno:6543/conforma (connect ECONNREFUSED 10.0.0.5:6543). ' +
        'Nova tentativa em 1 s… / Could not connect to the database at db.interno:6543/conforma ' +
        '(connect ECONNREFUSED 10.0.0.5:6543); retrying in 1 s…',
    );
    expect(lines[2]).toContain('(Connection terminated unexpectedly). Nova tentativa em 4 s…');
    expect(lines[3]).toBe(
      'Banco de dados conectado em db.interno:6543/conforma. / Database connected at db.interno:6543/conforma.',
    );
    expect(lines.join('\n')).not.toContain('segredo');
  });

  it('says nothing when the database answers at once', async () => {
    const lines: string[] = [];
    await waitForDatabase(handle(['ok']), { log: (line) => lines.push(line) });
    expect(lines).toEqual([]);
  });

  it('stops at once, as a settings error, when the database answers but refuses us', async () => {
    const refused = wrapped(withCode('password authentication failed for user "conforma"', '28P01'));
    const attempt = waitForDatabase(handle([refused]), { log: () => {}, sleep: async () => {} });
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(waitForDatabase(handle([refused]), { log: () => {} })).rejects.toThrow(
      'O banco de dados em db.interno:6543/conforma recusou a conexão (28P01: password authentication failed for user "conforma"); confira DATABASE_URL. / ' +
        'The database at db.interno:6543/conforma refused the connection (28P01: password authentication failed for user "conforma"); check DATABASE_URL.',
    );
  });

  it('pauses 1, 2, 4, 8 s, then every 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it('names a target without its credentials', () => {
    expect(describeTarget(target)).toBe('db.interno:6543/conforma');
    expect(describeTarget({ kind: 'postgres', url: 'postgres://localhost/conforma' })).toBe('localhost:5432/conforma');
    expect(describeTarget({ kind: 'pglite', dataDir: '/dados/pglite' })).toBe('/dados/pglite');
  });
});
