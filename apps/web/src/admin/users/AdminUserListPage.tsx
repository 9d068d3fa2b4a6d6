import {
  type AdminUser,
  type AdminUserListResponse,
  adminUserListQueryOptions,
  adminUserMutations,
  type Http,
  type SessionClaims,
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
import { useMemo, useState } from 'react';
import { searchFilter } from '../../lib/active-filters';
import { type ListSearch, listQueryOf } from '../../lib/list-search';
import { CreatedEdited } from '../../shared/CreatedEdited';
import { ListFrame } from '../../shared/ListFrame';
import { RowActions, rowActionsMeta } from '../../shared/RowActions';
import { UserTypeCell } from '../../shared/UserTypeCell';
import { useListCrud } from '../../shared/use-list-crud';
import { adminBreadcrumbs } from '../page-header';
import { AdminUserFormDialog } from './AdminUserFormDialog';

export interface AdminUserListPageProps {
  http: Http;
  /** The signed-in staff member: their own row has no trash icon, and their own record says so. */
  session: SessionClaims;
  /** Today, for the 'Novo' badges: read once per visit. */
  now: () => Date;
  /** The list state from the URL. */
  search: ListSearch;
  /** The page of users the URL asks for. */
  data: AdminUserListResponse['result'][0];
  /** Moves the list state in the URL; a new search or page size goes back to the first page. */
  onSearchChange: (next: Partial<ListSearch>) => void;
}

/** Staff users (spec 1 §2 'Admin users list'): CONFORMA only; search, pages, add, edit, delete. */
export function AdminUserListPage({
  http,
  session,
  now,
  search: listSearch,
  data,
  onSearchChange: goTo,
}: AdminUserListPageProps) {
  const { editing, setEditing, deleting, setDeleting, save, remove } = useListCrud({
    http,
    mutations: adminUserMutations,
    // On add the dialog validated with the create schema: a password and one of the offered types.
    create: (values: AdminUserEditForm) => values as AdminUserCreateForm,
    update: (user: AdminUser, values: AdminUserEditForm) => ({ id: user.id, body: values }),
    remove: (user: AdminUser) => user.id,
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
    <ListFrame
      title="Usuários"
      breadcrumbs={adminBreadcrumbs('Usuários')}
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
    </ListFrame>
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
