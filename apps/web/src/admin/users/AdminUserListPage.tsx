import {
  type AdminUser,
  type AdminUserListResponse,
  adminUserListQueryOptions,
  adminUserMutations,
  type Http,
  type SessionClaims,
} from '@product/api/client';
import type { AdminUserCreateForm, AdminUserEditForm } from '@product/domain';
import { ConfirmDeleteDialog, DataTable } from '@product/ui';
import { useMemo, useState } from 'react';
import { searchFilterProps } from '#/lib/active-filters';
import { type ListSearch, listQueryOf } from '#/lib/list-search';
import { ListFrame } from '#/shared/ListFrame';
import { ResetSecondFactor } from '#/shared/ResetSecondFactor';
import { useListCrud } from '#/shared/use-list-crud';
import { userColumns, userItemName, userListTexts } from '#/shared/user-list';
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
  const { editing, setEditing, deleting, setDeleting, formDialog, deleteDialog } = useListCrud({
    http,
    mutations: adminUserMutations,
    // On add the dialog validated with the create schema: a password and one of the offered types.
    create: (values: AdminUserEditForm) => values as AdminUserCreateForm,
    update: (user: AdminUser, values: AdminUserEditForm) => ({ id: user.id, body: values }),
    remove: (user: AdminUser) => user.id,
    texts: userListTexts,
  });

  // One 'today' per visit: the 'Novo' badges hold still and the columns stay memoised.
  const [today] = useState(now);
  const columns = useMemo(
    () =>
      userColumns<AdminUser>({
        now: today,
        canEdit: () => true,
        // One's own user is deleted from My account ('Excluir conta'), never here: no trash icon.
        canDelete: (user) => user.id !== session.id,
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
            {...formDialog}
            initial={initial}
            extra={
              editing?.mode === 'edit' && editing.record.id !== session.id ? (
                <ResetSecondFactor http={http} user={editing.record} />
              ) : undefined
            }
            self={editing?.mode === 'edit' && editing.record.id === session.id}
          />
          <ConfirmDeleteDialog {...deleteDialog} title="Excluir usuário" itemName={userItemName(deleting)} />
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
        {...searchFilterProps(listSearch.search, goTo)}
      />
    </ListFrame>
  );
}
