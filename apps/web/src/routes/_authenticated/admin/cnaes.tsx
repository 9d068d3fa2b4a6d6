import { type Cnae, cnaeKeys, cnaeListQueryOptions, createCnae, deleteCnae, updateCnae } from '@product/api/client';
import { type CnaeForm, catalogueSuccessTexts, formatDateTime, fromWireDate } from '@product/domain';
import {
  Button,
  ConfirmDeleteDialog,
  DataTable,
  dataTableColumnHelper,
  InactiveBadge,
  Inline,
  notify,
  RiskBadge,
  Stack,
} from '@product/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { AdminListFrame } from '../../../admin/AdminListFrame';
import { CnaeFormDialog } from '../../../admin/cnaes/CnaeFormDialog';
import { requireAdminRoute } from '../../../lib/admin-guard';
import { notifyApiError } from '../../../lib/errors';
import { listQueryOf, listSearchDefaults, listSearchSchema } from '../../../lib/list-search';
import { LoadError } from '../../../lib/load-error';

/** CNAE catalogue (spec 1 §2 'CNAEs'): CONFORMA only; search, pages, add, edit, delete. */
export const Route = createFileRoute('/_authenticated/admin/cnaes')({
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  beforeLoad: ({ context, preload }) => requireAdminRoute(context.session.access_role, 'cnaes', preload),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(cnaeListQueryOptions(context.http, listQueryOf(deps))),
  component: CnaeListPage,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar os CNAEs." />,
});

type Editing = { mode: 'add' } | { mode: 'edit'; cnae: Cnae } | null;

function CnaeListPage() {
  const { http } = Route.useRouteContext();
  const listSearch = Route.useSearch();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(cnaeListQueryOptions(http, listQueryOf(listSearch)));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Cnae | null>(null);
  const goTo = (next: Partial<typeof listSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });

  const refresh = () => queryClient.invalidateQueries({ queryKey: cnaeKeys.all });
  const save = useMutation({
    mutationFn: (values: CnaeForm) =>
      editing?.mode === 'edit' ? updateCnae(http, editing.cnae.id, values) : createCnae(http, values),
    onSuccess: () => {
      notify.success(editing?.mode === 'edit' ? catalogueSuccessTexts.cnaeUpdated : catalogueSuccessTexts.cnaeCreated);
      void refresh();
    },
    onError: (error) =>
      notifyApiError(
        editing?.mode === 'edit' ? 'Não foi possível alterar o CNAE.' : 'Não foi possível criar o CNAE.',
        error,
      ),
  });
  const remove = useMutation({
    mutationFn: (cnae: Cnae) => deleteCnae(http, cnae.id),
    onSuccess: () => {
      notify.success(catalogueSuccessTexts.cnaeDeleted);
      setDeleting(null);
      void refresh();
    },
    onError: (error) => notifyApiError('Não foi possível excluir este CNAE.', error),
  });

  const columns = useMemo(
    () => cnaeColumns({ onEdit: (cnae) => setEditing({ mode: 'edit', cnae }), onDelete: setDeleting }),
    [],
  );
  const initial = useMemo(
    () =>
      editing?.mode === 'edit'
        ? {
            codeClass: editing.cnae.codeClass,
            codeDescription: editing.cnae.codeDescription,
            registrationLevel: editing.cnae.registrationLevel,
            enabled: editing.cnae.enabled,
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
        onRowClick={(cnae) => setEditing({ mode: 'edit', cnae })}
        searchTerm={listSearch.search || undefined}
        onBack={() => goTo({ search: '', page: 0 })}
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
      cell: ({ row: { original: cnae } }) => (
        <Stack space="xxsmall">
          <span>{formatDateTime(fromWireDate(cnae.createdAt))}</span>
          <span>{cnae.updatedAt ? formatDateTime(fromWireDate(cnae.updatedAt)) : 'n/d'}</span>
        </Stack>
      ),
    }),
    col.display({
      id: 'options',
      header: 'Opções',
      meta: { align: 'end' },
      cell: ({ row: { original: cnae } }) => (
        <Inline space="xsmall" align="flex-end">
          <Button size="small" variant="secondary" onClick={() => actions.onEdit(cnae)}>
            Editar
          </Button>
          <Button size="small" variant="ghost" onClick={() => actions.onDelete(cnae)}>
            Excluir
          </Button>
        </Inline>
      ),
    }),
  ]);
}
