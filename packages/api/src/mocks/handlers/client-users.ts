import { type ClientUser, type ClientUserCompany, clientUserTexts, type SessionClaims } from '@product/api/contract';
import { clientUserOperations } from '@product/api/contract/operations';
import {
  administratorRemoval,
  clientUserRightsTexts,
  clientUserRolesGrantableBy,
  codesBeyondManager,
  foldText,
  isAccountAdministrator,
  isClientUserFormRole,
  type ManagedUser,
  type PermissionCode,
  requestedUserAccess,
  seesAssignedCompaniesOnly,
  toWireDate,
  type UserManager,
  unassignableCompanies,
  userManagementRefusal,
} from '@product/domain';
import { clientUserCompanyFixtures, clientUserFixtures } from '../fixtures/client-users';
import { mockToken } from '../fixtures/session';
import { badRequest, conflict, forbidden, MockApiError, mockOperation, notFound } from '../operation';
import { page } from './respond';

/** A company of the account as the users calls know it: assignable only while enabled. */
export type ClientUserCompanyRow = ClientUserCompany & { enabled: boolean };

// An in-memory users list the handlers change, so the users screen's stories
// can add, edit and delete; `resetClientUserMocks()` restores the fixtures.
const store = { users: [] as ClientUser[], companies: [] as ClientUserCompanyRow[], nextId: 1000 };

/** Starts the account from these users and companies (the behaviour contract seeds the server's). */
export function seedClientUserMocks(start: {
  users: readonly ClientUser[];
  companies: readonly ClientUserCompanyRow[];
}): void {
  store.users = structuredClone([...start.users]);
  store.companies = structuredClone([...start.companies]);
  store.nextId = Math.max(1000, ...start.users.map((user) => user.id + 1));
}

export function resetClientUserMocks(): void {
  seedClientUserMocks({ users: clientUserFixtures, companies: clientUserCompanyFixtures });
}
resetClientUserMocks();

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];
const missing = () => notFound(clientUserTexts.notFound);
const findUser = (id: number) => store.users.find((user) => user.id === id);

const managedOf = (user: ClientUser): ManagedUser => ({
  accessRole: user.systemRole,
  enabled: user.enabled,
  codes: user.permissionRole,
  companyIds: user.companies.map((company) => company.id),
});

/** The caller as the server's tenant: a USER's codes from the token, their companies from their own record. */
function managerOf(session: SessionClaims): UserManager {
  const own = findUser(session.id);
  return {
    accessRole: session.access_role,
    permissionRoles: session.permission_role,
    companyIds: seesAssignedCompaniesOnly(session.access_role)
      ? (own?.companies.map((company) => company.id) ?? [])
      : null,
  };
}

/** A user as the caller sees them: a USER looking sees only the companies they have themself. */
function seenBy(user: ClientUser, manager: UserManager): ClientUser {
  const visible = manager.companyIds;
  return visible === null ? user : { ...user, companies: user.companies.filter((c) => visible.includes(c.id)) };
}

/** The companies a user shows, by name as the server lists them. */
const companiesOf = (ids: readonly number[]): ClientUserCompany[] =>
  store.companies
    .filter((company) => ids.includes(company.id))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id)
    .map(({ id, registration_code, name }) => ({ id, registration_code, name }));

/** The server's checks of what is granted: codes the manager holds (403), active companies of theirs (400). */
function checkGrants(manager: UserManager, codes: readonly PermissionCode[], companyIds: readonly number[]) {
  const notHeld = codesBeyondManager(manager, codes);
  if (notHeld.length > 0) throw forbidden(`${clientUserTexts.codesNotHeld} ${notHeld.join(', ')}.`);
  const active = new Set(store.companies.filter((company) => company.enabled).map((company) => company.id));
  const refused = unassignableCompanies(manager, companyIds, active);
  if (refused.length > 0) throw badRequest(`${clientUserTexts.companiesNotAssignable} ${refused.join(', ')}.`);
}

function checkManageable(manager: UserManager, target: ClientUser, refusal: string): void {
  const refused = userManagementRefusal(manager, managedOf(target));
  if (refused === 'administrator') throw forbidden(clientUserTexts.onlyAdministratorsManageAdministrators);
  if (refused === 'morePrivileged') throw forbidden(refusal);
}

const emailTaken = (email: string, exceptId?: number) =>
  store.users.some((user) => user.email === email && user.id !== exceptId);

const anotherAdministrator = (id: number) =>
  store.users.some((user) => user.id !== id && user.enabled && isAccountAdministrator(user.systemRole));

