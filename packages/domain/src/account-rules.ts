// The account rules of the admin area (spec 1 §7) that the server's service
// and the mocks both apply: how a search text filters the list, which group a
// new account joins, and which changes and deletions are refused. Refusals
// are keys of the contract's `accountTexts`, with their status.
import { isGroupConfined } from './access';
import { type AccountType, businessGroupId } from './accounts';
import { brand } from './brand';
import { maxSerial } from './ids';
import type { AccessRole } from './roles';

/** The provider's own account (created by the server's bootstrap): never deleted, disabled or retyped. */
export const providerAccountId = 1;

/**
 * What a search text of the account list looks for: digits only are an
 * account id (exactly; one larger than any serial names nothing), anything
 * else a case-insensitive part of the name, taken literally; blank is no search.
 */
export type AccountSearch =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'id'; id: number }
  | { kind: 'name'; text: string };

export function accountSearchOf(search: string | undefined): AccountSearch {
  const text = search?.trim();
  if (!text) return { kind: 'all' };
  if (!/^\d+$/.test(text)) return { kind: 'name', text };
  const id = Number(text);
  return id > maxSerial ? { kind: 'none' } : { kind: 'id', id };
}

/** Whether an account's name and id answer a search (the mocks' reading of `accountSearchOf`). */
export function accountMatchesSearch(account: { id: number; name: string }, search: AccountSearch): boolean {
  switch (search.kind) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'id':
      return account.id === search.id;
    case 'name':
      return account.name.toLowerCase().includes(search.text.toLowerCase());
  }
}

/** Who acts on accounts: their role, and the group of their own account (null without one). */
export interface AccountViewer {
  accessRole: AccessRole;
  groupId: number | null;
}

/**
 * Which group a new account joins: {product} and EDITOR choose any group
 * (which must exist: `mustExist`) and default to group 1; PARTNER and AFFINITY
 * always create in their own group and may name only that one (403).
 */
export function newAccountGroup(
  viewer: AccountViewer,
  requested: number | undefined,
): { groupId: number; mustExist: boolean } | { refusal: 'noGroup' | 'foreignGroup'; status: 403 } {
  if (isGroupConfined(viewer.accessRole)) {
    if (viewer.groupId === null) return { refusal: 'noGroup', status: 403 };
    if (requested !== undefined && requested !== viewer.groupId) return { refusal: 'foreignGroup', status: 403 };
    return { groupId: viewer.groupId, mustExist: false };
  }
  return requested === undefined
    ? { groupId: businessGroupId, mustExist: false }
    : { groupId: requested, mustExist: true };
}

interface AccountState {
  id: number;
  name: string;
  type: AccountType;
  enabled: boolean;
}

export type AccountChangeRefusal =
  | { refusal: 'providerAccountDisable' | 'providerAccountType' | 'ownAccountDisable'; status: 409 }
  | { refusal: 'providerAccountName'; status: 403 };

/**
 * Changes nobody may make, because they would lock staff out: the provider's
 * own account stays enabled and keeps its type, and only {product} renames it;
 * nobody disables the account they belong to (`ownAccountId`).
 */
export function accountChangeRefusal(
  viewer: { accessRole: AccessRole; ownAccountId: number | null },
  before: AccountState,
  after: Omit<AccountState, 'id'>,
): AccountChangeRefusal | null {
  if (before.id === providerAccountId) {
    if (!after.enabled) return { refusal: 'providerAccountDisable', status: 409 };
    if (after.type !== before.type) return { refusal: 'providerAccountType', status: 409 };
    if (after.name !== before.name && viewer.accessRole !== brand.roleCode) {
      return { refusal: 'providerAccountName', status: 403 };
    }
  }
  if (before.enabled && !after.enabled && before.id === viewer.ownAccountId) {
    return { refusal: 'ownAccountDisable', status: 409 };
  }
  return null;
}

/** The provider's account and the one the acting person belongs to are never deleted (409). */
export function accountDeletionRefusal(
  accountId: number,
  ownAccountId: number | null,
): { refusal: 'providerAccount' | 'ownAccount'; status: 409 } | null {
  if (accountId === providerAccountId) return { refusal: 'providerAccount', status: 409 };
  if (accountId === ownAccountId) return { refusal: 'ownAccount', status: 409 };
  return null;
}
