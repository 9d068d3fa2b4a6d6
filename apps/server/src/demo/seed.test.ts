import { companyListResponse, loginResponse } from '@product/api/contract';
import { licenseStatuses } from '@product/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLicenseSettings } from '../config';
import { bootstrap } from '../db/bootstrap';
import type { DatabaseHandle } from '../db/database';
import { activityLogs, clients, companyLicenses, establishments, files, groups, users } from '../db/schema';
import { createLocalStorage } from '../storage/local';
import { createTestApp, databaseKinds, jsonPost, openTestDatabase, tempDir } from '../testing/harness';
import { type DemoSeedResult, demoBanner, demoRiskLevel, isEmptyDatabase, seedDemo } from './seed';

describe.each(databaseKinds)('demo seed (%s)', (kind) => {
  let handle: DatabaseHandle;
  const storageDir = tempDir('conforma-demo-');
  const storage = createLocalStorage(storageDir.path);
  let result: DemoSeedResult | null;
  const now = () => new Date('2026-11-22T12:00:00Z');

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await bootstrap(handle.db, { admin: null, print: () => {} });
    expect(await isEmptyDatabase(handle.db)).toBe(true);
    result = await seedDemo({ db: handle.db, storage, licenses: defaultLicenseSettings, now });
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    storageDir.remove();
  });

  it('creates groups, accounts of each type and people of every role', async () => {
    expect(result).not.toBeNull();
    const accountTypes = await handle.db.selectDistinct({ type: clients.type }).from(clients);
    expect(accountTypes.map((row) => row.type).sort()).toEqual(['BUSINESS', 'CLIENT', 'PROVIDER']);
    expect(await handle.db.$count(groups)).toBe(3);
    const roles = await handle.db.selectDistinct({ role: users.accessRole }).from(users);
    expect(roles.map((row) => row.role).sort()).toEqual(
      ['ADMIN', 'AFFINITY', 'BUSINESS', 'CONFORMA', 'EDITOR', 'PARTNER', 'PROVIDER', 'USER'].sort(),
    );
    expect(result?.people).toHaveLength(10);
  });

  it('creates the offline companies with their CNPJs, filiais joined to their matriz', async () => {
    expect(result?.companies).toBe(9);
    expect(await handle.db.$count(establishments)).toBe(11);
    const alphanumeric = await handle.db.select().from(establishments).where(eq(establishments.cnpj, '12ABC345000188'));
    expect(alphanumeric).toHaveLength(1);
  });

  it('gives the licences every status, with real PDF documents in storage', async () => {
    const statuses = await handle.db
      .selectDistinct({ status: companyLicenses.status })
      .from(companyLicenses)
      .where(eq(companyLicenses.active, true));
    expect(statuses.map((row) => row.status).sort()).toEqual([...licenseStatuses].sort());
    const [file] = await handle.db.select().from(files).limit(1);
    const bytes = file ? await storage.get(file.storageKey) : null;
    expect(new TextDecoder().decode(bytes?.slice(0, 8))).toBe('%PDF-1.4');
    expect(result?.licenseRows).toBeGreaterThan(10);
  });

  it('logs the creation of every company', async () => {
    const [row] = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(activityLogs)
      .where(eq(activityLogs.action, 'company.create'));
    expect(Number(row?.count)).toBe(9);
  });

  it('lets a demo client administrator sign in and see the companies', async () => {
    const app = createTestApp(handle.db, { storage, now });
    const login = await app.request(
      '/api/v1/system/user/login',
      jsonPost({ username: 'admin@horizonte.demo.conforma.local', password: result?.password }),
    );
    expect(login.status).toBe(200);
    const { access_token } = loginResponse.parse(await login.json());
    const list = await app.request('/api/v1/client/company', { headers: { Authorization: `Bearer ${access_token}` } });
    const body = companyListResponse.parse(await list.json());
    expect(body.total).toBe(5);
    expect(body.items.map((item) => item.name)).toContain('HORIZONTE ALIMENTOS INDUSTRIA E COMERCIO LTDA');
  });

  it('seeds only once: a database with data is left alone', async () => {
    expect(await isEmptyDatabase(handle.db)).toBe(false);
    expect(await seedDemo({ db: handle.db, storage, licenses: defaultLicenseSettings, now })).toBeNull();
    expect(result?.companies).toBe(9);
  });

  it('prints the shared password once, with every person', () => {
    const banner = result ? demoBanner(result) : '';
    expect(banner).toContain(`senha: ${result?.password}`);
    expect(banner).toContain('usuario@horizonte.demo.conforma.local');
  });
});

describe('demoRiskLevel', () => {
  it('rates fuel, health and chemicals high, food and lodging medium, the rest low', () => {
    expect(demoRiskLevel('4731-8/00')).toBe('high_level');
    expect(demoRiskLevel('8610-1/01')).toBe('high_level');
    expect(demoRiskLevel('2029-1/00')).toBe('high_level');
    expect(demoRiskLevel('1091-1/01')).toBe('medium_level');
    expect(demoRiskLevel('4711-3/02')).toBe('medium_level');
    expect(demoRiskLevel('5510-8/01')).toBe('medium_level');
    expect(demoRiskLevel('6201-5/01')).toBe('low_level');
  });
});
