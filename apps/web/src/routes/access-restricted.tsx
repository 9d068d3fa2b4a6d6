import { createFileRoute, redirect } from '@tanstack/react-router';
import { accessRestrictedPathFor } from '../lib/access-restricted-path';
import { AccessRestrictedPage } from '../shared/NotFoundAndAccess';

/**
 * Restricted-access page (spec 1 §2) on the public layout, for someone with no area. A signed-in
 * person who lands here (an old link, a typed address) sees it inside their own area's shell.
 */
export const Route = createFileRoute('/access-restricted')({
  beforeLoad: ({ context }) => {
    const session = context.auth.session();
    if (session) throw redirect({ to: accessRestrictedPathFor(session), replace: true });
  },
  component: AccessRestrictedPage,
});
