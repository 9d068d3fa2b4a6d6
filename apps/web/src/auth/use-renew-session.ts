import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Replaces the stored token with the one an answer carries after the person set their own
 * password on a users screen (the server ended their other sessions, and this one only goes on
 * with the new token). The shell reads the session from the route context: reload it.
 */
export function useRenewSession(): (answer: unknown) => void {
  const { auth } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  return useCallback(
    (answer: unknown) => {
      const token = renewedTokenOf(answer);
      // Signed out while this was saving: a late answer must not sign the person back in.
      if (!token || !auth.token()) return;
      auth.signIn(token);
      void router.invalidate();
    },
    [auth, router],
  );
}

function renewedTokenOf(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('access_token' in answer)) return undefined;
  return typeof answer.access_token === 'string' ? answer.access_token : undefined;
}
