import {
  cnaeListQueryOptions,
  type Http,
  type LicenseDefinition,
  type LicenseListResponse,
  licenseListQueryOptions,
  licenseMutations,
  toApiError,
} from '@product/api/client';
import { authTexts, catalogueSuccessTexts, type LicenseForm, levelOfScale } from '@product/domain';
import {
  Box,
  ConfirmDeleteDialog,
  DataTable,
  dataTableColumnHelper,
  InactiveBadge,
  Inline,
  RiskBadge,
} from '@product/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { searchFilterProps } from '#/lib/active-filters';
import { type ListSearch, listQueryOf } from '#/lib/list-search';
import { CreatedEdited } from '#/shared/CreatedEdited';
import { ListFrame } from '#/shared/ListFrame';
import { RowActions, rowActionsMeta } from '#/shared/RowActions';
import { useListCrud } from '#/shared/use-list-crud';
import { adminBreadcrumbs } from '../page-header';
import { LicenseFormDialog, type LicenseFormInitial } from './LicenseFormDialog';

/** The CNAE picker's list: the whole catalogue, as the spec's dropdowns ask for it (spec 1 §7). */
const allCnaes = { limit: 900_000 } as const;

export interface LicenseDefinitionListPageProps {
  http: Http;
  /** The list state from the URL. */
  search: ListSearch;
  /** The page of licence definitions the URL asks for. */
  data: LicenseListResponse;
  /** Moves the list state in the URL; a new search or page size goes back to the first page. */
  onSearchChange: (next: Partial<ListSearch>) => void;
}

/**
 * The licence definitions of the catalogue (spec 1 §2 'Licence admin list'): CONFORMA only; search,
 * pages, add, edit, delete. Not the company's licences of the client area (`CompanyLicenseListPage`).
 */
export function LicenseDefinitionListPage({
  http,
  search: listSearch,
  data,
  onSearchChange: goTo,
}: LicenseDefinitionListPageProps) {
  // Fetched with the page, not when the dialog opens, so the CNAE picker is ready when it is used.
  const cnaes = useQuery(cnaeListQueryOptions(http, allCnaes));

  const { editing, setEditing, deleting, setDeleting, remove, formDialog, deleteDialog } = useListCrud({
    http,
    mutations: licenseMutations,
    create: (values: LicenseForm) => values,
    update: (license: LicenseDefinition, values: LicenseForm) => ({ id: license.id, body: values }),
    remove: (license: LicenseDefinition) => license.id,
    texts: {
      created: catalogueSuccessTexts.licenseCreated,
      updated: catalogueSuccessTexts.licenseUpdated,
      deleted: catalogueSuccessTexts.licenseDeleted,
      createFailed: 'Não foi possível criar a licença.',
      updateFailed: 'Não foi possível alterar a licença.',
      deleteFailed: 'Não foi possível excluir a licença.',
    },
  });
  // Opening or closing the confirmation forgets the last refusal.
  const { reset: forgetRefusal } = remove;
  const confirmDelete = useCallback(
    (license: LicenseDefinition | null) => {
      forgetRefusal();
      setDeleting(license);
    },
    [forgetRefusal, setDeleting],
  );

  const columns = useMemo(
    () =>
      licenseColumns({ onEdit: (license) => setEditing({ mode: 'edit', record: license }), onDelete: confirmDelete }),
    [confirmDelete, setEditing],
  );
  const initial = useMemo<LicenseFormInitial | undefined>(
    () => (editing?.mode === 'edit' ? editing.record : undefined),
    [editing],
  );
  // A refusal (409: clients have filled in data for it) stays in the dialog after the toast goes.
  const refusal = remove.error ? (toApiError(remove.error).serverMessage ?? authTexts.unknownReason) : null;

  return (
    <ListFrame
      title="Licenças"
      breadcrumbs={adminBreadcrumbs('Licenças')}
      search={listSearch}
      total={data.total}
      onSearchChange={goTo}
      listQuery={(next) => licenseListQueryOptions(http, listQueryOf(next))}
      loadFailedTitle="Não foi possível carregar as licenças."
      onAdd={() => setEditing({ mode: 'add' })}
      dialogs={
        <>
          <LicenseFormDialog {...formDialog} initial={initial} cnaes={cnaes.data?.items} cnaesFailed={cnaes.isError} />
          <ConfirmDeleteDialog
            {...deleteDialog}
            title="Excluir licença"
            itemName={deleting?.name}
            onClose={() => confirmDelete(null)}
          >
            {refusal ? (
              <Box as="p" role="alert" color="danger">
                {refusal}
              </Box>
            ) : null}
          </ConfirmDeleteDialog>
        </>
      }
    >
      <DataTable
        label="Licenças"
        columns={columns}
        data={data.items}
        getRowId={(license) => String(license.id)}
        onRowClick={(license) => setEditing({ mode: 'edit', record: license })}
        nothingFoundText="Nenhuma licença encontrada"
        {...searchFilterProps(listSearch.search, goTo)}
      />
    </ListFrame>
  );
}

