import { authTexts } from '@product/domain';
import { notify } from '@product/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Sign-out (spec 1 §4): clear storage and cached data, say so, return to /. */
export function useSignOut(): () => void {
  const { auth } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    auth.signOut();
    queryClient.clear();
    notify.success(authTexts.signedOut);
    void navigate({ to: '/' });
  }, [auth, queryClient, navigate]);
}
