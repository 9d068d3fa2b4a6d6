import { accountMutations } from '@product/api/client';
import { notify } from '@product/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { notifyApiError } from '#/lib/errors';

/**
 * 'Enter client' (spec 1 §2): the staff token is swapped for the enter-client one (the staff one is
 * kept for the way back), the client's name is stored, and the client's dashboard opens with
 * 'Cliente carregado!'.
 */
export function useEnterClient() {
  const { http, auth } = useRouteContext({ from: '/_authenticated' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    accountMutations.enter(http, queryClient, {
      onSuccess: ({ access_token }) => {
        auth.enterClient(access_token);
        // The cache holds the administration's answers; the client area starts from its own.
        queryClient.clear();
        notify.success('Cliente carregado!');
        void navigate({ to: '/client/dashboard' });
      },
      onError: (error) => notifyApiError('Não foi possível carregar o cliente.', error),
    }),
  );
}
