import { ApiError } from '../http/errors';
import { type CompanyRegistry, type RegistryCompany, RegistryError } from '../registry/types';

const statusOfReason = { not_found: 404, rate_limited: 429, unavailable: 502 } as const;

/**
 * Looks a CNPJ up, turning a registry failure into the answer the person sees:
 * 404 (unknown CNPJ), 429 (too many lookups) or 502 (registry unreachable),
 * with the registry's Portuguese message. Call it before any transaction, so a
 * failure leaves nothing written.
 */
export async function lookupCnpj(registry: CompanyRegistry, cnpj: string): Promise<RegistryCompany> {
  try {
    return await registry.lookup(cnpj);
  } catch (error) {
    if (error instanceof RegistryError) throw new ApiError(statusOfReason[error.reason], error.message);
    throw error;
  }
}
