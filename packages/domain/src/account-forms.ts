// zod/mini, like every form schema here: the admin screens download it.
import { z } from 'zod/mini';
import { type AccountType, accountTypes } from './accounts';
import { messages } from './messages';

/** Messages of the account forms the spec leaves unnamed (spec 1 §5 only names the name rules). */
export const accountFormMessages = {
  typeRequired: 'Tipo obrigatório',
  typeInvalid: 'Tipo inválido',
  enabledRequired: 'Campo Ativo obrigatório',
  enabledInvalid: 'Campo Ativo inválido',
  groupInvalid: 'Grupo inválido',
} as const;

/** An account's name (spec 1 §5 "Client create/edit"): trimmed, required, 2-255 characters. */
export const accountNameField = z
  .string({ error: messages.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: messages.nameRequired, abort: true }),
    z.minLength(2, messages.min2),
    z.maxLength(255, messages.max255),
  );

function typeField<const T extends readonly [AccountType, ...AccountType[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? accountFormMessages.typeRequired : accountFormMessages.typeInvalid),
  });
}

/** Types the create modal offers: Business (CLIENT) and Provider (PROVIDER). */
export const accountCreateTypes = ['CLIENT', 'PROVIDER'] as const satisfies readonly AccountType[];
export const accountCreateTypeField = typeField(accountCreateTypes);
/** Types the edit modal offers: all three. */
export const accountTypeField = typeField(accountTypes);

/** The Ativo switch. */
export const accountEnabledField = z.boolean({
  error: (issue) =>
    issue.input === undefined ? accountFormMessages.enabledRequired : accountFormMessages.enabledInvalid,
});

/** Labels of the type options, per modal (spec 1 "Account list"); the wire keeps the codes. */
export const accountCreateTypeOptions: readonly { value: AccountType; label: string }[] = [
  { value: 'CLIENT', label: 'Business' },
  { value: 'PROVIDER', label: 'Provider' },
];
export const accountEditTypeOptions: readonly { value: AccountType; label: string }[] = [
  { value: 'CLIENT', label: 'Cliente' },
  { value: 'BUSINESS', label: 'Negócio' },
  { value: 'PROVIDER', label: 'Fornecedor' },
];

/** The account create/edit form (spec 1 §5): name 2-255, type, Ativo. */
export const accountFormSchema = z.object({
  name: accountNameField,
  type: accountTypeField,
  enabled: accountEnabledField,
});
export type AccountFormInput = z.input<typeof accountFormSchema>;
export type AccountForm = z.output<typeof accountFormSchema>;

/** The create modal's variant: only CLIENT or PROVIDER. */
export const accountCreateFormSchema = z.extend(accountFormSchema, { type: accountCreateTypeField });
export type AccountCreateForm = z.output<typeof accountCreateFormSchema>;
