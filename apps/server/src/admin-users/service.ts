import {
  type AdminUser,
  type AdminUserListResponse,
  type AdminUserMutationResponse,
  type adminUserCreateRequest,
  adminUserTexts,
  type adminUserUpdateRequest,
  type listQuery,
} from '@product/api/contract';
import { adminUserFormRoles, brand, isAdminUserRole, pageCount, providerAccountId, toWireDate } from '@product/domain';
import type { z } from 'zod/mini';
import { recordActivity } from '../activity/record';
import { hashPassword } from '../auth/passwords';
import { type CallerSession, raisedSessionVersion, renewedToken } from '../auth/sessions';
import { deleteFeedsOfUser } from '../calendar/queries';
import type { CatalogueActor } from '../cnaes/service';
import { isUniqueViolation } from '../cnaes/unique';
import type { Database, Executor } from '../db/database';
import { ApiError, badRequest, notFound } from '../http/errors';
import { countOtherEnabled, lockStaffChanges } from '../profile/queries';
import {
  type AdminUserRow,
  countAdminUsers,
  deleteAdminUserRow,
  findAdminUser,
  findUserIdByEmail,
  insertAdminUser,
  listAdminUsers,
  updateAdminUserRow,
} from './queries';

/** The person acting, as the admin-user calls need them. */
export interface AdminUserActor extends CatalogueActor {
  /** Their own user id: they may not delete, demote or disable themselves here. */
  userId: number;
}

function toWireAdminUser(row: AdminUserRow): AdminUser {
  if (!isAdminUserRole(row.accessRole)) throw new Error(`not a staff-side role: ${row.accessRole}`);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    systemRole: row.accessRole,
    enabled: row.enabled,
    createdAt: toWireDate(row.createdAt),
    updatedAt: row.updatedAt ? toWireDate(row.updatedAt) : null,
  };
}

const emailInUse = () => new ApiError(409, adminUserTexts.emailInUse);
const missing = () => notFound(adminUserTexts.notFound);
const label = (row: { name: string; id: number }) => `'${row.name}' (ID ${row.id})`;

/**
 * 409 unless another enabled {product} user remains when this one, enabled
 * now, stops being one. Serialised with My account's same check, so two
 * administrators disabling each other at once cannot both succeed.
 */
async function requireAnotherProductUser(
  tx: Executor,
  current: { id: number; accessRole: string; enabled: boolean },
  message: string,
): Promise<void> {
  if (current.accessRole !== brand.roleCode || !current.enabled) return;
  await lockStaffChanges(tx);
  if ((await countOtherEnabled(tx, brand.roleCode, current.id)) === 0) throw new ApiError(409, message);
}

/** The admin users list of spec 1 §7, newest first, wrapped in `result[0]`. */
export async function listAdminUsersFor(
  db: Executor,
  query: z.output<typeof listQuery>,
): Promise<AdminUserListResponse> {
  const search = query.search?.trim() || undefined;
  const total = await countAdminUsers(db, search);
  const offset = query.page * query.limit;
  const rows =
    offset < total && Number.isSafeInteger(offset)
      ? await listAdminUsers(db, search, { offset, limit: query.limit })
      : [];
  return { result: [{ items: rows.map(toWireAdminUser), total, pages_in_range: pageCount(total, query.limit) }] };
}

export async function getAdminUser(db: Executor, id: number): Promise<AdminUser> {
  const row = await findAdminUser(db, id);
  if (!row) throw missing();
  return toWireAdminUser(row);
}

/** A new staff-side user in the creator's own account (the provider's, for {product} staff). */
export async function createAdminUser(
  db: Database,
  who: AdminUserActor,
  input: z.output<typeof adminUserCreateRequest>,
): Promise<AdminUserMutationResponse> {
  if (await findUserIdByEmail(db, input.email)) throw emailInUse();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      if (await findUserIdByEmail(tx, input.email)) throw emailInUse();
      const row = await insertAdminUser(tx, {
        name: input.name,
        email: input.email,
        accessRole: input.systemRole,
        enabled: input.enabled ?? true,
        passwordHash,
        clientId: who.clientId ?? providerAccountId,
      });
      await recordActivity(tx, who.actor, {
        action: 'user.create',
        details: `Criou o usuário ${label(row)}`,
        entityType: 'user',
        entityId: row.id,
        clientId: who.clientId,
      });
      return { message: adminUserTexts.created, user: toWireAdminUser(row) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailInUse();
    throw error;
  }
}

/**
 * PATCH: name, e-mail, role, enabled and, when not empty, a new password.
 * The role must be one the forms offer, or the one the user already has.
 */
export async function updateAdminUser(
  db: Database,
  who: AdminUserActor,
  id: number,
  input: z.output<typeof adminUserUpdateRequest>,
  caller?: CallerSession,
): Promise<AdminUserMutationResponse> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const current = await findAdminUser(tx, id);
      if (!current) throw missing();
      const roleChanged = input.systemRole !== current.accessRole;
      if (roleChanged && !(adminUserFormRoles as readonly string[]).includes(input.systemRole)) {
        throw badRequest(adminUserTexts.roleNotOffered);
      }
      const enabled = input.enabled ?? current.enabled;
      if (id === who.userId && (roleChanged || !enabled)) throw new ApiError(409, adminUserTexts.selfDemote);
      if (!enabled) await requireAnotherProductUser(tx, current, adminUserTexts.lastProductUserDisable);
      else if (roleChanged) await requireAnotherProductUser(tx, current, adminUserTexts.lastProductUserDemote);
      const holder = await findUserIdByEmail(tx, input.email);
      if (holder !== undefined && holder !== id) throw emailInUse();
      const row = await updateAdminUserRow(tx, id, {
        name: input.name,
        email: input.email,
        accessRole: input.systemRole,
        enabled,
        // A new password ends the person's sessions; one's own goes on with a new token (auth/sessions.ts).
        ...(passwordHash ? { passwordHash, ...raisedSessionVersion } : {}),
      });
      if (!row) throw missing();
      // A new password or a disabled user: the old calendar links must not survive it (nor come back).
      if (passwordHash || (current.enabled && !enabled)) await deleteFeedsOfUser(tx, id);
      await recordActivity(tx, who.actor, {
        action: 'user.update',
        details: `Alterou o usuário ${label(row)}${passwordHash ? ' e a sua senha' : ''}`,
        entityType: 'user',
        entityId: row.id,
        clientId: who.clientId,
      });
      const answer: AdminUserMutationResponse = { message: adminUserTexts.updated, user: toWireAdminUser(row) };
      if (passwordHash && id === who.userId && caller) {
        answer.access_token = await renewedToken(caller, { ...row, accessRole: input.systemRole });
      }
      return answer;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailInUse();
    throw error;
  }
}

export async function deleteAdminUser(db: Database, who: AdminUserActor, id: number): Promise<{ message: string }> {
  if (id === who.userId) throw new ApiError(409, adminUserTexts.selfDelete);
  return db.transaction(async (tx) => {
    const current = await findAdminUser(tx, id);
    if (!current) throw missing();
    await requireAnotherProductUser(tx, current, adminUserTexts.lastProductUserDelete);
    if (!(await deleteAdminUserRow(tx, id))) throw missing();
    await recordActivity(tx, who.actor, {
      action: 'user.delete',
      details: `Excluiu o usuário ${label(current)}`,
      entityType: 'user',
      entityId: id,
      clientId: who.clientId,
    });
    return { message: adminUserTexts.deleted };
  });
}
