import {
  type CompanyTagsResponse,
  type companyTagsRequest,
  type TagListResponse,
  type TagMessageResponse,
  type TagMutationResponse,
  tagTexts,
} from '@product/api/contract';
import { maxSerial } from '@product/domain';
import type { z } from 'zod/mini';
import { recordActivity } from '../activity/record';
import { clientAreaTexts, type Tenant } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { isUniqueViolation } from '../cnaes/unique';
import { lockVisibleCompany } from '../companies/queries';
import type { Executor } from '../db/database';
import { ApiError, notFound } from '../http/errors';
import {
  deleteTagRow,
  findTag,
  insertTag,
  renameTag,
  replaceCompanyTags,
  tagsOfAccount,
  tagsOfAccountAmong,
  tagTextTaken,
} from './queries';

type Database = ClientAreaDeps['db'];
const duplicate = () => new ApiError(409, tagTexts.duplicate);
const missing = () => notFound(tagTexts.notFound);

export function listTags(db: Executor, tenant: Tenant): Promise<TagListResponse> {
  return tagsOfAccount(db, tenant.clientId);
}

/** Turns the unique index's verdict (two requests racing past the check) into the same 409. */
async function uniqueText<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'tags_client_tag_key')) throw duplicate();
    throw error;
  }
}

/** POST tags: the text, unique in the account (case ignored). */
export function createTag(db: Database, tenant: Tenant, text: string): Promise<TagMutationResponse> {
  return uniqueText(() =>
    db.transaction(async (tx) => {
      if (await tagTextTaken(tx, tenant.clientId, text)) throw duplicate();
      const created = await insertTag(tx, tenant.clientId, text);
      await recordActivity(tx, tenant.actor, {
        action: 'tag.create',
        details: `Criou a tag '${created.tag}'`,
        entityType: 'tag',
        entityId: created.id,
      });
      return { message: tagTexts.created, tag: created };
    }),
  );
}

/** PUT tags/{id}: renames; the tag's own text in another case is allowed. */
export function updateTag(
  db: Database,
  tenant: Tenant,
  id: number,
  text: string,
  now: Date,
): Promise<TagMutationResponse> {
  return uniqueText(() =>
    db.transaction(async (tx) => {
      const current = await findTag(tx, tenant.clientId, id);
      if (!current) throw missing();
      if (await tagTextTaken(tx, tenant.clientId, text, id)) throw duplicate();
      await renameTag(tx, id, text, now);
      await recordActivity(tx, tenant.actor, {
        action: 'tag.update',
        details: `Renomeou a tag '${current.tag}' para '${text}'`,
        entityType: 'tag',
        entityId: id,
      });
      return { message: tagTexts.updated, tag: { id, tag: text } };
    }),
  );
}

/** DELETE tags/{id}: the tag leaves every company that carried it. */
export async function deleteTag(db: Database, tenant: Tenant, id: number): Promise<TagMessageResponse> {
  return db.transaction(async (tx) => {
    const current = await findTag(tx, tenant.clientId, id);
    if (!current) throw missing();
    await deleteTagRow(tx, id);
    await recordActivity(tx, tenant.actor, {
      action: 'tag.delete',
      details: `Excluiu a tag '${current.tag}'`,
      entityType: 'tag',
      entityId: id,
    });
    return { message: tagTexts.deleted };
  });
}

/**
 * PUT tags/company/{companyId}: the company's tags become exactly the list.
 * A tag id that is not the account's is not found (404), like any other
 * account's id, and nothing changes.
 */
export async function setCompanyTags(
  db: Database,
  tenant: Tenant,
  companyId: number,
  input: z.output<typeof companyTagsRequest>,
): Promise<CompanyTagsResponse> {
  const ids = [...new Set(input.tags.map((item) => item.id))];
  return db.transaction(async (tx) => {
    const company = await lockVisibleCompany(tx, tenant, companyId);
    if (!company) throw notFound(clientAreaTexts.companyNotFound);
    // Body ids are any integer (not the path-id schema): only those a serial can hold
    // are looked up; the others are simply not found.
    const found = await tagsOfAccountAmong(
      tx,
      tenant.clientId,
      ids.filter((id) => id > 0 && id <= maxSerial),
    );
    if (found.length !== ids.length) throw missing();
    await replaceCompanyTags(
      tx,
      companyId,
      found.map((row) => row.id),
    );
    await recordActivity(tx, tenant.actor, {
      action: 'company.tags',
      details: `Alterou as tags da empresa '${company.name}' (ID ${companyId}): ${
        found.length > 0 ? found.map((row) => row.tag).join(', ') : 'sem tags'
      }`,
      entityType: 'company',
      entityId: companyId,
    });
    return { message: tagTexts.companyTagsUpdated, tags: found };
  });
}
