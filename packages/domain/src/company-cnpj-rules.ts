// Which CNPJs an account may add, as one rule: the server applies it to what
// its database holds, and the mocks of @product/api to their in-memory store.
import { cnpjRoot } from './cnpj';

/** What an account already holds of a CNPJ: the CNPJ itself, or a company of its root. */
export interface CnpjHolding {
  cnpj: boolean;
  root: boolean;
}

/** Why a CNPJ cannot start a new company; each is a key of the contract's `companyTexts` (a 409). */
export type NewCompanyConflict = 'cnpjTaken' | 'rootTaken';

/**
 * One root is one company (spec 2 'Adicionar empresa'): a CNPJ the account
 * already holds cannot be added again, and a new CNPJ whose root a company of
 * the account holds belongs to that company (added from its CNPJs tab), not
 * to a new one. Null when the CNPJ may start a company.
 */
export function newCompanyConflict(held: CnpjHolding): NewCompanyConflict | null {
  if (held.cnpj) return 'cnpjTaken';
  return held.root ? 'rootTaken' : null;
}

/** What the given CNPJs of an account hold of `cnpj` (for a store in memory; the server asks its database). */
export function cnpjHoldingAmong(cnpj: string, accountCnpjs: readonly string[]): CnpjHolding {
  const root = cnpjRoot(cnpj);
  return { cnpj: accountCnpjs.includes(cnpj), root: accountCnpjs.some((held) => cnpjRoot(held) === root) };
}
