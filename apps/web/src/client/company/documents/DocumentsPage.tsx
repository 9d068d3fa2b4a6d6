import {
  type CnpjCardItem,
  type DocumentFileItem,
  type DocumentFolder,
  type DocumentItem,
  type DocumentsResponse,
  documentFolderPrefixLength,
  documentListQueryOptions,
  documentMutations,
  getRepositoryFileLink,
  type Http,
  type SessionClaims,
} from '@product/api/client';
import {
  type ActiveFilter,
  Box,
  type BreadcrumbItem,
  Breadcrumbs,
  Button,
  ConfirmDeleteDialog,
  EmptyState,
  FileItem,
  FilePreviewDialog,
  FolderItem,
  folderDisplayName,
  formatCnpj,
  Inline,
  notify,
  riskBadgeLabels,
  SearchField,
  Stack,
} from '@product/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { searchFilter } from '#/lib/active-filters';
import { sessionHolds } from '#/lib/client-guard';
import { notifyApiError } from '#/lib/errors';
import { ListPager } from '#/shared/ListPager';
import { AccessRestrictedSection } from '#/shared/NotFoundAndAccess';
import { TabHeader } from '../cnpjs/TabHeader';
import { carriedFilters, type DocumentSearch } from './document-search';

// The printable card (react-to-print) loads only when 'Cartão CNPJ' is opened.
const CnpjCardDialog = lazy(() => import('./CnpjCardDialog').then((module) => ({ default: module.CnpjCardDialog })));

const title = 'Documentos';

/** The spec's texts of the documents browser (spec 2 §2 'Documents', §8). */
export const documentTexts = {
  deleted: 'Documento excluído',
  deleteFailed: 'Não foi possível excluir este documento.',
  loadFailed: 'Não foi possível carregar os documentos.',
  openFailed: 'Não foi possível carregar o documento.',
  emptyHint: 'Os documentos aparecem aqui depois que um CNPJ é adicionado à empresa ou que arquivos são enviados.',
} as const;

/** Every list of the browser for the trail's names: the repository's default limit (spec 2 §9). */
const trailQuery = { page: 0, limit: 9999 } as const;

/** `/client/companies/{id}/documents[/{cnpjId}[/{cnaeId}]]`. */
export function documentsHref(companyId: number, folder: DocumentFolder = {}): string {
  const base = `/client/companies/${companyId}/documents`;
  if (folder.cnpjId === undefined) return base;
  return folder.cnaeId === undefined ? `${base}/${folder.cnpjId}` : `${base}/${folder.cnpjId}/${folder.cnaeId}`;
}

/** Which filter the folders follow, so fewer folders than expected have a reason on screen. */
function filterText({ cnae_level, cnae }: DocumentSearch): string {
  const parts = [cnae_level ? riskBadgeLabels[cnae_level] : null, cnae ? `CNAE ${cnae.replace(/["']/g, '')}` : null];
  return `Filtrado por: ${parts.filter(Boolean).join(', ')}`;
}

const files = (count: number) => (count === 1 ? '1 arquivo' : `${count} arquivos`);

/** A folder's shown name: its stored name without the masked CNPJ and ' - ' the server puts first. */
const shownName = (name: string) => folderDisplayName(name, documentFolderPrefixLength);

export interface DocumentsPageProps {
  http: Http;
  session: SessionClaims;
  companyId: number;
  /** The open folder: none (the CNPJ folders), a CNPJ, or a CNPJ's CNAE. */
  folder: DocumentFolder;
  /** Today, for the card's issue line. */
  now: Date;
  /** The list state from the URL. */
  search: DocumentSearch;
  /** The page of the open folder the URL asks for. */
  data: DocumentsResponse;
  /** Moves the list state in the URL; a new search or page size goes back to the first page. */
  onSearchChange: (next: Partial<DocumentSearch>) => void;
}

