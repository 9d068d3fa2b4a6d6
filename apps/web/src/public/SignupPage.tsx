import { type Http, signup } from '@product/api/client';
import { type SignupForm, signupFormSchema } from '@product/domain';
import { Button, TextField } from '@product/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { notifyApiError } from '../lib/errors';
import { FormPage } from '../lib/form-page';
import { useLightForm } from '../lib/use-light-form';
import { useSubmit } from '../lib/use-submit';

export interface SignupPageProps {
  http: Http;
}

/** Sign-up (spec 1 §2, §5): the account waits, disabled, until staff enable it. */
export function SignupPage({ http }: SignupPageProps) {
  const navigate = useNavigate();
  const form = useLightForm(signupFormSchema, { name: '', email: '', password: '', clientName: '' });
  const send = useSubmit({
    mutationFn: (values: SignupForm) => signup(http, values),
    onSuccess: () => navigate({ to: '/platform-under-update' }),
    onError: (error) => notifyApiError('Erro no cadastro! Tente novamente mais tarde.', error),
  });
  return (
    <FormPage
      title="Criar conta"
      lead="Cadastre sua empresa ou grupo para acompanhar licenças e documentos."
      onSubmit={form.handleSubmit((values) => {
        if (!send.isPending) send.mutate(values);
      })}
    >
      <TextField label="Nome" autoComplete="name" {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <TextField label="Senha" type="password" autoComplete="new-password" {...form.field('password')} />
      <TextField label="Empresa ou grupo" autoComplete="organization" {...form.field('clientName')} />
      <Button type="submit" loading={send.isPending} fullWidth>
        Criar conta
      </Button>
      <Button variant="secondary" fullWidth render={<Link to="/" />}>
        Voltar para o login
      </Button>
    </FormPage>
  );
}
