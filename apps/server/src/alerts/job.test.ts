import { permissionCodes } from '@product/domain';
import { asc, eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncCompanyLicenses } from '../company-licenses/sync';
import { defaultLicenseSettings, type LicenseSettings } from '../config';
import { quoteIdentifier } from '../db/database';
import { companies, companyLicenses, jobRuns, notifications } from '../db/schema';
import { createMailer, type Mailer, type MailMessage } from '../mail/mailer';
import { clientWorldOfSuite, ensureTestCnae, insertTestCompany, insertTestLicense } from '../testing/client-world';
import { databaseKinds, insertUser, tempDir } from '../testing/harness';
import { readOutbox } from '../testing/read-outbox';
import { type LicenseAlertDeps, licenseAlertJob, runLicenseAlerts } from './job';
import { addDays } from './schedule';

const publicUrl = 'https://conforma.test';
/** Noon UTC is 09:00 in São Paulo: the same calendar day there. */
const at = (day: string) => new Date(`${day}T12:00:00Z`);
const expiry = '2026-04-06';
/** The day `days` days before the licence expires. */
const before = (days: number) => addDays(expiry, -days);

describe.each(databaseKinds)('the licence alert job on %s', (kind) => {
  const world = clientWorldOfSuite(kind);
  let clock: Date;
  let sent: MailMessage[];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
    },
  };
  const company = { alfa: 0, beta: 0, oficina: 0 };
  const rows = { alfa: 0, beta: 0, oficina: 0 };
  const people = { alfaOnly: '', betaOnly: '', withoutCode: '' };
  const settings: LicenseSettings = defaultLicenseSettings;
  const deps = (overrides: Partial<LicenseAlertDeps> = {}): LicenseAlertDeps => ({
    db: world.db,
    mailer,
    licenses: settings,
    now: () => clock,
    publicUrl,
    logError: (error) => {
      throw error;
    },
    ...overrides,
  });
  const run = (overrides: Partial<LicenseAlertDeps> = {}, options: { force?: boolean } = {}) =>
    runLicenseAlerts(deps(overrides), options);

  async function setLicense(
    row: number,
    values: Partial<Pick<typeof companyLicenses.$inferInsert, 'type' | 'validUntil' | 'isNecessary' | 'status'>>,
  ) {
    await world.db.update(companyLicenses).set(values).where(eq(companyLicenses.id, row));
  }
  const alertsOf = (row: number) =>
    world.db
      .select({
        stage: notifications.stage,
        type: notifications.type,
        title: notifications.title,
        description: notifications.description,
        registrationCode: notifications.registrationCode,
        companyId: notifications.companyId,
        clientId: notifications.clientId,
      })
      .from(notifications)
      .where(eq(notifications.companyLicenseId, row))
      .orderBy(asc(notifications.id));
  const statusOf = async (row: number) => {
    const [license] = await world.db
      .select({ status: companyLicenses.status })
      .from(companyLicenses)
      .where(eq(companyLicenses.id, row));
    return license?.status;
  };
  const recipients = () => sent.map((message) => message.to).sort();

  beforeAll(async () => {
    const db = world.db;
    const cnae = await ensureTestCnae(db, '5611-2/01', 'medium_level', 'Restaurantes e similares');
    await insertTestLicense(db, 'Alvará de Funcionamento', [cnae]);
    const norte = world.accounts.norte.id;
    const alfa = await insertTestCompany(db, norte, {
      name: 'Alfa Restaurante',
      establishments: [{ cnpj: '11222333000181', cnaeIds: [cnae] }],
    });
    const beta = await insertTestCompany(db, norte, {
      name: 'Beta Lanches',
      establishments: [{ cnpj: '22333444000160', cnaeIds: [cnae] }],
    });
    const oficina = await insertTestCompany(db, world.accounts.sul.id, {
      name: 'Oficina Sul',
      establishments: [{ cnpj: '66777888000190', cnaeIds: [cnae] }],
    });
    company.alfa = alfa.companyId;
    company.beta = beta.companyId;
    company.oficina = oficina.companyId;
    await syncCompanyLicenses(db, 'all', settings, '2026-01-01');
    const licenseRows = await db
      .select({ id: companyLicenses.id, companyId: companyLicenses.companyId })
      .from(companyLicenses);
    const rowOf = (companyId: number) => licenseRows.find((row) => row.companyId === companyId)?.id ?? 0;
    rows.alfa = rowOf(company.alfa);
    rows.beta = rowOf(company.beta);
    rows.oficina = rowOf(company.oficina);

    people.alfaOnly = (await world.userWith(['GET_LICENSES'], [company.alfa])).user.email;
    people.betaOnly = (await world.userWith(['GET_LICENSES', 'GET_COMPANY'], [company.beta])).user.email;
    people.withoutCode = (
      await world.userWith(
        permissionCodes.filter((code) => code !== 'GET_LICENSES'),
        [company.alfa, company.beta],
      )
    ).user.email;
    await insertUser(db, { email: 'desativado@cliente.test', accessRole: 'ADMIN', clientId: norte, enabled: false });
  });
  beforeEach(async () => {
    sent = [];
    await world.db.delete(notifications);
    await world.db.delete(jobRuns);
    await world.db.update(companyLicenses).set({ type: null, validUntil: null, isNecessary: true, status: 'pending' });
    await world.db.update(companies).set({ enabled: true });
  });

  it('alerts a licence 95 → 90 → 30 days before expiry, then once expired, one stage at a time', async () => {
    await setLicense(rows.alfa, { type: 'document', validUntil: expiry, status: 'in_conformity' });

    clock = at(before(95));
    expect(await run()).toEqual({ outcome: 'ran', day: before(95), statusChanges: 0, notifications: 0, emails: 0 });
    expect(await alertsOf(rows.alfa)).toEqual([]);

    clock = at(before(90));
    expect(await run()).toMatchObject({ outcome: 'ran', notifications: 1, emails: 2 });
    expect(await alertsOf(rows.alfa)).toEqual([
      {
        stage: 90,
        type: 'alert',
        title: 'Licença expirando',
        description: 'Alvará de Funcionamento: vence em 90 dias (06/04/2026).',
        registrationCode: '11222333000181',
        companyId: company.alfa,
        clientId: world.accounts.norte.id,
      },
    ]);

    clock = at(before(89));
    expect(await run()).toMatchObject({ notifications: 0, emails: 0 });

    // 60 days before passes without a run: the next run sends the stage reached then (30), not 60 as well.
    clock = at(before(30));
    expect(await run()).toMatchObject({ statusChanges: 1, notifications: 1 });
    expect(await statusOf(rows.alfa)).toBe('near_expiration');
    expect((await alertsOf(rows.alfa)).map((alert) => alert.stage)).toEqual([90, 30]);

    clock = at(before(0));
    expect(await run()).toMatchObject({ statusChanges: 0, notifications: 1 });
    expect((await alertsOf(rows.alfa)).at(-1)).toMatchObject({
      stage: 1,
      description: 'Alvará de Funcionamento: vence hoje (06/04/2026).',
    });

    clock = at(addDays(expiry, 1));
    expect(await run()).toMatchObject({ statusChanges: 1, notifications: 1 });
    expect(await statusOf(rows.alfa)).toBe('license_expired');
    expect((await alertsOf(rows.alfa)).at(-1)).toMatchObject({
      stage: 0,
      title: 'Licença vencida',
      description: 'Alvará de Funcionamento: venceu em 06/04/2026.',
    });

    clock = at(addDays(expiry, 40));
    expect(await run()).toMatchObject({ notifications: 0, emails: 0 });
    expect((await alertsOf(rows.alfa)).map((alert) => alert.stage)).toEqual([90, 30, 1, 0]);
  });

  it('gives a licence first seen 10 days before expiry only the 15-day alert', async () => {
    await setLicense(rows.alfa, { type: 'document', validUntil: expiry });
    clock = at(before(10));
    expect(await run()).toMatchObject({ outcome: 'ran', statusChanges: 1, notifications: 1 });
    expect(await alertsOf(rows.alfa)).toMatchObject([
      { stage: 15, description: 'Alvará de Funcionamento: vence em 10 dias (06/04/2026).' },
    ]);
  });

  it('catches up after a missed day: the stage crossed on that day comes the day after', async () => {
    await setLicense(rows.alfa, { type: 'document', validUntil: expiry });
    clock = at(before(31));
    await run();
    expect((await alertsOf(rows.alfa)).map((alert) => alert.stage)).toEqual([60]);
    // No run on the day 30 days before (server down); the next day's run sends stage 30.
    clock = at(before(29));
    expect(await run()).toMatchObject({ notifications: 1 });
    expect(await alertsOf(rows.alfa)).toMatchObject([
      { stage: 60 },
      { stage: 30, description: 'Alvará de Funcionamento: vence em 29 dias (06/04/2026).' },
    ]);
  });

  it('never sends a stage twice on the same day, even when forced to run again', async () => {
    await setLicense(rows.alfa, { type: 'document', validUntil: expiry });
    clock = at(before(7));
    expect(await run()).toMatchObject({ outcome: 'ran', notifications: 1, emails: 2 });
    expect(await run()).toEqual({
      outcome: 'already-ran',
      day: before(7),
      statusChanges: 0,
      notifications: 0,
      emails: 0,
    });
    expect(await run({}, { force: true })).toMatchObject({ outcome: 'ran', notifications: 0, emails: 0 });
    expect(await alertsOf(rows.alfa)).toHaveLength(1);
    expect(sent).toHaveLength(2);
    const [runRow] = await world.db.select().from(jobRuns).where(eq(jobRuns.name, licenseAlertJob));
    expect(runRow?.lastRunOn).toBe(before(7));
  });

  it('e-mails one digest per person, only to those who may see the licences', async () => {
    await setLicense(rows.alfa, { type: 'document', validUntil: expiry });
    await setLicense(rows.beta, { type: 'document', validUntil: addDays(expiry, -3) });
    await setLicense(rows.oficina, { type: 'document', validUntil: expiry });
    clock = at(before(60));
    expect(await run()).toMatchObject({ notifications: 3, emails: 4 });
    // ADMIN sees both companies; the USERs their own; PROVIDER and BUSINESS may not open licences;
    // the USER without GET_LICENSES, the one without companies, the disabled admin and staff get nothing.
    expect(recipients()).toEqual(
      ['admin@cliente.test', 'admin@oficina-sul.test', people.alfaOnly, people.betaOnly].sort(),
    );
    const admin = sent.find((message) => message.to === 'admin@cliente.test');
    expect(admin?.subject).toBe('Conforma: 2 licenças vencendo ou vencidas');
    expect(admin?.text).toContain('Olá, Pessoa ADMIN.');
    expect(admin?.text).toContain('Alfa Restaurante');
    expect(admin?.text).toContain(
      '  - Alvará de Funcionamento — CNPJ 11.222.333/0001-81: vence em 60 dias (06/04/2026)',
    );
    expect(admin?.text).toContain(`  Ver licenças: ${publicUrl}/client/companies/${company.alfa}/licenses`);
    expect(admin?.text).toContain(
      '  - Alvará de Funcionamento — CNPJ 22.333.444/0001-60: vence em 57 dias (03/04/2026)',
    );
    expect(admin?.html).toContain(`<a href="${publicUrl}/client/companies/${company.beta}/licenses">Ver licenças</a>`);
    const alfaOnly = sent.find((message) => message.to === people.alfaOnly);
    expect(alfaOnly?.subject).toBe('Conforma: 1 licença vencendo ou vencida');
    expect(alfaOnly?.text).toContain('Alfa Restaurante');
    expect(alfaOnly?.text).not.toContain('Beta Lanches');
    const sul = sent.find((message) => message.to === 'admin@oficina-sul.test');
    expect(sul?.text).toContain('Oficina Sul');
    expect(sul?.text).not.toContain('Alfa');
  });

  it('writes the digest to the outbox when no SMTP server is set', async () => {
    const dir = tempDir('conforma-alerts-');
    try {
      await setLicense(rows.beta, { type: 'document', validUntil: expiry });
      clock = at(before(1));
      const outboxMailer = createMailer({ dataDir: dir.path, log: () => {} });
      expect(await run({ mailer: outboxMailer })).toMatchObject({ notifications: 1, emails: 2 });
      const messages = await readOutbox(`${dir.path}/outbox`);
      expect(messages.map((message) => message.to).sort()).toEqual(['admin@cliente.test', people.betaOnly].sort());
      expect(messages[0]?.subject).toBe('Conforma: 1 licença vencendo ou vencida');
      expect(messages[0]?.text).toContain(
        'Alvará de Funcionamento — CNPJ 22.333.444/0001-60: vence amanhã (06/04/2026)',
      );
    } finally {
      dir.remove();
    }
  });

  it('leaves out protocols, licences marked not necessary or without validity, and disabled companies', async () => {
    await setLicense(rows.alfa, { type: 'protocol', validUntil: before(-5) });
    await setLicense(rows.beta, { type: 'document', validUntil: expiry, isNecessary: false });
    await setLicense(rows.oficina, { type: 'document', validUntil: null });
    clock = at(expiry);
    expect(await run()).toMatchObject({ notifications: 0, emails: 0 });
    await setLicense(rows.beta, { isNecessary: true });
    await world.db.update(companies).set({ enabled: false }).where(eq(companies.id, company.beta));
    expect(await run({}, { force: true })).toMatchObject({ notifications: 0, emails: 0 });
    expect(await world.db.$count(notifications)).toBe(0);
  });

  it('starts the stages again for a renewed licence, keeping the earlier alerts in the panel', async () => {
    await setLicense(rows.alfa, { type: 'document', validUntil: expiry });
    clock = at(addDays(expiry, 2));
    await run();
    expect((await alertsOf(rows.alfa)).map((alert) => alert.stage)).toEqual([0]);
    const renewed = addDays(expiry, 365);
    await setLicense(rows.alfa, { validUntil: renewed });
    clock = at(addDays(expiry, 3));
    expect(await run()).toMatchObject({ statusChanges: 1, notifications: 0 });
    expect(await alertsOf(rows.alfa)).toEqual([]);
    const detached = await world.db
      .select({ stage: notifications.stage, companyId: notifications.companyId })
      .from(notifications)
      .where(isNull(notifications.companyLicenseId));
    expect(detached).toEqual([{ stage: 0, companyId: company.alfa }]);
    clock = at(addDays(renewed, -90));
    expect(await run()).toMatchObject({ notifications: 1 });
    expect((await alertsOf(rows.alfa)).map((alert) => alert.stage)).toEqual([90]);
  });

  it('uses the lead days of the settings', async () => {
    await setLicense(rows.alfa, { type: 'document', validUntil: expiry });
    const custom: LicenseSettings = { ...settings, alertLeadDays: [45, 5] };
    clock = at(before(44));
    await run({ licenses: custom });
    clock = at(before(20));
    await run({ licenses: custom });
    clock = at(before(5));
    await run({ licenses: custom });
    expect((await alertsOf(rows.alfa)).map((alert) => alert.stage)).toEqual([45, 5]);
  });

  it('runs once when two instances start it together', async () => {
    await setLicense(rows.alfa, { type: 'document', validUntil: expiry });
    clock = at(before(15));
    const outcomes = await Promise.all([run(), run()]);
    expect(outcomes.filter((outcome) => outcome.outcome === 'ran')).toHaveLength(1);
    expect(outcomes.map((outcome) => outcome.notifications).sort()).toEqual([0, 1]);
    expect(sent).toHaveLength(2);
    expect(await alertsOf(rows.alfa)).toHaveLength(1);
  });

  // PGlite has one connection, so nobody else can hold the lock there: the
  // other tests show the lock is taken (every 'ran') and runs there are serial.
  it.skipIf(kind !== 'postgres')('skips the run while another instance holds the lock', async () => {
    const target = world.handle.target;
    if (target.kind !== 'postgres') throw new Error('PostgreSQL only');
    await setLicense(rows.alfa, { type: 'document', validUntil: expiry });
    clock = at(before(15));
    const other = new pg.Client({
      connectionString: target.url,
      ...(target.schema ? { options: `-c search_path=${quoteIdentifier(target.schema)}` } : {}),
    });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock(7205176, hashtext(current_schema()))');
      expect(await run()).toEqual({
        outcome: 'locked',
        day: before(15),
        statusChanges: 0,
        notifications: 0,
        emails: 0,
      });
      expect(await alertsOf(rows.alfa)).toEqual([]);
      await other.query('commit');
    } finally {
      await other.end();
    }
    expect(await run()).toMatchObject({ outcome: 'ran', notifications: 1 });
  });

  it('keeps going when an e-mail fails, and says so', async () => {
    await setLicense(rows.alfa, { type: 'document', validUntil: expiry });
    clock = at(before(15));
    const errors: unknown[] = [];
    const failing: Mailer = {
      async send(message) {
        if (message.to === 'admin@cliente.test') throw new Error('SMTP fora do ar');
        sent.push(message);
      },
    };
    expect(await run({ mailer: failing, logError: (error) => errors.push(error) })).toMatchObject({
      notifications: 1,
      emails: 1,
    });
    expect(errors).toHaveLength(1);
    expect(recipients()).toEqual([people.alfaOnly]);
  });
});
