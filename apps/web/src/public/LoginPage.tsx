import type { Http, SecondFactorChallenge } from '@product/api/client';
import { authTexts, homePathFor, type LoginForm, passkeySignInLabel } from '@product/domain';
import { Button, Inline, notify, TextField } from '@product/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SessionStore } from '../auth/session-store';
import { notifyApiError } from '../lib/errors';
import { FormPage } from '../lib/form-page';
import type { LazyQueryClient } from '../lib/lazy-query-client';
import { useLightForm } from '../lib/use-light-form';
import { useSubmit } from '../lib/use-submit';

/** The form's rules and the login call, with zod: fetched when a field is focused, not with the page. */
const signIn = () => import('../lib/sign-in');
/** Passkeys (@simplewebauthn/browser): fetched when the e-mail field is focused or the passkey button pressed. */
const passkeys = () => import('../auth/passkeys');
/** The steps after a password that does not open the account alone (issue 28), each in its own chunk. */
const SignInSecondStep = lazy(() => import('./sign-in/SignInSecondStep'));
const SignInSetup = lazy(() => import('./sign-in/SignInSetup'));

/** Whether the browser can use passkeys at all (no library needed to ask). */
const webAuthnAvailable = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Spec 4: the signed-in state is set about one second after a successful login. */
const signedInDelayMs = 1000;

export interface LoginPageProps {
  auth: SessionStore;
  http: Http;
  /** TanStack Query, loaded during the wait after a successful login: the inner page opening next needs it. */
  queryClients: LazyQueryClient;
}

type Step = { kind: 'password' } | ({ kind: 'second-factor' } & SecondFactorChallenge);

/**
 * 'Entrar' (spec 1 §2, §4): e-mail and password, then the person's home about a second later.
 * Beyond the spec (issue 28): 'Entrar com chave de acesso' (and passkeys offered in the e-mail
 * field's autofill where the browser does that), and, when the password alone does not open the
 * account, the second step (a code) or the set-up the policy asks for, on this same page.
 */
export function LoginPage({ auth, http, queryClients }: LoginPageProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [signedIn, setSignedIn] = useState(false);
  const finish = (accessToken: string) => {
    const claims = auth.signIn(accessToken);
    setSignedIn(true);
    notify.success(authTexts.loginSuccess);
    // The inner page opening next needs TanStack Query: fetch it during the wait.
    void queryClients.load().catch(() => {});
    setTimeout(() => void navigate({ href: homePathFor(claims.access_role) }), signedInDelayMs);
  };
  const backToPassword = () => setStep({ kind: 'password' });

  if (step.kind === 'second-factor') {
    const Next = step.second_factor === 'verify' ? SignInSecondStep : SignInSetup;
    return (
      <Suspense fallback={null}>
        <Next
          http={http}
          mfaToken={step.mfa_token}
          methods={step.methods}
          signedIn={signedIn}
          onSignedIn={finish}
          onBack={backToPassword}
        />
      </Suspense>
    );
  }
  return (
    <PasswordStep
      http={http}
      signedIn={signedIn}
      onSignedIn={finish}
      onSecondFactor={(challenge) => setStep({ kind: 'second-factor', ...challenge })}
      onFailed={() => auth.signOut()}
    />
  );
}

interface PasswordStepProps {
  http: Http;
  signedIn: boolean;
  onSignedIn: (accessToken: string) => void;
  onSecondFactor: (challenge: SecondFactorChallenge) => void;
  onFailed: () => void;
}

function PasswordStep({ http, signedIn, onSignedIn, onSecondFactor, onFailed }: PasswordStepProps) {
  const form = useLightForm(() => signIn().then((module) => module.loginFormSchema), { email: '', password: '' });
  const send = useSubmit({
    mutationFn: async (values: LoginForm) =>
      (await signIn()).login(http, { username: values.email, password: values.password }),
    onSuccess: (answer) => {
      if ('access_token' in answer) onSignedIn(answer.access_token);
      else onSecondFactor(answer);
    },
    onError: (error) => {
      onFailed();
      notifyApiError(authTexts.loginErrorTitle, error);
    },
  });
  const passkey = usePasskeySignIn(http, onSignedIn, onFailed);
  const busy = send.isPending || signedIn;
  const emailField = form.field('email');

  return (
    <FormPage
      title="Entrar"
      lead="Acesse sua conta para acompanhar licenças, documentos e riscos."
      // Enter in a field submits even while the button is busy: ignore repeats.
      onSubmit={form.handleSubmit((values) => {
        if (!busy) send.mutate(values);
      })}
    >
      <TextField
        label="Email"
        type="email"
        // 'webauthn': the browser may offer the person's passkeys in this field's autofill.
        autoComplete="username webauthn"
        inputMode="email"
        {...emailField}
        onFocus={() => {
          emailField.onFocus();
          passkey.waitInAutofill();
        }}
      />
      <TextField label="Senha" type="password" autoComplete="current-password" {...form.field('password')} />
      <Inline align="flex-end">
        <Button variant="ghost" size="small" render={<Link to="/forgot-password" />}>
          Esqueci a minha senha
        </Button>
      </Inline>
      <Button type="submit" loading={busy} fullWidth>
        Entrar
      </Button>
      {passkey.available && (
        <Button
          type="button"
          variant="secondary"
          fullWidth
          loading={passkey.busy}
          disabled={busy}
          onClick={passkey.start}
        >
          {passkeySignInLabel}
        </Button>
      )}
      <Button variant="secondary" fullWidth render={<Link to="/signup" />}>
        Criar conta
      </Button>
    </FormPage>
  );
}

/**
 * 'Entrar com chave de acesso', and the same offer in the e-mail field's autofill: started when
 * the field is first focused (the library and the challenge load then, not with the page), and
 * cancelled when the page goes. A closed browser dialog is not an error.
 */
function usePasskeySignIn(http: Http, onSignedIn: (accessToken: string) => void, onFailed: () => void) {
  const [available] = useState(webAuthnAvailable);
  const [busy, setBusy] = useState(false);
  const waiting = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (waiting.current) void passkeys().then((module) => module.cancelPasskeyWait());
    };
  }, []);

  const run = async (conditional: boolean) => {
    const module = await passkeys();
    try {
      const answer = await module.signInWithPasskey(http, conditional);
      if (answer && mounted.current) onSignedIn(answer.access_token);
    } catch (error) {
      if (!mounted.current || module.isPasskeyCancel(error)) return;
      onFailed();
      notifyApiError(authTexts.loginErrorTitle, error);
    }
  };
  return {
    available,
    busy,
    waitInAutofill() {
      if (!available || waiting.current) return;
      waiting.current = true;
      void run(true).finally(() => {
        waiting.current = false;
      });
    },
    start() {
      setBusy(true);
      // A modal request replaces the autofill one (the library aborts it).
      void run(false).finally(() => {
        if (mounted.current) setBusy(false);
      });
    },
  };
}
