import {
  type Account,
  type AccountDeleteResponse,
  type AccountListResponse,
  accountCreateRequest,
  accountIdParam,
  accountListQuery,
  accountPaths,
  accountTexts,
  accountUpdateRequest,
  type EnterClientResponse,
  type ErrorResponse,
  type GroupListResponse,
  groupPaths,
  type SessionClaims,
} from '@product/api/contract';
import { authTexts, businessGroupId, isGroupConfined, isStaffRole, pageCount, toWireDate } from '@product/domain';
import { HttpResponse, http } from 'msw';
import type { z } from 'zod/mini';
import { decodeSession } from '../../client/session';
import { accountFixtures, fixtureGroupId, fixtureNow, groupFixtures } from '../fixtures/accounts';
import { mockStaffClaims, mockToken } from '../fixtures/session';
import { fail } from './respond';
import { sessionRefused } from './session';

/**
 * The accounts the handlers work on: a copy of the fixtures that create,
 * update and delete change in memory; `resetAccountMocks()` restores it.
 */
interface StoredAccount {
  account: Account;
  groupId: number;
}
const seed = (): StoredAccount[] =>
  accountFixtures.map((account) => ({ account: { ...account }, groupId: fixtureGroupId(account) }));
let store = seed();
let nextId = Math.max(...accountFixtures.map((account) => account.id)) + 1;

export function resetAccountMocks(): void {
  store = seed();
  nextId = Math.max(...accountFixtures.map((account) => account.id)) + 1;
}

/** Providers' own account, never deleted (as on the server). */
const providerAccountId = 1;

/** Issue messages of the contract's schemas; a body that is not an object gets the server's text. */
function firstMessage(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  return issue && issue.path.length > 0 ? issue.message : 'Corpo da requisição inválido.';
}

interface MockViewer {
  claims: SessionClaims;
  /** The group PARTNER and AFFINITY are confined to; null for the others. */
  confinedTo: number | null;
}

/**
 * Who calls: the claims of a mock token (an unknown token stands for the
 * default staff session); 401 without a token, 403 for client-side roles.
 */
function viewerOf(request: Request): MockViewer | Response {
  const header = request.headers.get('Authorization');
  if (!header) return sessionRefused();
  const claims = decodeSession(header.replace(/^Bearer\s+/i, '')) ?? mockStaffClaims;
  if (!isStaffRole(claims.access_role)) return fail(403, authTexts.forbiddenDescription);
  const home = store.find((row) => row.account.id === claims.current_client_id);
  return { claims, confinedTo: isGroupConfined(claims.access_role) ? (home?.groupId ?? -1) : null };
}

/** The stored account if the viewer may see it; otherwise the 400/404 answer. */
function visible(viewer: MockViewer, rawId: unknown): StoredAccount | Response {
  const id = accountIdParam.safeParse(rawId);
  if (!id.success) return fail(400, accountTexts.invalidId);
  const row = store.find((candidate) => candidate.account.id === id.data);
  if (!row || (viewer.confinedTo !== null && row.groupId !== viewer.confinedTo)) {
    return fail(404, accountTexts.notFound);
  }
  return row;
}

const readJson = (request: Request) => request.json().catch(() => undefined);

