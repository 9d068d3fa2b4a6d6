import type { DocumentFolder, DocumentsQuery } from '@product/api/client';
import { type RegistrationLevel, registrationLevels } from '@product/domain';
import type { SearchSchemaInput } from '@tanstack/react-router';
import { type ListSearch, listQueryOf, readListSearch } from '#/lib/list-search';
import { oneOf, optionalKeys, textOfLength } from '#/lib/search-params';

/**
 * The documents browser's state in the URL (spec 2 §2 'Documents'): page, size, search, and the
 * `cnae_level` and `cnae` filters the browser carries from folder to folder and sends to the server.
 */
export interface DocumentSearch extends ListSearch {
  cnae_level?: RegistrationLevel | undefined;
  cnae?: string | undefined;
}

/** `validateSearch` of the documents browser: anything unreadable means no filter rather than a failed page. */
export const validateDocumentSearch = (search: Partial<DocumentSearch> & SearchSchemaInput): DocumentSearch => ({
  ...readListSearch(search),
  ...optionalKeys(search, {
    cnae_level: oneOf(search.cnae_level, registrationLevels),
    cnae: textOfLength(search.cnae, 1, 2000),
  }),
});

/** What the documents call takes. */
export function documentsQueryOf(search: DocumentSearch): DocumentsQuery {
  return { ...listQueryOf(search), cnae_level: search.cnae_level, cnae: search.cnae };
}

/** The filters a folder passes on to the folder it opens (a new folder starts at its first page, unsearched). */
export function carriedFilters({ cnae_level, cnae }: DocumentSearch): Pick<DocumentSearch, 'cnae_level' | 'cnae'> {
  return { cnae_level, cnae };
}

/** The documents route's optional levels, as the URL gives them (`/documents[/{cnpjId}[/{cnaeId}]]`). */
export interface DocumentFolderParams {
  cnpjId?: string | undefined;
  fiscalRegistrationId?: string | undefined;
}

/** The open folder of a documents URL: none (the CNPJ folders), a CNPJ, or a CNPJ's CNAE. */
export function documentFolderOf({ cnpjId, fiscalRegistrationId }: DocumentFolderParams): DocumentFolder {
  if (cnpjId === undefined) return {};
  if (fiscalRegistrationId === undefined) return { cnpjId: Number(cnpjId) };
  return { cnpjId: Number(cnpjId), cnaeId: Number(fiscalRegistrationId) };
}
