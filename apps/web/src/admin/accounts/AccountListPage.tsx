import {
  type Account,
  type AccountListResponse,
  accountListQueryOptions,
  accountMutations,
  groupListQueryOptions,
  type Http,
  type SessionClaims,
} from '@product/api/client';
import {
  type AccountForm,
  type AccountView,
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
  PageHeader,
  SearchField,
  Select,
  Stack,
} from '@product/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { searchFilter } from '#/lib/active-filters';
import { ListPager } from '#/shared/ListPager';
import { useListCrud } from '#/shared/use-list-crud';
import { useListMove } from '#/shared/use-list-move';
import { adminBreadcrumbs } from '../page-header';
import { AccountFormDialog } from './AccountFormDialog';
import { AffinityPanel } from './AffinityPanel';
import { type AccountListSearch, accountListCallOf } from './account-list-search';
import { useEnterClient } from './use-enter-client';

export interface AccountListPageProps {
  http: Http;
  /** The signed-in staff member: their role decides the group filter and the group names. */
  session: SessionClaims;
  /** Which accounts: business, provider(s), affinity(s) (the URL's `$type`). */
  view: AccountView;
  /** Today, for the 'Novo' badges. */
  now: Date;
  /** The list state from the URL. */
  search: AccountListSearch;
  /** The page of accounts the URL asks for. */
  data: AccountListResponse;
  /** Moves the list state in the URL. */
  onSearchChange: (next: Partial<AccountListSearch>) => void;
}

/**
 * The client accounts of one view (spec 1 §2 'Account list'): cards with 'Entrar', edit and delete,
 * the group filter where the role sees groups, the affinity charts, search and pages.
 */
export function AccountListPage({
  http,
  session,
  view,
  now,
  search: listSearch,
  data,
  onSearchChange: goTo,
}: AccountListPageProps) {
  const { page, limit, search, group } = listSearch;
  // Search, group, page and page size load first: offline, the §8 toast and the typed search kept.
  const moveTo = useListMove({
    search: listSearch,
    listQuery: (next: AccountListSearch) => accountListQueryOptions(http, accountListCallOf(view, next.group, next)),
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
  const { editing, setEditing, deleting, setDeleting, save, remove } = useListCrud({
    http,
    mutations: accountMutations,
    create: (values: AccountForm) => ({
      ...values,
      type: values.type === 'PROVIDER' ? ('PROVIDER' as const) : ('CLIENT' as const),
      // Added from a group's list, the account joins that group.
      ...(view !== 'business' && group ? { groupId: group } : {}),
    }),
    update: (account: Account, values: AccountForm) => ({ id: account.id, body: values }),
    remove: (account: Account) => account.id,
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
              now={now}
              headingLevel={2}
              onEnter={() => enter.mutate(account.id)}
              onEdit={() => setEditing({ mode: 'edit', record: account })}
              onDelete={() => setDeleting(account)}
            />
          ))}
        </CardGrid>
      )}
      <ListPager search={{ page, limit }} total={data.total} onSearchChange={moveTo} />
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
