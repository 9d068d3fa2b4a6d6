import { type Cnae, type CnaeListResponse, cnaeListQueryOptions, cnaeMutations, type Http } from '@product/api/client';
import { type CnaeForm, catalogueSuccessTexts } from '@product/domain';
import {
  ConfirmDeleteDialog,
  DataTable,
  dataTableColumnHelper,
  InactiveBadge,
  Inline,
  RiskBadge,
  Stack,
} from '@product/ui';
import { useMemo } from 'react';
import { searchFilterProps } from '#/lib/active-filters';
import { type ListSearch, listQueryOf } from '#/lib/list-search';
import { CreatedEdited } from '#/shared/CreatedEdited';
import { ListFrame } from '#/shared/ListFrame';
import { RowActions, rowActionsMeta } from '#/shared/RowActions';
import { useListCrud } from '#/shared/use-list-crud';
import { adminBreadcrumbs } from '../page-header';
import { CnaeFormDialog } from './CnaeFormDialog';

export interface CnaeListPageProps {
  http: Http;
  /** The list state from the URL. */
  search: ListSearch;
  /** The page of CNAEs the URL asks for. */
  data: CnaeListResponse['result'][0];
  /** Moves the list state in the URL; a new search or page size goes back to the first page. */
  onSearchChange: (next: Partial<ListSearch>) => void;
}

/** The CNAE catalogue (spec 1 §2 'CNAEs'): CONFORMA only; search, pages, add, edit, delete. */
export function CnaeListPage({ http, search: listSearch, data, onSearchChange: goTo }: CnaeListPageProps) {
  const { editing, setEditing, deleting, setDeleting, formDialog, deleteDialog } = useListCrud({
    http,
    mutations: cnaeMutations,
    create: (values: CnaeForm) => values,
    update: (cnae: Cnae, values: CnaeForm) => ({ id: cnae.id, body: values }),
    remove: (cnae: Cnae) => cnae.id,
    texts: {
      created: catalogueSuccessTexts.cnaeCreated,
      updated: catalogueSuccessTexts.cnaeUpdated,
      deleted: catalogueSuccessTexts.cnaeDeleted,
      createFailed: 'Não foi possível criar o CNAE.',
      updateFailed: 'Não foi possível alterar o CNAE.',
      deleteFailed: 'Não foi possível excluir este CNAE.',
    },
  });

  const columns = useMemo(
    () => cnaeColumns({ onEdit: (cnae) => setEditing({ mode: 'edit', record: cnae }), onDelete: setDeleting }),
    [setEditing, setDeleting],
  );
  const initial = useMemo(
    () =>
      editing?.mode === 'edit'
        ? {
            codeClass: editing.record.codeClass,
            codeDescription: editing.record.codeDescription,
            registrationLevel: editing.record.registrationLevel,
            enabled: editing.record.enabled,
          }
        : undefined,
    [editing],
  );

  return (
    <ListFrame
      title="CNAEs"
      breadcrumbs={adminBreadcrumbs('CNAEs')}
      search={listSearch}
      total={data.total}
      onSearchChange={goTo}
      listQuery={(next) => cnaeListQueryOptions(http, listQueryOf(next))}
      loadFailedTitle="Não foi possível carregar os CNAEs."
      onAdd={() => setEditing({ mode: 'add' })}
      dialogs={
        <>
          <CnaeFormDialog {...formDialog} initial={initial} />
          <ConfirmDeleteDialog
            {...deleteDialog}
            title="Excluir CNAE"
            itemName={deleting ? `${deleting.codeClass} ${deleting.codeDescription}` : undefined}
          />
        </>
      }
    >
      <DataTable
        label="CNAEs"
        columns={columns}
        data={data.items}
        getRowId={(cnae) => String(cnae.id)}
        onRowClick={(cnae) => setEditing({ mode: 'edit', record: cnae })}
        nothingFoundText="Nenhum CNAE encontrado"
        {...searchFilterProps(listSearch.search, goTo)}
      />
    </ListFrame>
  );
}

const col = dataTableColumnHelper<Cnae>();

/** The spec's columns: ID, Código/Descrição (with the risk and 'Inativo'), Criação/Edição, Opções. */
function cnaeColumns(actions: { onEdit: (cnae: Cnae) => void; onDelete: (cnae: Cnae) => void }) {
  return col.columns([
    col.accessor('id', { header: 'ID', meta: { nowrap: true } }),
    col.display({
      id: 'code',
      header: 'Código/Descrição',
      cell: ({ row: { original: cnae } }) => (
        <Stack space="xxsmall">
          <Inline space="xsmall" alignY="center">
            <strong>{cnae.codeClass}</strong>
            <RiskBadge level={cnae.registrationLevel} />
            {cnae.enabled ? null : <InactiveBadge />}
          </Inline>
          <span>{cnae.codeDescription}</span>
        </Stack>
      ),
    }),
    col.display({
      id: 'dates',
      header: 'Criação/Edição',
      meta: { nowrap: true },
      cell: ({ row: { original: cnae } }) => <CreatedEdited createdAt={cnae.createdAt} updatedAt={cnae.updatedAt} />,
    }),
    col.display({
      id: 'options',
      header: 'Opções',
      meta: rowActionsMeta,
      cell: ({ row: { original: cnae } }) => (
        <RowActions onEdit={() => actions.onEdit(cnae)} onDelete={() => actions.onDelete(cnae)} />
      ),
    }),
  ]);
}
