import { clientUserListQueryOptions } from '@product/api/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ClientUserListPage, ClientUserListRestricted } from '#/client/users/ClientUserListPage';
import { requireClientRoute, sessionHolds } from '#/lib/client-guard';
import { type ListSearch, listQueryOf, listSearchDefaults, validateListSearch } from '#/lib/list-search';
import { LoadError } from '#/lib/load-error';

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
  return sessionHolds(session, 'GET_USER') ? <ClientUserList /> : <ClientUserListRestricted />;
}

function ClientUserList() {
  const { http, session, now } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(clientUserListQueryOptions(http, listQueryOf(search)));
  const goTo = (next: Partial<ListSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });
  return (
    <ClientUserListPage http={http} session={session} now={now} search={search} data={data} onSearchChange={goTo} />
  );
}
