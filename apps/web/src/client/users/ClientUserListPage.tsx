import {
  type ClientUser,
  type ClientUserCreateRequest,
  type ClientUserListResponse,
  clientUserListQueryOptions,
  clientUserMutations,
  clientUserQueryOptions,
  companySelectorQueryOptions,
  type Http,
  type SessionClaims,
} from '@product/api/client';
import { brand, type ClientUserEditForm, clientUserRolesGrantableBy, permissionCodes } from '@product/domain';
import { ConfirmDeleteDialog, DataTable, PageHeader, Stack } from '@product/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { searchFilterProps } from '#/lib/active-filters';
import { sessionHolds } from '#/lib/client-guard';
import { notifyApiError } from '#/lib/errors';
import { type ListSearch, listQueryOf } from '#/lib/list-search';
import { ListFrame } from '#/shared/ListFrame';
import { AccessRestrictedSection } from '#/shared/NotFoundAndAccess';
import { ResetSecondFactor } from '#/shared/ResetSecondFactor';
import { useListCrud } from '#/shared/use-list-crud';
import { userColumns, userItemName, userListTexts } from '#/shared/user-list';
import { clientBreadcrumbs, clientHome } from '../page-header';
import { ClientUserFormDialog } from './ClientUserFormDialog';
import { MfaPolicySwitch } from './MfaPolicySwitch';

const title = 'Usuários';

/** A USER without GET_USER: the page's title, then 'Acesso restrito' in place of the list. */
export function ClientUserListRestricted() {
  return (
    <Stack space="large">
      <PageHeader title={title} breadcrumbs={clientBreadcrumbs(title)} />
      <AccessRestrictedSection backTo={clientHome.href} />
    </Stack>
  );
}

export interface ClientUserListPageProps {
  http: Http;
  /** The signed-in person: their permission codes decide what they may add, edit and delete. */
  session: SessionClaims;
  /** Today, for the 'Novo' badges: read once per visit. */
  now: () => Date;
  /** The list state from the URL. */
  search: ListSearch;
  /** The page of users the URL asks for. */
  data: ClientUserListResponse;
  /** Moves the list state in the URL; a new search or page size goes back to the first page. */
  onSearchChange: (next: Partial<ListSearch>) => void;
}

/**
 * The client account's users (spec 2 §2 'Client users', §6): the list needs GET_USER, 'Adicionar'
 * CREATE_USER, edit UPDATE_USER and delete DELETE_USER; one's own record always opens.
 */
export function ClientUserListPage({
  http,
  session,
  now,
  search: listSearch,
  data,
  onSearchChange: goTo,
}: ClientUserListPageProps) {
  const queryClient = useQueryClient();

  const { editing, setEditing, deleting, setDeleting, formDialog, deleteDialog } = useListCrud({
    http,
    mutations: clientUserMutations,
    // On add the dialog validated with the create schema: a password and ADMIN or USER.
    create: (values: ClientUserEditForm) => values as ClientUserCreateRequest,
    update: (user: ClientUser, values: ClientUserEditForm) => ({ id: user.id, body: values }),
    remove: (user: ClientUser) => user.id,
    texts: userListTexts,
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
      userColumns<ClientUser>({
        now: today,
        breakEmail: true,
        canEdit: access.canEdit,
        canDelete: access.canDelete,
        onEdit: (user) => void openEdit(user),
        onDelete: setDeleting,
      }),
    [today, access, openEdit, setDeleting],
  );

  return (
    <ListFrame
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
            {...formDialog}
            record={editing?.mode === 'edit' ? editing.record : undefined}
            self={self}
            roles={access.roles}
            grantableCodes={access.codes}
            companies={seesCompanies ? companies.data : []}
            // Only the provider's administrators reset someone's second factor (the server's rule too).
            extra={
              editing?.mode === 'edit' && !self && session.access_role === brand.roleCode ? (
                <ResetSecondFactor http={http} user={editing.record} />
              ) : undefined
            }
          />
          <ConfirmDeleteDialog {...deleteDialog} title="Excluir usuário" itemName={userItemName(deleting)} />
        </>
      }
    >
      {access.holdsUpdate ? <MfaPolicySwitch http={http} /> : null}
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
        {...searchFilterProps(listSearch.search, goTo)}
      />
    </ListFrame>
  );
}
