import type { CnpjForm } from '@product/domain';
import { CnpjFormDialog } from './CnpjFormDialog';

export interface AddCompanyDialogProps {
  open: boolean;
  /** Creates the company; rejects with the API's error, which the dialog lists and the caller toasts. */
  onSave: (values: CnpjForm) => Promise<unknown>;
  onClose: () => void;
}

/** 'Adicionar' of the companies list (spec 2 §2, §5): one CNPJ field; closes 1 s after 'Empresa criada'. */
export function AddCompanyDialog({ open, onSave, onClose }: AddCompanyDialogProps) {
  return (
    <CnpjFormDialog
      open={open}
      title="Adicionar empresa"
      successText="Empresa criada"
      hint="Os dados da empresa são buscados na Receita Federal."
      onSave={onSave}
      onClose={onClose}
    />
  );
}