/** 'n dias' for the estimates (spec 1 §9 gives the scales; the unit is our reading: days). */
const days = (value: number) => `${value} ${value === 1 ? 'dia' : 'dias'}`;

/** The 1-3 complexity scale in words, as the risk badge says it for the impact. */
const complexityLabels: Readonly<Record<number, string>> = { 1: 'Baixa', 2: 'Média', 3: 'Alta' };

const col = dataTableColumnHelper<LicenseDefinition>();

/** The spec's columns: ID, Nome, Risco, Complexidade, Esforço, Burocracia, Validade, CNAEs, Criação/Edição, Opções. */
function licenseColumns(actions: {
  onEdit: (license: LicenseDefinition) => void;
  onDelete: (license: LicenseDefinition) => void;
}) {
  return col.columns([
    col.accessor('id', { header: 'ID', meta: { nowrap: true } }),
    col.display({
      id: 'name',
      header: 'Nome',
      cell: ({ row: { original: license } }) => (
        // Ten columns fill a 1440 px screen: the description stays in the dialog (and the tooltip).
        <Inline space="xsmall" alignY="center">
          <strong title={license.description}>{license.name}</strong>
          {license.enabled ? null : <InactiveBadge />}
        </Inline>
      ),
    }),
    col.display({
      id: 'impact',
      header: 'Risco',
      meta: { nowrap: true },
      cell: ({ row: { original: license } }) => {
        const level = levelOfScale(license.impact);
        return level ? <RiskBadge level={level} /> : license.impact;
      },
    }),
    col.display({
      id: 'complexity',
      header: 'Complexidade',
      meta: { nowrap: true },
      cell: ({ row: { original: license } }) => complexityLabels[license.complexity] ?? license.complexity,
    }),
    col.display({
      id: 'effort',
      header: 'Esforço',
      meta: { nowrap: true, align: 'end' },
      cell: ({ row: { original: license } }) => days(license.estimatedEffort),
    }),
    col.display({
      id: 'bureaucracy',
      header: 'Burocracia',
      meta: { nowrap: true, align: 'end' },
      cell: ({ row: { original: license } }) => days(license.estimatedBureaucratic),
    }),
    col.display({
      id: 'validity',
      header: 'Validade',
      meta: { nowrap: true, align: 'end' },
      // 0 is a licence that does not expire (e.g. the ANP authorisation of the demo data); spec 1 is silent.
      cell: ({ row: { original: license } }) =>
        license.estimatedValid === 0 ? 'Sem prazo' : days(license.estimatedValid),
    }),
    col.display({
      id: 'cnaes',
      header: 'CNAEs',
      meta: { nowrap: true, align: 'end' },
      cell: ({ row: { original: license } }) => license.totalCnaes,
    }),
    col.display({
      id: 'dates',
      header: 'Criação/Edição',
      meta: { nowrap: true },
      cell: ({ row: { original: license } }) => (
        <CreatedEdited createdAt={license.createdAt} updatedAt={license.updatedAt} />
      ),
    }),
    col.display({
      id: 'options',
      header: 'Opções',
      meta: rowActionsMeta,
      cell: ({ row: { original: license } }) => (
        <RowActions onEdit={() => actions.onEdit(license)} onDelete={() => actions.onDelete(license)} />
      ),
    }),
  ]);
}
