import { groupFilterRoles } from './access';
import type { AccessRole } from './roles';

/** Account types on the wire (spec 1 §3). */
export const accountTypes = ['CLIENT', 'BUSINESS', 'PROVIDER'] as const;
export type AccountType = (typeof accountTypes)[number];

/** Group 1 is the provider's own group: the business view, never in the group filter (spec 1 §9). */
export const businessGroupId = 1;

/** The account list views of `/admin/accounts/$type` (spec 1 "Account list"). */
export const accountViews = ['business', 'affinitys', 'providers', 'provider', 'client'] as const;
export type AccountView = (typeof accountViews)[number];

export const accountViewTitles: Readonly<Record<AccountView, string>> = {
  client: 'Clientes',
  business: 'Clientes Business',
  affinitys: 'Clientes de Affinitys',
  provider: 'Clientes Providers',
  providers: 'Clientes Providers',
};

/** The type filter of the account list (spec 1 §7: PROVIDER or CLIENT). */
export type AccountTypeFilter = 'PROVIDER' | 'CLIENT';

/**
 * How each view filters the list call: business is group 1; affinitys are the
 * client accounts of the other groups (with 'Todos', every group but group 1,
 * which the business view already lists; its charts count the same accounts);
 * providers are PROVIDER accounts; the plain client view lists every CLIENT
 * account.
 */
export function accountViewQuery(view: AccountView): {
  group?: number;
  exceptGroup?: number;
  filter?: AccountTypeFilter;
} {
  switch (view) {
    case 'business':
      return { group: businessGroupId };
    case 'affinitys':
      return { filter: 'CLIENT', exceptGroup: businessGroupId };
    case 'provider':
    case 'providers':
      return { filter: 'PROVIDER' };
    case 'client':
      return { filter: 'CLIENT' };
  }
}

/** Whether the group filter shows on a view for a role (spec 1 "Account list" and §6). */
export function showsGroupFilter(view: AccountView, role: AccessRole): boolean {
  return view !== 'business' && (groupFilterRoles as readonly AccessRole[]).includes(role);
}
