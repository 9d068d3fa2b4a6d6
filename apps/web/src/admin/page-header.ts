import type { BreadcrumbItem } from '@product/ui';

/** Where every admin trail starts (spec 1 §2: the breadcrumb root is /admin/accounts/business). */
export const adminHome = { label: 'Início', href: '/admin/accounts/business' } as const;

/** 'Início › {page}' for an admin screen. */
export function adminBreadcrumbs(current: string): BreadcrumbItem[] {
  return [adminHome, { label: current }];
}
