import {
  type LicenseDefinition,
  type LicenseListResponse,
  type LicenseMutationResponse,
  type licenseCreateRequest,
  licenseTexts,
  type licenseUpdateRequest,
  type listQuery,
} from '@product/api/contract';
import { maxSerial, pageCount, todayIn, toWireDate } from '@product/domain';
import { and, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { recordActivity } from '../activity/record';
import type { CatalogueActor } from '../cnaes/service';
import { syncCompanyLicenses } from '../company-licenses/sync';
import { defaultLicenseSettings, type LicenseSettings } from '../config';
import type { Database, Executor } from '../db/database';
import { companyLicenseFiles, companyLicenses } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import {
  cnaesOfLicenses,
  countLicenses,
  deleteLicenseRow,
  existingCnaeIds,
  findLicense,
  insertLicense,
  type LicenseRow,
  type LicenseValues,
  listLicenses,
  replaceLicenseCnaes,
  updateLicenseRow,
} from './queries';

const missing = () => notFound(licenseTexts.notFound);

/** Licences with their CNAEs: one query for the rows, one for all their links. */
async function withCnaes(db: Executor, rows: LicenseRow[]): Promise<LicenseDefinition[]> {
  const links = await cnaesOfLicenses(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    impact: row.impact,
    complexity: row.complexity,
    estimatedEffort: row.estimatedEffort,
    estimatedBureaucratic: row.estimatedBureaucratic,
    estimatedValid: row.estimatedValid,
    enabled: row.enabled,
    fiscalRegistrations: links
      .filter((link) => link.licenseId === row.id)
      .map(({ id, codeClass, codeDescription, registrationLevel }) => ({
        id,
        codeClass,
        codeDescription,
        registrationLevel,
      })),
    totalCnaes: row.totalCnaes,
    createdAt: toWireDate(row.createdAt),
    updatedAt: row.updatedAt ? toWireDate(row.updatedAt) : null,
  }));
}

/** The licence list of spec 1 §7 (not wrapped), in name order. */
export async function listLicensesFor(db: Executor, query: z.output<typeof listQuery>): Promise<LicenseListResponse> {
  const search = query.search?.trim() || undefined;
  const total = await countLicenses(db, search);
  const offset = query.page * query.limit;
  const rows =
    offset < total && Number.isSafeInteger(offset)
      ? await listLicenses(db, search, { offset, limit: query.limit })
      : [];
  return { items: await withCnaes(db, rows), total, pages_in_range: pageCount(total, query.limit) };
}

async function readLicense(db: Executor, id: number): Promise<LicenseDefinition | undefined> {
  const row = await findLicense(db, id);
  if (!row) return undefined;
  const [license] = await withCnaes(db, [row]);
  return license;
}

export async function getLicense(db: Executor, id: number): Promise<LicenseDefinition> {
  const license = await readLicense(db, id);
  if (!license) throw missing();
  return license;
}

/** The distinct CNAE ids asked for; 400 naming the ones that do not exist. */
async function checkedCnaeIds(db: Executor, requested: { id: number }[]): Promise<number[]> {
  const ids = [...new Set(requested.map((item) => item.id))];
  // Body ids did not go through the path-id schema and have no upper bound: the
  // ones past the serial range stay out of the query and are reported unknown.
  const existing = await existingCnaeIds(
    db,
    ids.filter((id) => id <= maxSerial),
  );
  const unknown = ids.filter((id) => !existing.has(id));
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 10).join(', ');
    throw badRequest(`${licenseTexts.unknownCnaes} ${shown}${unknown.length > 10 ? '…' : ''}.`);
  }
  return ids;
}

type LicenseInput = z.output<typeof licenseCreateRequest>;

/**
 * The admin routes are not given the licence settings, so the companies'
 * licence rows are brought in line with the defaults (expiry window, time
 * zone); the daily job refreshes statuses with the configured ones.
 */
type SyncSettings = Pick<LicenseSettings, 'expiryWindowDays' | 'timeZone'>;
const syncRowsOf = (tx: Executor, licenseId: number, settings: SyncSettings) =>
  syncCompanyLicenses(tx, { licenseId }, settings, todayIn(settings.timeZone));

