import {
  type ClientUser,
  type ClientUserDeleteResponse,
  type ClientUserListResponse,
  type ClientUserMutationResponse,
  catalogueIdParam,
  clientUserCreateRequest,
  clientUserListQuery,
  clientUserPaths,
  clientUserTexts,
  clientUserUpdateRequest,
  type ErrorResponse,
} from '@product/api/contract';
import { foldText, isAccountAdministrator, isClientUserFormRole, pageCount, toWireDate } from '@product/domain';
import { HttpResponse, http } from 'msw';
import { clientUserCompanyFixtures, clientUserFixtures } from '../fixtures/client-users';
import { bodyOf, fail, parse, queryOf, signedIn, unauthorized } from './respond';

// An in-memory users list the handlers change, so the users screen's stories
// can add, edit and delete; `resetClientUserMocks()` restores the fixtures.
const store = { users: [] as ClientUser[], nextId: 1000 };

export function resetClientUserMocks(): void {
  store.users = structuredClone(clientUserFixtures);
  store.nextId = 1000;
}
resetClientUserMocks();

/** The companies as a user shows them, or the ids that are not active companies of the account. */
function companiesOf(ids: readonly number[]): ClientUser['companies'] | { refused: number[] } {
  const unique = [...new Set(ids)];
  const refused = unique.filter(
    (id) => !clientUserCompanyFixtures.some((company) => company.id === id && company.enabled),
  );
  if (refused.length > 0) return { refused };
  return clientUserCompanyFixtures
    .filter((company) => unique.includes(company.id))
    .map(({ id, registration_code, name }) => ({ id, registration_code, name }));
}
const notAssignable = (refused: number[]) =>
  fail(400, `${clientUserTexts.companiesNotAssignable} ${refused.join(', ')}.`);

/** Like the server: the account keeps at least one enabled administrator. */
function isLastAdministrator(user: ClientUser): boolean {
  return (
    user.enabled &&
    isAccountAdministrator(user.systemRole) &&
    !store.users.some((other) => other.id !== user.id && other.enabled && isAccountAdministrator(other.systemRole))
  );
}

const emailTaken = (email: string, exceptId?: number) =>
  store.users.some((user) => user.email === email && user.id !== exceptId);

/** The client users calls (spec 2 §7 "Users"), answering like the server does. */
export const clientUserHandlers = [
  http.get<never, never, ClientUserListResponse | ErrorResponse>(`*${clientUserPaths.list}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const query = parse(clientUserListQuery, queryOf(request));
    if ('error' in query) return query.error;
    const term = query.data.search ? foldText(query.data.search) : '';
    const rows = store.users.filter((user) => !term || foldText(user.name).includes(term) || user.email.includes(term));
    const { page, limit } = query.data;
    return HttpResponse.json({
      items: rows.slice(page * limit, (page + 1) * limit),
      total: rows.length,
      pages_in_range: pageCount(rows.length, limit),
    });
  }),

  http.post<never, never, ClientUserMutationResponse | ErrorResponse>(
    `*${clientUserPaths.list}`,
    async ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const body = parse(clientUserCreateRequest, await bodyOf(request));
      if ('error' in body) return body.error;
      const input = body.data;
      if (emailTaken(input.email)) return fail(409, clientUserTexts.emailInUse);
      const isUser = input.systemRole === 'USER';
      const companies = companiesOf(isUser ? input.companies.map((company) => company.id) : []);
      if ('refused' in companies) return notAssignable(companies.refused);
      const user: ClientUser = {
        id: store.nextId++,
        name: input.name,
        email: input.email,
        systemRole: input.systemRole,
        permissionRole: isUser ? [...new Set(input.permissionRole)] : [],
        companies,
        enabled: input.enabled ?? true,
        createdAt: toWireDate(new Date()),
        updatedAt: null,
      };
      store.users.unshift(user);
      return HttpResponse.json({ message: clientUserTexts.created, user }, { status: 201 });
    },
  ),

  http.get<{ id: string }, never, ClientUser | ErrorResponse>(
    `*${clientUserPaths.one(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = parse(catalogueIdParam, params);
      if ('error' in id) return id.error;
      const user = store.users.find((item) => item.id === id.data.id);
      return user ? HttpResponse.json(user) : fail(404, clientUserTexts.notFound);
    },
  ),

  http.patch<{ id: string }, never, ClientUserMutationResponse | ErrorResponse>(
    `*${clientUserPaths.one(':id')}`,
    async ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = parse(catalogueIdParam, params);
      if ('error' in id) return id.error;
      const body = parse(clientUserUpdateRequest, await bodyOf(request));
      if ('error' in body) return body.error;
      const index = store.users.findIndex((item) => item.id === id.data.id);
      const current = store.users[index];
      if (!current) return fail(404, clientUserTexts.notFound);
      const input = body.data;
      if (input.systemRole !== current.systemRole && !isClientUserFormRole(input.systemRole)) {
        return fail(400, clientUserTexts.roleNotOffered);
      }
      if (emailTaken(input.email, current.id)) return fail(409, clientUserTexts.emailInUse);
      const enabled = input.enabled ?? current.enabled;
      if (isLastAdministrator(current)) {
        if (!enabled) return fail(409, clientUserTexts.lastAdministratorDisable);
        if (!isAccountAdministrator(input.systemRole)) return fail(409, clientUserTexts.lastAdministratorDemote);
      }
      const isUser = input.systemRole === 'USER';
      const companies = companiesOf(
        isUser ? (input.companies?.map((company) => company.id) ?? current.companies.map((company) => company.id)) : [],
      );
      if ('refused' in companies) return notAssignable(companies.refused);
      const user: ClientUser = {
        ...current,
        name: input.name,
        email: input.email,
        systemRole: input.systemRole,
        permissionRole: isUser ? [...new Set(input.permissionRole ?? current.permissionRole)] : [],
        companies,
        enabled,
        updatedAt: toWireDate(new Date()),
      };
      store.users[index] = user;
      return HttpResponse.json({ message: clientUserTexts.updated, user });
    },
  ),

  http.delete<{ id: string }, never, ClientUserDeleteResponse | ErrorResponse>(
    `*${clientUserPaths.one(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = parse(catalogueIdParam, params);
      if ('error' in id) return id.error;
      const current = store.users.find((item) => item.id === id.data.id);
      if (!current) return fail(404, clientUserTexts.notFound);
      if (isLastAdministrator(current)) return fail(409, clientUserTexts.lastAdministratorDelete);
      store.users = store.users.filter((item) => item.id !== current.id);
      return HttpResponse.json({ message: clientUserTexts.deleted });
    },
  ),
];
