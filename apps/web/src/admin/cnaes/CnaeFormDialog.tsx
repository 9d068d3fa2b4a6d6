import {
  type CnaeForm,
  type CnaeFormInput,
  cnaeFormSchema,
  type RegistrationLevel,
  registrationLevelLabels,
  registrationLevels,
} from '@product/domain';
import { FormDialog, MaskedField, Select, Stack, Switch, TextField } from '@product/ui';
import { Controller } from 'react-hook-form';
import { useDialogForm } from '#/lib/use-dialog-form';
import { zodResolver } from '#/lib/zod-resolver';

const levelOptions = registrationLevels.map((level) => ({ value: level, label: registrationLevelLabels[level] }));

export interface CnaeFormDialogProps {
  open: boolean;
  /** The CNAE being edited; absent for 'Adicionar'. */
  initial?: { codeClass: string; codeDescription: string; registrationLevel: RegistrationLevel; enabled: boolean };
  /** Saves; rejects with the API's error, which the dialog lists and the caller toasts. */
  onSave: (values: CnaeForm) => Promise<unknown>;
  onClose: () => void;
}

const emptyCnae: CnaeFormInput = { codeClass: '', codeDescription: '', registrationLevel: 'low_level', enabled: true };

/** Add or edit a CNAE (spec 1 §2, §5): code in the 9999-9/99 mask, risk (default Baixo), description, Ativo. */
export function CnaeFormDialog({ open, initial, onSave, onClose }: CnaeFormDialogProps) {
  const { form, dialog } = useDialogForm<CnaeFormInput, CnaeForm, CnaeFormDialogProps['initial']>({
    open,
    record: initial,
    valuesOf: (record) => record ?? emptyCnae,
    resolver: zodResolver(cnaeFormSchema),
    onSave,
  });

  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={initial ? 'Editar CNAE' : 'Adicionar CNAE'}
      {...dialog}
      successText={initial ? 'CNAE alterado' : 'CNAE criado'}
    >
      <Stack space="medium">
        <Controller
          control={form.control}
          name="codeClass"
          render={({ field }) => (
            <MaskedField
              label="Código"
              mask="cnae"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.codeClass?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="registrationLevel"
          render={({ field }) => (
            <Select
              label="Risco"
              options={levelOptions}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.registrationLevel?.message}
            />
          )}
        />
        <TextField label="Descrição" {...form.register('codeDescription')} error={errors.codeDescription?.message} />
        <Switch label="Ativo" {...form.register('enabled')} />
      </Stack>
    </FormDialog>
  );
}
