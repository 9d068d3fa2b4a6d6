import {
  accountPaths,
  clientUserPaths,
  companyImportPaths,
  companyLicensePaths,
  companyPaths,
  dashboardKpis,
  dashboardPaths,
  notificationPaths,
  profilePath,
  tagPaths,
} from '@product/api/contract';
import { brand, todayIn } from '@product/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signSession } from '../auth/tokens';
import { syncCompanyLicenses } from '../company-licenses/sync';
import { defaultLicenseSettings } from '../config';
import type { Database } from '../db/database';
import {
  activityLogs,
  calendarFeeds,
  clients,
  cnaes,
  companies,
  companyLicenseFiles,
  companyLicenses,
  companyTags,
  establishmentCnaes,
  files,
  groups,
  importJobRows,
  importJobs,
  licenseCnaes,
  licenses,
  notificationReads,
  notifications,
  tags,
  userCompanies,
  users,
} from '../db/schema';
import { send } from '../testing/accounts-world';
import { clientWorldOfSuite, ensureTestCnae, insertTestCompany, insertTestLicense } from '../testing/client-world';
import {
  createTestApp,
  databaseKinds,
  insertUser,
  loggingDatabase,
  queryRows,
  testSecret,
  tokenFor,
} from '../testing/harness';
import { matchesTag } from './conditional';

/** A GET with the person's token and, when given, the ETag the browser kept. */
function conditionalGet(token: string, tag?: string | null): RequestInit {
  const init = send('GET', token);
  return tag ? { ...init, headers: { ...(init.headers as Record<string, string>), 'If-None-Match': tag } } : init;
}

