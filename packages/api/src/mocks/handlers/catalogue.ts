import {
  type AdminUser,
  type AdminUserListResponse,
  type AdminUserMutationResponse,
  adminUserCreateRequest,
  adminUserListQuery,
  adminUserPaths,
  adminUserTexts,
  adminUserUpdateRequest,
  type Cnae,
  type CnaeListResponse,
  type CnaeMutationResponse,
  catalogueIdParam,
  cnaeListQuery,
  cnaePaths,
  cnaeRequest,
  cnaeTexts,
  type DeletedResponse,
  type ErrorResponse,
  type LicenseDefinition,
  type LicenseListResponse,
  type LicenseMutationResponse,
  licenseCreateRequest,
  licenseListQuery,
  licensePaths,
  licenseTexts,
  licenseUpdateRequest,
} from '@product/api/contract';
import { adminUserFormRoles, pageCount, toWireDate } from '@product/domain';
import { HttpResponse, http } from 'msw';
import type { z } from 'zod/mini';
import { adminUserFixtures } from '../fixtures/admin-users';
import { cnaeFixtures } from '../fixtures/cnaes';
import { licenseFixtures } from '../fixtures/licenses';
import { mockStaffClaims } from '../fixtures/session';
import { sessionRefused } from './session';

// An in-memory catalogue the handlers change, so a story can add, edit and
// delete and see the list follow; `resetCatalogueMocks()` restores the fixtures.
const store = { cnaes: [] as Cnae[], licenses: [] as LicenseDefinition[], users: [] as AdminUser[], nextId: 1000 };

export function resetCatalogueMocks(): void {
  store.cnaes = structuredClone(cnaeFixtures);
  store.licenses = structuredClone(licenseFixtures);
  store.users = structuredClone(adminUserFixtures);
  store.nextId = 1000;
}
resetCatalogueMocks();

type Failure = HttpResponse<ErrorResponse>;
const fail = (status: number, message: string): Failure => HttpResponse.json({ message }, { status });
const unauthorized = sessionRefused;
const signedIn = (request: Request) => Boolean(request.headers.get('Authorization'));

/** Parses with a contract schema; a failure answers 400 with the first issue's message, as the server does. */
function parse<T extends z.core.$ZodType>(schema: T, input: unknown): { data: z.output<T> } | { error: Failure } {
  const result = (schema as unknown as z.ZodMiniType<z.output<T>>).safeParse(input);
  if (result.success) return { data: result.data };
  return { error: fail(400, result.error.issues[0]?.message ?? 'Corpo da requisição inválido.') };
}
const bodyOf = (request: Request) => request.json().catch(() => null);
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const now = () => toWireDate(new Date());

function page<T>(rows: T[], query: { page: number; limit: number }) {
  return {
    items: rows.slice(query.page * query.limit, (query.page + 1) * query.limit),
    total: rows.length,
    pages_in_range: pageCount(rows.length, query.limit),
  };
}

function cnaeMatches(cnae: Cnae, search: string | undefined): boolean {
  if (!search) return true;
  const term = fold(search.trim());
  if (fold(cnae.codeDescription).includes(term)) return true;
  const digits = /^[\d\s./-]+$/.test(term) ? term.replace(/\D/g, '') : '';
  return digits !== '' && cnae.codeClass.replace(/\D/g, '').includes(digits);
}

