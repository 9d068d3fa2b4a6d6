import { clientLogListQueryOptions } from '@product/api/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ClientLogListPage } from '#/client/logs/ClientLogListPage';
import { requireClientRoute } from '#/lib/client-guard';
import { listQueryOf, listSearchDefaults, validateListSearch } from '#/lib/list-search';
import { LoadError } from '#/lib/load-error';

/** 'Logs de Atividade' (spec 2 §2 'Activity logs'): the account's activity as cards, with search and pages in the URL. */
export const Route = createFileRoute('/_authenticated/client/logs')({
  validateSearch: validateListSearch,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  beforeLoad: ({ context, preload }) => requireClientRoute(context.session.access_role, 'logs', preload),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(clientLogListQueryOptions(context.http, listQueryOf(deps))),
  component: ClientLogListRoute,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar os logs de usuários." />,
});

function ClientLogListRoute() {
  const { http } = Route.useRouteContext();
  const listSearch = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(clientLogListQueryOptions(http, listQueryOf(listSearch)));
  return (
    <ClientLogListPage
      search={listSearch}
      items={data.items}
      total={data.total}
      onSearchChange={(next) => navigate({ search: (previous) => ({ ...previous, ...next }) })}
    />
  );
}
