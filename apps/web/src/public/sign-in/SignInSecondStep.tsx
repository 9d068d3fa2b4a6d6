import { type Http, type SecondFactorMethod, toApiError } from '@product/api/client';
import { authTexts, secondFactorTexts } from '@product/domain';
import { Button, SecondFactorStep } from '@product/ui';
import { useState } from 'react';
import { browserSupportsWebAuthn, isPasskeyCancel, signInWithPasskey } from '#/auth/passkeys';
import { notifyApiError } from '#/lib/errors';
import { FormPage } from '#/lib/form-page';
import { verifySecondFactor } from '#/lib/sign-in';
import { useSubmit } from '#/lib/use-submit';
import { leftExpiredStep } from './step-expired';

export interface SignInStepProps {
  http: Http;
  /** The sign-in's step token (10 minutes, this step only). */
  mfaToken: string;
  methods: readonly SecondFactorMethod[];
  /** Signed in already (waiting the second before the home opens): buttons stay busy. */
  signedIn: boolean;
  onSignedIn: (accessToken: string) => void;
  /** Back to e-mail and password (also when the step token expired). */
  onBack: () => void;
}

/**
 * The second step of the sign-in (issue 28): the authenticator app's code, or a recovery code, or
 * the person's passkey instead. A wrong code shows under the field; an expired step goes back to
 * the password with the server's message; too many guesses are the sign-in limit's toast.
 */
export default function SignInSecondStep({ http, mfaToken, methods, signedIn, onSignedIn, onBack }: SignInStepProps) {
  const [mode, setMode] = useState<'totp' | 'recovery'>('totp');
  const [error, setError] = useState<string>();
  const send = useSubmit({
    mutationFn: (code: string) => verifySecondFactor(http, { mfa_token: mfaToken, code }),
    onSuccess: ({ access_token }) => onSignedIn(access_token),
    onError: (failure) => {
      if (leftExpiredStep(failure, onBack)) return;
      const apiError = toApiError(failure);
      if (apiError.status === 401 || apiError.status === 400) {
        setError(apiError.serverMessage ?? secondFactorTexts.wrongCode);
      } else {
        notifyApiError(authTexts.loginErrorTitle, failure);
      }
    },
  });
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const signInWithOwnPasskey = async () => {
    setPasskeyBusy(true);
    try {
      const answer = await signInWithPasskey(http);
      if (answer) onSignedIn(answer.access_token);
    } catch (failure) {
      if (!isPasskeyCancel(failure)) notifyApiError(authTexts.loginErrorTitle, failure);
    } finally {
      setPasskeyBusy(false);
    }
  };
  const passkeyOffered = methods.includes('passkey') && browserSupportsWebAuthn();

  if (!methods.includes('totp')) {
    // Only passkeys: the step is the passkey itself.
    return (
      <FormPage
        title={secondFactorTexts.secondStepTitle}
        lead="Confirme a entrada com a sua chave de acesso."
        onSubmit={(event) => {
          event.preventDefault();
          void signInWithOwnPasskey();
        }}
      >
        <Button type="submit" fullWidth loading={passkeyBusy || signedIn} disabled={!passkeyOffered}>
          {secondFactorTexts.usePasskey}
        </Button>
        <Button type="button" variant="ghost" fullWidth onClick={onBack}>
          Voltar
        </Button>
      </FormPage>
    );
  }
  return (
    <SecondFactorStep
      mode={mode}
      onModeChange={(next) => {
        setMode(next);
        setError(undefined);
      }}
      onSubmit={(code) => {
        setError(undefined);
        if (!signedIn) send.mutate(code);
      }}
      busy={send.isPending || signedIn || passkeyBusy}
      error={error}
      onUsePasskey={passkeyOffered ? () => void signInWithOwnPasskey() : undefined}
      onBack={onBack}
    />
  );
}
