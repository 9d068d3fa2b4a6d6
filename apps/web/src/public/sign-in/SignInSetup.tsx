import { type TotpSetupResponse, toApiError } from '@product/api/client';
import { secondFactorTexts } from '@product/domain';
import { AddPasskeyDialog, Box, Button, RecoveryCodesPanel, Stack, TotpSetupForm } from '@product/ui';
import { useState } from 'react';
import { browserSupportsWebAuthn, createPasskey, isPasskeyCancel, suggestedPasskeyName } from '#/auth/passkeys';
import { notifyApiError } from '#/lib/errors';
import { FormPage } from '#/lib/form-page';
import { confirmSetupTotp, setupPasskey, setupPasskeyOptions, startSetupTotp } from '#/lib/sign-in';
import type { SignInStepProps } from './SignInSecondStep';
import { leftExpiredStep } from './step-expired';

type Stage =
  | { kind: 'choose' }
  | { kind: 'totp'; setup: TotpSetupResponse }
  | { kind: 'codes'; accessToken: string; codes: string[] };

/**
 * The set-up the policy asks for before anything else (issue 28, MFA_REQUIRED_ROLES or the
 * account's switch): a passkey, or the authenticator app (QR code, a first code, then the recovery
 * codes, shown once, before the home opens). Nothing else of the platform opens until it is done:
 * the server signs the session only when a factor is in place.
 */
export default function SignInSetup({ http, mfaToken, signedIn, onSignedIn, onBack }: SignInStepProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [naming, setNaming] = useState(false);
  const [codeError, setCodeError] = useState<string>();
  const passkeysOffered = browserSupportsWebAuthn();

  /** Runs one call; an expired step goes back to the password, other failures are toasts. */
  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      if (isPasskeyCancel(failure) || leftExpiredStep(failure, onBack)) return;
      const apiError = toApiError(failure);
      if (stage.kind === 'totp' && (apiError.status === 400 || apiError.status === 401)) {
        setCodeError(apiError.serverMessage ?? secondFactorTexts.wrongCode);
      } else {
        notifyApiError('Não foi possível configurar a verificação.', failure);
      }
    } finally {
      setBusy(false);
    }
  };

  if (stage.kind === 'codes') {
    return <RecoveryCodesPanel codes={stage.codes} headingLevel={1} onDone={() => onSignedIn(stage.accessToken)} />;
  }
  if (stage.kind === 'totp') {
    return (
      <Stack space="large">
        <Box as="h1" fontSize="xlarge" fontWeight="bold" color="text">
          {secondFactorTexts.setUpTotp}
        </Box>
        <TotpSetupForm
          autoFocus
          otpauthUri={stage.setup.otpauth_uri}
          secret={stage.setup.secret}
          busy={busy || signedIn}
          error={codeError}
          onCancel={() => setStage({ kind: 'choose' })}
          onSubmit={(code) =>
            void attempt(async () => {
              setCodeError(undefined);
              const answer = await confirmSetupTotp(http, { mfa_token: mfaToken, code });
              setStage({ kind: 'codes', accessToken: answer.access_token, codes: answer.recovery_codes });
            })
          }
        />
      </Stack>
    );
  }
  return (
    <FormPage
      title={secondFactorTexts.setupTitle}
      lead={secondFactorTexts.setupLead}
      onSubmit={(event) => event.preventDefault()}
    >
      {passkeysOffered && (
        <Button type="button" fullWidth loading={busy && naming} disabled={busy} onClick={() => setNaming(true)}>
          {secondFactorTexts.addPasskey}
        </Button>
      )}
      <Button
        type="button"
        variant={passkeysOffered ? 'secondary' : 'primary'}
        fullWidth
        disabled={busy}
        onClick={() =>
          void attempt(async () => setStage({ kind: 'totp', setup: await startSetupTotp(http, mfaToken) }))
        }
      >
        {secondFactorTexts.setUpTotp}
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={onBack}>
        Voltar
      </Button>
      <AddPasskeyDialog
        open={naming}
        defaultName={suggestedPasskeyName()}
        busy={busy}
        onClose={() => setNaming(false)}
        onSubmit={(name) =>
          void attempt(async () => {
            const { options } = await setupPasskeyOptions(http, mfaToken);
            const credential = await createPasskey(options);
            const answer = await setupPasskey(http, { mfa_token: mfaToken, name, credential });
            setNaming(false);
            onSignedIn(answer.access_token);
          })
        }
      />
    </FormPage>
  );
}
