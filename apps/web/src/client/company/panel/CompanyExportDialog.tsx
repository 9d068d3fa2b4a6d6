import type { CompanyDetail } from '@product/api/client';
import { Button, CompanyLicensesReport, Dialog, PrintView } from '@product/ui';

/** The print view's title (spec 2 'Company panel'). */
export const companyExportTitle = 'Dados da Empresa e Licenças';

export interface CompanyExportDialogProps {
  company: CompanyDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Exportar dados' of the company panel: registration number, business and trade names and the
 * licences with their validity, printed (or saved as PDF) through the browser. The panel loads
 * this dialog lazily, so react-to-print stays out of the panel's chunk.
 */
export default function CompanyExportDialog({ company, open, onClose }: CompanyExportDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="large"
      title="Exportar dados"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <PrintView documentTitle={`${companyExportTitle} - ${company.name}`} printLabel="Imprimir">
        {/* Normal word breaking: the licences table keeps its words and scrolls sideways on a phone. */}
        <div style={{ overflowWrap: 'normal' }}>
          <CompanyLicensesReport
            title={companyExportTitle}
            tableLabel={`Licenças de ${company.name}`}
            registrationCode={company.registration_code ?? '-'}
            businessName={company.registration_name ?? company.name}
            tradeName={company.registration_fantasy_name}
            licenses={company.licenses.map((license) => ({
              id: String(license.id),
              name: license.name,
              status: license.status,
              validUntil: license.valid_until,
              registrationCode: license.registration_code,
              establishmentType: license.establishment_type,
            }))}
          />
        </div>
      </PrintView>
    </Dialog>
  );
}
