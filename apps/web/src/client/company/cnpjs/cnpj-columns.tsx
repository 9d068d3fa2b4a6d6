import type { CompanyCnpjItem } from '@product/api/client';
import { fromWireDate, type WireDate } from '@product/domain';
import {
  dataTableColumnHelper,
  formatCnpj,
  IconButton,
  InactiveBadge,
  Inline,
  NewBadge,
  SituationBadge,
  Stack,
} from '@product/ui';
import { TrashIcon } from '#/shared/icons';

const col = dataTableColumnHelper<CompanyCnpjItem>();

/** A masked CNPJ reads as one piece: it never breaks at its '-' on a narrow column. */
const oneLine = { whiteSpace: 'nowrap' } as const;

/** 'Matriz' or 'Filial' (the API spells them 'MATRIZ' and 'Filial'). */
export const cnpjTypeLabels = { MATRIZ: 'Matriz', Filial: 'Filial' } as const;

/** A registry day (00:00 UTC on the wire) as '15/03/2012': read from the date itself, never shifted by a time zone. */
export function calendarDayText(value: WireDate): string {
  const [year, month, day] = value.date.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

export interface CnpjColumnOptions {
  /** Today, for the 'Novo' badge. */
  now: Date;
  /** 'Excluir' of each row; without it (no DELETE_CNPJ) there is no 'Opções' column. */
  onDelete?: (cnpj: CompanyCnpjItem) => void;
}

/**
 * The spec's columns (spec 2 §2 'CNPJs'): ID, Tipo, Empresa/CNPJ (with 'Inativo' and 'Novo'),
 * Município/UF, Situação (INAPTA shown as SUSPENSA), Registro, Data de registro; then 'Opções'.
 */
export function cnpjColumns({ now, onDelete }: CnpjColumnOptions) {
  const columns = [
    col.accessor('id', { header: 'ID', meta: { nowrap: true } }),
    col.display({
      id: 'type',
      header: 'Tipo',
      meta: { nowrap: true },
      cell: ({ row: { original: cnpj } }) => cnpjTypeLabels[cnpj.type],
    }),
    col.display({
      id: 'company',
      header: 'Empresa/CNPJ',
      cell: ({ row: { original: cnpj } }) => (
        <Stack space="xxsmall">
          <Inline space="xsmall" alignY="center">
            <strong>{cnpj.registrationName}</strong>
            <NewBadge createdAt={fromWireDate(cnpj.createdAt)} now={now} />
            {cnpj.enabled ? null : <InactiveBadge />}
          </Inline>
          <span style={oneLine}>{formatCnpj(cnpj.registrationCode)}</span>
        </Stack>
      ),
    }),
    col.display({
      id: 'place',
      header: 'Município/UF',
      cell: ({ row: { original: cnpj } }) =>
        [cnpj.systemCityName, cnpj.systemStateAlias].filter(Boolean).join('/') || 'n/d',
    }),
    col.display({
      id: 'situation',
      header: 'Situação',
      meta: { nowrap: true },
      cell: ({ row: { original: cnpj } }) => <SituationBadge situation={cnpj.registrationSituation} />,
    }),
    col.display({
      id: 'status',
      header: 'Registro',
      cell: ({ row: { original: cnpj } }) => cnpj.registrationStatus ?? 'n/d',
    }),
    col.display({
      id: 'situationDate',
      header: 'Data de registro',
      meta: { nowrap: true },
      cell: ({ row: { original: cnpj } }) =>
        cnpj.registrationSituationDate ? calendarDayText(cnpj.registrationSituationDate) : 'n/d',
    }),
  ];
  if (!onDelete) return col.columns(columns);
  return col.columns([
    ...columns,
    col.display({
      id: 'options',
      header: 'Opções',
      meta: { align: 'end', actions: true },
      cell: ({ row: { original: cnpj } }) => (
        <IconButton
          label={`Excluir ${formatCnpj(cnpj.registrationCode)}`}
          tone="danger"
          icon={<TrashIcon />}
          onClick={() => onDelete(cnpj)}
        />
      ),
    }),
  ]);
}
