import type { CompanyLicenseItem } from '@product/api/client';
import { levelOfScale, type RegistrationLevel } from '@product/domain';
import { dataTableColumnHelper, IconButton, LicenceStatusBadge, RiskBadge, Stack } from '@product/ui';
import { CreatedEdited } from '../../../admin/CreatedEdited';
import { PencilIcon } from '../../../admin/icons';

const col = dataTableColumnHelper<CompanyLicenseItem>();

/** `YYYY-MM-DD` as the Portuguese locale writes it (spec 2 §9), without a time zone shift. */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * 'Validade' (spec 2 §2 'Company panel'): the date; 'Indeterminada' for a licence without one
 * that is not pending; a dash while pending or not necessary.
 */
export function validityText(licence: Pick<CompanyLicenseItem, 'status' | 'validUntil'>): string {
  if (licence.validUntil) return formatCalendarDay(licence.validUntil);
  return licence.status === 'pending' || licence.status === 'not_necessary' ? '—' : 'Indeterminada';
}

const complexityLabels: Readonly<Record<RegistrationLevel, string>> = {
  low_level: 'Baixa',
  medium_level: 'Média',
  high_level: 'Alta',
};

export interface LicenseColumnOptions {
  /** Opens the licence dialog; absent without UPDATE_LICENSES (spec 2 §6). */
  onOpen?: (licence: CompanyLicenseItem) => void;
}

/** The spec's columns (spec 2 §2 'Licences'). */
export function licenseColumns({ onOpen }: LicenseColumnOptions) {
  return col.columns([
    col.display({
      id: 'status',
      header: 'Status',
      meta: { nowrap: true },
      cell: ({ row: { original } }) => <LicenceStatusBadge status={original.status} />,
    }),
    col.accessor('fiscalLicenseName', { header: 'Licença' }),
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
      cell: ({ row: { original } }) => validityText(original),
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
            label="Ver/editar licença"
            tone="primary"
            icon={<PencilIcon />}
            onClick={() => onOpen(original)}
          />
        ) : null,
    }),
  ]);
}
