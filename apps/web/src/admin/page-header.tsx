import type { BreadcrumbItem, BreadcrumbsLinkProps } from '@product/ui';
import { Link } from '@tanstack/react-router';

/** Where every admin trail starts (spec 1 §2: the breadcrumb root is /admin/accounts/business). */
export const adminHome = { label: 'Início', href: '/admin/accounts/business' } as const;

/** 'Início › {page}' for an admin screen. */
export function adminBreadcrumbs(current: string): BreadcrumbItem[] {
  return [adminHome, { label: current }];
}

/** Breadcrumb links through the router: client-side navigation and intent preloading. */
export function renderRouterLink({ href, className, children }: BreadcrumbsLinkProps) {
  // Exact: an ancestor crumb ('Empresas' on a company's page) is not the current page; only the
  // last crumb, which is not a link, is.
  return (
    <Link to={href} className={className} activeOptions={{ exact: true }}>
      {children}
    </Link>
  );
}
