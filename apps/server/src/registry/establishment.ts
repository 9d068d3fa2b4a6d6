import { ensureCatalogueCnaes } from '../cnaes/ensure';
import type { Executor } from '../db/database';
import type { establishments } from '../db/schema';
import { findMunicipality } from './municipalities';
import type { RegistryCompany } from './types';

/** An establishment row as the registry describes it; the caller adds the owner (client and company). */
export type EstablishmentRegistryValues = Omit<typeof establishments.$inferInsert, 'clientId' | 'companyId'>;

export interface EstablishmentFromRegistry {
  values: EstablishmentRegistryValues;
  /** The primary activity first; a code listed as both primary and secondary appears once, as primary. */
  cnaes: { cnaeId: number; isPrimary: boolean }[];
}

/**
 * The `establishments` values and CNAE links of a registry answer, inside
 * the caller's transaction: the municipality's coordinates (and its official
 * name and IBGE code when found), CNAE ids from the catalogue (missing codes
 * added, see ensureCatalogueCnaes).
 */
export async function establishmentFromRegistry(
  tx: Executor,
  company: RegistryCompany,
): Promise<EstablishmentFromRegistry> {
  const { address } = company;
  const municipality = findMunicipality(address);
  const activities = [...(company.primaryActivity ? [company.primaryActivity] : []), ...company.secondaryActivities];
  const ids = await ensureCatalogueCnaes(tx, activities);

  const cnaeLinks: EstablishmentFromRegistry['cnaes'] = [];
  const linked = new Set<number>();
  for (const [index, item] of activities.entries()) {
    const cnaeId = ids.get(item.code);
    if (cnaeId === undefined || linked.has(cnaeId)) continue;
    linked.add(cnaeId);
    cnaeLinks.push({ cnaeId, isPrimary: index === 0 && company.primaryActivity !== null });
  }

  return {
    values: {
      cnpj: company.cnpj,
      type: company.type,
      registrationName: company.registrationName,
      fantasyName: company.fantasyName,
      situation: company.situation,
      situationReason: company.situationReason,
      situationDate: company.situationDate,
      openingDate: company.openingDate,
      legalNature: company.legalNature,
      companySize: company.companySize,
      shareCapital: company.shareCapital,
      email: company.email,
      phone: company.phone,
      street: address.street,
      number: address.number,
      complement: address.complement,
      neighborhood: address.neighborhood,
      zipCode: address.zipCode,
      // The registry writes 'SAO PAULO'; the reference file's 'São Paulo' reads better on cards and maps.
      cityName: municipality?.name ?? address.cityName,
      stateAlias: municipality?.stateAlias ?? address.stateAlias,
      ibgeCode: municipality?.ibgeCode ?? address.ibgeCode,
      latitude: municipality?.latitude ?? null,
      longitude: municipality?.longitude ?? null,
      primaryActivity: company.primaryActivity,
      secondaryActivities: company.secondaryActivities,
      qsa: company.qsa,
      registrySource: company.source,
      registryUpdatedAt: new Date(),
    },
    cnaes: cnaeLinks,
  };
}
