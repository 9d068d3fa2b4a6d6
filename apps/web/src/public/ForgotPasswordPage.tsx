import { emailNotFoundCode, type Http, requestPasswordReset, toApiError } from '@product/api/client';
import { type ForgotPasswordForm, forgotPasswordFormSchema } from '@product/domain';
import { Box, Button, notify, TextField } from '@product/ui';
import { Link } from '@tanstack/react-router';
import { notifyApiError } from '../lib/errors';
import { FormPage } from '../lib/form-page';
import { useLightForm } from '../lib/use-light-form';
import { useSubmit } from '../lib/use-submit';

/** Spec 1 §8: an unknown e-mail has its own title and default text. */
const emailNotFound = {
  title: 'Email não encontrado',
  description: 'Não existe cadastro com este email. Confira se digitou o email correto e tente novamente.',
};

export interface ForgotPasswordPageProps {
  http: Http;
}

/** 'Esqueci a minha senha' (spec 1 §2, §7): the e-mail to send a reset link to. */
export function ForgotPasswordPage({ http }: ForgotPasswordPageProps) {
  const form = useLightForm(forgotPasswordFormSchema, { email: '' });
  const send = useSubmit({
    mutationFn: (values: ForgotPasswordForm) => requestPasswordReset(http, { username: values.email }),
    onSuccess: ({ message }) => notify.success(message),
    onError: (error) => {
      const apiError = toApiError(error);
      if (apiError.code === emailNotFoundCode) {
        notify.error(emailNotFound.title, apiError.serverMessage ?? emailNotFound.description);
      } else {
        notifyApiError('Não foi possível enviar as instruções.', error);
      }
    },
  });
  return (
    <FormPage
      title="Esqueci a minha senha"
      lead="Informe o seu email: enviaremos as instruções para criar uma nova senha."
      onSubmit={form.handleSubmit((values) => {
        if (!send.isPending) send.mutate(values);
      })}
    >
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <Button type="submit" loading={send.isPending} fullWidth>
        Enviar instruções
      </Button>
      <Button variant="secondary" fullWidth render={<Link to="/" />}>
        Voltar para o login
      </Button>
      {send.isSuccess ? (
        <Box as="p" role="status" color="textMuted">
          Enviamos as instruções para o seu email. O link vale por 1 hora.
        </Box>
      ) : null}
    </FormPage>
  );
}
