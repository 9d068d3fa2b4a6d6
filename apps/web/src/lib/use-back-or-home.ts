import { homePathFor } from '@product/domain';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * 'Voltar' of the not-found and restricted pages (spec 1 §2): back in the app's history when there
 * is some; in a fresh tab (a typed or shared address) going back would leave the app, so the
 * person's home instead: '/' when signed out, the business accounts for staff, the client dashboard
 * for the client roles.
 */
export function useBackOrHome(): () => void {
  const router = useRouter();
  const { auth } = useRouteContext({ from: '__root__' });
  return useCallback(() => {
    if (router.history.canGoBack()) {
      router.history.back();
      return;
    }
    const session = auth.session();
    // `href`: the staff home is one value of /admin/accounts/$type.
    void router.navigate({ href: session ? homePathFor(session.access_role) : '/', replace: true });
  }, [router, auth]);
}
