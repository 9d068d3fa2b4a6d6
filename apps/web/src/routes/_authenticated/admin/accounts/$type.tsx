import {
  type Account,
  accountKeys,
  accountListQueryOptions,
  createAccount,
  deleteAccount,
  groupListQueryOptions,
  updateAccount,
} from '@product/api/client';
import {
  type AccountForm,
  type AccountView,
  accountViewQuery,
  accountViews,
  accountViewTitles,
  businessGroupId,
  fromWireDate,
  showsGroupFilter,
  showsGroupName,
} from '@product/domain';
import {
  AccountCard,
  Button,
  CardGrid,
  ConfirmDeleteDialog,
  EmptyState,
  ListFooter,
  PageHeader,
  SearchField,
  Select,
  Stack,
} from '@product/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AccountFormDialog } from '../../../../admin/accounts/AccountFormDialog';
import { AffinityPanel } from '../../../../admin/accounts/AffinityPanel';
import { useEnterClient } from '../../../../admin/accounts/use-enter-client';
import { adminBreadcrumbs, renderRouterLink } from '../../../../admin/page-header';
import { useAdminCrud } from '../../../../admin/use-admin-crud';
import { useListMove } from '../../../../admin/use-list-move';
import { searchFilter } from '../../../../lib/active-filters';
import { requireAdminRoute } from '../../../../lib/admin-guard';
import { type ListSearch, listQueryOf, listSearchDefaults, readListSearch } from '../../../../lib/list-search';
import { LoadError } from '../../../../lib/load-error';
import { optionalKeys, positiveInteger } from '../../../../lib/search-params';

function isAccountView(value: string): value is AccountView {
  return (accountViews as readonly string[]).includes(value);
}

/** The list state plus the group filter (absent = 'Todos'). */
interface AccountListSearch extends ListSearch {
  group?: number | undefined;
}

const validateAccountListSearch = (search: Partial<AccountListSearch> & SearchSchemaInput): AccountListSearch => ({
  ...readListSearch(search),
  ...optionalKeys(search, { group: positiveInteger(search.group) }),
});

export const Route = createFileRoute('/_authenticated/admin/accounts/$type')({
  validateSearch: validateAccountListSearch,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  beforeLoad: ({ context, params, preload }) => {
    if (!isAccountView(params.type)) throw notFound();
    requireAdminRoute(context.session.access_role, 'accounts/$type', preload);
    return { view: params.type };
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      accountListQueryOptions(context.http, listCallOf(context.view, deps.group, deps)),
    ),
  component: AccountListPage,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar os clientes." />,
});

/** The view's filter, narrowed to the chosen group (the business view is always group 1). */
function listCallOf(view: AccountView, group: number | undefined, search: ListSearch) {
  const viewQuery = accountViewQuery(view);
  return { ...viewQuery, ...(view !== 'business' && group ? { group } : {}), ...listQueryOf(search) };
}