/**
 * Tab Documentos (spec 2 §2 'Documents'): a folder browser, one folder per CNPJ, inside it the
 * 'Cartão CNPJ' and one folder per CNAE, inside that the files of its licences. The trail goes
 * back up; the search, the page size and the pager work on the open folder; `cnae_level` and
 * `cnae` travel from folder to folder. Abrir shows a file through its temporary link; Excluir
 * (DELETE_FILES) asks Sim/Não.
 */
export function DocumentsPage({
  http,
  session,
  companyId,
  folder,
  now,
  search,
  data,
  onSearchChange,
}: DocumentsPageProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canDelete = sessionHolds(session, 'DELETE_FILES');
  const [card, setCard] = useState<CnpjCardItem | null>(null);
  const [preview, setPreview] = useState<{ file: DocumentFileItem; url: string } | null>(null);
  const [deleting, setDeleting] = useState<DocumentFileItem | null>(null);
  const trail = useTrail(http, companyId, folder);

  const open = (next: DocumentFolder) =>
    void navigate({ to: documentsHref(companyId, next), search: carriedFilters(search) });

  const link = useMutation({
    mutationFn: (file: DocumentFileItem) => getRepositoryFileLink(http, companyId, file.id),
    onSuccess: (answer, file) => setPreview({ file, url: answer.url }),
    onError: (error) => notifyApiError(documentTexts.openFailed, error),
  });
  // The folders and the dashboard refetch after a deletion (`documentMutations` declare them).
  const remove = useMutation(
    documentMutations.deleteFile(http, queryClient, {
      onSuccess: () => {
        notify.success(documentTexts.deleted);
        setDeleting(null);
      },
      onError: (error) => notifyApiError(documentTexts.deleteFailed, error),
    }),
  );

  const item = (entry: DocumentItem) => {
    switch (entry.kind) {
      case 'cnpj-folder':
        return (
          <FolderItem
            key={`cnpj-${entry.id}`}
            name={entry.name}
            prefix={documentFolderPrefixLength}
            description={`${entry.establishmentType === 'MATRIZ' ? 'Matriz' : 'Filial'} · ${formatCnpj(entry.registrationCode)} · ${files(entry.totalFiles)}`}
            onOpen={() => open({ cnpjId: entry.clientNationalRegistrationId })}
          />
        );
      case 'cnae-folder':
        return (
          <FolderItem
            key={`cnae-${entry.id}`}
            name={entry.name}
            prefix={documentFolderPrefixLength}
            description={`${riskBadgeLabels[entry.registrationLevel]} · ${files(entry.totalFiles)}`}
            onOpen={() =>
              open({
                cnpjId: entry.clientNationalRegistrationId,
                cnaeId: entry.clientNationalRegistrationFiscalRegistrationId,
              })
            }
          />
        );
      case 'cnpj-card':
        return (
          <FileItem
            key={`card-${entry.id}`}
            name={entry.name}
            type={entry.type}
            registrationCode={formatCnpj(entry.registrationCode)}
            onOpen={() => setCard(entry)}
          />
        );
      case 'file':
        return (
          <FileItem
            key={`file-${entry.companyLicenseId}-${entry.id}`}
            name={entry.name}
            type={entry.type}
            registrationCode={formatCnpj(entry.registrationCode)}
            licenseName={entry.fiscalLicenseName}
            validUntil={entry.validUntil ? entry.validUntil.date.slice(0, 10) : null}
            onOpen={() => link.mutate(entry)}
            onDelete={canDelete ? () => setDeleting(entry) : undefined}
          />
        );
    }
  };

  // What narrows this folder: with any, an empty folder is 'Nenhum documento encontrado', not 'Vazio'.
  const activeFilters: ActiveFilter[] = [
    ...searchFilter(search.search),
    ...(search.cnae_level ? [{ label: 'Nível', value: riskBadgeLabels[search.cnae_level] }] : []),
    ...(search.cnae ? [{ label: 'CNAE', value: search.cnae.replace(/["']/g, '') }] : []),
  ];

  return (
    <Stack space="large">
      <TabHeader title={title} />
      <Breadcrumbs
        label="Pastas"
        items={trail}
        // The filters go along; the folder above opens at its first page, unsearched.
        renderLink={({ href, className, children }) => (
          <Link to={href} search={carriedFilters(search)} className={className}>
            {children}
          </Link>
        )}
      />
      <SearchField value={search.search} onSearch={(term) => onSearchChange({ search: term, page: 0 })} />
      {search.cnae_level || search.cnae ? (
        <Inline space="small" alignY="center">
          <Box as="p" color="textMuted">
            {filterText(search)}
          </Box>
          <Button
            variant="secondary"
            size="small"
            onClick={() => onSearchChange({ cnae_level: undefined, cnae: undefined, page: 0 })}
          >
            Limpar filtro
          </Button>
        </Inline>
      ) : null}
      {data.items.length === 0 ? (
        <Stack space="small">
          <EmptyState
            nothingFoundText="Nenhum documento encontrado"
            activeFilters={activeFilters}
            onClearFilters={() => onSearchChange({ search: '', cnae_level: undefined, cnae: undefined, page: 0 })}
          />
          {activeFilters.length > 0 ? null : (
            <Box as="p" color="textMuted" textAlign="center">
              {documentTexts.emptyHint}
            </Box>
          )}
        </Stack>
      ) : (
        <Stack space="small" as="section" aria-label={`Conteúdo de ${trail.at(-1)?.label ?? title}`}>
          {data.items.map(item)}
        </Stack>
      )}
      <ListPager search={search} total={data.total} onSearchChange={onSearchChange} />

      {card ? (
        <Suspense fallback={null}>
          <CnpjCardDialog card={card} now={now} onClose={() => setCard(null)} />
        </Suspense>
      ) : null}
      <FilePreviewDialog
        open={preview !== null}
        onClose={() => setPreview(null)}
        name={preview?.file.name ?? ''}
        type={preview?.file.type ?? ''}
        url={preview?.url ?? ''}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Excluir documento"
        itemName={deleting?.name}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ companyId, fileId: deleting.id })}
        onClose={() => setDeleting(null)}
      >
        <p>O arquivo sai do repositório da empresa e de todas as licenças a que está anexado.</p>
      </ConfirmDeleteDialog>
    </Stack>
  );
}

/**
 * 'Início', then the open CNPJ folder, then the open CNAE folder (spec 2 §2 'Documents'), named as
 * the folder above lists them; until that list arrives, the CNPJ's number or 'CNAE'.
 */
function useTrail(http: Http, companyId: number, folder: DocumentFolder): BreadcrumbItem[] {
  const cnpjs = useQuery({
    ...documentListQueryOptions(http, companyId, {}, trailQuery),
    enabled: folder.cnpjId !== undefined,
  });
  const cnaes = useQuery({
    ...documentListQueryOptions(http, companyId, { cnpjId: folder.cnpjId }, trailQuery),
    enabled: folder.cnaeId !== undefined,
  });
  const home = { label: 'Início', href: documentsHref(companyId) };
  if (folder.cnpjId === undefined) return [{ label: home.label }];
  const cnpj = cnpjs.data?.items.find((entry) => entry.kind === 'cnpj-folder' && entry.id === folder.cnpjId);
  const cnpjCrumb = {
    label: cnpj ? shownName(cnpj.name) : 'CNPJ',
    href: documentsHref(companyId, { cnpjId: folder.cnpjId }),
  };
  if (folder.cnaeId === undefined) return [home, { label: cnpjCrumb.label }];
  const cnae = cnaes.data?.items.find((entry) => entry.kind === 'cnae-folder' && entry.id === folder.cnaeId);
  return [home, cnpjCrumb, { label: cnae ? shownName(cnae.name) : 'CNAE' }];
}

/** The tab for someone without GET_FILES (spec 2 §6): 'Acesso restrito', decided before any call. */
export function DocumentsRestricted() {
  return <AccessRestrictedSection backTo="/client/companies" />;
}