const cnaeHandlers = [
  http.get<never, never, CnaeListResponse | ErrorResponse>(`*${cnaePaths.list}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const query = parse(cnaeListQuery, queryOf(request));
    if ('error' in query) return query.error;
    const rows = store.cnaes
      .filter((cnae) => cnaeMatches(cnae, query.data.search))
      .sort((a, b) => a.codeClass.localeCompare(b.codeClass));
    return HttpResponse.json({ result: [page(rows, query.data)] });
  }),
  http.post<never, never, CnaeMutationResponse | ErrorResponse>(`*${cnaePaths.list}`, async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const body = parse(cnaeRequest, await bodyOf(request));
    if ('error' in body) return body.error;
    if (store.cnaes.some((cnae) => cnae.codeClass === body.data.codeClass)) return fail(409, cnaeTexts.duplicate);
    const cnae: Cnae = {
      id: store.nextId++,
      codeClass: body.data.codeClass,
      codeDescription: body.data.codeDescription,
      registrationLevel: body.data.registrationLevel,
      enabled: body.data.enabled ?? true,
      createdAt: now(),
      updatedAt: null,
    };
    store.cnaes.push(cnae);
    return HttpResponse.json({ message: cnaeTexts.created, cnae }, { status: 201 });
  }),
  http.get<{ id: string }, never, Cnae | ErrorResponse>(`*${cnaePaths.one(':id')}`, ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const id = parse(catalogueIdParam, params);
    if ('error' in id) return id.error;
    const cnae = store.cnaes.find((item) => item.id === id.data.id);
    return cnae ? HttpResponse.json(cnae) : fail(404, cnaeTexts.notFound);
  }),
  http.put<{ id: string }, never, CnaeMutationResponse | ErrorResponse>(
    `*${cnaePaths.one(':id')}`,
    async ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = parse(catalogueIdParam, params);
      if ('error' in id) return id.error;
      const body = parse(cnaeRequest, await bodyOf(request));
      if ('error' in body) return body.error;
      const index = store.cnaes.findIndex((item) => item.id === id.data.id);
      const current = store.cnaes[index];
      if (!current) return fail(404, cnaeTexts.notFound);
      if (store.cnaes.some((cnae) => cnae.codeClass === body.data.codeClass && cnae.id !== current.id)) {
        return fail(409, cnaeTexts.duplicate);
      }
      const cnae: Cnae = {
        ...current,
        codeClass: body.data.codeClass,
        codeDescription: body.data.codeDescription,
        registrationLevel: body.data.registrationLevel,
        enabled: body.data.enabled ?? current.enabled,
        updatedAt: now(),
      };
      store.cnaes[index] = cnae;
      return HttpResponse.json({ message: cnaeTexts.updated, cnae });
    },
  ),
  http.delete<{ id: string }, never, DeletedResponse | ErrorResponse>(
    `*${cnaePaths.one(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = parse(catalogueIdParam, params);
      if ('error' in id) return id.error;
      if (!store.cnaes.some((cnae) => cnae.id === id.data.id)) return fail(404, cnaeTexts.notFound);
      store.cnaes = store.cnaes.filter((cnae) => cnae.id !== id.data.id);
      // Like the server's cascade: licences stop listing the deleted CNAE.
      store.licenses = store.licenses.map((license) => {
        const fiscalRegistrations = license.fiscalRegistrations.filter((cnae) => cnae.id !== id.data.id);
        return { ...license, fiscalRegistrations, totalCnaes: fiscalRegistrations.length };
      });
      return HttpResponse.json({ message: cnaeTexts.deleted });
    },
  ),
];

/** The licence's CNAEs from the store, or a 400 naming the unknown ids. */
function licenseCnaesOf(requested: { id: number }[]): LicenseDefinition['fiscalRegistrations'] | Failure {
  const ids = [...new Set(requested.map((item) => item.id))];
  const unknown = ids.filter((id) => !store.cnaes.some((cnae) => cnae.id === id));
  if (unknown.length > 0) return fail(400, `${licenseTexts.unknownCnaes} ${unknown.join(', ')}.`);
  return store.cnaes
    .filter((cnae) => ids.includes(cnae.id))
    .sort((a, b) => a.codeClass.localeCompare(b.codeClass))
    .map(({ id, codeClass, codeDescription, registrationLevel }) => ({
      id,
      codeClass,
      codeDescription,
      registrationLevel,
    }));
}

const licenseHandlers = [
  http.get<never, never, LicenseListResponse | ErrorResponse>(`*${licensePaths.list}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const query = parse(licenseListQuery, queryOf(request));
    if ('error' in query) return query.error;
    const term = fold(query.data.search?.trim() ?? '');
    const rows = store.licenses
      .filter((license) => !term || fold(license.name).includes(term) || fold(license.description).includes(term))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    return HttpResponse.json(page(rows, query.data));
  }),
  http.post<never, never, LicenseMutationResponse | ErrorResponse>(`*${licensePaths.list}`, async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const body = parse(licenseCreateRequest, await bodyOf(request));
    if ('error' in body) return body.error;
    const fiscalRegistrations = licenseCnaesOf(body.data.fiscalRegistrations);
    if (fiscalRegistrations instanceof Response) return fiscalRegistrations;
    const { fiscalRegistrations: _, enabled, ...fields } = body.data;
    const license: LicenseDefinition = {
      id: store.nextId++,
      ...fields,
      enabled: enabled ?? true,
      fiscalRegistrations,
      totalCnaes: fiscalRegistrations.length,
      createdAt: now(),
      updatedAt: null,
    };
    store.licenses.push(license);
    return HttpResponse.json({ message: licenseTexts.created, license }, { status: 201 });
  }),
  http.get<{ id: string }, never, LicenseDefinition | ErrorResponse>(
    `*${licensePaths.one(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = parse(catalogueIdParam, params);
      if ('error' in id) return id.error;
      const license = store.licenses.find((item) => item.id === id.data.id);
      return license ? HttpResponse.json(license) : fail(404, licenseTexts.notFound);
    },
  ),
  http.put<{ id: string }, never, LicenseMutationResponse | ErrorResponse>(
    `*${licensePaths.one(':id')}`,
    async ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = parse(catalogueIdParam, params);
      if ('error' in id) return id.error;
      const body = parse(licenseUpdateRequest, await bodyOf(request));
      if ('error' in body) return body.error;
      const index = store.licenses.findIndex((item) => item.id === id.data.id);
      const current = store.licenses[index];
      if (!current) return fail(404, licenseTexts.notFound);
      const fiscalRegistrations = body.data.fiscalRegistrations
        ? licenseCnaesOf(body.data.fiscalRegistrations)
        : current.fiscalRegistrations;
      if (fiscalRegistrations instanceof Response) return fiscalRegistrations;
      const { fiscalRegistrations: _, enabled, ...fields } = body.data;
      const license: LicenseDefinition = {
        ...current,
        ...fields,
        enabled: enabled ?? current.enabled,
        fiscalRegistrations,
        totalCnaes: fiscalRegistrations.length,
        updatedAt: now(),
      };
      store.licenses[index] = license;
      return HttpResponse.json({ message: licenseTexts.updated, license });
    },
  ),
  http.delete<{ id: string }, never, DeletedResponse | ErrorResponse>(
    `*${licensePaths.one(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = parse(catalogueIdParam, params);
      if ('error' in id) return id.error;
      if (!store.licenses.some((license) => license.id === id.data.id)) return fail(404, licenseTexts.notFound);
      store.licenses = store.licenses.filter((license) => license.id !== id.data.id);
      return HttpResponse.json({ message: licenseTexts.deleted });
    },
  ),
];

/** The mock session's person (`mockStaffClaims.id`) may not delete, demote or disable themself. */
const selfId = mockStaffClaims.id;

const adminUserHandlers = [
  http.get<never, never, AdminUserListResponse | ErrorResponse>(`*${adminUserPaths.list}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const query = parse(adminUserListQuery, queryOf(request));
    if ('error' in query) return query.error;
    const term = fold(query.data.search?.trim() ?? '');
    const rows = store.users
      .filter((user) => !term || fold(user.name).includes(term) || user.email.includes(term))
      .sort((a, b) => b.id - a.id);
    return HttpResponse.json({ result: [page(rows, query.data)] });
  }),
  http.post<never, never, AdminUserMutationResponse | ErrorResponse>(`*${adminUserPaths.list}`, async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const body = parse(adminUserCreateRequest, await bodyOf(request));
    if ('error' in body) return body.error;
    if (store.users.some((user) => user.email === body.data.email)) return fail(409, adminUserTexts.emailInUse);
    const user: AdminUser = {
      id: store.nextId++,
      name: body.data.name,
      email: body.data.email,
      systemRole: body.data.systemRole,
      enabled: body.data.enabled ?? true,
      createdAt: now(),
      updatedAt: null,
    };
    store.users.push(user);
    return HttpResponse.json({ message: adminUserTexts.created, user }, { status: 201 });
  }),
  http.get<{ id: string }, never, AdminUser | ErrorResponse>(`*${adminUserPaths.one(':id')}`, ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const id = parse(catalogueIdParam, params);
    if ('error' in id) return id.error;
    const user = store.users.find((item) => item.id === id.data.id);
    return user ? HttpResponse.json(user) : fail(404, adminUserTexts.notFound);
  }),
  http.patch<{ id: string }, never, AdminUserMutationResponse | ErrorResponse>(
    `*${adminUserPaths.one(':id')}`,
    async ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = parse(catalogueIdParam, params);
      if ('error' in id) return id.error;
      const body = parse(adminUserUpdateRequest, await bodyOf(request));
      if ('error' in body) return body.error;
      const index = store.users.findIndex((item) => item.id === id.data.id);
      const current = store.users[index];
      if (!current) return fail(404, adminUserTexts.notFound);
      const roleChanged = body.data.systemRole !== current.systemRole;
      if (roleChanged && !(adminUserFormRoles as readonly string[]).includes(body.data.systemRole)) {
        return fail(400, adminUserTexts.roleNotOffered);
      }
      const enabled = body.data.enabled ?? current.enabled;
      if (current.id === selfId && (roleChanged || !enabled)) return fail(409, adminUserTexts.selfDemote);
      if (store.users.some((user) => user.email === body.data.email && user.id !== current.id)) {
        return fail(409, adminUserTexts.emailInUse);
      }
      const user: AdminUser = {
        ...current,
        name: body.data.name,
        email: body.data.email,
        systemRole: body.data.systemRole,
        enabled,
        updatedAt: now(),
      };
      store.users[index] = user;
      return HttpResponse.json({ message: adminUserTexts.updated, user });
    },
  ),
  http.delete<{ id: string }, never, DeletedResponse | ErrorResponse>(
    `*${adminUserPaths.one(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = parse(catalogueIdParam, params);
      if ('error' in id) return id.error;
      if (id.data.id === selfId) return fail(409, adminUserTexts.selfDelete);
      if (!store.users.some((user) => user.id === id.data.id)) return fail(404, adminUserTexts.notFound);
      store.users = store.users.filter((user) => user.id !== id.data.id);
      return HttpResponse.json({ message: adminUserTexts.deleted });
    },
  ),
];

/** Every call of the CNAE, licence-definition and admin-user screens (spec 1 §7). */
export const catalogueHandlers = [...cnaeHandlers, ...licenseHandlers, ...adminUserHandlers];
