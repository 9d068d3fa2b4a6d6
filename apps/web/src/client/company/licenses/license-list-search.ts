import type { CompanyLicenseListParams } from '@product/api/client';
import { type RegistrationLevel, registrationLevels } from '@product/domain';
import type { SearchSchemaInput } from '@tanstack/react-router';
import { type ListSearch, listQueryOf, listSearchDefaults, readListSearch } from '#/lib/list-search';
import { oneOf, optionalKeys, textList } from '#/lib/search-params';

/** The licence list state in the URL: page, size, search, the chosen CNAE codes and the tabs' `cnae_level`. */
export const licenseListSearchDefaults = { ...listSearchDefaults, cnaes: [] as string[] };

export interface LicenseListSearch extends ListSearch {
  /** CNAE codes (`?cnaes=["4721-1/02"]`); one code alone counts as a list of one. */
  cnaes: string[];
  cnae_level?: RegistrationLevel | undefined;
}

/** `validateSearch` of the licence list: anything unreadable means no filter rather than a failed page. */
export const validateLicenseListSearch = (
  search: Partial<Omit<LicenseListSearch, 'cnaes'>> & { cnaes?: string[] | string } & SearchSchemaInput,
): LicenseListSearch => ({
  ...readListSearch(search),
  cnaes: textList(search.cnaes, 20),
  ...optionalKeys(search, { cnae_level: oneOf(search.cnae_level, registrationLevels) }),
});

/** What the list call takes. */
export function licenseListParamsOf(search: LicenseListSearch): CompanyLicenseListParams {
  return {
    ...listQueryOf(search),
    cnaes: search.cnaes.length ? search.cnaes : undefined,
    cnae_level: search.cnae_level,
  };
}
