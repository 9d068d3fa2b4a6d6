import {
  type CnaeFolderItem,
  type CnpjCardItem,
  type CnpjFolderItem,
  clientFileTexts,
  type DocumentFileItem,
  type DocumentItem,
  type DocumentsResponse,
  type documentsQuery,
} from '@product/api/contract';
import {
  cnaeFolderPage,
  cnpjCardName,
  documentFolderName,
  pageCount,
  showsCnpjCard,
  toWireDate,
} from '@product/domain';
import type { z } from 'zod/mini';
import { findVisibleCompany, type Tenant } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import type { establishments } from '../db/schema';
import { notFound } from '../http/errors';
import {
  type CnaeFilter,
  cnaeOfEstablishment,
  countAttachedFiles,
  countCnaeFolders,
  countCnpjFolders,
  findEstablishment,
  listAttachedFiles,
  listCnaeFolders,
  listCnpjFolders,
  type Page,
} from './documents-queries';

/**
 * The documents browser (spec 2 "Documents"): level 1 lists one folder per
 * CNPJ of the company; level 2 (a CNPJ) the 'Cartão CNPJ' and one folder per
 * CNAE with active licence rows there; level 3 (a CNPJ-CNAE) the files
 * attached to those licence rows. Items carry the ids the next route needs:
 * `clientNationalRegistrationId` is the establishment id,
 * `clientNationalRegistrationFiscalRegistrationId` the CNAE id. The `cnae_level`
 * and `cnae` filters apply to levels 1 (CNPJs having such a CNAE) and 2; level
 * 3's path already names the CNAE.
 */
type Query = z.output<typeof documentsQuery>;

/** '4771701' → '4771-7/01', as the catalogue stores codes. */
function maskCnae(digits: string): string {
  return `${digits.slice(0, 4)}-${digits.slice(4, 5)}/${digits.slice(5)}`;
}

function filterOf(query: Query): CnaeFilter {
  return { level: query.cnae_level, codes: query.cnae?.map(maskCnae) };
}

function pageOf(query: Query): Page | null {
  const offset = query.page * query.limit;
  return Number.isSafeInteger(offset) ? { offset, limit: query.limit } : null;
}

function answer(items: DocumentItem[], total: number, limit: number): DocumentsResponse {
  const pages = pageCount(total, limit);
  return { items, total, page_in_range: pages, pages_in_range: pages };
}

/** Level 1: GET …/documents. */
export async function listCnpjDocuments(
  deps: ClientAreaDeps,
  tenant: Tenant,
  companyId: number,
  query: Query,
): Promise<DocumentsResponse> {
  await findVisibleCompany(deps.db, tenant, companyId);
  const search = query.search?.trim() || undefined;
  const filter = filterOf(query);
  const total = await countCnpjFolders(deps.db, companyId, search, filter);
  const page = pageOf(query);
  const rows =
    page && page.offset < total ? await listCnpjFolders(deps.db, companyId, search, filter, query, page) : [];
  const items = rows.map(
    (row): CnpjFolderItem => ({
      kind: 'cnpj-folder',
      id: row.id,
      name: documentFolderName(row.cnpj, row.registrationName),
      type: 'folder',
      registrationCode: row.cnpj,
      clientNationalRegistrationId: row.id,
      fiscalLicenseName: null,
      validUntil: null,
      totalFiles: row.totalFiles,
      registrationName: row.registrationName,
      establishmentType: row.type,
      enabled: row.enabled,
    }),
  );
  return answer(items, total, query.limit);
}

async function establishmentOf(deps: ClientAreaDeps, tenant: Tenant, companyId: number, establishmentId: number) {
  await findVisibleCompany(deps.db, tenant, companyId);
  const establishment = await findEstablishment(deps.db, tenant.clientId, companyId, establishmentId);
  if (!establishment) throw notFound(clientFileTexts.cnpjNotFound);
  return establishment;
}

