import type { CompanyLicenseDetail, Http } from '@product/api/client';
import {
  type LicenseFormValues,
  licenseFormDefaults,
  licenseFormTypeLabels,
  notNecessaryReasonLabels,
  yesNoLabels,
} from '@product/domain';
import { Box, Button, Dialog, formatCurrency, formatDay, Link, Stack } from '@product/ui';
import type { ReactNode } from 'react';
import { AttachedFiles } from './AttachedFiles';

/** The state's registry and licensing links of a licence ({product} and EDITOR only, spec 2 §6). */
export function LicenseSources({ license }: { license: CompanyLicenseDetail }) {
  if (!license.sources?.length) return null;
  return (
    <Stack space="xsmall">
      <strong>Links e fontes</strong>
      {license.sources.map((source) => (
        <Link key={source.url} href={source.url} target="_blank" rel="noreferrer">
          {`${source.uf} - ${source.name} (${source.state})`}
        </Link>
      ))}
    </Stack>
  );
}

/** What an empty answer reads. */
const none = '—';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minWidth={0}>
      <Box as="dt" fontSize="small" color="textMuted">
        {label}
      </Box>
      <Box as="dd" margin="none" color="text" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Box>
    </Box>
  );
}

const yesNo = (value: Required<LicenseFormValues>['hasValidity']) => (value === '' ? none : yesNoLabels[value]);

/** The licence's answers as the form would hold them, written out: only what applies to its Tipo. */
function LicenseFacts({ license }: { license: CompanyLicenseDetail }) {
  const values = licenseFormDefaults(license);
  const { type } = values;
  const necessary = type === 'document' || type === 'protocol';
  const withFee = values.hasConditions === 'sim' && values.feeRequired === 'sim';
  return (
    <Box
      as="dl"
      margin="none"
      display="grid"
      gap="large"
      style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}
    >
      <Field label="Tipo">{type === '' ? 'Não informado' : licenseFormTypeLabels[type]}</Field>
      {type === 'not_necessary' ? (
        <>
          <Field label="Motivo">{values.problem === '' ? none : notNecessaryReasonLabels[values.problem]}</Field>
          <Field label="Descrição">{license.description || none}</Field>
        </>
      ) : null}
      {necessary ? (
        <>
          <Field label="Tem validade">{yesNo(values.hasValidity)}</Field>
          {license.validUntil ? <Field label="Validade">{formatDay(license.validUntil)}</Field> : null}
          <Field label="Possui condicionantes">{yesNo(values.hasConditions)}</Field>
          {license.conditions ? <Field label="Condicionantes">{license.conditions}</Field> : null}
          <Field label="Possui taxa">{yesNo(values.feeRequired)}</Field>
          {withFee ? (
            <>
              <Field label="Nome da taxa">{license.feeName || none}</Field>
              <Field label="Valor da taxa">
                {license.feeAmount === null ? none : formatCurrency(license.feeAmount)}
              </Field>
              <Field label="Vencimento da taxa">
                {license.feeExpirationDate ? formatDay(license.feeExpirationDate) : none}
              </Field>
            </>
          ) : null}
        </>
      ) : null}
      <Field label="Observações">{license.note || none}</Field>
    </Box>
  );
}

export interface LicenseViewProps {
  http: Http;
  companyId: number;
  /** The licence row as the server has it now; null while closed. */
  license: CompanyLicenseDetail | null;
  /** {product} and EDITOR see the state's registry links (spec 2 §6). */
  showSources: boolean;
  onClose: () => void;
}

/**
 * The licence dialog for whoever may read licences but not change them (a USER with GET_LICENSES
 * and without UPDATE_LICENSES: auditors, managers). Decision (issue 25): the same dialog, with
 * every answer written out as text instead of disabled fields, which read as greyed out and hard
 * to read, and the attached files openable and downloadable; no Salvar, no Resetar, only Fechar.
 * It calls only what GET_LICENSES allows: the row itself and its files' links.
 */
export function LicenseView({ http, companyId, license, showSources, onClose }: LicenseViewProps) {
  return (
    <Dialog
      open={license !== null}
      onClose={onClose}
      size="large"
      title={license ? license.fiscalLicenseName : 'Licença'}
      description={
        license ? `${license.fiscalRegistrationCodeClass} - ${license.fiscalRegistrationCodeDescription}` : undefined
      }
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {license ? (
        <Stack space="large">
          <LicenseFacts license={license} />
          <AttachedFiles http={http} companyId={companyId} license={license} />
          {showSources ? <LicenseSources license={license} /> : null}
        </Stack>
      ) : null}
    </Dialog>
  );
}
