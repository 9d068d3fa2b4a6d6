import { screenDocumentTitle } from '@product/domain';
import { LinkProvider } from '@product/ui';
import { createRootRouteWithContext, lazyRouteComponent, Outlet, useRouterState } from '@tanstack/react-router';
import type { RouterContext } from '../lib/context';
import { renderRouterLink } from '../lib/router-link';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The document title names the screen (issue 12): the router runs `head` on every navigation,
  // with every matched route; the names live in the domain's `screenTitles`, by route id.
  head: ({ matches }) => ({
    meta: [
      {
        title: screenDocumentTitle(
          matches,
          matches.some((match) => match.status === 'notFound' || match._notFound === true),
        ),
      },
    ],
  }),
  component: RootLayout,
  // Loaded when shown: the root route is never split, and `/` needs neither (nor 'Sair', the API
  // call behind it and its schema).
  notFoundComponent: lazyRouteComponent(() => import('../shared/NotFoundAndAccess'), 'NotFoundPage'),
  errorComponent: lazyRouteComponent(() => import('../lib/load-error'), 'DefaultLoadError'),
});

/**
 * The <title> of the routes' `head` (React puts it in <head>). The router's `HeadContent` would
 * do the same, but also renders links, scripts and styles this app does not use: 1.3 KB gzip more
 * on the first page.
 */
function DocumentTitle() {
  const title = useRouterState({
    select: (state) => state.matches.flatMap((match) => match.meta ?? []).findLast((meta) => meta?.title)?.title,
  });
  return title ? <title>{title}</title> : null;
}

/** The document title, and every @product/ui link (trails, tabs, the shell's menu, cards) through the router. */
function RootLayout() {
  return (
    <LinkProvider renderLink={renderRouterLink}>
      <DocumentTitle />
      <Outlet />
    </LinkProvider>
  );
}