/** The account calls and the group list, over the fixtures, with the server's rules. */
export const accountHandlers = [
  http.get<never, never, AccountListResponse | ErrorResponse>(`*${accountPaths.list}`, ({ request }) => {
    const viewer = viewerOf(request);
    if (viewer instanceof Response) return viewer;
    const query = accountListQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return fail(400, query.error.issues[0]?.message ?? 'Parâmetros da requisição inválidos.');
    const { filter, search, page, limit, exceptGroup } = query.data;
    const group = viewer.confinedTo ?? query.data.group;
    const term = search?.toLowerCase();
    const matches = store
      .filter(
        (row) =>
          (group === undefined || row.groupId === group) &&
          (exceptGroup === undefined || row.groupId !== exceptGroup) &&
          (filter === undefined || row.account.type === filter) &&
          (!term || row.account.name.toLowerCase().includes(term) || String(row.account.id) === term),
      )
      .map((row) => row.account);
    return HttpResponse.json({
      items: matches.slice(page * limit, (page + 1) * limit),
      total: matches.length,
      pages_in_range: pageCount(matches.length, limit),
    });
  }),

  http.post<never, never, Account | ErrorResponse>(`*${accountPaths.list}`, async ({ request }) => {
    const viewer = viewerOf(request);
    if (viewer instanceof Response) return viewer;
    const body = accountCreateRequest.safeParse(await readJson(request));
    if (!body.success) return fail(400, firstMessage(body.error));
    const { groupId: requested, ...fields } = body.data;
    let groupId = requested ?? businessGroupId;
    if (viewer.confinedTo !== null) {
      if (requested !== undefined && requested !== viewer.confinedTo) return fail(403, accountTexts.foreignGroup);
      groupId = viewer.confinedTo;
    }
    const group = groupFixtures.find((candidate) => candidate.id === groupId);
    if (!group) return fail(400, accountTexts.groupNotFound);
    const account: Account = {
      id: nextId++,
      ...fields,
      createdAt: toWireDate(fixtureNow),
      updatedAt: null,
      totalCompanies: 0,
      groupName: group.name,
    };
    store.unshift({ account, groupId });
    return HttpResponse.json(account, { status: 201 });
  }),

  http.get<{ id: string }, never, Account | ErrorResponse>(`*${accountPaths.item(':id')}`, ({ request, params }) => {
    const viewer = viewerOf(request);
    if (viewer instanceof Response) return viewer;
    const row = visible(viewer, params.id);
    return row instanceof Response ? row : HttpResponse.json(row.account);
  }),

  http.put<{ id: string }, never, Account | ErrorResponse>(
    `*${accountPaths.item(':id')}`,
    async ({ request, params }) => {
      const viewer = viewerOf(request);
      if (viewer instanceof Response) return viewer;
      const row = visible(viewer, params.id);
      if (row instanceof Response) return row;
      const body = accountUpdateRequest.safeParse(await readJson(request));
      if (!body.success) return fail(400, firstMessage(body.error));
      row.account = { ...row.account, ...body.data, updatedAt: toWireDate(fixtureNow) };
      return HttpResponse.json(row.account);
    },
  ),

  http.delete<{ id: string }, never, AccountDeleteResponse | ErrorResponse>(
    `*${accountPaths.item(':id')}`,
    ({ request, params }) => {
      const viewer = viewerOf(request);
      if (viewer instanceof Response) return viewer;
      const row = visible(viewer, params.id);
      if (row instanceof Response) return row;
      if (row.account.id === providerAccountId) return fail(409, accountTexts.providerAccount);
      if (row.account.id === viewer.claims.current_client_id) return fail(409, accountTexts.ownAccount);
      store = store.filter((candidate) => candidate !== row);
      return HttpResponse.json({ message: accountTexts.deleted });
    },
  ),

  http.post<{ id: string }, never, EnterClientResponse | ErrorResponse>(
    `*${accountPaths.enter(':id')}`,
    ({ request, params }) => {
      const viewer = viewerOf(request);
      if (viewer instanceof Response) return viewer;
      const row = visible(viewer, params.id);
      if (row instanceof Response) return row;
      const claims = { ...viewer.claims, current_client_id: row.account.id, client_name: row.account.name };
      return HttpResponse.json({ access_token: mockToken(claims) });
    },
  ),

  http.get<never, never, GroupListResponse | ErrorResponse>(`*${groupPaths.list}`, ({ request }) => {
    const viewer = viewerOf(request);
    if (viewer instanceof Response) return viewer;
    const groups = groupFixtures
      .filter((group) => viewer.confinedTo === null || group.id === viewer.confinedTo)
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id);
    return HttpResponse.json(groups);
  }),
];

/** Variants for page stories: an empty list, a failing list, a list that never answers. */
export const accountHandlerVariants = {
  empty: http.get(`*${accountPaths.list}`, () => HttpResponse.json({ items: [], total: 0, pages_in_range: 0 })),
  error: http.get(`*${accountPaths.list}`, () =>
    HttpResponse.json({ message: 'Serviço indisponível no momento.' }, { status: 503 }),
  ),
};
