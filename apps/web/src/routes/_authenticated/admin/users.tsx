import {
  type AdminUser,
  adminUserKeys,
  adminUserListQueryOptions,
  createAdminUser,
  deleteAdminUser,
  updateAdminUser,
} from '@product/api/client';
import { type AdminUserCreateForm, type AdminUserEditForm, catalogueSuccessTexts, fromWireDate } from '@product/domain';
import {
  ConfirmDeleteDialog,
  DataTable,
  dataTableColumnHelper,
  InactiveBadge,
  Inline,
  Link,
  NewBadge,
  Stack,
} from '@product/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { AdminListFrame } from '../../../admin/AdminListFrame';
import { CreatedEdited } from '../../../admin/CreatedEdited';
import { RowActions, rowActionsMeta } from '../../../admin/RowActions';
import { useAdminCrud } from '../../../admin/use-admin-crud';
import { AdminUserFormDialog } from '../../../admin/users/AdminUserFormDialog';
import { UserTypeCell } from '../../../admin/users/UserTypeCell';
import { searchFilter } from '../../../lib/active-filters';
import { requireAdminRoute } from '../../../lib/admin-guard';
import { listQueryOf, listSearchDefaults, validateListSearch } from '../../../lib/list-search';
import { LoadError } from '../../../lib/load-error';

/** Staff users (spec 1 §2 'Admin users list'): CONFORMA only; search, pages, add, edit, delete. */
export const Route = createFileRoute('/_authenticated/admin/users')({
  validateSearch: validateListSearch,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  beforeLoad: ({ context, preload }) => requireAdminRoute(context.session.access_role, 'users', preload),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(adminUserListQueryOptions(context.http, listQueryOf(deps))),
  component: AdminUserListPage,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar os usuários." />,
});

function AdminUserListPage() {
  const { http, session, now } = Route.useRouteContext();
  const listSearch = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(adminUserListQueryOptions(http, listQueryOf(listSearch)));
  const goTo = (next: Partial<typeof listSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });

  const { editing, setEditing, deleting, setDeleting, save, remove } = useAdminCrud<AdminUser, AdminUserEditForm>({
    queryKey: adminUserKeys.all,
    // On add the dialog validated with the create schema: a password and one of the offered types.
    create: (values) => createAdminUser(http, values as AdminUserCreateForm),
    update: (user, values) => updateAdminUser(http, user.id, values),
    remove: (user) => deleteAdminUser(http, user.id),
    texts: {
      created: catalogueSuccessTexts.userCreated,
      updated: catalogueSuccessTexts.userUpdated,
      deleted: catalogueSuccessTexts.userDeleted,
      createFailed: 'Não foi possível criar o usuário.',
      updateFailed: 'Não foi possível alterar o usuário.',
      deleteFailed: 'Não foi possível excluir o usuário.',
    },
  });

  // One 'today' per visit: the 'Novo' badges hold still and the columns stay memoised.
  const [today] = useState(now);
  const columns = useMemo(
    () =>
      adminUserColumns({
        selfId: session.id,
        now: today,
        onEdit: (user) => setEditing({ mode: 'edit', record: user }),
        onDelete: setDeleting,
      }),
    [session.id, today, setEditing, setDeleting],
  );
  const initial = useMemo(
    () =>
      editing?.mode === 'edit'
        ? {
            name: editing.record.name,
            email: editing.record.email,
            systemRole: editing.record.systemRole,
            enabled: editing.record.enabled,
          }
        : undefined,
    [editing],
  );

  return (
    <AdminListFrame
      title="Usuários"
      search={listSearch}
      total={data.total}
      onSearchChange={goTo}
      listQuery={(next) => adminUserListQueryOptions(http, listQueryOf(next))}
      loadFailedTitle="Não foi possível carregar os usuários."
      onAdd={() => setEditing({ mode: 'add' })}
      dialogs={
        <>
          <AdminUserFormDialog
            open={editing !== null}
            initial={initial}
            self={editing?.mode === 'edit' && editing.record.id === session.id}
            onSave={(values) => save.mutateAsync(values)}
            onClose={() => setEditing(null)}
          />
          <ConfirmDeleteDialog
            open={deleting !== null}
            title="Excluir usuário"
            itemName={deleting ? `${deleting.name} (${deleting.email})` : undefined}
            loading={remove.isPending}
            onConfirm={() => deleting && remove.mutate(deleting)}
            onClose={() => setDeleting(null)}
          />
        </>
      }
    >
      <DataTable
        label="Usuários"
        columns={columns}
        data={data.items}
        getRowId={(user) => String(user.id)}
        onRowClick={(user) => setEditing({ mode: 'edit', record: user })}
        nothingFoundText="Nenhum usuário encontrado"
        activeFilters={searchFilter(listSearch.search)}
        onClearFilters={() => goTo({ search: '', page: 0 })}
      />
    </AdminListFrame>
  );
}

const col = dataTableColumnHelper<AdminUser>();

/** A name rendered as a button with the link look (Link's `render`; a bare button keeps its chrome). */
const nameButtonStyle = { background: 'none', border: 0, padding: 0, textAlign: 'start' } as const;

/** The spec's columns: ID, Usuário (name, email, 'Novo', 'Inativo'), Tipo, Criação/Edição, Opções. */
function adminUserColumns(options: {
  /** The signed-in person: their row offers no trash icon (the server refuses deleting oneself). */
  selfId: number;
  now: Date;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}) {
  return col.columns([
    col.accessor('id', { header: 'ID', meta: { nowrap: true } }),
    col.display({
      id: 'user',
      header: 'Usuário',
      cell: ({ row: { original: user } }) => (
        <Stack space="xxsmall">
          <Inline space="xsmall" alignY="center">
            <Link
              render={<button type="button" style={nameButtonStyle} onClick={() => options.onEdit(user)} />}
              tone={user.enabled ? 'primary' : 'danger'}
            >
              {user.name}
            </Link>
            <NewBadge createdAt={fromWireDate(user.createdAt)} now={options.now} />
            {user.enabled ? null : <InactiveBadge />}
          </Inline>
          <span>{user.email}</span>
        </Stack>
      ),
    }),
    col.display({
      id: 'role',
      header: 'Tipo',
      meta: { nowrap: true },
      cell: ({ row: { original: user } }) => <UserTypeCell role={user.systemRole} />,
    }),
    col.display({
      id: 'dates',
      header: 'Criação/Edição',
      meta: { nowrap: true },
      cell: ({ row: { original: user } }) => <CreatedEdited createdAt={user.createdAt} updatedAt={user.updatedAt} />,
    }),
    col.display({
      id: 'options',
      header: 'Opções',
      meta: rowActionsMeta,
      cell: ({ row: { original: user } }) => (
        <RowActions
          onEdit={() => options.onEdit(user)}
          // One's own user is deleted from My account ('Excluir conta'), never here: no trash icon.
          onDelete={user.id === options.selfId ? undefined : () => options.onDelete(user)}
        />
      ),
    }),
  ]);
}
