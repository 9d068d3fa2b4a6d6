// Forms of the public pages and of My account (spec 1 §5), with the spec's
// Portuguese messages. zod/mini, like every schema the browser downloads.
import { z } from 'zod/mini';
import { emailField } from './auth';
import { brand } from './brand';
import { messages } from './messages';
import { type AccessRole, accessRoles } from './roles';

/** Messages of these forms that the spec does not word; ours, in one place. */
export const profileMessages = {
  systemRoleRequired: 'Tipo de usuário obrigatório',
  resetLinkInvalid: 'Link de redefinição inválido ou expirado. Solicite um novo.',
  /** Beside a disabled Ativo switch on one's own record (users form, My account): the server refuses it. */
  cannotDisableSelf: 'Você não pode desativar o seu próprio usuário.',
} as const;

/** A trimmed text field: required, 2-255 characters. */
function textField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.minLength(2, messages.min2),
      z.maxLength(255, messages.max255),
    );
}

/** A required password between 6 and `max` characters (255 on sign-up, 32 elsewhere). */
function passwordOfAtMost(max: 32 | 255) {
  return z
    .string({ error: messages.passwordRequired })
    .check(
      z.minLength(1, { error: messages.passwordRequired, abort: true }),
      z.minLength(6, messages.min6),
      z.maxLength(max, max === 32 ? messages.max32 : messages.max255),
    );
}

/** Sign-up (spec 1 §5): name, e-mail, password (6-255) and the company-or-group name. */
export const signupFormSchema = z.object({
  name: textField(messages.nameRequired),
  email: emailField,
  password: passwordOfAtMost(255),
  clientName: textField(messages.clientNameRequired),
});
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupForm = z.output<typeof signupFormSchema>;

/** Forgot password (spec 1 §5): the e-mail, required and valid. */
export const forgotPasswordFormSchema = z.object({ email: emailField });
export type ForgotPasswordFormInput = z.input<typeof forgotPasswordFormSchema>;
export type ForgotPasswordForm = z.output<typeof forgotPasswordFormSchema>;

const passwordsMatch = z.refine<{ password?: string | undefined; passwordConfirmation?: string | undefined }>(
  (form) => (form.password ?? '') === (form.passwordConfirmation ?? ''),
  { error: messages.passwordsMustMatch, path: ['passwordConfirmation'] },
);

/** Choosing a new password from the e-mailed link: 6-32 characters, typed twice. */
export const resetPasswordFormSchema = z
  .object({ password: passwordOfAtMost(32), passwordConfirmation: z.string({ error: messages.passwordsMustMatch }) })
  .check(passwordsMatch);
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;

/** An optional password: empty (or absent) keeps the current one, otherwise 6-32 characters. */
const optionalPassword = z.optional(
  z.string().check(
    z.refine((value) => value === '' || value.length >= 6, messages.min6),
    z.maxLength(32, messages.max32),
  ),
);

/**
 * 'Meu perfil' and 'Alterar senha' (spec 1 §5 "My profile"): name 2-255, a
 * valid e-mail, the user type, enabled, and an optional new password that the
 * confirmation must repeat. When the password is empty the web app sends only
 * name, email, systemRole and enabled.
 */
export const myProfileFormSchema = z
  .object({
    name: textField(messages.nameRequired),
    email: emailField,
    systemRole: z.enum(accessRoles, { error: profileMessages.systemRoleRequired }),
    enabled: z.boolean(),
    password: optionalPassword,
    passwordConfirmation: z.optional(z.string()),
  })
  .check(passwordsMatch);
export type MyProfileFormInput = z.input<typeof myProfileFormSchema>;
export type MyProfileForm = z.output<typeof myProfileFormSchema>;

/**
 * The body My account sends (spec 1 §5): with an empty password only name, email, systemRole and
 * enabled; with a new one, the password and its confirmation as well.
 */
export function myProfileRequest({ password, passwordConfirmation, ...profile }: MyProfileForm): MyProfileForm {
  return password ? { ...profile, password, passwordConfirmation } : profile;
}

/** Who may change their own user type on My account (spec 1 §6): {product} or ADMIN. */
export const ownRoleEditors = [brand.roleCode, 'ADMIN'] as const satisfies readonly AccessRole[];

export function canChangeOwnRole(role: AccessRole): boolean {
  return (ownRoleEditors as readonly AccessRole[]).includes(role);
}

/**
 * The user types the profile form offers (spec 1 "My account"): ADMIN and
 * USER accounts choose between Administrador and Usuário; everyone else
 * between {product}, Editor and Affinity.
 */
export function profileRoleOptions(role: AccessRole): readonly AccessRole[] {
  return role === 'ADMIN' || role === 'USER' ? ['ADMIN', 'USER'] : [brand.roleCode, 'EDITOR', 'AFFINITY'];
}
