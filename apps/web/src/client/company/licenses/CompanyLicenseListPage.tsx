import {
  type CompanyLicenseCnaes,
  type CompanyLicenseDetail,
  type CompanyLicenseItem,
  type CompanyLicenseListResponse,
  companyLicenseMutations,
  companyLicenseQueryOptions,
  type Http,
  type SessionClaims,
} from '@product/api/client';
import { brand, type LicenseUpdateForm, riskLabels } from '@product/domain';
import { DataTable, MultiSelect, type MultiSelectOption, notify, SearchField, Stack } from '@product/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { clientHome } from '#/client/page-header';
import { searchFilter } from '#/lib/active-filters';
import { sessionHolds } from '#/lib/client-guard';
import { notifyApiError } from '#/lib/errors';
import { ListPager } from '#/shared/ListPager';
import { AccessRestrictedSection } from '#/shared/NotFoundAndAccess';
import { LicenseDialog } from './LicenseDialog';
import { licenseColumns } from './license-columns';
import type { LicenseListSearch } from './license-list-search';

const title = 'Licenças';

/** The filter's and the search's labels and placeholders: two controls, two names (issue 25). */
export const licenseListTexts = {
  cnaeFilter: 'Filtrar por CNAE',
  cnaeFilterPlaceholder: 'Código ou descrição do CNAE',
  search: 'Buscar licença',
  searchPlaceholder: 'Buscar por licença, CNAE ou CNPJ',
} as const;

/** The filter's options: the company's CNAEs under 'Risco Baixo', 'Risco Médio', 'Risco Alto' (spec 2 §2). */
export function cnaeFilterOptions(cnaes: CompanyLicenseCnaes | undefined): MultiSelectOption[] {
  if (!cnaes) return [];
  const groups = [
    [cnaes.lowLevel, riskLabels.low_level],
    [cnaes.mediumLevel, riskLabels.medium_level],
    [cnaes.highLevel, riskLabels.high_level],
  ] as const;
  return groups.flatMap(([items, group]) =>
    items.map((cnae) => ({ value: cnae.code_class, label: `${cnae.code_class} - ${cnae.code_description}`, group })),
  );
}

export interface CompanyLicenseListPageProps {
  http: Http;
  session: SessionClaims;
  companyId: number;
  search: LicenseListSearch;
  data: CompanyLicenseListResponse['result'][0];
  cnaes: CompanyLicenseCnaes | undefined;
  onSearchChange: (next: Partial<LicenseListSearch>) => void;
}

/**
 * The Licenças tab (spec 2 §2 'Licences'): the CNAE filter and the search, the table of the
 * company's licence rows, the page size and the pager.
 */
export function CompanyLicenseListPage({
  http,
  session,
  companyId,
  search,
  data,
  cnaes,
  onSearchChange,
}: CompanyLicenseListPageProps) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<CompanyLicenseDetail | null>(null);
  // Spec 2 §6 gives the view/edit button to UPDATE_LICENSES. Whoever reads the list (GET_LICENSES,
  // the screen's own condition) may also read a licence: without UPDATE_LICENSES the same dialog
  // opens read-only ('Visualizar licença'), so auditors and managers see conditions, fee and files.
  const readOnly = !sessionHolds(session, 'UPDATE_LICENSES');
  const canReset = sessionHolds(session, 'DELETE_FILES');
  const canBrowseRepository = sessionHolds(session, 'GET_FILES');
  // Spec 2 §6: the state's links and sources are for {product} and EDITOR only.
  const showSources = session.access_role === brand.roleCode || session.access_role === 'EDITOR';

  // The row as the server has it now (with the state's sources for staff): the list may be older.
  const open = useCallback(
    async (license: CompanyLicenseItem) => {
      try {
        setOpened(await queryClient.fetchQuery(companyLicenseQueryOptions(http, companyId, license.id)));
      } catch (error) {
        notifyApiError('Não foi possível carregar a licença/certidão.', error);
      }
    },
    [http, companyId, queryClient],
  );
  // A license's status feeds the company's summary and the dashboard's counts: both mutations refetch them.
  const update = useMutation(
    companyLicenseMutations.update(http, queryClient, {
      onSuccess: () => notify.success('Alteração realizada'),
      onError: (error) => notifyApiError('Não foi possível alterar.', error),
    }),
  );
  const resetting = useMutation(
    companyLicenseMutations.reset(http, queryClient, {
      onSuccess: (answer) => notify.success(answer.message, answer.description),
      onError: (error) => notifyApiError('Não foi possível resetar esta licença.', error),
    }),
  );
  // The dialog hears of a failed save (it stays open); a failed reset was told in its toast.
  const save = async (values: LicenseUpdateForm) => {
    if (!opened) return;
    await update.mutateAsync({
      companyId,
      licenseId: opened.id,
      body: {
        ...values,
        fiscalLicense: opened.fiscalLicenseId,
        clientNationalRegistrationId: opened.clientNationalRegistrationId,
        fiscalRegistrationId: opened.fiscalRegistrationId,
      },
    });
  };
  const reset = async () => {
    if (!opened) return;
    const answer = await resetting.mutateAsync({ companyId, licenseId: opened.id }).catch(() => null);
    // The row as it is now, with the state's sources the reset does not change.
    if (answer) setOpened({ ...answer.license, sources: opened.sources });
  };

  const columns = useMemo(
    () => licenseColumns({ onOpen: (license) => void open(license), readOnly }),
    [readOnly, open],
  );
  const options = useMemo(() => cnaeFilterOptions(cnaes), [cnaes]);
  return (
    <Stack space="large">
      {/* Each control says what it does: the CNAE filter's own search is for codes, the box for rows. */}
      <MultiSelect
        label={licenseListTexts.cnaeFilter}
        placeholder={licenseListTexts.cnaeFilterPlaceholder}
        options={options}
        value={search.cnaes}
        emptyText="Nenhum CNAE encontrado"
        onChange={(values) => onSearchChange({ cnaes: values, page: 0 })}
      />
      <SearchField
        label={licenseListTexts.search}
        placeholder={licenseListTexts.searchPlaceholder}
        value={search.search}
        onSearch={(term) => onSearchChange({ search: term, page: 0 })}
      />
      <DataTable
        label={title}
        columns={columns}
        data={data.items}
        getRowId={(license) => String(license.id)}
        onRowClick={(license) => void open(license)}
        nothingFoundText="Nenhuma licença encontrada"
        activeFilters={[
          ...searchFilter(search.search),
          ...(search.cnaes.length > 0 ? [{ label: 'CNAEs', value: search.cnaes.join(', ') }] : []),
        ]}
        onClearFilters={() => onSearchChange({ search: '', cnaes: [], page: 0 })}
      />
      <ListPager search={search} total={data.total} onSearchChange={onSearchChange} />
      <LicenseDialog
        http={http}
        companyId={companyId}
        license={opened}
        readOnly={readOnly}
        showSources={showSources}
        canReset={canReset}
        canBrowseRepository={canBrowseRepository}
        onSave={save}
        onReset={reset}
        onClose={() => setOpened(null)}
      />
    </Stack>
  );
}

/** A USER without GET_LICENSES: 'Acesso restrito' in place of the list (spec 2 §6). */
export function CompanyLicenseListRestricted() {
  return <AccessRestrictedSection backTo={clientHome.href} />;
}
