import type { RenderLinkProps } from '@product/ui';
import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';

/**
 * How @product/ui's components draw their links in this app (set once by the root route's
 * `LinkProvider`): through the router, for client-side navigation and intent preloading.
 */
export function renderRouterLink({ href, ref, children, ...props }: RenderLinkProps) {
  // Exact: an ancestor crumb ('Empresas' on a company's page) is not the current page; only the
  // last crumb, which is not a link, is. The shell's menu says which entry is current itself.
  return (
    <Link to={href} ref={ref as Ref<HTMLAnchorElement>} activeOptions={{ exact: true }} {...props}>
      {children}
    </Link>
  );
}
