import type { Http } from '@product/api/client';
import { authTexts, homePathFor, type LoginForm } from '@product/domain';
import { Button, Inline, notify, TextField } from '@product/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import type { SessionStore } from '../auth/session-store';
import { notifyApiError } from '../lib/errors';
import { FormPage } from '../lib/form-page';
import type { LazyQueryClient } from '../lib/lazy-query-client';
import { useLightForm } from '../lib/use-light-form';
import { useSubmit } from '../lib/use-submit';

/** The form's rules and the login call, with zod: fetched when a field is focused, not with the page. */
const signIn = () => import('../lib/sign-in');

/** Spec 4: the signed-in state is set about one second after a successful login. */
const signedInDelayMs = 1000;

export interface LoginPageProps {
  auth: SessionStore;
  http: Http;
  /** TanStack Query, loaded during the wait after a successful login: the inner page opening next needs it. */
  queryClients: LazyQueryClient;
}

/** 'Entrar' (spec 1 §2, §4): e-mail and password, then the person's home about a second later. */
export function LoginPage({ auth, http, queryClients }: LoginPageProps) {
  const navigate = useNavigate();
  const form = useLightForm(() => signIn().then((module) => module.loginFormSchema), { email: '', password: '' });
  const send = useSubmit({
    mutationFn: async (values: LoginForm) =>
      (await signIn()).login(http, { username: values.email, password: values.password }),
    onSuccess: ({ access_token }) => {
      const claims = auth.signIn(access_token);
      notify.success(authTexts.loginSuccess);
      // The inner page opening next needs TanStack Query: fetch it during the wait.
      void queryClients.load().catch(() => {});
      setTimeout(() => void navigate({ href: homePathFor(claims.access_role) }), signedInDelayMs);
    },
    onError: (error) => {
      auth.signOut();
      notifyApiError(authTexts.loginErrorTitle, error);
    },
  });
  const busy = send.isPending || send.isSuccess;

  return (
    <FormPage
      title="Entrar"
      lead="Acesse sua conta para acompanhar licenças, documentos e riscos."
      // Enter in a field submits even while the button is busy: ignore repeats.
      onSubmit={form.handleSubmit((values) => {
        if (!busy) send.mutate(values);
      })}
    >
      <TextField label="Email" type="email" autoComplete="username" inputMode="email" {...form.field('email')} />
      <TextField label="Senha" type="password" autoComplete="current-password" {...form.field('password')} />
      <Inline align="flex-end">
        <Button variant="ghost" size="small" render={<Link to="/forgot-password" />}>
          Esqueci a minha senha
        </Button>
      </Inline>
      <Button type="submit" loading={busy} fullWidth>
        Entrar
      </Button>
      <Button variant="secondary" fullWidth render={<Link to="/signup" />}>
        Criar conta
      </Button>
    </FormPage>
  );
}
