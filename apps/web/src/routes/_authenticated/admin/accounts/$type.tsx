import { accountListQueryOptions } from '@product/api/client';
import {
  type AccountView,
  accountViewQuery,
  accountViews,
  accountViewTitles,
  canAccessAdminRoute,
  defaultPageSize,
  fromWireDate,
  pageSizeOptions,
  showsGroupName,
} from '@product/domain';
import { AccountCard, Box, CardGrid, EmptyState, Pagination, SearchField, Stack } from '@product/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { LoadError } from '../../../../lib/load-error';

/** List state lives in the URL so a reload or a shared link shows the same page (spec 1 §4, §9). */
const searchDefaults = { page: 0, search: '', limit: defaultPageSize } as const;
const accountListSearch = z.object({
  page: z.catch(z._default(z.int().check(z.minimum(0)), searchDefaults.page), searchDefaults.page),
  search: z.catch(z._default(z.string(), searchDefaults.search), searchDefaults.search),
  limit: z.catch(
    z._default(
      z.int().check(z.refine((value) => (pageSizeOptions as readonly number[]).includes(value))),
      searchDefaults.limit,
    ),
    searchDefaults.limit,
  ),
});

function isAccountView(value: string): value is AccountView {
  return (accountViews as readonly string[]).includes(value);
}

export const Route = createFileRoute('/_authenticated/admin/accounts/$type')({
  validateSearch: accountListSearch,
  search: { middlewares: [stripSearchParams(searchDefaults)] },
  beforeLoad: ({ context, params }) => {
    if (!isAccountView(params.type)) throw notFound();
    if (!canAccessAdminRoute(context.session.access_role, 'accounts/$type'))
      throw redirect({ to: '/access-restricted' });
    return { view: params.type };
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      accountListQueryOptions(context.http, {
        ...accountViewQuery(context.view),
        page: deps.page,
        limit: deps.limit,
        search: deps.search || undefined,
      }),
    ),
  component: AccountListPage,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar os clientes." />,
});

function AccountListPage() {
  const { http, session, view } = Route.useRouteContext();
  const { page, limit, search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(
    accountListQueryOptions(http, { ...accountViewQuery(view), page, limit, search: search || undefined }),
  );
  const goTo = (next: { page?: number; search?: string }) =>
    navigate({ search: (previous) => ({ ...previous, ...next }) });

  return (
    <Stack space="large">
      <Box as="h1" fontSize="xlarge" fontWeight="bold" color="text">
        {accountViewTitles[view]}
      </Box>
      <SearchField value={search} onSearch={(term) => goTo({ search: term, page: 0 })} />
      {data.items.length === 0 ? (
        <EmptyState searchTerm={search || undefined} onBack={() => goTo({ search: '', page: 0 })} />
      ) : (
        <CardGrid label="Contas">
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
            />
          ))}
        </CardGrid>
      )}
      <Pagination page={page} limit={limit} total={data.total} onPageChange={(next) => goTo({ page: next })} />
    </Stack>
  );
}
