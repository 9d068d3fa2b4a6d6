import { healthPath } from '@product/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { createTestApp, databaseKinds, openTestDatabase } from '../test/harness';

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
});

describe('GET /api/health with the database out of reach', () => {
  it('answers 503 with the Portuguese message and Retry-After', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const handle = await openDatabase({
      database: { kind: 'postgres', url: 'postgres://conforma@127.0.0.1:1/conforma' },
    });
    try {
      const response = await createTestApp(handle.db).request(healthPath);
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
      expect(await response.json()).toEqual({ message: 'Banco de dados indisponível. Tente novamente em instantes.' });
    } finally {
      await handle.close();
    }
  });
});
