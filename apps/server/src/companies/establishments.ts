import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { establishmentCnaes, establishments } from '../db/schema';
import { establishmentFromRegistry } from '../registry/establishment';
import type { RegistryCompany } from '../registry/types';

/** The CNPJ's CNAE links become exactly these (a code listed twice counts once, primary if either says so). */
export async function replaceEstablishmentCnaes(
  tx: Executor,
  establishmentId: number,
  links: readonly { cnaeId: number; isPrimary: boolean }[],
): Promise<void> {
  await tx.delete(establishmentCnaes).where(eq(establishmentCnaes.establishmentId, establishmentId));
  const byCnae = new Map<number, boolean>();
  for (const link of links) byCnae.set(link.cnaeId, (byCnae.get(link.cnaeId) ?? false) || link.isPrimary);
  if (byCnae.size === 0) return;
  await tx
    .insert(establishmentCnaes)
    .values([...byCnae].map(([cnaeId, isPrimary]) => ({ establishmentId, cnaeId, isPrimary })));
}

/**
 * Writes a CNPJ the registry described as a new establishment of the company,
 * with its CNAE links. The CNPJ asked for is kept as the key (the registry
 * answers for it). Run inside the transaction that also syncs the licences.
 */
export async function insertEstablishment(
  tx: Executor,
  owner: { clientId: number; companyId: number },
  cnpj: string,
  registered: RegistryCompany,
  now: Date,
): Promise<number> {
  const { values, cnaes } = await establishmentFromRegistry(tx, registered);
  const [row] = await tx
    .insert(establishments)
    .values({ ...values, cnpj, clientId: owner.clientId, companyId: owner.companyId, registryUpdatedAt: now })
    .returning({ id: establishments.id });
  if (!row) throw new Error('establishment not inserted');
  await replaceEstablishmentCnaes(tx, row.id, cnaes);
  return row.id;
}

/** Overwrites a CNPJ's registry data and CNAE links with a fresh answer ('Atualizar dados'). */
export async function refreshEstablishment(
  tx: Executor,
  establishmentId: number,
  registered: RegistryCompany,
  now: Date,
): Promise<void> {
  const { values, cnaes } = await establishmentFromRegistry(tx, registered);
  // The key, the owner and the person's own choices (enabled) are not the registry's to change.
  const { cnpj: _cnpj, enabled: _enabled, createdAt: _createdAt, ...registryValues } = values;
  await tx
    .update(establishments)
    .set({ ...registryValues, registryUpdatedAt: now, updatedAt: now })
    .where(eq(establishments.id, establishmentId));
  await replaceEstablishmentCnaes(tx, establishmentId, cnaes);
}
