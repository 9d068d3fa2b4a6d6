import { createHash } from 'node:crypto';
import { calendarPaths, calendarSettingsResponse, calendarTexts } from '@product/api/contract';
import { brand, permissionCodes } from '@product/domain';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncCompanyLicenses } from '../company-licenses/sync';
import { defaultLicenseSettings } from '../config';
import { activityLogs, calendarFeeds, clients, companyLicenses, users } from '../db/schema';
import { clientWorldOfSuite, ensureTestCnae, insertTestCompany, insertTestLicense } from '../testing/client-world';
import { bearer, databaseKinds } from '../testing/harness';

const publicUrl = 'https://conforma.test';
/** Noon UTC is 09:00 in São Paulo: the same calendar day there. */
const clock = new Date('2026-03-01T12:00:00Z');

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  start: string;
  allDay: boolean;
  transparent: string;
  triggers: string[];
}
interface ParsedFeed {
  name: unknown;
  refresh: string;
  ttl: unknown;
  events: ParsedEvent[];
}

/** The feed read back with ical.js, a parser that has nothing to do with the generator. */
function parseFeed(text: string): ParsedFeed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      transparent: String(component.getFirstPropertyValue('transp')),
      triggers: component
        .getAllSubcomponents('valarm')
        .map((alarm) => String(alarm.getFirstPropertyValue('trigger')))
        .sort(),
    };
  });
  const refresh = calendar.getFirstProperty('refresh-interval');
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    refresh: `${refresh?.type}:${String(refresh?.getFirstValue())}`,
    ttl: calendar.getFirstPropertyValue('x-published-ttl'),
    events: events.sort((a, b) => a.uid.localeCompare(b.uid)),
  };
}

