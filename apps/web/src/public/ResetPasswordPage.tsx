import { confirmPasswordReset, type Http } from '@product/api/client';
import { type ResetPasswordForm, resetPasswordFormSchema } from '@product/domain';
import { Button, notify, TextField } from '@product/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { notifyApiError } from '../lib/errors';
import { FormPage } from '../lib/form-page';
import { useLightForm } from '../lib/use-light-form';
import { useSubmit } from '../lib/use-submit';

export interface ResetPasswordPageProps {
  http: Http;
  /** The token of the e-mailed link (`/reset-password?token=…`); '' when the link had none. */
  token: string;
}

/** 'Nova senha': where the reset e-mail's link lands; saved, it goes to sign-in. */
export function ResetPasswordPage({ http, token }: ResetPasswordPageProps) {
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
