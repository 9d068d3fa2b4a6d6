import {
  type AccountForm,
  type AccountFormInput,
  type AccountType,
  accountCreateFormSchema,
  accountCreateTypeOptions,
  accountEditTypeOptions,
  accountFormSchema,
} from '@product/domain';
import { FormDialog, Select, Stack, Switch, TextField } from '@product/ui';
import { Controller } from 'react-hook-form';
import { useDialogForm } from '#/lib/use-dialog-form';
import { zodResolver } from '#/lib/zod-resolver';

export interface AccountFormDialogProps {
  open: boolean;
  /** The account being edited; absent for 'Adicionar'. */
  initial?: { name: string; type: AccountType; enabled: boolean };
  /** Type pre-chosen when adding (Provider on the providers view, Business elsewhere). */
  defaultType?: AccountType;
  /** Saves; rejects with the API's error, which the dialog lists and the caller toasts. */
  onSave: (values: AccountForm) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Add or edit a client account (spec 1 "Account list", §5): name 2-255, type and Ativo. The add
 * modal offers Business (CLIENT) and Provider (PROVIDER); the edit modal Cliente, Negócio, Fornecedor.
 */
export function AccountFormDialog({ open, initial, defaultType = 'CLIENT', onSave, onClose }: AccountFormDialogProps) {
  const { form, dialog } = useDialogForm<AccountFormInput, AccountForm, AccountFormDialogProps['initial']>({
    open,
    record: initial,
    valuesOf: (record) => record ?? { name: '', type: defaultType, enabled: true },
    resolver: zodResolver(initial ? accountFormSchema : accountCreateFormSchema),
    onSave,
  });

  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={initial ? 'Editar cliente' : 'Adicionar cliente'}
      {...dialog}
      successText={initial ? 'Cliente alterado' : 'Cliente criado'}
    >
      <Stack space="medium">
        <TextField label="Nome" {...form.register('name')} error={errors.name?.message} />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label="Tipo"
              options={initial ? accountEditTypeOptions : accountCreateTypeOptions}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.type?.message}
            />
          )}
        />
        <Switch label="Ativo" {...form.register('enabled')} />
      </Stack>
    </FormDialog>
  );
}
