import {
  type ClientUser,
  type ClientUserCreateRequest,
  clientUserKeys,
  clientUserListQueryOptions,
  clientUserQueryOptions,
  companySelectorQueryOptions,
  createClientUser,
  deleteClientUser,
  updateClientUser,
} from '@product/api/client';
import {
  type ClientUserEditForm,
  catalogueSuccessTexts,
  clientUserRolesGrantableBy,
  permissionCodes,
} from '@product/domain';
import { AccessRestricted, ConfirmDeleteDialog, DataTable, PageHeader, Stack } from '@product/ui';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AdminListFrame } from '../../../admin/AdminListFrame';
import { renderRouterLink } from '../../../admin/page-header';
import { useAdminCrud } from '../../../admin/use-admin-crud';
import { useSignOut } from '../../../auth/use-sign-out';
import { clientBreadcrumbs, clientHome } from '../../../client/page-header';
import { ClientUserFormDialog } from '../../../client/users/ClientUserFormDialog';
import { clientUserColumns } from '../../../client/users/client-user-columns';
import { searchFilter } from '../../../lib/active-filters';
import { requireClientRoute, sessionHolds } from '../../../lib/client-guard';
import { notifyApiError } from '../../../lib/errors';
import { listQueryOf, listSearchDefaults, validateListSearch } from '../../../lib/list-search';
import { LoadError } from '../../../lib/load-error';

const title = 'Usuários';

/**
 * The client account's users (spec 2 §2 'Client users', §6): the list needs GET_USER, 'Adicionar'
 * CREATE_USER, edit UPDATE_USER and delete DELETE_USER; one's own record always opens.
 */
export const Route = createFileRoute('/_authenticated/client/users')({
  validateSearch: validateListSearch,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  beforeLoad: ({ context, preload }) => requireClientRoute(context.session.access_role, 'users', preload),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // Without GET_USER the page says 'Acesso restrito' and asks the server nothing.
    if (!sessionHolds(context.session, 'GET_USER')) return;
    await context.queryClient.ensureQueryData(clientUserListQueryOptions(context.http, listQueryOf(deps)));
  },
  component: ClientUsersRoute,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar os usuários." />,
});

function ClientUsersRoute() {
  const { session } = Route.useRouteContext();
  return sessionHolds(session, 'GET_USER') ? <ClientUserListPage /> : <ClientUsersRestricted />;
}

/** A USER without GET_USER: the page's title, then 'Acesso restrito' in place of the list. */
function ClientUsersRestricted() {
  const navigate = Route.useNavigate();
  const signOut = useSignOut();
  return (
    <Stack space="large">
      <PageHeader title={title} breadcrumbs={clientBreadcrumbs(title)} renderLink={renderRouterLink} />
      <AccessRestricted headingLevel={2} onBack={() => void navigate({ to: clientHome.href })} onSignOut={signOut} />
    </Stack>
  );
}

function ClientUserListPage() {
  const { http, session, now } = Route.useRouteContext();
  const listSearch = Route.useSearch();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(clientUserListQueryOptions(http, listQueryOf(listSearch)));
  const goTo = (next: Partial<typeof listSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });

  const { editing, setEditing, deleting, setDeleting, save, remove } = useAdminCrud<ClientUser, ClientUserEditForm>({
    queryKey: clientUserKeys.all,
    // On add the dialog validated with the create schema: a password and ADMIN or USER.
    create: (values) => createClientUser(http, values as ClientUserCreateRequest),
    update: (user, values) => updateClientUser(http, user.id, values),
    remove: (user) => deleteClientUser(http, user.id),
    texts: {
      created: catalogueSuccessTexts.userCreated,
      updated: catalogueSuccessTexts.userUpdated,
      deleted: catalogueSuccessTexts.userDeleted,
      createFailed: 'Não foi possível criar o usuário.',
      updateFailed: 'Não foi possível alterar o usuário.',
      deleteFailed: 'Não foi possível excluir o usuário.',
    },
  });

  const self = editing?.mode === 'edit' && editing.record.id === session.id;
  // Companies are assigned only to others (one's own stay as they are), and only by someone who
  // may list them (GET_COMPANY): read them only then; otherwise none is offered.
  const seesCompanies = sessionHolds(session, 'GET_COMPANY');
  const companies = useQuery({
    ...companySelectorQueryOptions(http),
    enabled: editing !== null && !self && seesCompanies,
  });
  useEffect(() => {
    if (companies.error) notifyApiError('Não foi possível carregar as empresas.', companies.error);
  }, [companies.error]);

  const access = useMemo(() => {
    const holdsUpdate = sessionHolds(session, 'UPDATE_USER');
    const holdsDelete = sessionHolds(session, 'DELETE_USER');
    // A USER manages only users like themself (the server refuses the rest).
    const manages = (user: ClientUser) => session.access_role !== 'USER' || user.systemRole === 'USER';
    return {
      holdsUpdate,
      canCreate: sessionHolds(session, 'CREATE_USER'),
      // Spec 2 §6: a user may open their own record without UPDATE_USER.
      canEdit: (user: ClientUser) => user.id === session.id || (holdsUpdate && manages(user)),
      canDelete: (user: ClientUser) => user.id !== session.id && holdsDelete && manages(user),
      roles: clientUserRolesGrantableBy(session.access_role),
      codes: permissionCodes.filter((code) => sessionHolds(session, code)),
    };
  }, [session]);

  // The record as the server has it now: the list row may be older than the last change.
  const openEdit = useCallback(
    async (user: ClientUser) => {
      try {
        setEditing({ mode: 'edit', record: await queryClient.fetchQuery(clientUserQueryOptions(http, user.id)) });
      } catch (error) {
        notifyApiError('Não foi possível carregar o usuário.', error);
      }
    },
    [http, queryClient, setEditing],
  );

  // One 'today' per visit: the 'Novo' badges hold still and the columns stay memoised.
  const [today] = useState(now);
  const columns = useMemo(
    () =>
      clientUserColumns({
        now: today,
        canEdit: access.canEdit,
        canDelete: access.canDelete,
        onEdit: (user) => void openEdit(user),
        onDelete: setDeleting,
      }),
    [today, access, openEdit, setDeleting],
  );

  return (
    <AdminListFrame
      title={title}
      breadcrumbs={clientBreadcrumbs(title)}
      search={listSearch}
      total={data.total}
      onSearchChange={goTo}
      listQuery={(next) => clientUserListQueryOptions(http, listQueryOf(next))}
      loadFailedTitle="Não foi possível carregar os usuários."
      onAdd={access.canCreate ? () => setEditing({ mode: 'add' }) : undefined}
      dialogs={
        <>
          <ClientUserFormDialog
            open={editing !== null}
            record={editing?.mode === 'edit' ? editing.record : undefined}
            self={self}
            roles={access.roles}
            grantableCodes={access.codes}
            companies={seesCompanies ? companies.data : []}
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
        label={title}
        columns={columns}
        data={data.items}
        getRowId={(user) => String(user.id)}
        // Rows open only for who may edit others; one's own record opens from its name or pencil.
        onRowClick={
          access.holdsUpdate
            ? (user) => {
                if (access.canEdit(user)) void openEdit(user);
              }
            : undefined
        }
        nothingFoundText="Nenhum usuário encontrado"
        activeFilters={searchFilter(listSearch.search)}
        onClearFilters={() => goTo({ search: '', page: 0 })}
      />
    </AdminListFrame>
  );
}
