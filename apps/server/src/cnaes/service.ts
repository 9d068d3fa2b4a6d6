import {
  type Cnae,
  type CnaeListResponse,
  type CnaeMutationResponse,
  type cnaeRequest,
  cnaeTexts,
  type listQuery,
} from '@product/api/contract';
import { pageCount, todayIn, toWireDate } from '@product/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { type Actor, recordActivity } from '../activity/record';
import { syncCompanyLicenses } from '../company-licenses/sync';
import { defaultLicenseSettings, type LicenseSettings } from '../config';
import type { Database, Executor } from '../db/database';
import { establishmentCnaes } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import {
  type CnaeRow,
  countCnaes,
  deleteCnaeRow,
  findCnae,
  findCnaeIdByCode,
  insertCnae,
  listCnaes,
  updateCnaeRow,
} from './queries';
import { isUniqueViolation } from './unique';

/** Who acts, and the account their log entries belong to (their own: the catalogue is not any client's). */
export interface CatalogueActor {
  actor: Actor;
  clientId: number | null;
}

export function toWireCnae(row: CnaeRow): Cnae {
  return {
    id: row.id,
    codeClass: row.codeClass,
    codeDescription: row.codeDescription,
    registrationLevel: row.registrationLevel,
    enabled: row.enabled,
    createdAt: toWireDate(row.createdAt),
    updatedAt: row.updatedAt ? toWireDate(row.updatedAt) : null,
  };
}

const duplicate = () => new ApiError(409, cnaeTexts.duplicate);

/** The CNAE list of spec 1 §7, in code order, wrapped in `result[0]`: one count and one page query. */
export async function listCnaesFor(db: Executor, query: z.output<typeof listQuery>): Promise<CnaeListResponse> {
  const search = query.search?.trim() || undefined;
  const total = await countCnaes(db, search);
  const offset = query.page * query.limit;
  const rows =
    offset < total && Number.isSafeInteger(offset) ? await listCnaes(db, search, { offset, limit: query.limit }) : [];
  return { result: [{ items: rows.map(toWireCnae), total, pages_in_range: pageCount(total, query.limit) }] };
}

export async function getCnae(db: Executor, id: number): Promise<Cnae> {
  const row = await findCnae(db, id);
  if (!row) throw notFound(cnaeTexts.notFound);
  return toWireCnae(row);
}

type CnaeInput = z.output<typeof cnaeRequest>;

export async function createCnae(db: Database, who: CatalogueActor, input: CnaeInput): Promise<CnaeMutationResponse> {
  try {
    return await db.transaction(async (tx) => {
      if (await findCnaeIdByCode(tx, input.codeClass)) throw duplicate();
      const row = await insertCnae(tx, { ...input, enabled: input.enabled ?? true });
      await recordActivity(tx, who.actor, {
        action: 'cnae.create',
        details: `Criou o CNAE ${row.codeClass}`,
        entityType: 'cnae',
        entityId: row.id,
        clientId: who.clientId,
      });
      return { message: cnaeTexts.created, cnae: toWireCnae(row) };
    });
  } catch (error) {
    // Two creates of the same code at once: the unique index decides.
    if (isUniqueViolation(error, 'cnaes_code_class_key')) throw duplicate();
    throw error;
  }
}

/**
 * PUT: the fields of create; an absent `enabled` keeps the current value.
 * Disabling a CNAE hides the companies' licence rows it required (rows
 * without data are deleted) and enabling it brings them back, in the same
 * transaction; code, description and level do not change which rows exist.
 * The admin routes are not given the licence settings: the defaults apply
 * (the daily job refreshes statuses with the configured ones).
 */
export async function updateCnae(
  db: Database,
  who: CatalogueActor,
  id: number,
  input: CnaeInput,
  settings: Pick<LicenseSettings, 'expiryWindowDays' | 'timeZone'> = defaultLicenseSettings,
): Promise<CnaeMutationResponse> {
  try {
    return await db.transaction(async (tx) => {
      const current = await findCnae(tx, id);
      if (!current) throw notFound(cnaeTexts.notFound);
      const holder = await findCnaeIdByCode(tx, input.codeClass);
      if (holder !== undefined && holder !== id) throw duplicate();
      const row = await updateCnaeRow(tx, id, { ...input, enabled: input.enabled ?? current.enabled });
      if (!row) throw notFound(cnaeTexts.notFound);
      if (row.enabled !== current.enabled) {
        await syncCompanyLicenses(tx, { cnaeIds: [id] }, settings, todayIn(settings.timeZone));
      }
      const renamed = current.codeClass === row.codeClass ? '' : ` (antes ${current.codeClass})`;
      await recordActivity(tx, who.actor, {
        action: 'cnae.update',
        details: `Alterou o CNAE ${row.codeClass}${renamed}`,
        entityType: 'cnae',
        entityId: row.id,
        clientId: who.clientId,
      });
      return { message: cnaeTexts.updated, cnae: toWireCnae(row) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'cnaes_code_class_key')) throw duplicate();
    throw error;
  }
}

/**
 * Deleting a CNAE also removes it from the licences that listed it and from
 * the establishments, with the companies' licence rows it required (the
 * foreign keys cascade).
 */
export async function deleteCnae(db: Database, who: CatalogueActor, id: number): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const current = await findCnae(tx, id);
    if (!current) throw notFound(cnaeTexts.notFound);
    // The cascade would strip the CNAE (and its licence rows) from clients' CNPJs: refuse, and point to disabling.
    const cnpjs = await tx.$count(establishmentCnaes, eq(establishmentCnaes.cnaeId, id));
    if (cnpjs > 0) throw new ApiError(409, cnaeTexts.inUse(cnpjs));
    if (!(await deleteCnaeRow(tx, id))) throw notFound(cnaeTexts.notFound);
    await recordActivity(tx, who.actor, {
      action: 'cnae.delete',
      details: `Excluiu o CNAE ${current.codeClass}`,
      entityType: 'cnae',
      entityId: id,
      clientId: who.clientId,
    });
    return { message: cnaeTexts.deleted };
  });
}
