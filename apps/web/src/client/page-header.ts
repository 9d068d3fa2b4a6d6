import type { BreadcrumbItem } from '@product/ui';

/** Where every client-area trail starts (spec 2 §2: 'Início' is the dashboard). */
export const clientHome = { label: 'Início', href: '/client/dashboard' } as const;

/** 'Início › {page}' for a client-area screen. */
export function clientBreadcrumbs(current: string): BreadcrumbItem[] {
  return [clientHome, { label: current }];
}
