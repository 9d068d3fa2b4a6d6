import { establishmentKindLabels, licenseValidityText } from '@product/domain';
import { vars } from '../../theme/contract.css';
import { displayCnpj } from '../PrintView/format';
import * as styles from './CompanyLicencesReport.css';
import { type LicenceStatus, licenceStatusLabels, type ReportLicence } from './licences';

export interface CompanyLicencesReportProps {
  registrationCode: string;
  businessName: string;
  tradeName?: string | null;
  licences: readonly ReportLicence[];
  /** Title of the sheet. */
  title?: string;
  /** Name of the licences table; give each sheet its own when several are on one page. */
  tableLabel?: string;
}

const statusColors: Readonly<Record<LicenceStatus, string>> = vars.color.licenceStatus;

/**
 * 'Dados da Empresa e Licenças': the printable sheet of the company panel's 'Exportar dados'. Each
 * licence says which CNPJ it is for, matriz or filial (a company's licences repeat per CNPJ), and
 * its validity by the domain's one rule (`licenseValidityText`, the same as the Licenças table's).
 */
export function CompanyLicencesReport({
  registrationCode,
  businessName,
  tradeName,
  licences,
  title = 'Dados da Empresa e Licenças',
  tableLabel = 'Tabela de licenças',
}: CompanyLicencesReportProps) {
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
      {licences.length === 0 ? (
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
              {licences.map((licence) => (
                <tr key={licence.id}>
                  <td className={styles.td}>{licence.name}</td>
                  <td className={[styles.td, styles.nowrap].join(' ')}>
                    <span className={styles.cnpj}>
                      {displayCnpj(licence.registrationCode)}
                      <span className={styles.establishment}>{establishmentKindLabels[licence.establishmentType]}</span>
                    </span>
                  </td>
                  <td className={[styles.td, styles.nowrap].join(' ')}>
                    <span className={styles.status}>
                      <span
                        className={styles.dot}
                        style={{ background: statusColors[licence.status] }}
                        aria-hidden="true"
                      />
                      {licenceStatusLabels[licence.status]}
                    </span>
                  </td>
                  <td className={[styles.td, styles.nowrap].join(' ')}>{licenseValidityText(licence)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </article>
  );
}
