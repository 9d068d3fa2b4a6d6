import type { ClientUser, CompanyListItem } from '@product/api/client';
import {
  type ClientUserEditForm,
  type ClientUserEditFormInput,
  catalogueSuccessTexts,
  clientUserCreateFormSchema,
  clientUserEditFormSchema,
  type PermissionCode,
} from '@product/domain';
import { FormDialog, MultiSelect, Stack, Switch } from '@product/ui';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useDialogForm } from '#/lib/use-dialog-form';
import { zodResolver } from '#/lib/zod-resolver';
import { registered, UserIdentityFields, userTypeSelect } from '#/shared/user-fields';
import { PermissionChecks } from './PermissionChecks';
import { clientUserRoleLabel } from './role-label';

/** The form holds every field of the edit schema; add validates the same fields with the create one. */
type Fields = ClientUserEditFormInput;

export interface ClientUserFormDialogProps {
  open: boolean;
  /** The user being edited (as just read from the server); absent for 'Adicionar'. */
  record?: ClientUser;
  /** The record is the signed-in person's own: name, e-mail and password only. */
  self?: boolean;
  /** The types the signed-in person may give (a USER gives only USER). */
  roles: readonly ('ADMIN' | 'USER')[];
  /** The codes the signed-in person may give (a USER gives only codes they hold). */
  grantableCodes: readonly PermissionCode[];
  /** The companies of the selector (every company the signed-in person sees); only active ones are offered. */
  companies: readonly CompanyListItem[] | undefined;
  /**
   * Saves what the form holds: on add the values passed the create schema; on one's own record
   * only name, e-mail, password and the unchanged type are sent. Rejects with the API's error,
   * which the dialog lists and the caller toasts.
   */
  onSave: (values: ClientUserEditForm) => Promise<unknown>;
  onClose: () => void;
  /** Below the fields when editing someone else: the CONFORMA administrator's 'Redefinir verificação em duas etapas'. */
  extra?: ReactNode;
}

/** The add schema's output fits the edit form's (a required password, ADMIN or USER). */
type UserFormSchema = z.ZodMiniType<ClientUserEditForm, ClientUserEditFormInput>;

/**
 * Add or edit a user of the client's account (spec 2 §5, §6): name 2-255, e-mail (trimmed and
 * lower-cased), password 6-32 (optional on edit: empty keeps it), Tipo de usuário (ADMIN or USER)
 * and, for a USER, the permission codes (all checked on add) and the companies (active ones only).
 * On one's own record the type, codes, companies and Ativo are hidden: the server keeps them.
 */
export function ClientUserFormDialog({
  open,
  record,
  self = false,
  roles,
  grantableCodes,
  companies,
  onSave,
  onClose,
  extra,
}: ClientUserFormDialogProps) {
  const schema: UserFormSchema = record ? clientUserEditFormSchema : clientUserCreateFormSchema;
  const { form, dialog } = useDialogForm<Fields, ClientUserEditForm, ClientUser>({
    open,
    record,
    valuesOf: (user) =>
      user
        ? {
            name: user.name,
            email: user.email,
            password: '',
            systemRole: user.systemRole,
            permissionRole: user.permissionRole,
            companies: user.companies.map(({ id }) => ({ id })),
            enabled: user.enabled,
          }
        : {
            name: '',
            email: '',
            password: '',
            // The narrower type first; every code the person may give is checked (spec 2 §6).
            systemRole: 'USER',
            permissionRole: [...grantableCodes],
            companies: [],
            enabled: true,
          },
    resolver: zodResolver(schema),
    onSave: (values) =>
      onSave(
        self && record
          ? // Type, codes, companies and Ativo of one's own record stay as they are (absent = kept).
            { name: values.name, email: values.email, password: values.password, systemRole: record.systemRole }
          : values,
      ),
  });

  // ADMIN and USER; a record holding another type (an account owner) may keep it, so it is listed too.
  const roleOptions = useMemo(() => {
    const offered: Fields['systemRole'][] = [...roles];
    if (record && !offered.includes(record.systemRole)) offered.push(record.systemRole);
    return offered.map((role) => ({ value: role, label: clientUserRoleLabel(role) }));
  }, [roles, record]);

  // Active companies only (spec 2 §6); the record's own companies stay listed so they can be kept.
  const companyOptions = useMemo(() => {
    const options = (companies ?? [])
      .filter((company) => company.enabled)
      .map((company) => ({ value: String(company.id), label: company.name }));
    for (const company of record?.companies ?? []) {
      if (!options.some((option) => option.value === String(company.id))) {
        options.push({ value: String(company.id), label: company.name });
      }
    }
    return options;
  }, [companies, record]);

  const { errors } = form.formState;
  const isUser = form.watch('systemRole') === 'USER';
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={record ? 'Editar usuário' : 'Adicionar usuário'}
      {...dialog}
      successText={record ? catalogueSuccessTexts.userUpdated : catalogueSuccessTexts.userCreated}
    >
      <Stack space="medium">
        <UserIdentityFields registered={registered(form)} errors={errors} editing={Boolean(record)} />
        {/* Spec 2 §5: editing one's own account hides the role selector (and the access below it). */}
        {self ? null : (
          <>
            <Controller
              control={form.control}
              name="systemRole"
              render={userTypeSelect({ options: roleOptions, error: errors.systemRole?.message })}
            />
            {isUser ? (
              <>
                <Controller
                  control={form.control}
                  name="companies"
                  render={({ field }) => (
                    <MultiSelect
                      label="Empresas"
                      options={companyOptions}
                      value={(field.value ?? []).map(({ id }) => String(id))}
                      onChange={(ids) => field.onChange(ids.map((id) => ({ id: Number(id) })))}
                      hint={companies ? undefined : 'Carregando empresas…'}
                      error={errors.companies?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="permissionRole"
                  render={({ field }) => (
                    <PermissionChecks value={field.value ?? []} onChange={field.onChange} grantable={grantableCodes} />
                  )}
                />
              </>
            ) : null}
            {record ? <Switch label="Ativo" {...form.register('enabled')} /> : null}
          </>
        )}
        {extra}
      </Stack>
    </FormDialog>
  );
}
