import { companyTexts } from '@product/api/contract';
import { cnpjMessages, cnpjRoot, isValidCnpj, newCompanyConflict, normalizeCnpj, todayIn } from '@product/domain';
import { recordActivity } from '../activity/record';
import type { Tenant } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { isUniqueViolation } from '../cnaes/unique';
import { syncCompanyLicenses } from '../company-licenses/sync';
import type { Executor } from '../db/database';
import { companies, userCompanies } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';
import { maskCnpj } from '../registry/format';
import { insertEstablishment } from './establishments';
import { findCnpjOwner, lockAccountForCompanies } from './queries';
import { lookupCnpj } from './registry-lookup';

/**
 * 409 when the account already has this CNPJ, or a company of its root
 * (CNPJs of one root are one company: a filial is added from that company's
 * CNPJs tab, 'Adicionar CNPJ').
 */
export async function assertCnpjFreeForCompany(db: Executor, clientId: number, cnpj: string): Promise<void> {
  const owner = await findCnpjOwner(db, clientId, cnpj);
  const conflict = newCompanyConflict({ cnpj: owner?.sameCnpj === true, root: owner !== undefined });
  if (conflict) throw new ApiError(409, companyTexts[conflict]);
}

/**
 * Creates a company from one CNPJ (POST company, the import, the demo seed):
 * the registry lookup first, outside any transaction, so a registry failure
 * (404, 429, 502 with the registry's message) writes nothing; then in one
 * transaction the company (named after the registration name), its first
 * CNPJ with the CNAE links, its licence rows, the USER's assignment (a USER
 * who creates a company must be able to see it) and the log entry.
 * `inTransaction` writes the caller's own record of the outcome in that same
 * transaction (an import job's row), so neither is ever kept without the other.
 */
export async function createCompanyFromCnpj(
  deps: Pick<ClientAreaDeps, 'db' | 'registry' | 'licenses' | 'now'>,
  tenant: Tenant,
  cnpj: string,
  options: {
    enabled: boolean;
    inTransaction?: (tx: Executor, created: { companyId: number; registrationName: string }) => Promise<void>;
  },
): Promise<{ companyId: number; registrationName: string }> {
  const code = normalizeCnpj(cnpj);
  if (!isValidCnpj(code)) throw badRequest(cnpjMessages.invalid);
  // Checked before the lookup too, so a known CNPJ costs no registry call.
  await assertCnpjFreeForCompany(deps.db, tenant.clientId, code);
  const registered = await lookupCnpj(deps.registry, code);
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      await lockAccountForCompanies(tx, tenant.clientId);
      await assertCnpjFreeForCompany(tx, tenant.clientId, code);
      const [company] = await tx
        .insert(companies)
        .values({
          clientId: tenant.clientId,
          name: registered.registrationName,
          enabled: options.enabled,
          cnpjRoot: cnpjRoot(code),
          registryUpdatedAt: now,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error('company not inserted');
      await insertEstablishment(tx, { clientId: tenant.clientId, companyId: company.id }, code, registered, now);
      await syncCompanyLicenses(tx, { companyId: company.id }, deps.licenses, todayIn(deps.licenses.timeZone, now));
      if (tenant.companyIds !== null) {
        await tx.insert(userCompanies).values({ userId: tenant.userId, companyId: company.id });
      }
      await recordActivity(tx, tenant.actor, {
        action: 'company.create',
        details: `Criou a empresa '${registered.registrationName}' (CNPJ ${maskCnpj(code)})`,
        entityType: 'company',
        entityId: company.id,
      });
      const created = { companyId: company.id, registrationName: registered.registrationName };
      await options.inTransaction?.(tx, created);
      return created;
    });
  } catch (error) {
    // Another request added the same CNPJ between the check and the insert.
    if (isUniqueViolation(error, 'establishments_client_cnpj_key')) throw new ApiError(409, companyTexts.cnpjTaken);
    throw error;
  }
}
