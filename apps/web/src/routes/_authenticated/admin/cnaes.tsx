import { type Cnae, cnaeKeys, cnaeListQueryOptions, createCnae, deleteCnae, updateCnae } from '@product/api/client';
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
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AdminListFrame } from '../../../admin/AdminListFrame';
import { CreatedEdited } from '../../../admin/CreatedEdited';
import { CnaeFormDialog } from '../../../admin/cnaes/CnaeFormDialog';
import { RowActions, rowActionsMeta } from '../../../admin/RowActions';
import { useAdminCrud } from '../../../admin/use-admin-crud';
import { searchFilter } from '../../../lib/active-filters';
import { requireAdminRoute } from '../../../lib/admin-guard';
import { listQueryOf, listSearchDefaults, validateListSearch } from '../../../lib/list-search';
import { LoadError } from '../../../lib/load-error';

/** CNAE catalogue (spec 1 §2 'CNAEs'): CONFORMA only; search, pages, add, edit, delete. */
export const Route = createFileRoute('/_authenticated/admin/cnaes')({
  validateSearch: validateListSearch,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  beforeLoad: ({ context, preload }) => requireAdminRoute(context.session.access_role, 'cnaes', preload),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(cnaeListQueryOptions(context.http, listQueryOf(deps))),
  component: CnaeListPage,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar os CNAEs." />,
});

function CnaeListPage() {
  const { http } = Route.useRouteContext();
  const listSearch = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(cnaeListQueryOptions(http, listQueryOf(listSearch)));
  const goTo = (next: Partial<typeof listSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });

  const { editing, setEditing, deleting, setDeleting, save, remove } = useAdminCrud<Cnae, CnaeForm>({
    queryKey: cnaeKeys.all,
    create: (values) => createCnae(http, values),
    update: (cnae, values) => updateCnae(http, cnae.id, values),
    remove: (cnae) => deleteCnae(http, cnae.id),
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
    <AdminListFrame
      title="CNAEs"
      search={listSearch}
      total={data.total}
      onSearchChange={goTo}
      listQuery={(next) => cnaeListQueryOptions(http, listQueryOf(next))}
      loadFailedTitle="Não foi possível carregar os CNAEs."
      onAdd={() => setEditing({ mode: 'add' })}
      dialogs={
        <>
          <CnaeFormDialog
            open={editing !== null}
            initial={initial}
            onSave={(values) => save.mutateAsync(values)}
            onClose={() => setEditing(null)}
          />
          <ConfirmDeleteDialog
            open={deleting !== null}
            title="Excluir CNAE"
            itemName={deleting ? `${deleting.codeClass} ${deleting.codeDescription}` : undefined}
            loading={remove.isPending}
            onConfirm={() => deleting && remove.mutate(deleting)}
            onClose={() => setDeleting(null)}
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
        activeFilters={searchFilter(listSearch.search)}
        onClearFilters={() => goTo({ search: '', page: 0 })}
      />
    </AdminListFrame>
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
