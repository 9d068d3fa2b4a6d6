import {
  type Account,
  type AccountListResponse,
  type accountCreateRequest,
  type accountListQuery,
  accountTexts,
  type accountUpdateRequest,
  type SessionClaims,
} from '@product/api/contract';
import {
  type AccountType,
  accountChangeRefusal,
  accountDeletionRefusal,
  accountSearchOf,
  isGroupConfined,
  newAccountGroup,
  pageCount,
  toWireDate,
} from '@product/domain';
import type { z } from 'zod/mini';
import { actorFromSession, recordActivity } from '../activity/record';
import type { Viewer } from '../auth/middleware';
import { signSession } from '../auth/tokens';
import { deleteFeedsOfAccount } from '../calendar/queries';
import type { Database, Executor } from '../db/database';
import { ApiError, badRequest, notFound, sessionRefused } from '../http/errors';
import {
  type AccountFilter,
  type AccountRow,
  countAccounts,
  countMembers,
  deleteAccountWithMembers,
  findAccount,
  findIdentity,
  groupExists,
  insertAccount,
  listAccounts,
  updateAccount,
} from './queries';

/** The account list of spec 1 §7, filtered, searched and paged in SQL. */
export async function listAccountsFor(
  db: Executor,
  viewer: Viewer,
  query: z.output<typeof accountListQuery>,
): Promise<AccountListResponse> {
  const filter: AccountFilter = { groupId: query.group, exceptGroupId: query.exceptGroup, type: query.filter };
  if (isGroupConfined(viewer.accessRole)) {
    // Whatever `group` says: their own group, or nothing if they have none.
    if (viewer.groupId === null) return { items: [], total: 0, pages_in_range: 0 };
    filter.groupId = viewer.groupId;
  }
  const search = accountSearchOf(query.search);
  if (search.kind === 'none') return { items: [], total: 0, pages_in_range: 0 };
  if (search.kind === 'id') filter.id = search.id;
  if (search.kind === 'name') filter.nameContains = search.text;

  const total = await countAccounts(db, filter);
  const offset = query.page * query.limit;
  const rows =
    offset < total && Number.isSafeInteger(offset)
      ? await listAccounts(db, filter, { offset, limit: query.limit })
      : [];
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      enabled: row.enabled,
      createdAt: toWireDate(row.createdAt),
      updatedAt: row.updatedAt ? toWireDate(row.updatedAt) : null,
      totalCompanies: row.totalCompanies,
      groupName: row.groupName,
    })),
    total,
    pages_in_range: pageCount(total, query.limit),
  };
}

/** The wire shape of one account (spec 1 §3). */
export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    enabled: row.enabled,
    createdAt: toWireDate(row.createdAt),
    updatedAt: row.updatedAt ? toWireDate(row.updatedAt) : null,
    totalCompanies: row.totalCompanies,
    groupName: row.groupName,
  };
}

/**
 * The account, if the viewer may see it: PARTNER and AFFINITY only see their
 * own group's accounts, and another group's account is 'not found' to them
 * (a 404, so they cannot even learn that it exists).
 */
async function visibleAccount(db: Executor, viewer: Viewer, id: number): Promise<AccountRow> {
  const row = await findAccount(db, id);
  if (!row) throw notFound(accountTexts.notFound);
  if (isGroupConfined(viewer.accessRole) && row.groupId !== viewer.groupId) throw notFound(accountTexts.notFound);
  return row;
}

const typeNames: Readonly<Record<AccountType, string>> = {
  CLIENT: 'Cliente',
  BUSINESS: 'Negócio',
  PROVIDER: 'Fornecedor',
};
const named = (row: { name: string; id: number }) => `'${row.name}' (ID ${row.id})`;

/** Which group a new account joins (`newAccountGroup`); a group {product} or EDITOR names must exist. */
async function groupForNewAccount(db: Executor, viewer: Viewer, requested: number | undefined): Promise<number> {
  const group = newAccountGroup(viewer, requested);
  if ('refusal' in group) throw new ApiError(group.status, accountTexts[group.refusal]);
  if (group.mustExist && !(await groupExists(db, group.groupId))) throw badRequest(accountTexts.groupNotFound);
  return group.groupId;
}

