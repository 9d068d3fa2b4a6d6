import { login } from '@product/api/client';
import { authTexts, homePathFor, type LoginForm, loginFormSchema } from '@product/domain';
import { Box, Button, notify, Stack, TextField } from '@product/ui';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { notifyApiError } from '../../lib/errors';
import { useLightForm } from '../../lib/use-light-form';

export const Route = createFileRoute('/_public/')({
  component: LoginPage,
});

/** Spec 4: the signed-in state is set about one second after a successful login. */
const signedInDelayMs = 1000;

function LoginPage() {
  const { auth, http } = Route.useRouteContext();
  const navigate = useNavigate();
  const form = useLightForm(loginFormSchema, { email: '', password: '' });
  const signIn = useMutation({
    mutationFn: (values: LoginForm) => login(http, { username: values.email, password: values.password }),
    onSuccess: ({ access_token }) => {
      const claims = auth.signIn(access_token);
      notify.success(authTexts.loginSuccess);
      setTimeout(() => void navigate({ href: homePathFor(claims.access_role) }), signedInDelayMs);
    },
    onError: (error) => {
      auth.signOut();
      notifyApiError(authTexts.loginErrorTitle, error);
    },
  });
  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <form
      noValidate
      // Enter in a field submits even while the button is busy: ignore repeats.
      onSubmit={form.handleSubmit((values) => {
        if (!busy) signIn.mutate(values);
      })}
    >
      <Stack space="large">
        <Stack space="xsmall">
          <Box as="h1" fontSize="xlarge" fontWeight="bold" color="text">
            Entrar
          </Box>
          <Box as="p" color="textMuted">
            Acesse sua conta para acompanhar licenças, documentos e riscos.
          </Box>
        </Stack>
        <TextField label="Email" type="email" autoComplete="username" inputMode="email" {...form.field('email')} />
        <TextField label="Senha" type="password" autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" loading={busy} fullWidth>
          Entrar
        </Button>
      </Stack>
    </form>
  );
}
