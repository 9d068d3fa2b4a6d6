import { clientSecurityPolicyQueryOptions, type Http, securityPolicyMutations } from '@product/api/client';
import { secondFactorTexts } from '@product/domain';
import { notify, Switch } from '@product/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyApiError } from '#/lib/errors';

/**
 * 'Exigir verificação em duas etapas' (issue 28) above the account's users, for who may edit them:
 * once on, every user of the account must add a passkey or an authenticator app at their next
 * sign-in before anything else (staff who enter the account follow their own role's rule).
 */
export function MfaPolicySwitch({ http }: { http: Http }) {
  const queryClient = useQueryClient();
  const policy = useQuery(clientSecurityPolicyQueryOptions(http));
  const save = useMutation(
    securityPolicyMutations.setClientPolicy(http, queryClient, {
      onSuccess: () => notify.success(secondFactorTexts.policySaved),
      onError: (error) => notifyApiError('Não foi possível alterar a exigência.', error),
    }),
  );
  const checked = save.isPending ? (save.variables?.mfa_required ?? false) : (policy.data?.mfa_required ?? false);
  return (
    <Switch
      label={secondFactorTexts.policySwitch}
      hint={secondFactorTexts.policyHint}
      checked={checked}
      disabled={policy.isPending || save.isPending || policy.isError}
      onChange={(event) => save.mutate({ mfa_required: event.target.checked })}
    />
  );
}
