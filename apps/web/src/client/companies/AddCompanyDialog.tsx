import { type CnpjForm, type CnpjFormFields, cnpjFormSchema } from '@product/domain';
import { FormDialog, MaskedField } from '@product/ui';
import { Controller } from 'react-hook-form';
import { useDialogForm } from '../../lib/use-dialog-form';
import { zodResolver } from '../../lib/zod-resolver';

export interface AddCompanyDialogProps {
  open: boolean;
  /** Creates the company; rejects with the API's error, which the dialog lists and the caller toasts. */
  onSave: (values: CnpjForm) => Promise<unknown>;
  onClose: () => void;
}

const blank = (): CnpjFormFields => ({ cnpj: '' });

/**
 * 'Adicionar' of the companies list (spec 2 §2, §5): one CNPJ field in the mask 99.999.999/9999-99
 * (letters accepted in the first 12 positions, the alphanumeric CNPJ), check digits verified here,
 * the 14 characters sent without the mask. Closes 1 s after 'Empresa criada'.
 */
export function AddCompanyDialog({ open, onSave, onClose }: AddCompanyDialogProps) {
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
      title="Adicionar empresa"
      submitText="Adicionar"
      successText="Empresa criada"
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
            hint="Os dados da empresa são buscados na Receita Federal."
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
