import { logout } from '@product/api/client';
import { authTexts } from '@product/domain';
import { notify } from '@product/ui';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Ends the session with a success toast (spec 1 §4): storage cleared, back to /, cached data
 * dropped. The cache goes only once the page has gone: a screen still mounted would fetch its data
 * again the moment its cache vanished, now without a token (a 401 and a console error).
 */
export function useEndSession(): (message: string) => void {
  const { auth, queryClients } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  return useCallback(
    (message: string) => {
      auth.signOut();
      // The client, when an inner page made one (the public not-found page may have none to clear).
      const queryClient = queryClients.current();
      // Calls still under way belong to the session that ended.
      void queryClient?.cancelQueries();
      notify.success(message);
      void navigate({ to: '/' }).finally(() => queryClient?.clear());
    },
    [auth, queryClients, navigate],
  );
}

/**
 * 'Sair' (spec 1 §4): 'Sessão encerrada', back to /. The server is told too, so the token left
 * behind stops working everywhere (beyond the spec: auth/sessions.ts on the server); the browser
 * does not wait for it, and a failure (offline) still signs out here.
 */
export function useSignOut(): () => void {
  const { auth, http } = useRouteContext({ from: '__root__' });
  const endSession = useEndSession();
  return useCallback(() => {
    const token = auth.token();
    if (token) logout(http, token).catch(() => {});
    endSession(authTexts.signedOut);
  }, [auth, http, endSession]);
}
