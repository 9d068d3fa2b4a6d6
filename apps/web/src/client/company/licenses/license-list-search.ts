import type { CompanyLicenseListParams } from '@product/api/client';
import { registrationLevels } from '@product/domain';
import { z } from 'zod/mini';
import { listQueryOf, listSearchDefaults, listSearchSchema } from '../../../lib/list-search';

/** The licence list state in the URL: page, size, search, the chosen CNAE codes and the tabs' `cnae_level`. */
export const licenseListSearchDefaults = { ...listSearchDefaults, cnaes: [] as string[] };

/** `cnaes` is a list of CNAE codes (`?cnaes=["4721-1/02"]`); one code alone counts as a list of one. */
const cnaeCodes = z.pipe(
  z.union([z.array(z.string().check(z.minLength(1), z.maxLength(20))), z.string().check(z.minLength(1))]),
  z.transform((value) => [...new Set(Array.isArray(value) ? value : [value])]),
);

/** Anything unreadable means no filter rather than a failed page. */
export const licenseListSearchSchema = z.extend(listSearchSchema, {
  cnaes: z.catch(z._default(cnaeCodes, []), []),
  cnae_level: z.catch(z.optional(z.enum(registrationLevels)), undefined),
});

export type LicenseListSearch = z.output<typeof licenseListSearchSchema>;

/** What the list call takes. */
export function licenseListParamsOf(search: LicenseListSearch): CompanyLicenseListParams {
  return {
    ...listQueryOf(search),
    cnaes: search.cnaes.length ? search.cnaes : undefined,
    cnae_level: search.cnae_level,
  };
}
