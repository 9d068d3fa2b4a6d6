import {
  type CompanyListItem,
  type CompanyListResponse,
  type Http,
  importJobsQueryOptions,
  type SessionClaims,
  tagListQueryOptions,
} from '@product/api/client';
import { fromWireDate, type RegistrationLevel } from '@product/domain';
import {
  AccessRestricted,
  Button,
  CardGrid,
  CompanyCard,
  ConfirmDeleteDialog,
  EmptyState,
  MultiSelect,
  PageHeader,
  RadioGroup,
  SearchField,
  Stack,
} from '@product/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSignOut } from '#/auth/use-sign-out';
import { searchFilter } from '#/lib/active-filters';
import { sessionHolds } from '#/lib/client-guard';
import { notifyApiError } from '#/lib/errors';
import { ListPager } from '#/shared/ListPager';
import { clientBreadcrumbs } from '../page-header';
import { AddCompanyDialog } from './AddCompanyDialog';
import { CompanyTagsDialog } from './CompanyTagsDialog';
import { companyHref } from './company-href';
import { type CompanyListSearch, companyListSearchDefaults, tagMatches } from './company-list-search';
import { ImportJobBanner } from './import/ImportJobBanner';
import { useImportJob } from './import/use-import-job';
import { useCompanyActions } from './use-company-actions';
import { useTagActions } from './use-tag-actions';

// The spreadsheet reader (xlsx) and the print view (react-to-print) load only when their dialog opens.
const ImportCompaniesDialog = lazy(() =>
  import('./import/ImportCompaniesDialog').then((module) => ({ default: module.ImportCompaniesDialog })),
);
const ExportCompaniesDialog = lazy(() =>
  import('./export/ExportCompaniesDialog').then((module) => ({ default: module.ExportCompaniesDialog })),
);

const title = 'Empresas';
export const tagsLoadFailed = 'Não foi possível carregar as tags.';

/** How the tag rule reads, as a radio and beside the tags in the filtered-empty state. */
const tagMatchLabels = {
  any: { option: 'Qualquer uma das tags', filter: 'qualquer uma' },
  all: { option: 'Todas as tags', filter: 'todas' },
} as const;
const tagMatchOptions = tagMatches.map((value) => ({ value, label: tagMatchLabels[value].option }));
const isTagMatch = (value: string): value is CompanyListSearch['tagMatch'] =>
  (tagMatches as readonly string[]).includes(value);

/** The company page (its route comes with the company detail). */

/** Registry calendar days ('2004-03-15') as UTC midnight, which the card formats in UTC. */
const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

function cnaeCountsOf(cnaes: CompanyListItem['cnaes']): Record<RegistrationLevel, number> {
  return {
    low_level: cnaes.lowLevel.length,
    medium_level: cnaes.mediumLevel.length,
    high_level: cnaes.highLevel.length,
  };
}

export interface CompanyListPageProps {
  http: Http;
  session: SessionClaims;
  /** Today, for the 'Novo' badge. */
  now: Date;
  /** The list state from the URL. */
  search: CompanyListSearch;
  /** The page of companies the URL asks for. */
  data: CompanyListResponse;
  /** Moves the list state in the URL; a new search, filter or page size goes back to the first page. */
  onSearchChange: (next: Partial<CompanyListSearch>) => void;
}

/**
 * The companies list (spec 2 §2 'Companies list'): a card grid with the tag filter, the search,
 * 'Adicionar', 'Importar' and 'Exportar', the per-page select and the pager; each card's menu
 * (Acessar, Atualizar dados, Excluir) and its tags.
 *
 * Buttons follow the permission codes (spec 2 §6): Adicionar and Importar CREATE_COMPANY, Exportar
 * GET_COMPANY (the page itself needs it), Atualizar dados and the tags UPDATE_COMPANY (the server
 * asks it for every tag change), Excluir DELETE_COMPANY; Acessar always.
 *
 * The tag filter says its rule and lets the person choose it (issue 25): companies with any of the
 * chosen tags (the default: picking 'Licenciamento SP' and 'Matriz' shows both groups) or with all
 * of them. The rule stays on screen even before a tag is chosen, so nobody has to guess it. A
 * search or tag filter that finds nothing shows 'Nenhuma empresa encontrada', the search and tags in
 * force and 'Limpar filtros'; 'Vazio' is kept for an account without companies.
 *
 * Large imports run on the server as jobs: while one runs, a banner above the list says so
 * ('Importação em andamento — x de y') and reopens its progress; the page follows the person's
 * own job even with the dialog closed, so its result is kept when it ends.
 */