describe.each(databaseKinds)('the licence calendar feed on %s', (kind) => {
  const world = clientWorldOfSuite(kind, { publicUrl, now: () => clock });
  const company = { alfa: 0, beta: 0, gamma: 0, oficina: 0 };
  const row = { alfa: 0, beta: 0, gamma: 0, oficina: 0 };
  const uid = (id: number, what: 'validade' | 'taxa') => `licenca-${id}-${what}@conforma.test`;

  const settings = (token: string) => world.app.request(calendarPaths.settings, bearer(token));
  /** The link the settings call shows now (the test fails if there is none). */
  async function currentUrl(token: string): Promise<string> {
    const url = calendarSettingsResponse.parse(await (await settings(token)).json()).url;
    if (url === null) throw new Error('no calendar link');
    return url;
  }
  async function generate(token: string): Promise<string> {
    const response = await world.app.request(calendarPaths.settings, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string; message: string };
    expect(body.message).toBe(calendarTexts.created);
    return body.url;
  }
  const fetchFeed = (url: string) => world.app.request(new URL(url).pathname);
  async function feedOf(url: string): Promise<ParsedFeed> {
    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    return parseFeed(await response.text());
  }
  async function expectGone(url: string) {
    const response = await fetchFeed(url);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: calendarTexts.notFound });
  }
  const uids = (feed: ParsedFeed) => feed.events.map((event) => event.uid);

  beforeAll(async () => {
    const db = world.db;
    const cnae = await ensureTestCnae(db, '5611-2/01', 'medium_level', 'Restaurantes e similares');
    const alvara = await insertTestLicense(db, 'Alvará de Funcionamento', [cnae]);
    await insertTestLicense(db, 'Licença Sanitária', [cnae]);
    const norte = world.accounts.norte.id;
    const make = (clientId: number, name: string, cnpj: string, enabled = true) =>
      insertTestCompany(db, clientId, { name, enabled, establishments: [{ cnpj, cnaeIds: [cnae] }] });
    company.alfa = (await make(norte, 'Alfa Restaurante', '11222333000181')).companyId;
    company.beta = (await make(norte, 'Beta Lanches', '22333444000160')).companyId;
    company.gamma = (await make(norte, 'Gama Inativa', '33444555000105', false)).companyId;
    company.oficina = (await make(world.accounts.sul.id, 'Oficina Sul', '66777888000190')).companyId;
    await syncCompanyLicenses(db, 'all', defaultLicenseSettings, '2026-01-01');
    const rows = await db
      .select({ id: companyLicenses.id, companyId: companyLicenses.companyId, licenseId: companyLicenses.licenseId })
      .from(companyLicenses)
      .orderBy(companyLicenses.id);
    // Each company's 'Alvará de Funcionamento' row; Alfa's 'Licença Sanitária' stays pending (no date).
    const alvaraOf = (companyId: number) =>
      rows.find((item) => item.companyId === companyId && item.licenseId === alvara)?.id ?? 0;
    row.alfa = alvaraOf(company.alfa);
    row.beta = alvaraOf(company.beta);
    row.gamma = alvaraOf(company.gamma);
    row.oficina = alvaraOf(company.oficina);
    const set = (id: number, values: Partial<typeof companyLicenses.$inferInsert>) =>
      db.update(companyLicenses).set(values).where(eq(companyLicenses.id, id));
    await set(row.alfa, {
      type: 'document',
      validUntil: '2026-06-30',
      feeName: 'Taxa de fiscalização',
      feeAmount: '150.00',
      feeExpirationDate: '2026-04-10',
    });
    await set(row.beta, { type: 'document', validUntil: '2026-03-20' });
    await set(row.gamma, { type: 'document', validUntil: '2026-05-05' });
    await set(row.oficina, { type: 'document', validUntil: '2026-05-01' });
  });

  it('has no link before the first one is made, then the same link every time', async () => {
    const before = await settings(world.tokens.ADMIN);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ url: null, seesLicences: true });
    const url = await generate(world.tokens.ADMIN);
    expect(url).toMatch(/^https:\/\/conforma\.test\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await (await settings(world.tokens.ADMIN)).json()).toEqual({ url, seesLicences: true });
    expect(await (await settings(world.tokens.ADMIN)).json()).toEqual({ url, seesLicences: true });
    const [log] = await world.db
      .select({ action: activityLogs.action, clientId: activityLogs.clientId })
      .from(activityLogs)
      .where(eq(activityLogs.userId, world.people.ADMIN.id));
    expect(log).toEqual({ action: 'calendar.create', clientId: world.accounts.norte.id });
  });

  it("gives an ADMIN every dated licence and fee of the account's enabled companies, as all-day events", async () => {
    const url = await currentUrl(world.tokens.ADMIN);
    const feed = await feedOf(url);
    const text = await (await fetchFeed(url)).text();
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT4H\r\n');
    expect(text).toContain('\r\nX-PUBLISHED-TTL:PT4H\r\n');
    expect(feed.name).toBe(`${brand.name} — licenças de Padaria Norte`);
    expect(feed.refresh).toBe('duration:PT4H');
    expect(String(feed.ttl)).toBe('PT4H');
    expect(uids(feed)).toEqual(
      [uid(row.alfa, 'taxa'), uid(row.alfa, 'validade'), uid(row.beta, 'validade')].sort((a, b) => a.localeCompare(b)),
    );
    const alfa = feed.events.find((event) => event.uid === uid(row.alfa, 'validade'));
    expect(alfa).toMatchObject({
      summary: 'Vencimento: Alvará de Funcionamento — Alfa Restaurante',
      start: '2026-06-30',
      allDay: true,
      transparent: 'TRANSPARENT',
    });
    expect(alfa?.description).toContain('Empresa: Alfa Restaurante');
    expect(alfa?.description).toContain('CNPJ: 11.222.333/0001-81');
    expect(alfa?.description).toContain('Licença: Alvará de Funcionamento');
    expect(alfa?.description).toContain('Status: Em conformidade');
    expect(alfa?.description).toContain(`${publicUrl}/client/companies/${company.alfa}/licenses`);
    const fee = feed.events.find((event) => event.uid === uid(row.alfa, 'taxa'));
    expect(fee).toMatchObject({
      summary: 'Taxa: Taxa de fiscalização (Alvará de Funcionamento) — Alfa Restaurante',
      start: '2026-04-10',
      allDay: true,
    });
    const beta = feed.events.find((event) => event.uid === uid(row.beta, 'validade'));
    expect(beta?.description).toContain('Status: Expirando');
  });

  it('reminds at each of the alert lead days, at the alert time', async () => {
    const feed = await feedOf(await currentUrl(world.tokens.ADMIN));
    // 06:00 of 90, 60, 30, 15, 7 and 1 days before the all-day start.
    const expected = ['-P89DT18H', '-P59DT18H', '-P29DT18H', '-P14DT18H', '-P6DT18H', '-PT18H'].sort();
    for (const event of feed.events) expect(event.triggers, event.uid).toEqual(expected);
    expect(defaultLicenseSettings.alertLeadDays).toEqual([90, 60, 30, 15, 7, 1]);
  });

  it('keeps the UIDs stable from one fetch to the next', async () => {
    const url = await currentUrl(world.tokens.ADMIN);
    const first = await feedOf(url);
    const second = await feedOf(url);
    expect(uids(second)).toEqual(uids(first));
    // Some calendar apps look with HEAD first.
    const head = await world.app.request(new URL(url).pathname, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(second.events.map((event) => event.summary)).toEqual(first.events.map((event) => event.summary));
  });

  it('gives a USER with GET_LICENSES only their assigned companies', async () => {
    const { token } = await world.userWith(['GET_LICENSES'], [company.alfa]);
    const url = await generate(token);
    expect(uids(await feedOf(url))).toEqual([uid(row.alfa, 'taxa'), uid(row.alfa, 'validade')]);
  });

  it('gives a USER without GET_LICENSES an empty calendar, and says so', async () => {
    const { token } = await world.userWith(
      permissionCodes.filter((code) => code !== 'GET_LICENSES'),
      [company.alfa, company.beta],
    );
    expect(await (await settings(token)).json()).toEqual({ url: null, seesLicences: false });
    const url = await generate(token);
    const feed = await feedOf(url);
    expect(feed.events).toEqual([]);
    expect(feed.name).toBe(`${brand.name} — licenças de Padaria Norte`);
  });

  it('gives PROVIDER and BUSINESS the whole account, linking to the panel they may open', async () => {
    for (const role of ['PROVIDER', 'BUSINESS'] as const) {
      const feed = await feedOf(await generate(world.tokens[role]));
      expect(uids(feed), role).toHaveLength(3);
      expect(feed.events[0]?.description).toContain('/panel');
    }
  });

  it("never shows another account's licences, and the other account sees only its own", async () => {
    const admin = await feedOf(await currentUrl(world.tokens.ADMIN));
    expect(uids(admin)).not.toContain(uid(row.oficina, 'validade'));
    const foreign = await feedOf(await generate(world.foreignAdmin.token));
    expect(uids(foreign)).toEqual([uid(row.oficina, 'validade')]);
    expect(foreign.name).toBe(`${brand.name} — licenças de Oficina Sul`);
  });

  it("gives staff inside a client their own link of that client, never the client's users' links", async () => {
    const adminUrl = await currentUrl(world.tokens.ADMIN);
    expect(await (await settings(world.tokens.EDITOR)).json()).toEqual({ url: null, seesLicences: true });
    const staffUrl = await generate(world.tokens.EDITOR);
    expect(staffUrl).not.toBe(adminUrl);
    expect(uids(await feedOf(staffUrl))).toHaveLength(3);
    expect(await currentUrl(world.tokens.ADMIN)).toBe(adminUrl);
    const [row] = await world.db
      .select({ clientId: calendarFeeds.clientId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, world.people.EDITOR.id));
    expect(row).toEqual({ clientId: world.accounts.norte.id });
    // AFFINITY's group is not Norte's: refused before any link is made.
    const refused = await world.app.request(calendarPaths.settings, {
      method: 'POST',
      headers: { Authorization: `Bearer ${world.tokens.AFFINITY}` },
    });
    expect(refused.status).toBe(403);
  });

  it('answers 404 to the old link after "Gerar novo link", and the new one works', async () => {
    const { token } = await world.userWith(['GET_LICENSES'], [company.beta]);
    const old = await generate(token);
    await feedOf(old);
    const fresh = await generate(token);
    expect(fresh).not.toBe(old);
    await expectGone(old);
    expect(uids(await feedOf(fresh))).toEqual([uid(row.beta, 'validade')]);
    expect(await (await settings(token)).json()).toEqual({ url: fresh, seesLicences: true });
  });

  it('answers 404 to unknown and malformed tokens, without asking for a bearer token', async () => {
    await expectGone(`${publicUrl}/api/v1/calendar/${'A'.repeat(43)}.ics`);
    await expectGone(`${publicUrl}/api/v1/calendar/curto.ics`);
    expect((await world.app.request('/api/v1/calendar/sem-extensao')).status).toBe(404);
    expect((await world.app.request(calendarPaths.settings)).status).toBe(401);
  });

  // These two flip the flag in the database, as an older version or a hand-made change would: the
  // feed checks it on every fetch. Disabling through the API also revokes the link (revocation.test.ts).
  it('answers 404 while the person is disabled', async () => {
    const { user, token } = await world.userWith(['GET_LICENSES'], [company.alfa]);
    const url = await generate(token);
    await world.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    await expectGone(url);
    await world.db.update(users).set({ enabled: true }).where(eq(users.id, user.id));
    await feedOf(url);
  });

  it('answers 404 while the account is disabled', async () => {
    const url = await generate(world.foreignAdmin.token);
    await world.db.update(clients).set({ enabled: false }).where(eq(clients.id, world.accounts.sul.id));
    try {
      await expectGone(url);
    } finally {
      await world.db.update(clients).set({ enabled: true }).where(eq(clients.id, world.accounts.sul.id));
    }
    await feedOf(url);
  });

  it('keeps only a hash of the token in the database', async () => {
    const { user, token } = await world.userWith(['GET_LICENSES'], []);
    const url = await generate(token);
    const raw = /\/api\/v1\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)?.[1] ?? '';
    expect(raw).toHaveLength(43);
    const rows = await world.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(raw).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(raw);
    const everything = JSON.stringify(await world.db.select().from(calendarFeeds));
    expect(everything).not.toContain(raw);
    // No companies assigned: a valid, empty calendar.
    expect((await feedOf(url)).events).toEqual([]);
  });
});
