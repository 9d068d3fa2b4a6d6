import {
  type AdminUserEditForm,
  type AdminUserEditFormInput,
  type AdminUserRole,
  adminUserCreateFormSchema,
  adminUserEditFormSchema,
  adminUserFormRoles,
  catalogueSuccessTexts,
  profileMessages,
} from '@product/domain';
import { FormDialog, Stack, Switch } from '@product/ui';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useDialogForm } from '#/lib/use-dialog-form';
import { zodResolver } from '#/lib/zod-resolver';
import { registered, UserIdentityFields, userTypeSelect } from '#/shared/user-fields';
import { adminUserRoleLabel } from './role-label';

export interface AdminUserFormDialogProps {
  open: boolean;
  /** The user being edited; absent for 'Adicionar'. */
  initial?: { name: string; email: string; systemRole: AdminUserRole; enabled: boolean };
  /** The record is the signed-in person's own: no user type, no switching themself off. */
  self?: boolean;
  /**
   * Saves. On add the values passed the create schema (password 6-32, one of the three offered
   * types); on edit an empty password means 'unchanged'. Rejects with the API's error, which the
   * dialog lists and the caller toasts.
   */
  onSave: (values: AdminUserEditForm) => Promise<unknown>;
  onClose: () => void;
  /** Below the fields when editing someone else: the CONFORMA administrator's 'Redefinir verificação em duas etapas'. */
  extra?: ReactNode;
}

const blank: AdminUserEditFormInput = {
  name: '',
  email: '',
  password: '',
  // The first offered type is the default (spec 1 §3: {product}).
  systemRole: adminUserFormRoles[0],
  enabled: true,
};

/** The add schema's output fits the edit form's (a required password, a narrower set of types). */
type UserFormSchema = z.ZodMiniType<AdminUserEditForm, AdminUserEditFormInput>;

/**
 * Add or edit a staff-side user (spec 1 §3 'Admin user', §5): name 2-255, email (trimmed and
 * lower-cased by the domain schema), password 6-32 (optional on edit: empty keeps it), user type
 * ({product}, Affinity, Editor; default {product}) and Ativo.
 */
export function AdminUserFormDialog({ open, initial, self = false, onSave, onClose, extra }: AdminUserFormDialogProps) {
  const schema: UserFormSchema = initial ? adminUserEditFormSchema : adminUserCreateFormSchema;
  const { form, dialog } = useDialogForm<
    AdminUserEditFormInput,
    AdminUserEditForm,
    AdminUserFormDialogProps['initial']
  >({
    open,
    record: initial,
    valuesOf: (record) => (record ? { ...record, password: '' } : blank),
    resolver: zodResolver(schema),
    onSave,
  });

  // The three offered types; a record that holds another one (e.g. PARTNER) may keep it, so it is
  // listed too (the server refuses only *giving* a type outside the three).
  const roleOptions = useMemo(() => {
    const roles: AdminUserRole[] = [...adminUserFormRoles];
    if (initial && !roles.includes(initial.systemRole)) roles.push(initial.systemRole);
    return roles.map((role) => ({ value: role, label: adminUserRoleLabel(role) }));
  }, [initial]);

  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={initial ? 'Editar usuário' : 'Adicionar usuário'}
      {...dialog}
      successText={initial ? catalogueSuccessTexts.userUpdated : catalogueSuccessTexts.userCreated}
    >
      <Stack space="medium">
        <UserIdentityFields registered={registered(form)} errors={errors} editing={Boolean(initial)} />
        {/* Spec 1 'My account': the user-type selector is hidden when a user edits their own record. */}
        {self ? null : (
          <Controller
            control={form.control}
            name="systemRole"
            render={userTypeSelect({ options: roleOptions, error: errors.systemRole?.message })}
          />
        )}
        <Switch
          label="Ativo"
          {...form.register('enabled')}
          // The server refuses switching oneself off; say so instead of letting it fail.
          disabled={self}
          hint={self ? profileMessages.cannotDisableSelf : undefined}
        />
        {extra}
      </Stack>
    </FormDialog>
  );
}
