// Form schemas of the admin catalogue (CNAEs, licence definitions) and of the
// admin users list, with the spec's Portuguese messages (spec 1 §5). The API
// contract reuses them as request schemas, so the form and the server agree.
import { z } from 'zod/mini';
import { emailField } from './auth';
import { brand } from './brand';
import { messages } from './messages';
import { type RegistrationLevel, registrationLevels } from './registration-levels';
import type { AccessRole } from './roles';

export const catalogueMessages = {
  codeRequired: 'Código obrigatório',
  codeInvalid: 'Código inválido: use o formato 9999-9/99',
  levelRequired: 'Risco obrigatório',
  levelInvalid: 'Risco inválido',
  descriptionRequired: 'Descrição obrigatória',
  numberRequired: 'Dado obrigatório',
  wholeNumber: 'Informe um número inteiro',
  scale1to3: 'Mínimo de 1 e máximo de 3',
  min0: 'Mínimo de 0',
  max30: 'Máximo de 30',
  max365: 'Máximo de 365',
  cnaeListInvalid: 'Lista de CNAEs inválida',
  userTypeRequired: 'Tipo de usuário obrigatório',
  userTypeInvalid: 'Tipo de usuário inválido',
  enabledInvalid: 'Valor inválido para Ativo',
} as const;

/** Success texts of spec 1 §8, also the `message` of the server's mutation answers. */
export const catalogueSuccessTexts = {
  cnaeCreated: 'CNAE criado',
  cnaeUpdated: 'CNAE alterado',
  cnaeDeleted: 'CNAE excluído',
  licenseCreated: 'Licença criada',
  licenseUpdated: 'Licença atualizada',
  licenseDeleted: 'Licença excluída',
  userCreated: 'Usuário criado',
  userUpdated: 'Usuário alterado',
  userDeleted: 'Usuário excluído',
} as const;

// ---------------------------------------------------------------- CNAE

export { type RegistrationLevel, registrationLevels };
export const registrationLevelLabels: Readonly<Record<RegistrationLevel, string>> = {
  low_level: 'Baixo',
  medium_level: 'Médio',
  high_level: 'Alto',
};

/** The CNAE code mask of spec 1 §9. */
export const cnaeCodePattern = /^\d{4}-\d\/\d{2}$/;

/**
 * Puts a CNAE code in its mask: 7 digits, possibly with the usual separators
 * (spaces, dots, dashes, slashes) anywhere, become `9999-9/99`; anything else
 * is returned trimmed and unchanged (and then fails the pattern).
 */
export function maskCnaeCode(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/[\s./-]/g, '');
  if (!/^\d{7}$/.test(digits)) return trimmed;
  return `${digits.slice(0, 4)}-${digits.slice(4, 5)}/${digits.slice(5)}`;
}

/** A required text of 2 to 255 characters, trimmed. */
function requiredText(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.minLength(2, messages.min2),
      z.maxLength(255, messages.max255),
    );
}

export const cnaeCodeField = z
  .string({ error: catalogueMessages.codeRequired })
  .check(
    z.overwrite(maskCnaeCode),
    z.minLength(1, { error: catalogueMessages.codeRequired, abort: true }),
    z.regex(cnaeCodePattern, catalogueMessages.codeInvalid),
  );

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

export const registrationLevelField = z._default(
  z.enum(registrationLevels, {
    error: (issue) => (isBlank(issue.input) ? catalogueMessages.levelRequired : catalogueMessages.levelInvalid),
  }),
  'low_level',
);

const enabledField = z.optional(z.boolean({ error: catalogueMessages.enabledInvalid }));

/** CNAE create and edit (spec 1 §5): the same fields both ways; `enabled` absent keeps it (or true on create). */
export const cnaeFormSchema = z.object({
  codeClass: cnaeCodeField,
  registrationLevel: registrationLevelField,
  codeDescription: requiredText(catalogueMessages.descriptionRequired),
  enabled: enabledField,
});
export type CnaeFormInput = z.input<typeof cnaeFormSchema>;
export type CnaeForm = z.output<typeof cnaeFormSchema>;

// ---------------------------------------------------------------- Licence

/**
 * A whole number within a scale; a missing value (undefined, null, an empty
 * input's NaN) gives 'Dado obrigatório'.
 */
function scaleField(min: number, max: number, minMessage: string, maxMessage: string, notWhole: string) {
  return z
    .number({
      error: (issue) =>
        isBlank(issue.input) || Number.isNaN(issue.input) ? catalogueMessages.numberRequired : notWhole,
    })
    .check(
      z.refine((value) => Number.isInteger(value), { error: notWhole, abort: true }),
      z.minimum(min, minMessage),
      z.maximum(max, maxMessage),
    );
}

const scale1to3 = () =>
  scaleField(1, 3, catalogueMessages.scale1to3, catalogueMessages.scale1to3, catalogueMessages.scale1to3);

