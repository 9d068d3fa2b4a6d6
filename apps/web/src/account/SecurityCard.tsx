import {
  type Http,
  passkeyRegisterOptions,
  type SecurityResponse,
  securityMutations,
  securityQueryOptions,
  startTotp,
  type TotpSetupResponse,
  toApiError,
} from '@product/api/client';
import { formatDateTime, fromWireDate, secondFactorTexts } from '@product/domain';
import {
  AddPasskeyDialog,
  Button,
  Dialog,
  notify,
  RecoveryCodesDialog,
  SecuritySettings,
  TotpSetupDialog,
} from '@product/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { browserSupportsWebAuthn, createPasskey, isPasskeyCancel, suggestedPasskeyName } from '../auth/passkeys';
import type { SessionStore } from '../auth/session-store';
import { notifyApiError } from '../lib/errors';

export interface SecurityCardProps {
  http: Http;
  auth: SessionStore;
}

type Confirming =
  | { kind: 'remove-passkey'; id: number; name: string }
  | { kind: 'disable-totp' }
  | { kind: 'renew-codes' };

const passkeyRows = (security: SecurityResponse) =>
  security.passkeys.map((passkey) => ({
    id: passkey.id,
    name: passkey.name,
    createdAt: formatDateTime(fromWireDate(passkey.createdAt)),
    lastUsedAt: passkey.lastUsedAt ? formatDateTime(fromWireDate(passkey.lastUsedAt)) : null,
    backedUp: passkey.backedUp,
  }));

/**
 * My account's 'Segurança do acesso' (issue 28): passkeys (add with a name, remove) and the
 * authenticator app (set up from a QR code, recovery codes shown once, new codes, switch off).
 * Every change ends the person's other sessions on the server; the answer's token keeps this tab
 * signed in. Where the policy applies, the server refuses removing the last factor (its message
 * is the toast).
 */
