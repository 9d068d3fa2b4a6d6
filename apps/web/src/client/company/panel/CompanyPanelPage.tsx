import {
  type CompanyDetail,
  type CompanyLicenseItem,
  companyAddressesQueryOptions,
  companyLicenseListLimit,
  companyLicenseListQueryOptions,
  companyLicenseStatusesQueryOptions,
  type Http,
  type SessionClaims,
} from '@product/api/client';
import { licenseValidityText } from '@product/domain';
import {
  Box,
  Button,
  DataTable,
  dataTableColumnHelper,
  Inline,
  LicenseStatusBadge,
  Skeleton,
  Stack,
  visuallyHidden,
} from '@product/ui';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { sessionHolds } from '#/lib/client-guard';
import { notifyApiError } from '#/lib/errors';
import { LoadFailedPanel } from '#/lib/load-error';
import { LicenseCnpj } from '../licenses/license-columns';
import { SectionCard } from '../SectionCard';

// pigeon-maps, visx and react-to-print load in their own chunks, only when the panel shows them.
const CompanyLocationsMap = lazy(() => import('./CompanyLocationsMap'));
const CompanyLicenseChart = lazy(() => import('./CompanyLicenseChart'));
const CompanyExportDialog = lazy(() => import('./CompanyExportDialog'));

/** The map's height in CSS pixels, shared with its placeholder. */
const companyMapHeight = 360;

/** Spec 2 §8 titles of the panel's three calls. */
export const companyPanelLoadTitles = {
  addresses: 'Não foi possível carregar os endereços.',
  statuses: 'Não foi possível carregar os status das licenças.',
  licenses: 'Não foi possível carregar as licenças.',
} as const;

/** Spec 2 §7: the panel reads the first 99 licences (page 0). */
export const panelLicenseParams = { page: 0, limit: companyLicenseListLimit } as const;

const column = dataTableColumnHelper<CompanyLicenseItem>();
const licenseColumns = column.columns([
  column.accessor('status', { header: 'Status', cell: (cell) => <LicenseStatusBadge status={cell.getValue()} /> }),
  column.accessor('fiscalLicenseName', { header: 'Licença' }),
  column.display({
    id: 'cnpj',
    header: 'CNPJ',
    meta: { nowrap: true },
    cell: ({ row }) => <LicenseCnpj license={row.original} />,
  }),
  column.accessor('fiscalRegistrationCodeClass', { header: 'CNAE referência', meta: { nowrap: true } }),
  column.display({
    id: 'validity',
    header: 'Validade',
    meta: { nowrap: true },
    cell: ({ row }) => licenseValidityText(row.original),
  }),
]);

function Loading({ label, height }: { label: string; height?: number }) {
  return (
    <Box aria-busy="true" style={height ? { minHeight: height } : undefined}>
      <span className={visuallyHidden}>{label}</span>
      <Skeleton variant="block" />
    </Box>
  );
}

/** A query's content, its skeleton, or its §8 failure (the toast, and the same words in place). */
function QueryState<T>({
  query,
  title,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  title: string;
  loading: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { error } = query;
  useEffect(() => {
    if (error) notifyApiError(title, error);
  }, [error, title]);
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (error) {
    return (
      <LoadFailedPanel title={title} error={error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  }
  return <>{loading}</>;
}

export interface CompanyPanelPageProps {
  http: Http;
  session: SessionClaims;
  company: CompanyDetail;
}

/**
 * Tab Painel (spec 2 'Company panel'): the CNPJs on a map, the licences by status and their list,
 * and 'Exportar dados' (the print view 'Dados da Empresa e Licenças'). The licence calls need
 * GET_LICENSES (spec 2 §6); without it the licence card says so and nothing is asked.
 */
export function CompanyPanelPage({ http, session, company }: CompanyPanelPageProps) {
  const seesLicenses = sessionHolds(session, 'GET_LICENSES');
  const addresses = useQuery(companyAddressesQueryOptions(http, company.id));
  const statuses = useQuery({ ...companyLicenseStatusesQueryOptions(http, company.id), enabled: seesLicenses });
  const licenses = useQuery({
    ...companyLicenseListQueryOptions(http, company.id, panelLicenseParams),
    enabled: seesLicenses,
  });
  const [exporting, setExporting] = useState(false);

  return (
    <Stack space="large">
      <Inline space="small" align="flex-end">
        <Button variant="secondary" onClick={() => setExporting(true)}>
          Exportar dados
        </Button>
      </Inline>
      <SectionCard title="Localizações">
        <QueryState
          query={addresses}
          title={companyPanelLoadTitles.addresses}
          loading={<Loading label="Carregando o mapa" height={companyMapHeight} />}
        >
          {(data) => (
            <Suspense fallback={<Loading label="Carregando o mapa" height={companyMapHeight} />}>
              <CompanyLocationsMap addresses={data} height={companyMapHeight} />
            </Suspense>
          )}
        </QueryState>
      </SectionCard>
      {seesLicenses ? (
        <>
          <QueryState
            query={statuses}
            title={companyPanelLoadTitles.statuses}
            loading={<Loading label="Carregando o gráfico" />}
          >
            {(data) => (
              <Suspense fallback={<Loading label="Carregando o gráfico" />}>
                <CompanyLicenseChart counts={data} />
              </Suspense>
            )}
          </QueryState>
          <SectionCard title="Licenças">
            <QueryState
              query={licenses}
              title={companyPanelLoadTitles.licenses}
              loading={<Loading label="Carregando as licenças" />}
            >
              {(data) => (
                <DataTable
                  label={`Licenças de ${company.name}`}
                  columns={licenseColumns}
                  data={data.items}
                  getRowId={(row) => String(row.id)}
                  emptyText="Nenhuma licença"
                />
              )}
            </QueryState>
          </SectionCard>
        </>
      ) : (
        <SectionCard title="Licenças">
          <Box as="p" color="textMuted">
            Você não tem permissão para ver as licenças desta empresa.
          </Box>
        </SectionCard>
      )}
      {exporting ? (
        <Suspense fallback={null}>
          <CompanyExportDialog company={company} open onClose={() => setExporting(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
