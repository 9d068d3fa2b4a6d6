// The client users forms (spec 2 §5 "New user", "Edit user") with the spec's
// Portuguese messages. zod/mini: the users screen downloads it, and the API
// contract reuses it as the request schema, so the form and the server agree.
import { z } from 'zod/mini';
import { emailField } from './auth';
import { type ClientUserFormRole, clientUserFormRoles, permissionCodes } from './client-access';
import { maxSerial } from './ids';
import { messages } from './messages';
import { type AccessRole, clientRoles } from './roles';

/** Messages of these forms; the spec words the first two, the rest are ours. */
export const clientUserMessages = {
  userTypeRequired: 'Tipo de usuário obrigatório',
  userTypeInvalid: 'Tipo de usuário inválido',
  permissionInvalid: 'Permissão inválida',
  companiesInvalid: 'Lista de empresas inválida',
  enabledInvalid: 'Valor inválido para Ativo',
} as const;

/**
 * The roles that make someone the administrator of their account: ADMIN and
 * the account-owner roles PROVIDER and BUSINESS (they hold every permission
 * code and manage the account's users). USER does not count, nor staff, who
 * belong to the provider's or a group's account. An account keeps at least
 * one enabled user with one of these roles.
 */
export const accountAdministratorRoles = ['ADMIN', 'PROVIDER', 'BUSINESS'] as const satisfies readonly AccessRole[];

export function isAccountAdministrator(role: string): boolean {
  return (accountAdministratorRoles as readonly string[]).includes(role);
}

/** The most companies one user may be given in one request (a bound for the request size, not a business rule). */
export const maxAssignedCompanies = 10_000;

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

function systemRoleField<const T extends readonly [AccessRole, ...AccessRole[]]>(roles: T) {
  return z.enum(roles, {
    error: (issue) => (isBlank(issue.input) ? clientUserMessages.userTypeRequired : clientUserMessages.userTypeInvalid),
  });
}

const nameField = z
  .string({ error: messages.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: messages.nameRequired, abort: true }),
    z.minLength(2, messages.min2),
    z.maxLength(255, messages.max255),
  );

/** Password of someone else's user (spec 2 §5): required, 6 to 32 characters. */
const passwordField = z
  .string({ error: messages.passwordRequired })
  .check(
    z.minLength(1, { error: messages.passwordRequired, abort: true }),
    z.minLength(6, messages.min6),
    z.maxLength(32, messages.max32),
  );

/** On edit an empty (or absent) password keeps the current one. */
const optionalPasswordField = z.optional(
  z.string({ error: messages.passwordRequired }).check(
    z.refine((value) => value.length === 0 || value.length >= 6, messages.min6),
    z.maxLength(32, messages.max32),
  ),
);

/** `permissionRole`: the codes of spec 2 §6 (only kept for role USER). */
export const permissionRoleField = z
  .array(z.enum(permissionCodes, { error: clientUserMessages.permissionInvalid }), {
    error: clientUserMessages.permissionInvalid,
  })
  .check(z.maxLength(permissionCodes.length * 2, clientUserMessages.permissionInvalid));

/** `companies`: the companies a USER works with, sent as `[{ id }]` (only kept for role USER). */
export const assignedCompaniesField = z
  .array(
    z.object(
      {
        id: z
          .int({ error: clientUserMessages.companiesInvalid })
          .check(
            z.positive(clientUserMessages.companiesInvalid),
            z.maximum(maxSerial, clientUserMessages.companiesInvalid),
          ),
      },
      { error: clientUserMessages.companiesInvalid },
    ),
    { error: clientUserMessages.companiesInvalid },
  )
  .check(z.maxLength(maxAssignedCompanies, clientUserMessages.companiesInvalid));

const enabledField = z.optional(z.boolean({ error: clientUserMessages.enabledInvalid }));

/**
 * New user (spec 2 §5): name 2-255, e-mail (trimmed, lower-cased), password
 * 6-32, systemRole ADMIN or USER; permission codes and companies default to
 * none, `enabled` to true.
 */
export const clientUserCreateFormSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  systemRole: systemRoleField(clientUserFormRoles),
  permissionRole: z._default(permissionRoleField, []),
  companies: z._default(assignedCompaniesField, []),
  enabled: enabledField,
});
export type ClientUserCreateFormInput = z.input<typeof clientUserCreateFormSchema>;
export type ClientUserCreateForm = z.output<typeof clientUserCreateFormSchema>;

/**
 * Edit user (spec 2 §5): the same name and e-mail rules, an optional password
 * (empty keeps it), systemRole required. Any client role is accepted so the
 * record of an account owner (PROVIDER, BUSINESS) can be saved keeping it; the
 * server lets only ADMIN or USER be newly given. Absent `permissionRole`,
 * `companies` or `enabled` keep the current values.
 */
export const clientUserEditFormSchema = z.object({
  name: nameField,
  email: emailField,
  password: optionalPasswordField,
  systemRole: systemRoleField(clientRoles),
  permissionRole: z.optional(permissionRoleField),
  companies: z.optional(assignedCompaniesField),
  enabled: enabledField,
});
export type ClientUserEditFormInput = z.input<typeof clientUserEditFormSchema>;
export type ClientUserEditForm = z.output<typeof clientUserEditFormSchema>;

/** Whether a role may be given in the client users forms (spec 2 §6: ADMIN or USER). */
export function isClientUserFormRole(role: string): role is ClientUserFormRole {
  return (clientUserFormRoles as readonly string[]).includes(role);
}

/**
 * Which roles a person may give in the client users forms. A USER (holding
 * CREATE_USER or UPDATE_USER) manages only users like themself: giving ADMIN
 * would let them raise their own powers through a new account. ADMIN, the
 * account owners and staff give ADMIN or USER.
 */
export function clientUserRolesGrantableBy(role: AccessRole): readonly ClientUserFormRole[] {
  return role === 'USER' ? ['USER'] : clientUserFormRoles;
}
