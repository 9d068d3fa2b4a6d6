import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cnaeCodePattern, isValidCnpj } from '@product/domain';
import { z } from 'zod';
import { serverRoot } from '../paths';
import { maskCnpj } from './format';
import { type CompanyRegistry, type RegistryCompany, RegistryError, registrySituations } from './types';

/** Fictional demo companies (valid check digits, real municipalities and CNAEs); see reference-data/SOURCES.md. */
export const offlineDatasetPath = path.join(serverRoot, 'reference-data/registry-offline.json');

const text = z.string().min(1).nullable();
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();
const activity = z.object({ code: z.string().regex(cnaeCodePattern), text: z.string().min(1) });

const datasetCompany = z.object({
  cnpj: z.string().refine((cnpj) => isValidCnpj(cnpj) && cnpj === cnpj.toUpperCase() && cnpj.length === 14),
  type: z.enum(['MATRIZ', 'FILIAL']),
  registrationName: z.string().min(1),
  fantasyName: text,
  situation: z.enum(registrySituations),
  situationReason: text,
  situationDate: isoDate,
  openingDate: isoDate,
  legalNature: text,
  companySize: text,
  shareCapital: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .nullable(),
  email: text,
  phone: text,
  address: z.object({
    street: text,
    number: text,
    complement: text,
    neighborhood: text,
    zipCode: z
      .string()
      .regex(/^\d{8}$/)
      .nullable(),
    cityName: text,
    stateAlias: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable(),
    ibgeCode: z
      .string()
      .regex(/^\d{7}$/)
      .nullable(),
    siafiCode: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
  }),
  primaryActivity: activity.nullable(),
  secondaryActivities: z.array(activity),
  qsa: z.array(z.object({ name: z.string().min(1), qual: z.string() })),
});
const dataset = z.object({ companies: z.array(datasetCompany).min(1) });

let cached: RegistryCompany[] | null = null;

/** The dataset, read and checked once; a broken file stops the server at the first lookup rather than lying. */
export function offlineCompanies(): RegistryCompany[] {
  if (cached) return cached;
  const parsed = dataset.parse(JSON.parse(readFileSync(offlineDatasetPath, 'utf8')));
  const companies = parsed.companies.map((company): RegistryCompany => ({ ...company, source: 'offline' }));
  if (new Set(companies.map((company) => company.cnpj)).size !== companies.length) {
    throw new Error('registry-offline.json: repeated CNPJ');
  }
  cached = companies;
  return companies;
}

/** The dataset's CNPJs in file order (matriz before its filiais), for the demo seed. */
export function offlineCnpjs(): string[] {
  return offlineCompanies().map((company) => company.cnpj);
}

/** The dataset's answer for a CNPJ, a copy so callers may change it freely; undefined when absent. */
export function findOfflineCompany(cnpj: string): RegistryCompany | undefined {
  const found = offlineCompanies().find((company) => company.cnpj === cnpj);
  return found ? structuredClone(found) : undefined;
}

/** CNPJ_REGISTRY=offline: only the dataset, no network. */
export function createOfflineRegistry(): CompanyRegistry {
  return {
    async lookup(cnpj) {
      const found = findOfflineCompany(cnpj);
      if (!found) {
        throw new RegistryError(
          'not_found',
          `A consulta à Receita Federal está desligada neste servidor e o CNPJ ${maskCnpj(cnpj)} não está na base offline de demonstração.`,
        );
      }
      return found;
    },
  };
}
