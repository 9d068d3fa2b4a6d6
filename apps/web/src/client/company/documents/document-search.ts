import type { DocumentsQuery } from '@product/api/client';
import { registrationLevels } from '@product/domain';
import { z } from 'zod/mini';
import { listQueryOf, listSearchSchema } from '../../../lib/list-search';

/**
 * The documents browser's state in the URL (spec 2 §2 'Documents'): page, size, search, and the
 * `cnae_level` and `cnae` filters the browser carries from folder to folder and sends to the server.
 * Anything unreadable means no filter rather than a failed page.
 */
export const documentSearchSchema = z.extend(listSearchSchema, {
  cnae_level: z.catch(z.optional(z.enum(registrationLevels)), undefined),
  cnae: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(2000))), undefined),
});

export type DocumentSearch = z.output<typeof documentSearchSchema>;

/** What the documents call takes. */
export function documentsQueryOf(search: DocumentSearch): DocumentsQuery {
  return { ...listQueryOf(search), cnae_level: search.cnae_level, cnae: search.cnae };
}

/** The filters a folder passes on to the folder it opens (a new folder starts at its first page, unsearched). */
export function carriedFilters({ cnae_level, cnae }: DocumentSearch): Pick<DocumentSearch, 'cnae_level' | 'cnae'> {
  return { cnae_level, cnae };
}