function AccountListPage() {
  const { http, session, view, now } = Route.useRouteContext();
  const listSearch = Route.useSearch();
  const { page, limit, search, group } = listSearch;
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(accountListQueryOptions(http, listCallOf(view, group, listSearch)));
  const goTo = (next: Partial<typeof listSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });
  // Search, group, page and page size load first: offline, the §8 toast and the typed search kept.
  const moveTo = useListMove({
    search: listSearch,
    listQuery: (next: typeof listSearch) => accountListQueryOptions(http, listCallOf(view, next.group, next)),
    loadFailedTitle: 'Não foi possível carregar os clientes.',
    onMove: goTo,
  });

  const groupFilter = showsGroupFilter(view, session.access_role);
  const charts = view === 'affinitys';
  const groups = useQuery({ ...groupListQueryOptions(http), enabled: groupFilter || charts });
  // Group 1 is the provider's own: it is the business view, never an option here (spec 1 §9).
  const affinityGroups = useMemo(
    () => (groups.data ?? []).filter((item) => item.id !== businessGroupId),
    [groups.data],
  );
  const groupOptions = useMemo(
    () => [
      { value: '', label: 'Todos' },
      ...affinityGroups.map((item) => ({ value: String(item.id), label: item.name })),
    ],
    [affinityGroups],
  );

  const enter = useEnterClient();
  const { editing, setEditing, deleting, setDeleting, save, remove } = useAdminCrud<Account, AccountForm>({
    queryKey: accountKeys.all,
    create: (values) =>
      createAccount(http, {
        ...values,
        type: values.type === 'PROVIDER' ? 'PROVIDER' : 'CLIENT',
        // Added from a group's list, the account joins that group.
        ...(view !== 'business' && group ? { groupId: group } : {}),
      }),
    update: (account, values) => updateAccount(http, account.id, values),
    remove: (account) => deleteAccount(http, account.id),
    texts: {
      created: 'Cliente criado',
      updated: 'Cliente alterado',
      deleted: 'Cliente excluído',
      createFailed: 'Não foi possível criar o cliente.',
      updateFailed: 'Não foi possível alterar o cliente.',
      deleteFailed: 'Não foi possível excluir este cliente.',
    },
  });
  const initial = useMemo(
    () =>
      editing?.mode === 'edit'
        ? { name: editing.record.name, type: editing.record.type, enabled: editing.record.enabled }
        : undefined,
    [editing],
  );

  const title = accountViewTitles[view];
  return (
    <Stack space="large">
      <PageHeader
        title={title}
        breadcrumbs={view === 'business' ? undefined : adminBreadcrumbs(title)}
        renderLink={renderRouterLink}
        actions={<Button onClick={() => setEditing({ mode: 'add' })}>Adicionar</Button>}
      />
      {charts ? (
        <AffinityPanel
          http={http}
          group={group}
          groupName={affinityGroups.find((item) => item.id === group)?.name}
          searching={search !== ''}
        />
      ) : null}
      <Stack space="medium">
        {groupFilter ? (
          <Select
            label="Grupo"
            options={groupOptions}
            value={group ? String(group) : ''}
            onValueChange={(value) => moveTo({ group: value ? Number(value) : undefined, page: 0 })}
          />
        ) : null}
        <SearchField value={search} onSearch={(term) => moveTo({ search: term, page: 0 })} />
      </Stack>
      {data.items.length === 0 ? (
        <EmptyState
          nothingFoundText="Nenhum cliente encontrado"
          activeFilters={[
            ...searchFilter(search),
            ...(groupFilter && group
              ? [{ label: 'Grupo', value: affinityGroups.find((item) => item.id === group)?.name ?? `#${group}` }]
              : []),
          ]}
          onClearFilters={() => goTo({ search: '', group: undefined, page: 0 })}
        />
      ) : (
        <CardGrid label="Lista de clientes">
          {data.items.map((account) => (
            <AccountCard
              key={account.id}
              id={account.id}
              name={account.name}
              enabled={account.enabled}
              createdAt={fromWireDate(account.createdAt)}
              updatedAt={account.updatedAt ? fromWireDate(account.updatedAt) : null}
              companyCount={account.totalCompanies}
              groupName={account.groupName}
              showGroupName={showsGroupName(session.access_role)}
              now={now()}
              headingLevel={2}
              onEnter={() => enter.mutate(account.id)}
              onEdit={() => setEditing({ mode: 'edit', record: account })}
              onDelete={() => setDeleting(account)}
            />
          ))}
        </CardGrid>
      )}
      <ListFooter
        page={page}
        limit={limit}
        total={data.total}
        onPageChange={(next) => moveTo({ page: next })}
        onLimitChange={(next) => moveTo({ limit: next, page: 0 })}
      />
      <AccountFormDialog
        open={editing !== null}
        initial={initial}
        defaultType={view === 'provider' || view === 'providers' ? 'PROVIDER' : 'CLIENT'}
        onSave={(values) => save.mutateAsync(values)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Excluir cliente"
        itemName={deleting?.name}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        {deleting ? companiesGoToo(deleting.totalCompanies) : null}
      </ConfirmDeleteDialog>
    </Stack>
  );
}

/** What else the deletion takes away, so nobody deletes a client's records unawares. */
function companiesGoToo(count: number): string | null {
  if (count === 0) return null;
  if (count === 1) return 'A empresa deste cliente, com seus CNPJs, licenças e documentos, também será excluída.';
  return `As ${count} empresas deste cliente, com seus CNPJs, licenças e documentos, também serão excluídas.`;
}
