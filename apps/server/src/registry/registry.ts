import type { RegistrySettings } from '../config';
import { type CompanyRegistry, RegistryError } from './types';

// Filled in by the registry work (issue 5): BrasilAPI, ReceitaWS and the offline dataset.
export function createRegistry(_settings: RegistrySettings): CompanyRegistry {
  return {
    lookup: async () => {
      throw new RegistryError('unavailable', 'Consulta de CNPJ indisponível.');
    },
  };
}