export function CompanyListPage({ http, session, now, search, data, onSearchChange }: CompanyListPageProps) {
  const navigate = useNavigate();
  const can = {
    create: sessionHolds(session, 'CREATE_COMPANY'),
    update: sessionHolds(session, 'UPDATE_COMPANY'),
    remove: sessionHolds(session, 'DELETE_COMPANY'),
  };

  const tags = useQuery(tagListQueryOptions(http));
  useEffect(() => {
    if (tags.error) notifyApiError(tagsLoadFailed, tags.error);
  }, [tags.error]);
  const tagOptions = useMemo(
    () => (tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.tag })),
    [tags.data],
  );

  const activeFilters = [...searchFilter(search.search)];
  if (search.tags.length > 0) {
    const names = search.tags.map((id) => tagOptions.find((option) => option.value === String(id))?.label ?? `#${id}`);
    const label = search.tags.length > 1 ? `Tags (${tagMatchLabels[search.tagMatch].filter})` : 'Tag';
    activeFilters.push({ label, value: names.join(', ') });
  }

  const companies = useCompanyActions(http);
  const tagActions = useTagActions(http);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [taggedCompany, setTaggedCompany] = useState<CompanyListItem | null>(null);
  const importJob = useImportJob(session);
  const importJobs = useQuery({ ...importJobsQueryOptions(http), enabled: can.create });
  // The list's running jobs, the followed one with its fresher counts (and even before the list has it).
  const listed = (importJobs.data?.items ?? []).map((job) => (importJob.job?.id === job.id ? importJob.job : job));
  const followedJob = importJob.job && !listed.some((job) => job.id === importJob.job?.id) ? [importJob.job] : [];
  const runningJobs = [...followedJob, ...listed].filter((job) => job.status === 'running');

  return (
    <Stack space="large">
      <PageHeader
        title={title}
        breadcrumbs={clientBreadcrumbs(title)}
        actions={
          <>
            {can.create ? <Button onClick={() => setAdding(true)}>Adicionar</Button> : null}
            {can.create ? (
              <Button variant="secondary" onClick={() => setImporting(true)}>
                Importar
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setExporting(true)}>
              Exportar
            </Button>
          </>
        }
      />
      <ImportJobBanner
        jobs={runningJobs}
        onOpen={(job) => {
          if (importJob.followed?.jobId !== job.id) importJob.follow(job);
          setImporting(true);
        }}
      />
      <Stack space="medium">
        <MultiSelect
          label="Tags"
          placeholder="Filtrar por tags"
          options={tagOptions}
          value={search.tags.map(String)}
          onChange={(values) => onSearchChange({ tags: values.map(Number), page: 0 })}
          emptyText={tags.data?.length === 0 ? 'Nenhuma tag criada.' : 'Nada encontrado'}
        />
        <RadioGroup
          label="Mostrar empresas com"
          options={tagMatchOptions}
          value={search.tagMatch}
          onValueChange={(value) => {
            if (isTagMatch(value)) onSearchChange({ tagMatch: value, page: 0 });
          }}
        />
        <SearchField value={search.search} onSearch={(term) => onSearchChange({ search: term, page: 0 })} />
      </Stack>
      {data.items.length === 0 ? (
        <EmptyState
          nothingFoundText="Nenhuma empresa encontrada"
          activeFilters={activeFilters}
          onClearFilters={() =>
            onSearchChange({
              search: '',
              tags: [],
              tagMatch: companyListSearchDefaults.tagMatch,
              page: 0,
            })
          }
        />
      ) : (
        <CardGrid label="Lista de empresas">
          {data.items.map((company) => (
            <CompanyCard
              key={company.id}
              name={company.name}
              fantasyName={company.registrationFantasyName}
              logoSrc={company.logoSrc}
              registrationCode={company.registrationCode ?? 'n/d'}
              situation={company.registrationSituation}
              city={company.systemCityName}
              state={company.systemStateAlias}
              openingDate={company.registrationCreatedAt ? calendarDay(company.registrationCreatedAt) : null}
              cnpjCount={company.totalCNPJ}
              fileCount={company.totalFiles}
              cnaeCounts={cnaeCountsOf(company.cnaes)}
              tags={company.tags}
              enabled={company.enabled}
              createdAt={fromWireDate(company.createdAt)}
              now={now}
              href={companyHref(company.id)}
              headingLevel={2}
              onAccess={() => void navigate({ to: companyHref(company.id) })}
              onRefresh={can.update ? () => companies.refresh.mutate(company) : undefined}
              onDelete={can.remove ? () => companies.setDeleting(company) : undefined}
              onEditTags={can.update ? () => setTaggedCompany(company) : undefined}
            />
          ))}
        </CardGrid>
      )}
      <ListPager search={search} total={data.total} onSearchChange={onSearchChange} />

      <AddCompanyDialog
        open={adding}
        onSave={(values) => companies.create.mutateAsync(values)}
        onClose={() => setAdding(false)}
      />
      <ConfirmDeleteDialog
        open={companies.deleting !== null}
        title="Excluir empresa"
        itemName={companies.deleting?.name}
        loading={companies.remove.isPending}
        onConfirm={() => companies.deleting && companies.remove.mutate(companies.deleting)}
        onClose={() => companies.setDeleting(null)}
      >
        <p>Os CNPJs, as licenças e os documentos desta empresa também serão excluídos.</p>
      </ConfirmDeleteDialog>
      <CompanyTagsDialog
        company={taggedCompany}
        tags={tags.data ?? []}
        onSave={(tagIds) => tagActions.setForCompany.mutateAsync({ companyId: taggedCompany?.id ?? 0, tagIds })}
        onCreate={(name) => tagActions.create.mutateAsync(name)}
        onRename={(id, name) => tagActions.rename.mutateAsync({ id, tag: name })}
        onDelete={(id) => tagActions.remove.mutateAsync(id)}
        onClose={() => setTaggedCompany(null)}
      />
      {importing ? (
        <Suspense fallback={null}>
          <ImportCompaniesDialog open onClose={() => setImporting(false)} tracker={importJob} />
        </Suspense>
      ) : null}
      {exporting ? (
        <Suspense fallback={null}>
          <ExportCompaniesDialog open onClose={() => setExporting(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/**
 * The list for someone without GET_COMPANY (spec 2 §6): 'Acesso restrito' inside the page, decided
 * from the session's codes before any call (the server would answer 403 to the list anyway).
 */
export function CompanyListRestricted() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Stack space="large">
      <PageHeader title={title} breadcrumbs={clientBreadcrumbs(title)} />
      <AccessRestricted
        headingLevel={2}
        onBack={() => void navigate({ to: '/client/dashboard' })}
        onSignOut={signOut}
      />
    </Stack>
  );
}
