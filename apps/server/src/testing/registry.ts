import { cnpjCheckDigits } from '@product/domain';
import { type CompanyRegistry, type RegistryCompany, RegistryError } from '../registry/types';

/** A valid CNPJ from its first 12 characters ('112223330001' → '11222333000181'). */
export function cnpjOf(base12: string): string {
  return `${base12}${cnpjCheckDigits(base12)}`;
}

/** A registry answer as the adapters give it, in Belo Horizonte unless told otherwise. */
export function registryCompany(cnpj: string, values: Partial<RegistryCompany> = {}): RegistryCompany {
  return {
    cnpj,
    type: cnpj.slice(8, 12) === '0001' ? 'MATRIZ' : 'FILIAL',
    registrationName: `Empresa ${cnpj.slice(0, 8)} Ltda`,
    fantasyName: `Fantasia ${cnpj.slice(0, 8)}`,
    situation: 'ATIVA',
    situationReason: 'SEM MOTIVO',
    situationDate: '2015-03-10',
    openingDate: '2010-05-20',
    legalNature: '206-2 - Sociedade Empresária Limitada',
    companySize: 'MICRO EMPRESA',
    shareCapital: '150000.00',
    email: 'contato@empresa.test',
    phone: '(31) 3333-4444',
    address: {
      street: 'Rua da Bahia',
      number: '1000',
      complement: 'Sala 2',
      neighborhood: 'Centro',
      zipCode: '30160011',
      cityName: 'BELO HORIZONTE',
      stateAlias: 'MG',
      ibgeCode: '3106200',
      siafiCode: null,
    },
    primaryActivity: { code: '4711-3/02', text: 'Supermercados' },
    secondaryActivities: [{ code: '5611-2/01', text: 'Restaurantes e similares' }],
    qsa: [{ name: 'Maria Souza', qual: '49-Sócio-Administrador' }],
    source: 'offline',
    ...values,
  };
}

/**
 * A registry in memory: answers the companies it was given, fails with the
 * error set for a CNPJ, says not_found otherwise, and counts lookups.
 */
export interface FakeRegistry extends CompanyRegistry {
  companies: Map<string, RegistryCompany>;
  failures: Map<string, RegistryError>;
  lookups: string[];
  add(company: RegistryCompany): RegistryCompany;
}

export function fakeRegistry(): FakeRegistry {
  const registry: FakeRegistry = {
    companies: new Map(),
    failures: new Map(),
    lookups: [],
    add(company) {
      registry.companies.set(company.cnpj, company);
      return company;
    },
    async lookup(cnpj) {
      registry.lookups.push(cnpj);
      const failure = registry.failures.get(cnpj);
      if (failure) throw failure;
      const company = registry.companies.get(cnpj);
      if (!company) throw new RegistryError('not_found', 'CNPJ não encontrado na Receita Federal.');
      return structuredClone(company);
    },
  };
  return registry;
}
