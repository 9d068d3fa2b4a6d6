import type { CompanyLicenseItem } from '@product/api/client';
import { establishmentKindLabels, levelOfScale, licenseValidityText, type RegistrationLevel } from '@product/domain';
import { Box, dataTableColumnHelper, formatCnpj, IconButton, LicenseStatusBadge, RiskBadge, Stack } from '@product/ui';
import { CreatedEdited } from '#/shared/CreatedEdited';
import { EyeIcon, PencilIcon } from '#/shared/icons';

const col = dataTableColumnHelper<CompanyLicenseItem>();

const complexityLabels: Readonly<Record<RegistrationLevel, string>> = {
  low_level: 'Baixa',
  medium_level: 'Média',
  high_level: 'Alta',
};

/** A masked CNPJ reads as one piece: it never breaks at its '/' or '-' in a narrow cell. */
const oneLine = { whiteSpace: 'nowrap' } as const;

export interface LicenseCnpjProps {
  license: Pick<CompanyLicenseItem, 'registrationCode' | 'establishmentType'>;
  /** Small and muted, as a detail under the licence's name. */
  muted?: boolean;
}

/** The CNPJ a licence row is for, masked, with 'Matriz' or 'Filial'. */
export function LicenseCnpj({ license, muted = false }: LicenseCnpjProps) {
  const kind = establishmentKindLabels[license.establishmentType];
  return muted ? (
    <Box as="span" fontSize="small" color="textMuted">
      <span style={oneLine}>{formatCnpj(license.registrationCode)}</span> {kind}
    </Box>
  ) : (
    <Stack space="xxsmall">
      <span style={oneLine}>{formatCnpj(license.registrationCode)}</span>
      <Box as="span" fontSize="small" color="textMuted">
        {kind}
      </Box>
    </Stack>
  );
}

export interface LicenseColumnOptions {
  /** Opens the licence dialog. */
  onOpen?: (license: CompanyLicenseItem) => void;
  /** Without UPDATE_LICENSES the dialog only shows the licence: 'Visualizar licença', an eye. */
  readOnly?: boolean;
}

/**
 * The spec's columns (spec 2 §2 'Licences'). A company's licences repeat per CNPJ, so the
 * 'Licença' cell says under the name which CNPJ the row is for, matriz or filial (issue 25): in
 * the cell rather than a ninth column, so the eight still fit a 1440 px screen with the sidebar.
 */
export function licenseColumns({ onOpen, readOnly = false }: LicenseColumnOptions) {
  return col.columns([
    col.display({
      id: 'status',
      header: 'Status',
      meta: { nowrap: true },
      cell: ({ row: { original } }) => <LicenseStatusBadge status={original.status} />,
    }),
    col.display({
      id: 'licence',
      header: 'Licença',
      cell: ({ row: { original } }) => (
        <Stack space="xxsmall">
          <span>{original.fiscalLicenseName}</span>
          <LicenseCnpj license={original} muted />
        </Stack>
      ),
    }),
    col.display({
      id: 'cnae',
      header: 'CNAE referência',
      cell: ({ row: { original } }) => (
        <Stack space="xxsmall">
          <strong>{original.fiscalRegistrationCodeClass}</strong>
          <span>{original.fiscalRegistrationCodeDescription}</span>
        </Stack>
      ),
    }),
    col.display({
      id: 'validUntil',
      header: 'Validade',
      meta: { nowrap: true },
      cell: ({ row: { original } }) => licenseValidityText(original),
    }),
    col.display({
      id: 'impact',
      header: 'Risco',
      meta: { nowrap: true },
      cell: ({ row: { original } }) => {
        const level = levelOfScale(original.fiscalLicenseImpact);
        return level ? <RiskBadge level={level} /> : 'Nenhum';
      },
    }),
    col.display({
      id: 'complexity',
      header: 'Complexidade',
      meta: { nowrap: true },
      cell: ({ row: { original } }) => {
        const level = levelOfScale(original.fiscalLicenseComplexity);
        return level ? complexityLabels[level] : 'Nenhuma';
      },
    }),
    col.display({
      id: 'dates',
      header: 'Adicionado/Alterado',
      meta: { nowrap: true },
      cell: ({ row: { original } }) => <CreatedEdited createdAt={original.createdAt} updatedAt={original.updatedAt} />,
    }),
    col.display({
      id: 'options',
      header: 'Opções',
      meta: { nowrap: true, actions: true },
      cell: ({ row: { original } }) =>
        onOpen ? (
          <IconButton
            label={readOnly ? 'Visualizar licença' : 'Ver/editar licença'}
            tone="primary"
            icon={readOnly ? <EyeIcon /> : <PencilIcon />}
            onClick={() => onOpen(original)}
          />
        ) : null,
    }),
  ]);
}
