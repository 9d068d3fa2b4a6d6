import { type CnpjForm, type CnpjFormFields, cnpjFormSchema } from '@product/domain';
import { FormDialog, MaskedField } from '@product/ui';
import { Controller } from 'react-hook-form';
import { useDialogForm } from '#/lib/use-dialog-form';
import { zodResolver } from '#/lib/zod-resolver';

export interface CnpjFormDialogProps {
  open: boolean;
  /** The dialog's heading, e.g. 'Adicionar empresa'. */
  title: string;
  /** The text shown once saved (the spec's success toast), e.g. 'Empresa criada'. */
  successText: string;
  /** What happens with the CNPJ, under the field. */
  hint: string;
  /** Sends the CNPJ; rejects with the API's error, which the dialog lists and the caller toasts. */
  onSave: (values: CnpjForm) => Promise<unknown>;
  onClose: () => void;
}

const blank = (): CnpjFormFields => ({ cnpj: '' });

/**
 * The one-CNPJ form of 'Adicionar empresa' and 'Adicionar CNPJ' (spec 2 §5): the mask
 * 99.999.999/9999-99 (letters accepted in the first 12 positions, the alphanumeric CNPJ), check
 * digits verified here, the 14 characters sent without the mask. Closes 1 s after success.
 */
export function CnpjFormDialog({ open, title, successText, hint, onSave, onClose }: CnpjFormDialogProps) {
  const { form, dialog } = useDialogForm<CnpjFormFields, CnpjForm, undefined>({
    open,
    record: undefined,
    valuesOf: blank,
    resolver: zodResolver(cnpjFormSchema),
    onSave,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="small"
      title={title}
      submitText="Adicionar"
      successText={successText}
      {...dialog}
    >
      <Controller
        control={form.control}
        name="cnpj"
        render={({ field }) => (
          <MaskedField
            label="CNPJ"
            mask="cnpj"
            placeholder="99.999.999/9999-99"
            hint={hint}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            error={form.formState.errors.cnpj?.message}
          />
        )}
      />
    </FormDialog>
  );
}
