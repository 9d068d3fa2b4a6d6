import {
  type ClientUser,
  type ClientUserListResponse,
  type ClientUserMutationResponse,
  type clientUserCreateRequest,
  clientUserTexts,
  type clientUserUpdateRequest,
  type listQuery,
} from '@product/api/contract';
import {
  administratorRemoval,
  clientRoles,
  clientUserRightsTexts,
  clientUserRolesGrantableBy,
  codesBeyondManager,
  isAccountAdministrator,
  isClientUserFormRole,
  isPermissionCode,
  type ManagedUser,
  type PermissionCode,
  pageCount,
  requestedUserAccess,
  roleBadgeLabels,
  toWireDate,
  unassignableCompanies,
  userManagementRefusal,
} from '@product/domain';
import type { z } from 'zod/mini';
import { recordActivity } from '../activity/record';
import { hashPassword } from '../auth/passwords';
import { type CallerSession, raisedSessionVersion, renewedToken } from '../auth/sessions';
import { deleteFeedsOfUser } from '../calendar/queries';
import type { Tenant } from '../client-area/context';
import { isUniqueViolation } from '../cnaes/unique';
import type { Database, Executor } from '../db/database';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import {
  activeCompanyIdsAmong,
  assignedCompanies,
  assignedCompanyIds,
  type ClientUserRow,
  countClientUsers,
  countOtherEnabledAdministrators,
  deleteClientUserRow,
  emailHolder,
  findClientUser,
  insertClientUser,
  listClientUserRows,
  lockAccountAdministrators,
  replaceAssignedCompanies,
  updateClientUserRow,
} from './queries';

type ClientRole = (typeof clientRoles)[number];
const isClientRole = (role: string): role is ClientRole => (clientRoles as readonly string[]).includes(role);

const emailInUse = () => new ApiError(409, clientUserTexts.emailInUse);
const missing = () => notFound(clientUserTexts.notFound);
const label = (row: { name: string; id: number }) => `'${row.name}' (ID ${row.id})`;
const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];
const sameSet = <T>(a: readonly T[], b: readonly T[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
};
const administratorRemovalTexts = {
  disable: clientUserTexts.lastAdministratorDisable,
  demote: clientUserTexts.lastAdministratorDemote,
} as const;

/** The users as the wire shows them, with their companies (for a USER looking, only companies they see). */
async function toWireUsers(db: Executor, tenant: Tenant, rows: readonly ClientUserRow[]): Promise<ClientUser[]> {
  const companies = await assignedCompanies(
    db,
    rows.filter((row) => row.accessRole === 'USER').map((row) => row.id),
    tenant.companyIds,
  );
  return rows.map((row) => {
    if (!isClientRole(row.accessRole)) throw new Error(`not a client role: ${row.accessRole}`);
    const isUser = row.accessRole === 'USER';
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      systemRole: row.accessRole,
      permissionRole: isUser ? row.permissionRoles.filter(isPermissionCode) : [],
      companies: isUser
        ? companies
            .filter((company) => company.userId === row.id)
            .map((company) => ({ id: company.id, registration_code: company.registrationCode, name: company.name }))
        : [],
      enabled: row.enabled,
      createdAt: toWireDate(row.createdAt),
      updatedAt: row.updatedAt ? toWireDate(row.updatedAt) : null,
    };
  });
}

async function toWireUser(db: Executor, tenant: Tenant, row: ClientUserRow): Promise<ClientUser> {
  const [user] = await toWireUsers(db, tenant, [row]);
  if (!user) throw new Error('user not converted');
  return user;
}

/** The account's users (spec 2 §7 "Users"), newest first. */
export async function listClientUsers(
  db: Executor,
  tenant: Tenant,
  query: z.output<typeof listQuery>,
): Promise<ClientUserListResponse> {
  const search = query.search?.trim() || undefined;
  const total = await countClientUsers(db, tenant.clientId, search);
  const offset = query.page * query.limit;
  const rows =
    offset < total && Number.isSafeInteger(offset)
      ? await listClientUserRows(db, tenant.clientId, search, { offset, limit: query.limit })
      : [];
  return { items: await toWireUsers(db, tenant, rows), total, pages_in_range: pageCount(total, query.limit) };
}

export async function getClientUser(db: Executor, tenant: Tenant, id: number): Promise<ClientUser> {
  const row = await findClientUser(db, tenant.clientId, id);
  if (!row) throw missing();
  return toWireUser(db, tenant, row);
}

