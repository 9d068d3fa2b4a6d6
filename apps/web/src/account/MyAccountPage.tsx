import { type Http, type ProfileResponse, profileMutations, profileQueryOptions } from '@product/api/client';
import {
  type AccessRole,
  brand,
  canChangeOwnRole,
  type MyProfileForm,
  type MyProfileFormInput,
  messages,
  myProfileFormSchema,
  myProfileRequest,
  profileMessages,
  profileRoleOptions,
  roleBadgeLabels,
} from '@product/domain';
import { Box, Button, Dialog, Inline, notify, PageHeader, PasswordField, Stack, Switch, TextField } from '@product/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { SessionStore } from '../auth/session-store';
import { useEndSession } from '../auth/use-sign-out';
import { notifyApiError } from '../lib/errors';
import { zodResolver } from '../lib/zod-resolver';
import { userTypeSelect } from '../shared/user-fields';
import { SecurityCard } from './SecurityCard';

export interface MyAccountPageProps {
  http: Http;
  auth: SessionStore;
  /** The signed-in role: it decides whether the user type can change and which types are offered. */
  role: AccessRole;
  /** The first breadcrumb: administration's home, or the client dashboard in the client area. */
  home: { label: string; href: string };
}

/** A titled card of the page ('Meu perfil', 'Alterar senha'). */
function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      background="surface"
      borderColor="border"
      borderStyle="solid"
      borderWidth="standard"
      borderRadius="large"
      padding="large"
    >
      <Stack space="large">
        <Box as="h2" id={headingId} fontSize="large" fontWeight="bold" color="text">
          {title}
        </Box>
        {children}
      </Stack>
    </Box>
  );
}

const profileValues = (profile: ProfileResponse): MyProfileFormInput => ({
  name: profile.name,
  email: profile.email,
  systemRole: profile.systemRole,
  enabled: profile.enabled,
  password: '',
  passwordConfirmation: '',
});

/**
 * 'Minha conta' (spec 1 "My account", §4, §5): 'Meu perfil' (name, e-mail, user type, Ativo, Salvar,
 * 'Excluir conta') and 'Alterar senha' (password and confirmation). Saving answers a new token,
 * which replaces the stored one so the shell shows the new name at once. Deleting one's own
 * account asks a plain confirmation, then signs out.
 */
export function MyAccountPage({ http, auth, role, home }: MyAccountPageProps) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const endSession = useEndSession();
  const { data: profile } = useSuspenseQuery(profileQueryOptions(http));
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const update = useMutation(
    profileMutations.update(http, queryClient, {
      // Signed out while this was saving: a late answer must not sign the person back in.
      ignoreAnswer: () => !auth.token(),
      onSuccess: ({ access_token }) => {
        auth.signIn(access_token);
        notify.success('Dados alterados com sucesso!');
        // The shell reads the session from the route context: reload it with the new token.
        void router.invalidate();
      },
      onError: (error) => notifyApiError('Não foi possível alterar o usuário.', error),
    }),
  );
  // An empty password is left out of the body, not sent as "" (spec 1 §5).
  const save = (values: MyProfileForm) => update.mutateAsync(myProfileRequest(values));
  const remove = useMutation(
    profileMutations.delete(http, queryClient, {
      // Signed out, and nothing more is asked of the API (the profile would answer 401 now).
      onSuccess: () => endSession('Conta excluída'),
      onError: (error) => notifyApiError('Não foi possível excluir a conta.', error),
    }),
  );

  return (
    <Stack space="large">
      <PageHeader title="Minha conta" breadcrumbs={[home, { label: 'Minha conta' }]} />
      <ProfileCard
        key={`profile-${profile.updatedAt?.date ?? ''}`}
        profile={profile}
        role={role}
        saving={update.isPending}
        onSave={save}
        onDelete={() => setConfirmingDelete(true)}
      />
      <PasswordCard profile={profile} saving={update.isPending} onSave={save} />
      <SecurityCard http={http} auth={auth} />
      <Dialog
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title="Excluir conta"
        description="Sua conta será excluída e você sairá da plataforma. Esta ação é irreversível."
        size="small"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmingDelete(false)}>
              Cancelar
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
              Excluir conta
            </Button>
          </>
        }
      />
    </Stack>
  );
}

