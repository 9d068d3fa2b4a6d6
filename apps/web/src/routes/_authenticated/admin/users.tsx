import {
  type AdminUser,
  adminUserKeys,
  adminUserListQueryOptions,
  createAdminUser,
  deleteAdminUser,
  updateAdminUser,
} from '@product/api/client';
import {
  type AdminUserCreateForm,
  type AdminUserEditForm,
  catalogueSuccessTexts,
  formatDateTime,
  fromWireDate,
} from '@product/domain';
import {
  Badge,
  ConfirmDeleteDialog,
  DataTable,
  dataTableColumnHelper,
  IconButton,
  InactiveBadge,
  Inline,
  Link,
  NewBadge,
  notify,
  RoleBadge,
  Stack,
  vars,
} from '@product/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { AdminListFrame } from '../../../admin/AdminListFrame';
import { PencilIcon, TrashIcon } from '../../../admin/icons';
import { AdminUserFormDialog } from '../../../admin/users/AdminUserFormDialog';
import { adminUserRoleLabel } from '../../../admin/users/role-label';
import { requireAdminRoute } from '../../../lib/admin-guard';
import { notifyApiError } from '../../../lib/errors';
import { listQueryOf, listSearchDefaults, listSearchSchema } from '../../../lib/list-search';
import { LoadError } from '../../../lib/load-error';

/** Staff users (spec 1 §2 'Admin users list'): CONFORMA only; search, pages, add, edit, delete. */
export const Route = createFileRoute('/_authenticated/admin/users')({
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  beforeLoad: ({ context, preload }) => requireAdminRoute(context.session.access_role, 'users', preload),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(adminUserListQueryOptions(context.http, listQueryOf(deps))),
  component: AdminUserListPage,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar os usuários." />,
});

type Editing = { mode: 'add' } | { mode: 'edit'; user: AdminUser } | null;

function AdminUserListPage() {
  const { http, session, now } = Route.useRouteContext();
  const listSearch = Route.useSearch();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(adminUserListQueryOptions(http, listQueryOf(listSearch)));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const goTo = (next: Partial<typeof listSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
  const save = useMutation({
    mutationFn: (values: AdminUserEditForm) =>
      editing?.mode === 'edit'
        ? updateAdminUser(http, editing.user.id, values)
        : // On add the dialog validated with the create schema: a password and one of the offered types.
          createAdminUser(http, values as AdminUserCreateForm),
    onSuccess: () => {
      notify.success(editing?.mode === 'edit' ? catalogueSuccessTexts.userUpdated : catalogueSuccessTexts.userCreated);
      void refresh();
    },
    onError: (error) =>
      notifyApiError(
        editing?.mode === 'edit' ? 'Não foi possível alterar o usuário.' : 'Não foi possível criar o usuário.',
        error,
      ),
  });
  const remove = useMutation({
    mutationFn: (user: AdminUser) => deleteAdminUser(http, user.id),
    onSuccess: () => {
      notify.success(catalogueSuccessTexts.userDeleted);
      setDeleting(null);
      void refresh();
    },
    onError: (error) => notifyApiError('Não foi possível excluir o usuário.', error),
  });

  // One 'today' per visit: the 'Novo' badges hold still and the columns stay memoised.
  const [today] = useState(now);
  const columns = useMemo(
    () =>
      adminUserColumns({
        selfId: session.id,
        now: today,
        onEdit: (user) => setEditing({ mode: 'edit', user }),
        onDelete: setDeleting,
      }),
    [session.id, today],
  );
  const initial = useMemo(
    () =>
      editing?.mode === 'edit'
        ? {
            name: editing.user.name,
            email: editing.user.email,
            systemRole: editing.user.systemRole,
            enabled: editing.user.enabled,
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
      onAdd={() => setEditing({ mode: 'add' })}
      dialogs={
        <>
          <AdminUserFormDialog
            open={editing !== null}
            initial={initial}
            self={editing?.mode === 'edit' && editing.user.id === session.id}
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
        onRowClick={(user) => setEditing({ mode: 'edit', user })}
        searchTerm={listSearch.search || undefined}
        onBack={() => goTo({ search: '', page: 0 })}
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
      cell: ({ row: { original: user } }) =>
        // PROVIDER and BUSINESS have no role badge (spec 1 §6): a neutral one names them.
        user.systemRole === 'PROVIDER' || user.systemRole === 'BUSINESS' ? (
          <Badge tone="neutral">{adminUserRoleLabel(user.systemRole)}</Badge>
        ) : (
          <RoleBadge role={user.systemRole} />
        ),
    }),
    col.display({
      id: 'dates',
      header: 'Criação/Edição',
      meta: { nowrap: true },
      cell: ({ row: { original: user } }) => (
        <Stack space="xxsmall">
          <span>{formatDateTime(fromWireDate(user.createdAt))}</span>
          <span>{user.updatedAt ? formatDateTime(fromWireDate(user.updatedAt)) : 'n/d'}</span>
        </Stack>
      ),
    }),
    col.display({
      id: 'options',
      header: 'Opções',
      meta: { align: 'end' },
      cell: ({ row: { original: user } }) => (
        <Inline space="xsmall" align="flex-end">
          <IconButton label="Editar" tone="primary" icon={<PencilIcon />} onClick={() => options.onEdit(user)} />
          {user.id === options.selfId ? (
            // One's own user is deleted from My account ('Excluir conta'), never here: no trash icon,
            // an empty slot of the same width keeps the pencils in line.
            <span aria-hidden="true" style={{ width: vars.size.controlMedium }} />
          ) : (
            <IconButton label="Excluir" tone="danger" icon={<TrashIcon />} onClick={() => options.onDelete(user)} />
          )}
        </Inline>
      ),
    }),
  ]);
}
