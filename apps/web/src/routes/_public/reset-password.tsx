import { confirmPasswordReset } from '@product/api/client';
import { type ResetPasswordForm, resetPasswordFormSchema } from '@product/domain';
import { Button, notify, TextField } from '@product/ui';
import { createFileRoute, Link, type SearchSchemaInput, useNavigate } from '@tanstack/react-router';
import { notifyApiError } from '../../lib/errors';
import { FormPage } from '../../lib/form-page';
import { text } from '../../lib/search-params';
import { useLightForm } from '../../lib/use-light-form';
import { useSubmit } from '../../lib/use-submit';

/** Where the e-mailed link lands: `/reset-password?token=…` (the server's reset e-mail). */
export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: (search: { token?: string } & SearchSchemaInput) => ({ token: text(search.token, '') }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { http } = Route.useRouteContext();
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const form = useLightForm(resetPasswordFormSchema, { password: '', passwordConfirmation: '' });
  const send = useSubmit({
    mutationFn: (values: ResetPasswordForm) => confirmPasswordReset(http, { ...values, token }),
    onSuccess: ({ message }) => {
      notify.success(message);
      void navigate({ to: '/' });
    },
    onError: (error) => notifyApiError('Não foi possível alterar a senha.', error),
  });
  return (
    <FormPage
      title="Nova senha"
      lead="Escolha uma nova senha, de 6 a 32 caracteres."
      onSubmit={form.handleSubmit((values) => {
        if (!send.isPending) send.mutate(values);
      })}
    >
      <TextField label="Nova senha" type="password" autoComplete="new-password" {...form.field('password')} />
      <TextField
        label="Confirme a nova senha"
        type="password"
        autoComplete="new-password"
        {...form.field('passwordConfirmation')}
      />
      <Button type="submit" loading={send.isPending} fullWidth>
        Salvar nova senha
      </Button>
      <Button variant="secondary" fullWidth render={<Link to="/forgot-password" />}>
        Pedir um novo link
      </Button>
    </FormPage>
  );
}