describe('If-None-Match', () => {
  it('matches the tag itself, its strong form and any of a list, not another', () => {
    expect(matchesTag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesTag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesTag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesTag('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(matchesTag(undefined, 'W/"abc"')).toBe(false);
    // '*' would need the answer to exist: it runs the handler, which then answers in full.
    expect(matchesTag('*', 'W/"abc"')).toBe(false);
  });
});

describe.each(databaseKinds)('ETag and 304 Not Modified of signed-in reads on %s', (kind) => {
  const world = clientWorldOfSuite(kind);
  let companyId = 0;
  let licenseId = 0;
  let staffToken = '';

  beforeAll(async () => {
    const cnaeId = await ensureTestCnae(world.db, '4711-3/02');
    licenseId = await insertTestLicense(world.db, 'Alvará de funcionamento', [cnaeId]);
    ({ companyId } = await insertTestCompany(world.db, world.accounts.norte.id, {
      name: 'Padaria do Centro',
      establishments: [{ cnpj: '11222333000181', cnaeIds: [cnaeId] }],
    }));
    await syncCompanyLicenses(world.db, 'all', defaultLicenseSettings, todayIn(defaultLicenseSettings.timeZone));
    staffToken = await tokenFor(world.people[brand.roleCode], brand.roleCode, { clientId: null });
  });

  const get = (path: string, token: string, tag?: string | null) => world.app.request(path, conditionalGet(token, tag));

  it('tags every signed-in read, the same tag while nothing changes, and answers 304 to it with no body', async () => {
    const reads: [string, () => string][] = [
      [companyPaths.list, () => world.tokens.ADMIN],
      [`${companyPaths.list}?search=padaria&page=0`, () => world.tokens.ADMIN],
      [tagPaths.list, () => world.tokens.ADMIN],
      [dashboardPaths.kpis, () => world.tokens.ADMIN],
      [clientUserPaths.list, () => world.tokens.ADMIN],
      [companyLicensePaths.list(companyId), () => world.tokens.ADMIN],
      [notificationPaths.list, () => world.tokens.ADMIN],
      [profilePath, () => world.tokens.ADMIN],
      [accountPaths.list, () => staffToken],
    ];
    for (const [path, token] of reads) {
      const first = await get(path, token());
      expect(first.status, path).toBe(200);
      const tag = first.headers.get('ETag');
      expect(tag, path).toMatch(/^W\/"[\w-]{27}"$/);
      expect(first.headers.get('Cache-Control'), path).toBe('private, no-cache');
      expect((await get(path, token())).headers.get('ETag'), path).toBe(tag);

      const unchanged = await get(path, token(), tag);
      expect(unchanged.status, path).toBe(304);
      expect(await unchanged.text(), path).toBe('');
      expect(unchanged.headers.get('ETag'), path).toBe(tag);
      expect(unchanged.headers.get('Cache-Control'), path).toBe('private, no-cache');
    }
  });

  it("answers 304 from the guard's one query, without the call's own SQL", async () => {
    const statements: string[] = [];
    const app = createTestApp(loggingDatabase(world.db, statements));
    for (const path of [dashboardPaths.kpis, companyPaths.list, companyLicensePaths.list(companyId)]) {
      const first = await app.request(path, conditionalGet(world.tokens.ADMIN));
      expect(first.status, path).toBe(200);
      statements.length = 0;
      const unchanged = await app.request(path, conditionalGet(world.tokens.ADMIN, first.headers.get('ETag')));
      expect(unchanged.status, path).toBe(304);
      expect(statements, path).toHaveLength(1);
    }
  });

  it('moves the tag with each kind of write, and the next read shows the write', async () => {
    const norte = world.accounts.norte.id;
    const kpis = async () => dashboardKpis.parse(await (await get(dashboardPaths.kpis, world.tokens.ADMIN)).json());
    const writes: { what: string; path: string; write: () => Promise<unknown>; shows: (body: string) => boolean }[] = [
      {
        what: 'a company',
        path: companyPaths.list,
        write: () => insertTestCompany(world.db, norte, { name: 'Empresa Recém-Criada', establishments: [] }),
        shows: (body) => body.includes('Empresa Recém-Criada'),
      },
      {
        what: 'a tag, through the API',
        path: tagPaths.list,
        write: async () => world.app.request(tagPaths.list, send('POST', world.tokens.ADMIN, { tag: 'Prioridade' })),
        shows: (body) => body.includes('Prioridade'),
      },
      {
        what: "a licence row's data",
        path: companyLicensePaths.list(companyId),
        write: () =>
          world.db
            .update(companyLicenses)
            .set({ note: 'Renovar em março' })
            .where(eq(companyLicenses.companyId, companyId)),
        shows: (body) => body.includes('Renovar em março'),
      },
      {
        what: "the catalogue's licence name (no account's own row)",
        path: companyLicensePaths.list(companyId),
        write: () => world.db.update(licenses).set({ name: 'Alvará Municipal' }).where(eq(licenses.id, licenseId)),
        shows: (body) => body.includes('Alvará Municipal'),
      },
      {
        what: 'a person of the account',
        path: clientUserPaths.list,
        write: () => insertUser(world.db, { email: 'nova@cliente.test', accessRole: 'ADMIN', clientId: norte }),
        shows: (body) => body.includes('nova@cliente.test'),
      },
      {
        what: 'an account renamed, in the staff list',
        path: accountPaths.list,
        write: () => world.db.update(clients).set({ name: 'Padaria Norte Ltda' }).where(eq(clients.id, norte)),
        shows: (body) => body.includes('Padaria Norte Ltda'),
      },
    ];
    for (const { what, path, write, shows } of writes) {
      const token = path === accountPaths.list ? staffToken : world.tokens.ADMIN;
      const tag = (await get(path, token)).headers.get('ETag');
      await write();
      const after = await get(path, token, tag);
      expect(after.status, what).toBe(200);
      expect(after.headers.get('ETag'), what).not.toBe(tag);
      expect(shows(await after.text()), what).toBe(true);
    }

    // A document: the KPIs (kept in process under the data version) count it at once.
    const documentsBefore = (await kpis()).documents;
    await world.db.insert(files).values({
      clientId: norte,
      companyId,
      name: 'alvara.pdf',
      extension: 'pdf',
      mimeType: 'application/pdf',
      size: 10,
      fileType: 'document',
      storageKey: `teste/${kind}/alvara.pdf`,
    });
    expect((await kpis()).documents).toBe(documentsBefore + 1);
    const licencesBefore = (await kpis()).licenses;
    await world.db.update(companyLicenses).set({ status: 'renewing' }).where(eq(companyLicenses.companyId, companyId));
    expect((await kpis()).licenses.renewing).toBeGreaterThan(licencesBefore.renewing);
  });

  it('keeps the KPIs of one scope for every person who reads it until a write moves the version', async () => {
    const statements: string[] = [];
    const app = createTestApp(loggingDatabase(world.db, statements));
    const read = async (token: string) => {
      statements.length = 0;
      const response = await app.request(dashboardPaths.kpis, conditionalGet(token));
      return { kpis: dashboardKpis.parse(await response.json()), statements: statements.length };
    };
    await read(world.tokens.ADMIN);
    // Another person of the account, no tag sent: the guard's query, then the kept answer.
    const kept = await read(world.tokens.PROVIDER);
    expect(kept.statements).toBe(1);
    await insertTestCompany(world.db, world.accounts.norte.id, { name: 'Mais Uma', establishments: [] });
    const moved = await read(world.tokens.PROVIDER);
    expect(moved.statements).toBeGreaterThan(1);
    expect(moved.kpis.companies).toBe(kept.kpis.companies + 1);
  });

  it('never answers 304 to another person, role, session or account for what one was shown', async () => {
    const tag = (await get(companyPaths.list, world.tokens.ADMIN)).headers.get('ETag');
    const staffInSul = await tokenFor(world.people.EDITOR, 'EDITOR', { clientId: world.accounts.sul.id });
    const others = {
      PROVIDER: world.tokens.PROVIDER,
      BUSINESS: world.tokens.BUSINESS,
      USER: world.tokens.USER,
      EDITOR: world.tokens.EDITOR,
      [brand.roleCode]: world.tokens[brand.roleCode],
      'EDITOR in Oficina Sul': staffInSul,
      'ADMIN of Oficina Sul': world.foreignAdmin.token,
    };
    for (const [who, token] of Object.entries(others)) {
      const response = await get(companyPaths.list, token, tag);
      expect(response.status, who).toBe(200);
      expect(response.headers.get('ETag'), who).not.toBe(tag);
    }
    // The same person after ending their sessions and signing in again (ADMIN's old token ends here).
    const admin = world.people.ADMIN;
    await world.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, admin.id));
    const [{ sv = 0 } = {}] = await queryRows<{ sv: number }>(
      world.db,
      sql`select session_version as sv from users where id = ${admin.id}`,
    );
    const again = await signedAgain(world.db, admin, sv, world.accounts.norte.id);
    const response = await get(companyPaths.list, again, tag);
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).not.toBe(tag);
  });

  it('keeps refusals and what a version cannot stand for out of every cache', async () => {
    const refused = await get(companyPaths.list, world.tokens.AFFINITY);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('ETag')).toBeNull();
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    // The import jobs keep their own no-store (their progress is polled), with no tag and no 304.
    const jobs = await get(companyImportPaths.jobs, world.tokens.PROVIDER);
    expect(jobs.status).toBe(200);
    expect(jobs.headers.get('ETag')).toBeNull();
    expect(jobs.headers.get('Cache-Control')).toBe('no-store');
  });
});

