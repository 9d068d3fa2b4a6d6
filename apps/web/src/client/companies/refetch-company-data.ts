import { companyKeys, dashboardKeys } from '@product/api/client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After a company is added, imported, refreshed or deleted: every company query (lists, selectors,
 * the export) and the dashboard's numbers, which count companies, CNPJs and documents and would
 * otherwise stay as they were for their two-hour cache (spec 2 §9).
 */
export function refetchCompanyData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: companyKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}