export function createAccount(
  db: Database,
  viewer: Viewer,
  session: SessionClaims,
  input: z.output<typeof accountCreateRequest>,
): Promise<Account> {
  return db.transaction(async (tx) => {
    const groupId = await groupForNewAccount(tx, viewer, input.groupId);
    const id = await insertAccount(tx, { name: input.name, type: input.type, enabled: input.enabled, groupId });
    await recordActivity(tx, actorFromSession(session), {
      action: 'client.create',
      details: `Criou o cliente ${named({ id, name: input.name })}`,
      entityType: 'client',
      entityId: id,
    });
    const row = await findAccount(tx, id);
    if (!row) throw new Error('created account not found');
    return toAccount(row);
  });
}

export async function readAccount(db: Executor, viewer: Viewer, id: number): Promise<Account> {
  return toAccount(await visibleAccount(db, viewer, id));
}

/** What changed, in the words of the log ("nome 'A' → 'B', tipo Cliente → Negócio, desativado"). */
function changesOf(before: AccountRow, after: z.output<typeof accountUpdateRequest>): string {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`nome '${before.name}' → '${after.name}'`);
  if (before.type !== after.type) changes.push(`tipo ${typeNames[before.type]} → ${typeNames[after.type]}`);
  if (before.enabled !== after.enabled) changes.push(after.enabled ? 'ativado' : 'desativado');
  return changes.length > 0 ? `: ${changes.join(', ')}` : '';
}

/** Changes that would lock staff out (`accountChangeRefusal`); one's own account is the one the viewer belongs to. */
function checkAccountChange(viewer: Viewer, before: AccountRow, after: z.output<typeof accountUpdateRequest>): void {
  const refused = accountChangeRefusal({ accessRole: viewer.accessRole, ownAccountId: viewer.clientId }, before, after);
  if (refused) throw new ApiError(refused.status, accountTexts[refused.refusal]);
}

export function changeAccount(
  db: Database,
  viewer: Viewer,
  session: SessionClaims,
  id: number,
  input: z.output<typeof accountUpdateRequest>,
): Promise<Account> {
  return db.transaction(async (tx) => {
    const before = await visibleAccount(tx, viewer, id);
    checkAccountChange(viewer, before, input);
    await updateAccount(tx, id, input);
    // Enabling the account again must not bring its old calendar links back.
    if (before.enabled && !input.enabled) await deleteFeedsOfAccount(tx, id);
    await recordActivity(tx, actorFromSession(session), {
      action: 'client.update',
      details: `Alterou o cliente ${named({ id, name: input.name })}${changesOf(before, input)}`,
      entityType: 'client',
      entityId: id,
    });
    const row = await findAccount(tx, id);
    if (!row) throw new Error('updated account not found');
    return toAccount(row);
  });
}

/**
 * Deletes an account, its users and its companies in one transaction. The
 * provider's own account and the account the acting person belongs to are
 * refused (409). The log row is written first, so like every older row of
 * that account it keeps its text and loses only its `client_id`.
 */
export function removeAccount(db: Database, viewer: Viewer, session: SessionClaims, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await visibleAccount(tx, viewer, id);
    const refused = accountDeletionRefusal(row.id, viewer.clientId);
    if (refused) throw new ApiError(refused.status, accountTexts[refused.refusal]);
    const members = await countMembers(tx, id);
    await recordActivity(tx, actorFromSession(session), {
      action: 'client.delete',
      details: `Excluiu o cliente ${named(row)}, com ${plural(members.users, 'usuário', 'usuários')} e ${plural(members.companies, 'empresa', 'empresas')}`,
      entityType: 'client',
      entityId: id,
    });
    await deleteAccountWithMembers(tx, id);
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Enter client': a token that keeps the staff member's own identity and
 * role (read fresh from the database) and carries the client's id and name.
 * A disabled account can still be entered: staff must be able to look at an
 * inactive account before enabling it. The entry is logged in the client's log.
 */
export function enterClient(
  db: Database,
  secret: Uint8Array,
  viewer: Viewer,
  session: SessionClaims,
  id: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await visibleAccount(tx, viewer, id);
    const identity = await findIdentity(tx, viewer.id);
    if (!identity) throw sessionRefused();
    await recordActivity(tx, actorFromSession(session), {
      action: 'client.enter',
      details: `Entrou na administração do cliente ${named(row)}`,
      entityType: 'client',
      entityId: row.id,
      clientId: row.id,
    });
    return signSession(
      {
        id: identity.id,
        uid: identity.uid,
        current_client_id: row.id,
        name: identity.name,
        username: identity.email,
        access_role: viewer.accessRole,
        permission_role: identity.permissionRoles,
        client_name: row.name,
        sv: viewer.sessionVersion,
      },
      secret,
    );
  });
}
