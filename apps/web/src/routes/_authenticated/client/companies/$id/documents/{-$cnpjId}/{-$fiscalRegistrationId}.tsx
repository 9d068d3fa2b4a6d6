import { documentListQueryOptions } from '@product/api/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DocumentsPage, DocumentsRestricted, documentTexts } from '#/client/company/documents/DocumentsPage';
import {
  type DocumentSearch,
  documentFolderOf,
  documentsQueryOf,
  validateDocumentSearch,
} from '#/client/company/documents/document-search';
import { requireClientRoute, sessionHolds } from '#/lib/client-guard';
import { listSearchDefaults } from '#/lib/list-search';
import { LoadError } from '#/lib/load-error';

/**
 * 'Documentos' of a company (spec 2 §2 'Documents'), one route for the three levels of folders:
 * `/documents` (one folder per CNPJ), `/documents/{cnpjId}` (its 'Cartão CNPJ' and one folder per
 * CNAE) and `/documents/{cnpjId}/{cnaeId}` (the files attached to that CNAE's licences).
 */
export const Route = createFileRoute(
  '/_authenticated/client/companies/$id/documents/{-$cnpjId}/{-$fiscalRegistrationId}',
)({
  validateSearch: validateDocumentSearch,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  beforeLoad: ({ context, preload }) =>
    requireClientRoute(context.session.access_role, 'companies/$id/documents', preload),
  loaderDeps: ({ search }) => documentsQueryOf(search),
  loader: async ({ context, deps, params }) => {
    // Without GET_FILES the tab shows 'Acesso restrito' and asks the server nothing.
    if (!sessionHolds(context.session, 'GET_FILES')) return;
    await context.queryClient.ensureQueryData(
      documentListQueryOptions(context.http, params.id, documentFolderOf(params), deps),
    );
  },
  component: DocumentsRoute,
  errorComponent: (props) => <LoadError {...props} title={documentTexts.loadFailed} />,
});

function DocumentsRoute() {
  const { session } = Route.useRouteContext();
  return sessionHolds(session, 'GET_FILES') ? <Documents /> : <DocumentsRestricted />;
}

function Documents() {
  const { http, session, now } = Route.useRouteContext();
  const params = Route.useParams();
  const folder = documentFolderOf(params);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(documentListQueryOptions(http, params.id, folder, documentsQueryOf(search)));
  const goTo = (next: Partial<DocumentSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });
  return (
    <DocumentsPage
      http={http}
      session={session}
      companyId={params.id}
      folder={folder}
      now={now()}
      search={search}
      data={data}
      onSearchChange={goTo}
    />
  );
}
