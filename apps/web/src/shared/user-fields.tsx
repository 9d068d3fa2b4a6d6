import { PasswordField, Select, type SelectOption, TextField } from '@product/ui';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

// The fields every user form shares: the staff users' dialog, the client users' dialog and, for
// the type, 'Meu perfil'. Each form keeps its own rules (schemas) and its own extra fields.

export interface UserIdentityFieldsProps {
  /** The form's registrations of the three fields (`form.register('name')`…). */
  registered: { name: UseFormRegisterReturn; email: UseFormRegisterReturn; password: UseFormRegisterReturn };
  errors: { name?: FieldError; email?: FieldError; password?: FieldError };
  /** Editing a record: an empty password keeps the current one, and the hint says so. */
  editing: boolean;
}

/** A user form's registrations of its three identity fields. */
export function registered(form: { register: (name: 'name' | 'email' | 'password') => UseFormRegisterReturn }) {
  return { name: form.register('name'), email: form.register('email'), password: form.register('password') };
}

/** 'Nome', 'Email' and 'Senha' of a user dialog, none filled in by the browser's memory. */
export function UserIdentityFields({ registered, errors, editing }: UserIdentityFieldsProps) {
  return (
    <>
      <TextField label="Nome" autoComplete="off" {...registered.name} error={errors.name?.message} />
      <TextField label="Email" type="email" autoComplete="off" {...registered.email} error={errors.email?.message} />
      <PasswordField
        label="Senha"
        autoComplete="new-password"
        // The specs only say 'empty means unchanged'; the hint tells whoever edits so.
        hint={editing ? 'Deixe em branco para manter a senha atual.' : undefined}
        {...registered.password}
        error={errors.password?.message}
      />
    </>
  );
}

/** A Controller's field for 'Tipo de usuário' (its value, change and blur). */
interface UserTypeField {
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * The `render` of a form's `systemRole` Controller: the 'Tipo de usuário' select of the offered
 * `options`; `disabled` with a `hint` where the person may not change it.
 */
export function userTypeSelect({
  options,
  error,
  disabled,
  hint,
}: {
  options: readonly SelectOption[];
  error: string | undefined;
  disabled?: boolean;
  hint?: string;
}) {
  return ({ field }: { field: UserTypeField }) => (
    <Select
      label="Tipo de usuário"
      options={options}
      value={field.value ?? ''}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      disabled={disabled}
      hint={hint}
      error={error}
    />
  );
}