/** The refusal texts the contract does not word live in @product/domain, beside the rules the mocks share. */
export { clientUserRightsTexts };

/** A USER may give only codes they hold themself (`codesBeyondManager`). */
function checkCodesGrantable(tenant: Tenant, added: readonly PermissionCode[]): void {
  const notHeld = codesBeyondManager(tenant, added);
  if (notHeld.length > 0) throw forbidden(`${clientUserTexts.codesNotHeld} ${notHeld.join(', ')}.`);
}

/**
 * Companies newly given to a user must be enabled companies of the account
 * and, when a USER gives them, among the USER's own (`unassignableCompanies`).
 */
async function checkCompaniesAssignable(db: Executor, tenant: Tenant, added: readonly number[]): Promise<void> {
  if (added.length === 0) return;
  const refused = unassignableCompanies(tenant, added, await activeCompanyIdsAmong(db, tenant.clientId, added));
  if (refused.length > 0) throw badRequest(`${clientUserTexts.companiesNotAssignable} ${refused.join(', ')}.`);
}

/**
 * Who a USER may edit (PATCH, e-mail and password included) or delete
 * (`userManagementRefusal`): only another USER holding no more codes and
 * companies than themself. An account administrator is refused with its own
 * message. 403 when refused.
 */
function checkManageable(
  tenant: Tenant,
  target: Pick<ManagedUser, 'accessRole' | 'codes' | 'companyIds'>,
  refusal: string,
): void {
  const refused = userManagementRefusal(tenant, target);
  if (refused === 'administrator') throw forbidden(clientUserTexts.onlyAdministratorsManageAdministrators);
  if (refused === 'morePrivileged') throw forbidden(refusal);
}

/** 409 unless the account keeps another enabled administrator (call with the account locked). */
async function requireAnotherAdministrator(db: Executor, clientId: number, userId: number, message: string) {
  if ((await countOtherEnabledAdministrators(db, clientId, userId)) === 0) throw new ApiError(409, message);
}

/** A new user of the tenant's account (spec 2 §5): ADMIN or USER; codes and companies only for USER. */
export async function createClientUser(
  db: Database,
  tenant: Tenant,
  input: z.output<typeof clientUserCreateRequest>,
): Promise<ClientUserMutationResponse> {
  if (!clientUserRolesGrantableBy(tenant.accessRole).includes(input.systemRole)) {
    throw forbidden(clientUserTexts.onlyAdministratorsGrantAdmin);
  }
  const isUser = input.systemRole === 'USER';
  const codes = isUser ? unique(input.permissionRole) : [];
  const companyIds = isUser ? unique(input.companies.map((company) => company.id)) : [];
  checkCodesGrantable(tenant, codes);
  if (await emailHolder(db, input.email)) throw emailInUse();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await checkCompaniesAssignable(tx, tenant, companyIds);
      if (await emailHolder(tx, input.email)) throw emailInUse();
      const row = await insertClientUser(tx, {
        name: input.name,
        email: input.email,
        accessRole: input.systemRole,
        permissionRoles: codes,
        enabled: input.enabled ?? true,
        passwordHash,
        clientId: tenant.clientId,
      });
      await replaceAssignedCompanies(tx, row.id, companyIds);
      await recordActivity(tx, tenant.actor, {
        action: 'client_user.create',
        details: `Criou o usuário ${label(row)} como ${roleBadgeLabels[input.systemRole]}`,
        entityType: 'user',
        entityId: row.id,
      });
      return { message: clientUserTexts.created, user: await toWireUser(tx, tenant, row) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailInUse();
    throw error;
  }
}

/**
 * PATCH: name, e-mail and, when filled, the password; role, codes, companies
 * and enabled too, except on one's own record, where they must stay as they
 * are (the form hides them). A USER edits only USERs holding no more codes
 * and companies than themself (`checkManageable`), and gives only codes they
 * hold and companies they have. The account never loses its last enabled
 * administrator.
 */
