import { type Http, securityPolicyMutations } from '@product/api/client';
import { secondFactorTexts } from '@product/domain';
import { Box, Button, Dialog, notify, Stack } from '@product/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyApiError } from '#/lib/errors';

export interface ResetSecondFactorProps {
  http: Http;
  user: { id: number; name: string };
}

/**
 * 'Redefinir verificação em duas etapas' (issue 28), in the user's edit dialog for a CONFORMA
 * administrator: for someone who lost their phone or key. Removes their passkeys, authenticator
 * app and recovery codes; the server ends their sessions, logs it and e-mails them.
 */
export function ResetSecondFactor({ http, user }: ResetSecondFactorProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation(
    securityPolicyMutations.reset(http, queryClient, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        notify.success(message);
      },
      onError: (error) => notifyApiError('Não foi possível redefinir a verificação.', error),
    }),
  );
  return (
    <Stack space="xsmall">
      <Box as="p" color="textMuted" fontSize="small">
        Perdeu o celular ou a chave de acesso? Remova os métodos desta pessoa: ela configura de novo na próxima entrada.
      </Box>
      <div>
        <Button type="button" variant="secondary" size="small" onClick={() => setConfirming(true)}>
          {secondFactorTexts.resetAction}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={secondFactorTexts.resetAction}
        description={secondFactorTexts.resetConfirm(user.name)}
        size="small"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button variant="danger" loading={reset.isPending} onClick={() => reset.mutate(user.id)}>
              Redefinir
            </Button>
          </>
        }
      />
    </Stack>
  );
}