function cardOf(establishment: typeof establishments.$inferSelect): CnpjCardItem {
  return {
    kind: 'cnpj-card',
    id: establishment.id,
    name: cnpjCardName,
    type: 'cnpj-card',
    registrationCode: establishment.cnpj,
    clientNationalRegistrationId: establishment.id,
    fiscalLicenseName: null,
    validUntil: null,
    card: {
      registrationCode: establishment.cnpj,
      type: establishment.type,
      openingDate: establishment.openingDate,
      businessName: establishment.registrationName,
      tradeName: establishment.fantasyName,
      legalNature: establishment.legalNature,
      primaryActivity: establishment.primaryActivity ?? null,
      secondaryActivities: establishment.secondaryActivities,
      address: {
        street: establishment.street,
        number: establishment.number,
        complement: establishment.complement,
        postalCode: establishment.zipCode,
        neighborhood: establishment.neighborhood,
        city: establishment.cityName,
        state: establishment.stateAlias,
      },
      email: establishment.email,
      phone: establishment.phone,
      situation: establishment.situation,
      situationDate: establishment.situationDate,
    },
  };
}

/**
 * Level 2: GET …/documents/{establishmentId}. The 'Cartão CNPJ' is pinned
 * first on the first page and counted in the total; the search hides it
 * unless its name matches.
 */
export async function listCnaeDocuments(
  deps: ClientAreaDeps,
  tenant: Tenant,
  companyId: number,
  establishmentId: number,
  query: Query,
): Promise<DocumentsResponse> {
  const establishment = await establishmentOf(deps, tenant, companyId, establishmentId);
  const search = query.search?.trim() || undefined;
  const filter = filterOf(query);
  const withCard = showsCnpjCard(search);
  const folders = await countCnaeFolders(deps.db, establishment.id, search, filter);
  const total = folders + (withCard ? 1 : 0);
  const page = pageOf(query);
  const items: DocumentItem[] = [];
  if (page && page.offset < total) {
    if (withCard && page.offset === 0) items.push(cardOf(establishment));
    const folderPage = cnaeFolderPage(page, withCard);
    const rows =
      folderPage.limit > 0 && folderPage.offset < folders
        ? await listCnaeFolders(deps.db, establishment.id, search, filter, query, folderPage)
        : [];
    for (const row of rows) {
      items.push({
        kind: 'cnae-folder',
        id: row.id,
        name: documentFolderName(establishment.cnpj, `${row.codeClass} - ${row.codeDescription}`),
        type: 'folder',
        registrationCode: establishment.cnpj,
        clientNationalRegistrationId: establishment.id,
        clientNationalRegistrationFiscalRegistrationId: row.id,
        fiscalLicenseName: null,
        validUntil: null,
        totalFiles: row.totalFiles,
        fiscalRegistrationCodeClass: row.codeClass,
        fiscalRegistrationCodeDescription: row.codeDescription,
        registrationLevel: row.registrationLevel,
      } satisfies CnaeFolderItem);
    }
  }
  return answer(items, total, query.limit);
}

/** Level 3: GET …/documents/{establishmentId}/{cnaeId}. */
export async function listFileDocuments(
  deps: ClientAreaDeps,
  tenant: Tenant,
  companyId: number,
  establishmentId: number,
  cnaeId: number,
  query: Query,
): Promise<DocumentsResponse> {
  const establishment = await establishmentOf(deps, tenant, companyId, establishmentId);
  const cnae = await cnaeOfEstablishment(deps.db, establishment.id, cnaeId);
  if (!cnae) throw notFound(clientFileTexts.cnaeNotFound);
  const search = query.search?.trim() || undefined;
  const total = await countAttachedFiles(deps.db, establishment.id, cnae.id, search);
  const page = pageOf(query);
  const rows =
    page && page.offset < total ? await listAttachedFiles(deps.db, establishment.id, cnae.id, search, query, page) : [];
  const items = rows.map(
    (row): DocumentFileItem => ({
      kind: 'file',
      id: row.id,
      name: row.name,
      type: row.extension,
      file_type: row.kind,
      registrationCode: establishment.cnpj,
      clientNationalRegistrationId: establishment.id,
      clientNationalRegistrationFiscalRegistrationId: cnae.id,
      companyLicenseId: row.companyLicenseId,
      fiscalLicenseId: row.licenseId,
      fiscalLicenseName: row.licenseName,
      // A calendar day: midnight UTC keeps the day whatever the reader's zone does with it.
      validUntil: row.validUntil ? toWireDate(new Date(`${row.validUntil}T00:00:00Z`)) : null,
      size: row.size,
      createdAt: toWireDate(row.createdAt),
    }),
  );
  return answer(items, total, query.limit);
}