export async function updateClientUser(
  db: Database,
  tenant: Tenant,
  id: number,
  input: z.output<typeof clientUserUpdateRequest>,
  caller?: CallerSession,
): Promise<ClientUserMutationResponse> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      await lockAccountAdministrators(tx, tenant.clientId);
      const current = await findClientUser(tx, tenant.clientId, id);
      if (!current) throw missing();
      const currentCompanies = await assignedCompanyIds(tx, id);
      const currentCodes = current.permissionRoles.filter(isPermissionCode);
      const was: ManagedUser = {
        accessRole: current.accessRole,
        enabled: current.enabled,
        codes: currentCodes,
        companyIds: currentCompanies,
      };
      const own = id === tenant.userId;
      const { role, roleChanged, enabled, codes, companyIds, changesAccess } = requestedUserAccess(was, input);

      if (own) {
        if (changesAccess) throw forbidden(clientUserTexts.ownRecordLocked);
      } else {
        checkManageable(tenant, was, clientUserRightsTexts.editMorePrivileged);
        if (roleChanged && !isClientUserFormRole(role)) throw badRequest(clientUserTexts.roleNotOffered);
        if (roleChanged && !(clientUserRolesGrantableBy(tenant.accessRole) as readonly string[]).includes(role)) {
          throw forbidden(clientUserTexts.onlyAdministratorsGrantAdmin);
        }
      }

      checkCodesGrantable(
        tenant,
        codes.filter((code) => !currentCodes.includes(code)),
      );
      await checkCompaniesAssignable(
        tx,
        tenant,
        companyIds.filter((companyId) => !currentCompanies.includes(companyId)),
      );

      const removal = administratorRemoval(was, { role, enabled });
      if (removal) await requireAnotherAdministrator(tx, tenant.clientId, id, administratorRemovalTexts[removal]);
      if (await emailHolder(tx, input.email, id)) throw emailInUse();

      const row = await updateClientUserRow(tx, tenant.clientId, id, {
        name: input.name,
        email: input.email,
        accessRole: role,
        permissionRoles: codes,
        enabled,
        // A new password ends the person's sessions; one's own goes on with a new token (auth/sessions.ts).
        ...(passwordHash ? { passwordHash, ...raisedSessionVersion } : {}),
      });
      if (!row) throw missing();
      // A new password or a disabled user: the old calendar links must not survive it (nor come back).
      if (passwordHash || (current.enabled && !enabled)) await deleteFeedsOfUser(tx, id);
      if (!sameSet(companyIds, currentCompanies)) await replaceAssignedCompanies(tx, id, companyIds);
      const what = [
        roleChanged ? `tipo de usuário ${current.accessRole} → ${role}` : null,
        enabled === current.enabled ? null : enabled ? 'ativado' : 'desativado',
        passwordHash ? 'senha' : null,
      ].filter((part) => part !== null);
      await recordActivity(tx, tenant.actor, {
        action: 'client_user.update',
        details: `Alterou o usuário ${label(row)}${what.length > 0 ? ` (${what.join(', ')})` : ''}`,
        entityType: 'user',
        entityId: row.id,
      });
      const answer: ClientUserMutationResponse = {
        message: clientUserTexts.updated,
        user: await toWireUser(tx, tenant, row),
      };
      if (passwordHash && own && caller) {
        answer.access_token = await renewedToken(caller, { ...row, accessRole: role });
      }
      return answer;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailInUse();
    throw error;
  }
}

/**
 * DELETE: never oneself here (My account does that), never the last enabled
 * administrator; a USER deletes only USERs holding no more than themself (`checkManageable`).
 */
export async function deleteClientUser(db: Database, tenant: Tenant, id: number): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    await lockAccountAdministrators(tx, tenant.clientId);
    const current = await findClientUser(tx, tenant.clientId, id);
    if (!current) throw missing();
    if (id === tenant.userId) throw new ApiError(409, clientUserTexts.selfDelete);
    checkManageable(
      tenant,
      {
        accessRole: current.accessRole,
        codes: current.permissionRoles.filter(isPermissionCode),
        companyIds: await assignedCompanyIds(tx, id),
      },
      clientUserRightsTexts.deleteMorePrivileged,
    );
    if (current.enabled && isAccountAdministrator(current.accessRole)) {
      await requireAnotherAdministrator(tx, tenant.clientId, id, clientUserTexts.lastAdministratorDelete);
    }
    await recordActivity(tx, tenant.actor, {
      action: 'client_user.delete',
      details: `Excluiu o usuário ${label(current)}`,
      entityType: 'user',
      entityId: id,
    });
    if (!(await deleteClientUserRow(tx, tenant.clientId, id))) throw missing();
    return { message: clientUserTexts.deleted };
  });
}
