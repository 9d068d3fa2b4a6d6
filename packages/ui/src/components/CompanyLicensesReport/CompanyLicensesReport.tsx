import { establishmentKindLabels, type LicenseStatus, licenseStatusLabels, licenseValidityText } from '@product/domain';
import { vars } from '../../theme/contract.css';
import { displayCnpj } from '../PrintView/format';
import * as styles from './CompanyLicensesReport.css';
import type { ReportLicense } from './licenses';

export interface CompanyLicensesReportProps {
  registrationCode: string;
  businessName: string;
  tradeName?: string | null;
  licenses: readonly ReportLicense[];
  /** Title of the sheet. */
  title?: string;
  /** Name of the licences table; give each sheet its own when several are on one page. */
  tableLabel?: string;
}

const statusColors: Readonly<Record<LicenseStatus, string>> = vars.color.licenseStatus;

/**
 * 'Dados da Empresa e Licenças': the printable sheet of the company panel's 'Exportar dados'. Each
 * licence says which CNPJ it is for, matriz or filial (a company's licences repeat per CNPJ), and
 * its validity by the domain's one rule (`licenseValidityText`, the same as the Licenças table's).
 */
export function CompanyLicensesReport({
  registrationCode,
  businessName,
  tradeName,
  licenses,
  title = 'Dados da Empresa e Licenças',
  tableLabel = 'Tabela de licenças',
}: CompanyLicensesReportProps) {
  return (
    <article className={styles.root} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>CNPJ</dt>
          <dd className={styles.detail}>{displayCnpj(registrationCode)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>Razão social</dt>
          <dd className={styles.detail}>{businessName}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>Nome fantasia</dt>
          <dd className={styles.detail}>{tradeName?.trim() ? tradeName : '-'}</dd>
        </div>
      </dl>
      <h3 className={styles.subtitle}>Licenças</h3>
      {licenses.length === 0 ? (
        <p className={styles.empty}>Nenhuma licença cadastrada.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so a keyboard user can scroll a table wider than a phone.
        <section className={styles.tableWrap} aria-label={tableLabel} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  Licença
                </th>
                <th scope="col" className={styles.th}>
                  CNPJ
                </th>
                <th scope="col" className={styles.th}>
                  Status
                </th>
                <th scope="col" className={styles.th}>
                  Validade
                </th>
              </tr>
            </thead>
            <tbody>
              {licenses.map((license) => (
                <tr key={license.id}>
                  <td className={styles.td}>{license.name}</td>
                  <td className={[styles.td, styles.nowrap].join(' ')}>
                    <span className={styles.cnpj}>
                      {displayCnpj(license.registrationCode)}
                      <span className={styles.establishment}>{establishmentKindLabels[license.establishmentType]}</span>
                    </span>
                  </td>
                  <td className={[styles.td, styles.nowrap].join(' ')}>
                    <span className={styles.status}>
                      <span
                        className={styles.dot}
                        style={{ background: statusColors[license.status] }}
                        aria-hidden="true"
                      />
                      {licenseStatusLabels[license.status]}
                    </span>
                  </td>
                  <td className={[styles.td, styles.nowrap].join(' ')}>{licenseValidityText(license)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </article>
  );
}