/** A token carrying the person's current session version, as a new sign-in would. */
async function signedAgain(
  db: Database,
  person: { id: number; uid: string; email: string },
  sv: number,
  clientId: number,
): Promise<string> {
  const [row] = await db.select({ role: users.accessRole }).from(users).where(eq(users.id, person.id));
  return signSession(
    {
      id: person.id,
      uid: person.uid,
      current_client_id: clientId,
      name: 'Pessoa',
      username: person.email,
      access_role: row?.role as 'ADMIN',
      permission_role: [],
      client_name: null,
      sv,
    },
    testSecret,
  );
}

describe.each(databaseKinds)('the data versions the database keeps on %s', (kind) => {
  const world = clientWorldOfSuite(kind);

  const versions = async () => {
    const rows = await queryRows<{ account: number; version: string }>(
      world.db,
      sql`select account_id as account, sum(version)::text as version from data_versions group by account_id`,
    );
    return new Map(rows.map((row) => [Number(row.account), BigInt(row.version)]));
  };
  /** Runs the write and says which accounts' versions moved (0: what no account owns). */
  const raisedBy = async (write: () => Promise<unknown>) => {
    const before = await versions();
    await write();
    const after = await versions();
    return [...after]
      .filter(([account, version]) => version > (before.get(account) ?? 0n))
      .map(([account]) => account)
      .sort((x, y) => x - y);
  };

  it('raises the account of every row a statement adds, changes or removes, on every table a read shows', async () => {
    const db = world.db;
    const norte = world.accounts.norte.id;
    const sul = world.accounts.sul.id;
    const expectRaised = async (what: string, accounts: number[], write: () => Promise<unknown>) => {
      expect(await raisedBy(write), what).toEqual(accounts);
    };
    const one = async <T>(rows: Promise<T[]>): Promise<T> => {
      const [row] = await rows;
      if (!row) throw new Error('no row');
      return row;
    };

    let cnaeId = 0;
    await expectRaised('cnaes', [0], async () => {
      cnaeId = await ensureTestCnae(db, '1091-1/02');
    });
    let licenseId = 0;
    await expectRaised('licenses and license_cnaes', [0], async () => {
      licenseId = await insertTestLicense(db, 'Licença sanitária', [cnaeId]);
    });
    await expectRaised('license_cnaes removed', [0], () =>
      db.delete(licenseCnaes).where(eq(licenseCnaes.cnaeId, cnaeId)),
    );
    await db.insert(licenseCnaes).values({ licenseId, cnaeId });
    await expectRaised('groups', [0], () => db.update(groups).set({ name: sql`${groups.name}` }));
    await expectRaised('clients', [norte], () =>
      db.update(clients).set({ name: 'Norte' }).where(eq(clients.id, norte)),
    );
    await expectRaised('staff users', [0], () =>
      insertUser(db, { email: 'staff-nova@conforma.test', accessRole: 'EDITOR', clientId: null }),
    );
    const person = await insertUser(db, { email: 'pessoa@norte.test', accessRole: 'USER', clientId: norte });

    let companyId = 0;
    let establishmentId = 0;
    await expectRaised('companies, establishments, establishment_cnaes', [norte], async () => {
      const made = await insertTestCompany(db, norte, {
        name: 'Doceria',
        establishments: [{ cnpj: '11444777000161', cnaeIds: [cnaeId] }],
      });
      companyId = made.companyId;
      establishmentId = made.establishmentIds[0] ?? 0;
    });
    await expectRaised('establishment_cnaes removed', [norte], () =>
      db.delete(establishmentCnaes).where(eq(establishmentCnaes.establishmentId, establishmentId)),
    );
    await expectRaised('company_licenses', [norte], async () => {
      await db.insert(establishmentCnaes).values({ establishmentId, cnaeId, isPrimary: true });
      await syncCompanyLicenses(db, { companyId }, defaultLicenseSettings, todayIn(defaultLicenseSettings.timeZone));
    });
    const licence = await one(
      db.select({ id: companyLicenses.id }).from(companyLicenses).where(eq(companyLicenses.companyId, companyId)),
    );
    const tag = await one(db.insert(tags).values({ clientId: norte, tag: 'Doces' }).returning({ id: tags.id }));
    await expectRaised('company_tags', [norte], () => db.insert(companyTags).values({ companyId, tagId: tag.id }));
    const file = await one(
      db
        .insert(files)
        .values({
          clientId: norte,
          companyId,
          name: 'a.pdf',
          extension: 'pdf',
          mimeType: 'application/pdf',
          size: 1,
          fileType: 'document',
          storageKey: `versoes/${kind}/a.pdf`,
        })
        .returning({ id: files.id }),
    );
    await expectRaised('company_license_files', [norte], () =>
      db.insert(companyLicenseFiles).values({ companyLicenseId: licence.id, fileId: file.id, kind: 'document' }),
    );
    await expectRaised('user_companies', [norte], () =>
      db.insert(userCompanies).values({ userId: person.id, companyId }),
    );
    const notice = await one(
      db
        .insert(notifications)
        .values({ clientId: norte, type: 'info', title: 'Aviso', description: 'Um aviso' })
        .returning({ id: notifications.id }),
    );
    await expectRaised('notification_reads', [norte], () =>
      db.insert(notificationReads).values({ notificationId: notice.id, userId: person.id }),
    );
    await expectRaised('activity_logs of an account and of none', [0, sul], () =>
      db.insert(activityLogs).values([
        { userName: 'A', userEmail: 'a@x.test', clientId: sul, action: 'x', actionDetails: 'x' },
        { userName: 'B', userEmail: 'b@x.test', clientId: null, action: 'x', actionDetails: 'x' },
      ]),
    );
    await expectRaised('calendar_feeds', [norte], () =>
      db.insert(calendarFeeds).values({ userId: person.id, clientId: norte, tokenHash: 'h', tokenSeed: 's' }),
    );
    const job = await one(
      db
        .insert(importJobs)
        .values({
          clientId: norte,
          actorName: 'P',
          actorEmail: 'p@x.test',
          assignToUser: false,
          fileName: 'f.xlsx',
          total: 1,
        })
        .returning({ id: importJobs.id }),
    );
    await expectRaised('import_job_rows', [norte], () =>
      db.insert(importJobRows).values({ jobId: job.id, rowNumber: 1, cnpj: '11444777000161' }),
    );
    await expectRaised('a user moved between accounts: both', [norte, sul], () =>
      db.update(users).set({ clientId: sul }).where(eq(users.id, person.id)),
    );
    await expectRaised('a level of the catalogue, which moves the CNPJs that have it', [0, norte], () =>
      db.update(cnaes).set({ registrationLevel: 'high_level' }).where(eq(cnaes.id, cnaeId)),
    );
    await expectRaised('a statement that changes no row: nothing', [], () =>
      db.update(companies).set({ name: 'x' }).where(sql`false`),
    );
    await expectRaised('a company removed, its rows by cascade', [norte], () =>
      db.delete(companies).where(eq(companies.id, companyId)),
    );
  });

  it('only ever raises a version, so the sum an ETag is made from moves with every write', async () => {
    const norte = world.accounts.norte.id;
    const seen: bigint[] = [];
    for (let i = 0; i < 5; i++) {
      await world.db
        .update(clients)
        .set({ name: `Norte ${i}` })
        .where(eq(clients.id, norte));
      seen.push((await versions()).get(norte) ?? 0n);
    }
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1] ?? 0n);
  });
});