interface ProfileCardProps {
  profile: ProfileResponse;
  role: AccessRole;
  saving: boolean;
  onSave: (values: MyProfileForm) => Promise<unknown>;
  onDelete: () => void;
}

function ProfileCard({ profile, role, saving, onSave, onDelete }: ProfileCardProps) {
  const form = useForm<MyProfileFormInput, unknown, MyProfileForm>({
    resolver: zodResolver(myProfileFormSchema),
    defaultValues: profileValues(profile),
  });
  const roleEditable = canChangeOwnRole(role);
  // The person's own type is always shown, even when the selector does not offer it (e.g. PARTNER).
  const roles = [...new Set<AccessRole>([profile.systemRole, ...profileRoleOptions(role)])];
  const roleOptions = roles.map((value) => ({ value, label: roleBadgeLabels[value] ?? value }));
  const { errors } = form.formState;
  return (
    <Card title="Meu perfil">
      <form
        noValidate
        aria-label="Meu perfil"
        // Only name, e-mail, type and Ativo: the password has its own card (spec 1 §5).
        onSubmit={form.handleSubmit((values) =>
          onSave({ ...values, password: '', passwordConfirmation: '' }).catch(() => undefined),
        )}
      >
        <Stack space="medium">
          <TextField label="Nome" autoComplete="name" {...form.register('name')} error={errors.name?.message} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={errors.email?.message}
          />
          <Controller
            control={form.control}
            name="systemRole"
            render={userTypeSelect({
              options: roleOptions,
              error: errors.systemRole?.message,
              disabled: !roleEditable,
              hint: roleEditable
                ? undefined
                : `Apenas usuários ${brand.name} ou Administradores alteram o próprio tipo.`,
            })}
          />
          <Switch
            label="Ativo"
            {...form.register('enabled')}
            // Always one's own record here: the server refuses switching oneself off, as in the users form.
            disabled
            hint={profileMessages.cannotDisableSelf}
          />
          <Inline space="small" align="space-between">
            <Button type="submit" loading={saving}>
              Salvar
            </Button>
            <Button type="button" variant="danger" onClick={onDelete}>
              Excluir conta
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}

interface PasswordCardProps {
  profile: ProfileResponse;
  saving: boolean;
  onSave: (values: MyProfileForm) => Promise<unknown>;
}

function PasswordCard({ profile, saving, onSave }: PasswordCardProps) {
  const form = useForm<MyProfileFormInput, unknown, MyProfileForm>({
    resolver: zodResolver(myProfileFormSchema),
    defaultValues: profileValues(profile),
  });
  const { errors } = form.formState;
  return (
    <Card title="Alterar senha">
      <form
        noValidate
        aria-label="Alterar senha"
        onSubmit={form.handleSubmit(async (values) => {
          // An empty password would save nothing here: ask for one.
          if (!values.password) {
            form.setError('password', { message: messages.passwordRequired });
            return;
          }
          try {
            // The profile as it is now (a name saved a moment ago included), with the new password:
            // the card is never remounted by a profile refetch, so nothing typed here is lost.
            const { name, email, systemRole, enabled } = profile;
            await onSave({ ...values, name, email, systemRole, enabled });
            form.reset(profileValues(profile));
          } catch {
            // The toast already says why (spec 1 §8); the typed password stays for another try.
          }
        })}
      >
        <Stack space="medium">
          <PasswordField
            label="Senha"
            autoComplete="new-password"
            {...form.register('password')}
            error={errors.password?.message}
          />
          <PasswordField
            label="Confirmação de senha"
            autoComplete="new-password"
            {...form.register('passwordConfirmation')}
            error={errors.passwordConfirmation?.message}
          />
          <Box>
            <Button type="submit" loading={saving}>
              Salvar
            </Button>
          </Box>
        </Stack>
      </form>
    </Card>
  );
}
