import { calendarPaths } from '@product/api/contract';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncCompanyLicenses } from '../company-licenses/sync';
import { defaultLicenseSettings } from '../config';
import { clients, companyLicenses, licenses } from '../db/schema';
import { clientWorldOfSuite, ensureTestCnae, insertTestCompany, insertTestLicense } from '../testing/client-world';
import { databaseKinds } from '../testing/harness';

/** Bidi controls, the BOM and line separators: what a name stored before requests refused them may hold. */
const invisible = /[\u0085\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/;

describe.each(databaseKinds)('the calendar feed of names stored with invisible characters on %s', (kind) => {
  const world = clientWorldOfSuite(kind, {
    publicUrl: 'https://conforma.test',
    now: () => new Date('2026-03-01T12:00:00Z'),
  });

  beforeAll(async () => {
    const db = world.db;
    const cnae = await ensureTestCnae(db, '5611-2/01', 'medium_level', 'Restaurantes e similares');
    const licenseId = await insertTestLicense(db, 'Alvará', [cnae]);
    // Written straight to the database, as data saved before the fix would be.
    await db.update(licenses).set({ name: 'Alvará\u2029de\u2066Funcionamento' }).where(eq(licenses.id, licenseId));
    await db.update(clients).set({ name: 'Padaria\u0085Norte\u202E' }).where(eq(clients.id, world.accounts.norte.id));
    await insertTestCompany(db, world.accounts.norte.id, {
      name: 'Alfa\u0085Restaurante\u2028Ltda\u202E\u200F',
      establishments: [{ cnpj: '11222333000181', cnaeIds: [cnae] }],
    });
    await syncCompanyLicenses(db, 'all', defaultLicenseSettings, '2026-01-01');
    await db.update(companyLicenses).set({
      type: 'document',
      validUntil: '2026-06-30',
      feeName: 'Taxa\u2028de\u202Efiscalização',
      feeExpirationDate: '2026-04-10',
    });
  });

  it('writes every line without them: the SUMMARY reads the name with spaces, and ical.js parses it', async () => {
    const created = await world.app.request(calendarPaths.settings, {
      method: 'POST',
      headers: { Authorization: `Bearer ${world.tokens.ADMIN}` },
    });
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as { url: string };
    const response = await world.app.request(new URL(url).pathname);
    expect(response.status).toBe(200);
    const text = await response.text();

    // Content lines, unfolded (RFC 5545 folds them at 75 octets).
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines.filter((line) => invisible.test(line))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('SUMMARY:')).sort()).toEqual([
      'SUMMARY:Taxa: Taxa defiscalização (Alvará deFuncionamento) — Alfa Restaurante Ltda',
      'SUMMARY:Vencimento: Alvará deFuncionamento — Alfa Restaurante Ltda',
    ]);

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Conforma — licenças de Padaria Norte');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary).sort()).toEqual([
      'Taxa: Taxa defiscalização (Alvará deFuncionamento) — Alfa Restaurante Ltda',
      'Vencimento: Alvará deFuncionamento — Alfa Restaurante Ltda',
    ]);
    for (const event of events) {
      expect(event.description).toContain('Empresa: Alfa Restaurante Ltda\n');
      expect(invisible.test(event.description)).toBe(false);
    }
  });
});