/** Scales of spec 1 §9. */
export const licenseScales = {
  impact: { min: 1, max: 3 },
  complexity: { min: 1, max: 3 },
  estimatedEffort: { min: 0, max: 30 },
  estimatedBureaucratic: { min: 0, max: 365 },
  estimatedValid: { min: 0, max: 365 },
} as const;

/** The most CNAEs one licence may list (the whole catalogue has 1,332). */
export const maxLicenseCnaes = 5000;

/** `fiscalRegistrations`: the CNAEs that require the licence, sent as `[{ id }]` (spec 1 §3). */
export const fiscalRegistrationsField = z
  .array(
    z.object({
      id: z.int({ error: catalogueMessages.cnaeListInvalid }).check(z.positive(catalogueMessages.cnaeListInvalid)),
    }),
    { error: catalogueMessages.cnaeListInvalid },
  )
  .check(z.maxLength(maxLicenseCnaes, catalogueMessages.cnaeListInvalid));

/** Licence create and edit (spec 1 §5). */
export const licenseFormSchema = z.object({
  name: requiredText(messages.nameRequired),
  description: requiredText(catalogueMessages.descriptionRequired),
  impact: scale1to3(),
  complexity: scale1to3(),
  estimatedEffort: scaleField(0, 30, catalogueMessages.min0, catalogueMessages.max30, catalogueMessages.wholeNumber),
  estimatedBureaucratic: scaleField(
    0,
    365,
    catalogueMessages.min0,
    catalogueMessages.max365,
    catalogueMessages.wholeNumber,
  ),
  estimatedValid: scaleField(0, 365, catalogueMessages.min0, catalogueMessages.max365, catalogueMessages.wholeNumber),
  enabled: enabledField,
  fiscalRegistrations: z._default(fiscalRegistrationsField, []),
});
export type LicenseFormInput = z.input<typeof licenseFormSchema>;
export type LicenseForm = z.output<typeof licenseFormSchema>;

// ---------------------------------------------------------------- Admin users

/** The roles the admin users list shows (spec 1 §3 "Admin user"): staff-side, not the client ADMIN/USER. */
export const adminUserRoles = [
  brand.roleCode,
  'EDITOR',
  'PARTNER',
  'AFFINITY',
  'PROVIDER',
  'BUSINESS',
] as const satisfies readonly AccessRole[];
export type AdminUserRole = (typeof adminUserRoles)[number];

/** The roles the add and edit forms offer (spec 1 §3), the first being the default. */
export const adminUserFormRoles = [brand.roleCode, 'AFFINITY', 'EDITOR'] as const satisfies readonly AdminUserRole[];
export type AdminUserFormRole = (typeof adminUserFormRoles)[number];

export function isAdminUserRole(role: string): role is AdminUserRole {
  return (adminUserRoles as readonly string[]).includes(role);
}

function systemRoleField<T extends readonly [string, ...string[]]>(roles: T) {
  return z.enum(roles, {
    error: (issue) => (isBlank(issue.input) ? catalogueMessages.userTypeRequired : catalogueMessages.userTypeInvalid),
  });
}

/** An admin's password for someone else: 6 to 32 characters (spec 1 §5, §9). */
export const adminPasswordField = z
  .string({ error: messages.passwordRequired })
  .check(
    z.minLength(1, { error: messages.passwordRequired, abort: true }),
    z.minLength(6, messages.min6),
    z.maxLength(32, messages.max32),
  );

/** On edit an empty (or absent) password keeps the current one. */
export const optionalAdminPasswordField = z.optional(
  z.string({ error: messages.passwordRequired }).check(
    z.refine((value) => value.length === 0 || value.length >= 6, messages.min6),
    z.maxLength(32, messages.max32),
  ),
);

/** Admin user create (spec 1 §5): the form offers only {product}, AFFINITY and EDITOR. */
export const adminUserCreateFormSchema = z.object({
  name: requiredText(messages.nameRequired),
  email: emailField,
  password: adminPasswordField,
  systemRole: systemRoleField(adminUserFormRoles),
  enabled: enabledField,
});
export type AdminUserCreateFormInput = z.input<typeof adminUserCreateFormSchema>;
export type AdminUserCreateForm = z.output<typeof adminUserCreateFormSchema>;

/**
 * Admin user edit: password optional. Every role the list shows is accepted,
 * so a PARTNER's record can be saved keeping PARTNER; the server lets a role
 * outside the three offered ones be kept, not newly given.
 */
export const adminUserEditFormSchema = z.object({
  name: requiredText(messages.nameRequired),
  email: emailField,
  password: optionalAdminPasswordField,
  systemRole: systemRoleField(adminUserRoles),
  enabled: enabledField,
});
export type AdminUserEditFormInput = z.input<typeof adminUserEditFormSchema>;
export type AdminUserEditForm = z.output<typeof adminUserEditFormSchema>;