const removalTexts = {
  disable: clientUserTexts.lastAdministratorDisable,
  demote: clientUserTexts.lastAdministratorDemote,
} as const;

/** The client users calls (spec 2 §7 "Users"), registered from `clientUserOperations`, answering like the server. */
export const clientUserHandlers = [
  mockOperation(clientUserOperations.list, ({ query, session }) => {
    const { search } = query;
    const rows = store.users
      .filter(
        (user) =>
          !search || foldText(user.name).includes(foldText(search)) || user.email.includes(search.toLowerCase()),
      )
      .sort((a, b) => b.id - a.id);
    const manager = managerOf(session);
    return page(
      rows.map((user) => seenBy(user, manager)),
      query,
    );
  }),

  mockOperation(clientUserOperations.create, ({ body, session }) => {
    if (!clientUserRolesGrantableBy(session.access_role).includes(body.systemRole)) {
      throw forbidden(clientUserTexts.onlyAdministratorsGrantAdmin);
    }
    const isUser = body.systemRole === 'USER';
    const codes = isUser ? unique(body.permissionRole) : [];
    const companyIds = isUser ? unique(body.companies.map((company) => company.id)) : [];
    const manager = managerOf(session);
    const notHeld = codesBeyondManager(manager, codes);
    if (notHeld.length > 0) throw forbidden(`${clientUserTexts.codesNotHeld} ${notHeld.join(', ')}.`);
    if (emailTaken(body.email)) throw conflict(clientUserTexts.emailInUse);
    checkGrants(manager, [], companyIds);
    const user: ClientUser = {
      id: store.nextId++,
      name: body.name,
      email: body.email,
      systemRole: body.systemRole,
      permissionRole: codes,
      companies: companiesOf(companyIds),
      enabled: body.enabled ?? true,
      createdAt: toWireDate(new Date()),
      updatedAt: null,
    };
    store.users.push(user);
    return { message: clientUserTexts.created, user: seenBy(user, manager) };
  }),

  mockOperation(clientUserOperations.get, ({ params, session }) => {
    const user = findUser(params.id);
    if (!user) throw missing();
    return seenBy(user, managerOf(session));
  }),

  mockOperation(clientUserOperations.update, ({ params, body, session }) => {
    const current = findUser(params.id);
    if (!current) throw missing();
    const manager = managerOf(session);
    const was = managedOf(current);
    const own = current.id === session.id;
    const { role, roleChanged, enabled, codes, companyIds, changesAccess } = requestedUserAccess(was, body);
    if (own) {
      if (changesAccess) throw forbidden(clientUserTexts.ownRecordLocked);
    } else {
      checkManageable(manager, current, clientUserRightsTexts.editMorePrivileged);
      if (roleChanged && !isClientUserFormRole(role)) throw badRequest(clientUserTexts.roleNotOffered);
      if (roleChanged && !(clientUserRolesGrantableBy(session.access_role) as readonly string[]).includes(role)) {
        throw forbidden(clientUserTexts.onlyAdministratorsGrantAdmin);
      }
    }
    checkGrants(
      manager,
      codes.filter((code) => !was.codes.includes(code)),
      companyIds.filter((id) => !was.companyIds.includes(id)),
    );
    const removal = administratorRemoval(was, { role, enabled });
    if (removal && !anotherAdministrator(current.id)) throw conflict(removalTexts[removal]);
    if (emailTaken(body.email, current.id)) throw conflict(clientUserTexts.emailInUse);
    const user: ClientUser = {
      ...current,
      name: body.name,
      email: body.email,
      systemRole: role,
      permissionRole: codes,
      companies: companiesOf(companyIds),
      enabled,
      updatedAt: toWireDate(new Date()),
    };
    store.users = store.users.map((item) => (item === current ? user : item));
    // One's own new password ends the other sessions; the server answers a new token for this one.
    const renewed = body.password && own ? { access_token: mockToken(session) } : {};
    return { message: clientUserTexts.updated, user: seenBy(user, manager), ...renewed };
  }),

  mockOperation(clientUserOperations.delete, ({ params, session }) => {
    const current = findUser(params.id);
    if (!current) throw missing();
    if (current.id === session.id) throw new MockApiError(409, clientUserTexts.selfDelete);
    checkManageable(managerOf(session), current, clientUserRightsTexts.deleteMorePrivileged);
    if (current.enabled && isAccountAdministrator(current.systemRole) && !anotherAdministrator(current.id)) {
      throw conflict(clientUserTexts.lastAdministratorDelete);
    }
    store.users = store.users.filter((item) => item !== current);
    return { message: clientUserTexts.deleted };
  }),
];