function valuesOf(input: Omit<LicenseInput, 'fiscalRegistrations'>, enabled: boolean): LicenseValues {
  return {
    name: input.name,
    description: input.description,
    impact: input.impact,
    complexity: input.complexity,
    estimatedEffort: input.estimatedEffort,
    estimatedBureaucratic: input.estimatedBureaucratic,
    estimatedValid: input.estimatedValid,
    enabled,
  };
}

const label = (license: LicenseDefinition) => `'${license.name}' (ID ${license.id})`;

/** The licence and its CNAE links, written together. */
export async function createLicense(
  db: Database,
  who: CatalogueActor,
  input: LicenseInput,
  settings: SyncSettings = defaultLicenseSettings,
): Promise<LicenseMutationResponse> {
  return db.transaction(async (tx) => {
    const cnaeIds = await checkedCnaeIds(tx, input.fiscalRegistrations);
    const id = await insertLicense(tx, valuesOf(input, input.enabled ?? true));
    await replaceLicenseCnaes(tx, id, cnaeIds);
    // Companies with these CNAEs get the new licence as pending rows.
    await syncRowsOf(tx, id, settings);
    const license = await readLicense(tx, id);
    if (!license) throw missing();
    await recordActivity(tx, who.actor, {
      action: 'license.create',
      details: `Criou a licença ${label(license)}`,
      entityType: 'license',
      entityId: id,
      clientId: who.clientId,
    });
    return { message: licenseTexts.created, license };
  });
}

/**
 * PUT: the fields of create; absent `enabled` keeps it, absent
 * `fiscalRegistrations` keeps the CNAEs. A change of CNAEs or of `enabled`
 * adds, hides or revives the companies' licence rows in the same transaction.
 */
export async function updateLicense(
  db: Database,
  who: CatalogueActor,
  id: number,
  input: z.output<typeof licenseUpdateRequest>,
  settings: SyncSettings = defaultLicenseSettings,
): Promise<LicenseMutationResponse> {
  return db.transaction(async (tx) => {
    const current = await findLicense(tx, id);
    if (!current) throw missing();
    const cnaeIds = input.fiscalRegistrations ? await checkedCnaeIds(tx, input.fiscalRegistrations) : null;
    const enabled = input.enabled ?? current.enabled;
    await updateLicenseRow(tx, id, valuesOf(input, enabled));
    if (cnaeIds) await replaceLicenseCnaes(tx, id, cnaeIds);
    if (cnaeIds || enabled !== current.enabled) await syncRowsOf(tx, id, settings);
    const license = await readLicense(tx, id);
    if (!license) throw missing();
    await recordActivity(tx, who.actor, {
      action: 'license.update',
      details: `Alterou a licença ${label(license)}`,
      entityType: 'license',
      entityId: id,
      clientId: who.clientId,
    });
    return { message: licenseTexts.updated, license };
  });
}

/** The companies' rows of the licence go with it (the foreign key cascades, data and attachments included). */
export async function deleteLicense(db: Database, who: CatalogueActor, id: number): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const current = await readLicense(tx, id);
    if (!current) throw missing();
    // The cascade would take clients' licence data with it: refuse, and point to disabling.
    const companiesWithData = await companiesWithLicenseData(tx, id);
    if (companiesWithData > 0) throw new ApiError(409, licenseTexts.inUse(companiesWithData));
    if (!(await deleteLicenseRow(tx, id))) throw missing();
    await recordActivity(tx, who.actor, {
      action: 'license.delete',
      details: `Excluiu a licença ${label(current)}`,
      entityType: 'license',
      entityId: id,
      clientId: who.clientId,
    });
    return { message: licenseTexts.deleted };
  });
}

/** Companies where some row of this definition holds data (a type, 'Não necessária' or a file). */
async function companiesWithLicenseData(tx: Executor, licenseId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(distinct ${companyLicenses.companyId})::int` })
    .from(companyLicenses)
    .where(
      and(
        eq(companyLicenses.licenseId, licenseId),
        or(
          isNotNull(companyLicenses.type),
          eq(companyLicenses.isNecessary, false),
          exists(
            tx
              .select({ one: sql`1` })
              .from(companyLicenseFiles)
              .where(eq(companyLicenseFiles.companyLicenseId, companyLicenses.id)),
          ),
        ),
      ),
    );
  return Number(row?.count ?? 0);
}