export function SecurityCard({ http, auth }: SecurityCardProps) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { data: security } = useSuspenseQuery(securityQueryOptions(http));
  const [naming, setNaming] = useState(false);
  const [addingPasskey, setAddingPasskey] = useState(false);
  const [totpSetup, setTotpSetup] = useState<TotpSetupResponse | null>(null);
  const [settingUpTotp, setSettingUpTotp] = useState(false);
  const [codeError, setCodeError] = useState<string>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  /** The answer's token replaces this tab's (the others ended); the shell reloads its session. */
  const keepSession = (accessToken: string, message: string) => {
    auth.signIn(accessToken);
    notify.success(message);
    void router.invalidate();
  };
  /** A refusal (the last factor under the policy, say) closes the question and says why. */
  const failed = (title: string) => (error: unknown) => {
    setConfirming(null);
    notifyApiError(title, error);
  };
  const signedOut = () => !auth.token();

  // Its token replaces this tab's before the list refetches (the old one ended with the change).
  const addPasskey = useMutation(
    securityMutations.addPasskey(http, queryClient, {
      ignoreAnswer: signedOut,
      onSuccess: ({ access_token, message }) => {
        setNaming(false);
        keepSession(access_token, message);
      },
    }),
  );
  const removePasskey = useMutation(
    securityMutations.removePasskey(http, queryClient, {
      ignoreAnswer: signedOut,
      onSuccess: ({ access_token, message }) => {
        setConfirming(null);
        keepSession(access_token, message);
      },
      onError: failed('Não foi possível remover a chave.'),
    }),
  );
  const confirmTotp = useMutation(
    securityMutations.confirmTotp(http, queryClient, {
      ignoreAnswer: signedOut,
      onSuccess: ({ access_token, message, recovery_codes }) => {
        setSettingUpTotp(false);
        setTotpSetup(null);
        keepSession(access_token, message);
        setCodes(recovery_codes);
      },
      onError: (error) => {
        const apiError = toApiError(error);
        if (apiError.status === 400) setCodeError(apiError.serverMessage ?? secondFactorTexts.wrongCode);
        else notifyApiError('Não foi possível ativar o aplicativo.', error);
      },
    }),
  );
  const disableTotp = useMutation(
    securityMutations.disableTotp(http, queryClient, {
      ignoreAnswer: signedOut,
      onSuccess: ({ access_token, message }) => {
        setConfirming(null);
        keepSession(access_token, message);
      },
      onError: failed('Não foi possível desativar o aplicativo.'),
    }),
  );
  const renewCodes = useMutation(
    securityMutations.renewRecoveryCodes(http, queryClient, {
      ignoreAnswer: signedOut,
      onSuccess: ({ access_token, message, recovery_codes }) => {
        setConfirming(null);
        keepSession(access_token, message);
        setCodes(recovery_codes);
      },
      onError: failed('Não foi possível gerar novos códigos.'),
    }),
  );

  const createAndAddPasskey = async (name: string) => {
    setAddingPasskey(true);
    try {
      const { options } = await passkeyRegisterOptions(http);
      const credential = await createPasskey(options);
      await addPasskey.mutateAsync({ name, credential });
    } catch (error) {
      if (!isPasskeyCancel(error)) notifyApiError('Não foi possível adicionar a chave.', error);
    } finally {
      setAddingPasskey(false);
    }
  };
  const openTotpSetup = async () => {
    setCodeError(undefined);
    setTotpSetup(null);
    setSettingUpTotp(true);
    try {
      setTotpSetup(await startTotp(http));
    } catch (error) {
      setSettingUpTotp(false);
      notifyApiError('Não foi possível configurar o aplicativo.', error);
    }
  };

  const confirmation = confirming && confirmationTexts(confirming);
  const confirmBusy = removePasskey.isPending || disableTotp.isPending || renewCodes.isPending;
  const runConfirmed = () => {
    if (!confirming) return;
    if (confirming.kind === 'remove-passkey') removePasskey.mutate(confirming.id);
    else if (confirming.kind === 'disable-totp') disableTotp.mutate();
    else renewCodes.mutate();
  };

  return (
    <>
      <SecuritySettings
        passkeys={passkeyRows(security)}
        passkeysSupported={browserSupportsWebAuthn()}
        totp={security.totp}
        required={security.required}
        onAddPasskey={() => setNaming(true)}
        onRemovePasskey={(id) =>
          setConfirming({
            kind: 'remove-passkey',
            id,
            name: security.passkeys.find((passkey) => passkey.id === id)?.name ?? '',
          })
        }
        removingPasskeyId={removePasskey.isPending ? (removePasskey.variables ?? null) : null}
        onSetUpTotp={() => void openTotpSetup()}
        onDisableTotp={() => setConfirming({ kind: 'disable-totp' })}
        onRenewRecoveryCodes={() => setConfirming({ kind: 'renew-codes' })}
        busy={addingPasskey || confirmBusy}
      />
      <AddPasskeyDialog
        open={naming}
        defaultName={suggestedPasskeyName()}
        busy={addingPasskey}
        onClose={() => setNaming(false)}
        onSubmit={(name) => void createAndAddPasskey(name)}
      />
      <TotpSetupDialog
        open={settingUpTotp}
        setup={totpSetup ? { otpauthUri: totpSetup.otpauth_uri, secret: totpSetup.secret } : null}
        busy={confirmTotp.isPending}
        error={codeError}
        onClose={() => setSettingUpTotp(false)}
        onSubmit={(code) => {
          setCodeError(undefined);
          confirmTotp.mutate({ code });
        }}
      />
      <RecoveryCodesDialog open={codes !== null} codes={codes ?? []} onClose={() => setCodes(null)} />
      <Dialog
        open={confirmation !== null}
        onClose={() => setConfirming(null)}
        title={confirmation?.title ?? ''}
        description={confirmation?.description}
        size="small"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancelar
            </Button>
            <Button variant={confirmation?.danger ? 'danger' : 'primary'} loading={confirmBusy} onClick={runConfirmed}>
              {confirmation?.confirm}
            </Button>
          </>
        }
      />
    </>
  );
}

function confirmationTexts(confirming: Confirming) {
  switch (confirming.kind) {
    case 'remove-passkey':
      return {
        title: secondFactorTexts.removePasskey,
        description: `A chave "${confirming.name}" deixará de abrir a sua conta. As outras sessões serão encerradas.`,
        confirm: secondFactorTexts.removePasskey,
        danger: true,
      };
    case 'disable-totp':
      return {
        title: secondFactorTexts.disableTotp,
        description:
          'Os códigos do aplicativo e os códigos de recuperação deixarão de valer. As outras sessões serão encerradas.',
        confirm: 'Desativar',
        danger: true,
      };
    case 'renew-codes':
      return {
        title: secondFactorTexts.newRecoveryCodes,
        description:
          'Os códigos de recuperação atuais deixarão de valer e novos códigos serão mostrados uma única vez.',
        confirm: secondFactorTexts.newRecoveryCodes,
        danger: false,
      };
  }
}
