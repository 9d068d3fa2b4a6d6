import { type Account, accountPaths, accountTexts, type Group, type SessionClaims } from '@product/api/contract';
import { accountOperations, groupOperations } from '@product/api/contract/operations';
import {
  type AccountViewer,
  accountChangeRefusal,
  accountDeletionRefusal,
  accountMatchesSearch,
  accountSearchOf,
  isGroupConfined,
  newAccountGroup,
  providerAccountId,
  toWireDate,
} from '@product/domain';
import { HttpResponse, http } from 'msw';
import { accountFixtures, fixtureNow, groupFixtures } from '../fixtures/accounts';
import { mockToken } from '../fixtures/session';
import { badRequest, MockApiError, mockOperation, notFound } from '../operation';
import { page } from './respond';

/**
 * The accounts and groups the handlers work on: a copy of the fixtures that
 * create, update and delete change in memory; `resetAccountMocks()` restores it.
 */
interface StoredAccount {
  account: Account;
  groupId: number | null;
}
const store = { rows: [] as StoredAccount[], groups: [] as Group[], nextId: 1 };

/** Starts from these accounts and groups (the behaviour contract test gives the server's); an account joins the group its `groupName` names. */
export function seedAccountMocks(start: { accounts: readonly Account[]; groups: readonly Group[] }): void {
  store.groups = structuredClone([...start.groups]);
  store.rows = start.accounts.map((account) => ({
    account: { ...account },
    groupId: store.groups.find((group) => group.name === account.groupName)?.id ?? null,
  }));
  store.nextId = Math.max(0, ...start.accounts.map((account) => account.id)) + 1;
}

export function resetAccountMocks(): void {
  seedAccountMocks({ accounts: accountFixtures, groups: groupFixtures });
}
resetAccountMocks();

/**
 * Who calls, as the server's `Viewer`. The mocks hold no users: {product} and
 * EDITOR belong to the provider's account (as the server creates them);
 * PARTNER and AFFINITY to the account their token names (`current_client_id`),
 * whose group confines them (none when it is unknown).
 */
function viewerOf(session: SessionClaims): AccountViewer & { ownAccountId: number | null } {
  const { access_role: accessRole, current_client_id: entered } = session;
  const ownAccountId = isGroupConfined(accessRole) ? entered : providerAccountId;
  const own = store.rows.find((row) => row.account.id === ownAccountId);
  return { accessRole, groupId: own?.groupId ?? null, ownAccountId };
}
const confinedGroup = (viewer: AccountViewer) => (isGroupConfined(viewer.accessRole) ? viewer.groupId : undefined);

/** The stored account if the viewer may see it; another group's is not found to PARTNER and AFFINITY. */
function visible(session: SessionClaims, id: number): StoredAccount {
  const viewer = viewerOf(session);
  const row = store.rows.find((candidate) => candidate.account.id === id);
  if (!row || (isGroupConfined(viewer.accessRole) && row.groupId !== viewer.groupId)) {
    throw notFound(accountTexts.notFound);
  }
  return row;
}

/** The account calls and the group list, over the store, with the server's rules (`@product/domain` account rules). */
export const accountHandlers = [
  mockOperation(accountOperations.list, ({ query, session }) => {
    const viewer = viewerOf(session);
    const confined = confinedGroup(viewer);
    if (confined === null) return page([], query);
    const group = confined ?? query.group;
    const search = accountSearchOf(query.search);
    const rows = store.rows
      .filter(
        (row) =>
          (group === undefined || row.groupId === group) &&
          (query.exceptGroup === undefined || (row.groupId !== null && row.groupId !== query.exceptGroup)) &&
          (query.filter === undefined || row.account.type === query.filter) &&
          accountMatchesSearch(row.account, search),
      )
      .map((row) => row.account)
      .sort((a, b) => b.id - a.id);
    return page(rows, query);
  }),

  mockOperation(accountOperations.create, ({ body, session }) => {
    const { groupId: requested, ...fields } = body;
    const chosen = newAccountGroup(viewerOf(session), requested);
    if ('refusal' in chosen) throw new MockApiError(chosen.status, accountTexts[chosen.refusal]);
    const group = store.groups.find((candidate) => candidate.id === chosen.groupId);
    if (!group && chosen.mustExist) throw badRequest(accountTexts.groupNotFound);
    const account: Account = {
      id: store.nextId++,
      ...fields,
      createdAt: toWireDate(fixtureNow),
      updatedAt: null,
      totalCompanies: 0,
      groupName: group?.name ?? null,
    };
    store.rows.push({ account, groupId: chosen.groupId });
    return account;
  }),

  mockOperation(accountOperations.get, ({ params, session }) => visible(session, params.id).account),

  mockOperation(accountOperations.update, ({ params, body, session }) => {
    const row = visible(session, params.id);
    const refused = accountChangeRefusal(viewerOf(session), row.account, body);
    if (refused) throw new MockApiError(refused.status, accountTexts[refused.refusal]);
    row.account = { ...row.account, ...body, updatedAt: toWireDate(fixtureNow) };
    return row.account;
  }),

  mockOperation(accountOperations.delete, ({ params, session }) => {
    const row = visible(session, params.id);
    const refused = accountDeletionRefusal(row.account.id, viewerOf(session).ownAccountId);
    if (refused) throw new MockApiError(refused.status, accountTexts[refused.refusal]);
    store.rows = store.rows.filter((candidate) => candidate !== row);
    return { message: accountTexts.deleted };
  }),

  mockOperation(accountOperations.enter, ({ params, session }) => {
    const { account } = visible(session, params.id);
    return { access_token: mockToken({ ...session, current_client_id: account.id, client_name: account.name }) };
  }),

  mockOperation(groupOperations.list, ({ session }) => {
    const confined = confinedGroup(viewerOf(session));
    return store.groups
      .filter((group) => confined === undefined || group.id === confined)
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id);
  }),
];

/** Variants for page stories: an empty list, a failing list (deliberately fake answers). */
export const accountHandlerVariants = {
  empty: http.get(`*${accountPaths.list}`, () => HttpResponse.json({ items: [], total: 0, pages_in_range: 0 })),
  error: http.get(`*${accountPaths.list}`, () =>
    HttpResponse.json({ message: 'Serviço indisponível no momento.' }, { status: 503 }),
  ),
};
