import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../lib/context';
import { DefaultLoadError } from '../lib/load-error';
import { NotFoundPage } from '../lib/not-found-page';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: DefaultLoadError,
});
