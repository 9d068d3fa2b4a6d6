import { brand, businessGroupId, providerAccountId, staffRoles } from '@product/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword, randomPassword, verifyPassword } from '../auth/passwords';
import { deleteFeedsOfUser } from '../calendar/queries';
import { seedCnaes } from '../cnaes/seed';
import type { AdminCredentials } from '../config';
import type { Database, Transaction } from './database';
import { clients, groups, users } from './schema';

/** The provider's own account (the first, in the provider's group 1); its one home is the domain's account rules. */
export { providerAccountId };

const adminName = 'Administrador';

export interface BootstrapResult {
  /** Set only on the start that created the default administrator. */
  createdAdmin: AdminCredentials | null;
}

/**
 * Runs on every start, in one transaction (and under an advisory lock, so two
 * instances starting together do not race): group 1 and the provider's
 * account exist, the account enabled; the configured administrator exists
 * with the configured password, enabled, {product}, in the provider's
 * account; without one, a first start creates a default administrator with a
 * random password and prints it once; an empty CNAE catalogue gets the 1,332
 * IBGE subclasses.
 */
export async function bootstrap(
  db: Database,
  options: { admin: AdminCredentials | null; print?: (text: string) => void },
): Promise<BootstrapResult> {
  const print = options.print ?? ((text: string) => console.log(text));
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7205173)`);
    await ensureProviderAccount(tx);
    // The CNAE catalogue starts with the IBGE subclasses (only while it is empty).
    await seedCnaes(tx);
    if (options.admin) {
      await ensureAdmin(tx, options.admin);
      return { createdAdmin: null };
    }
    return { createdAdmin: await ensureSomeStaff(tx) };
  });
  if (result.createdAdmin) print(firstAdminBanner(result.createdAdmin));
  return result;
}

async function ensureProviderAccount(tx: Transaction): Promise<void> {
  const insertedGroup = await tx
    .insert(groups)
    .values({ id: businessGroupId, name: brand.name })
    .onConflictDoNothing({ target: groups.id })
    .returning({ id: groups.id });
  if (insertedGroup.length > 0) await catchUpSequence(tx, 'groups');
  const insertedAccount = await tx
    .insert(clients)
    .values({ id: providerAccountId, name: brand.name, type: 'BUSINESS', enabled: true, groupId: businessGroupId })
    .onConflictDoNothing({ target: clients.id })
    .returning({ id: clients.id });
  if (insertedAccount.length > 0) {
    await catchUpSequence(tx, 'clients');
    return;
  }
  // Staff sign in through this account: disabled (older versions allowed it), it locks every one of them out.
  await tx
    .update(clients)
    .set({ enabled: true })
    .where(and(eq(clients.id, providerAccountId), eq(clients.enabled, false)));
}

/** A row inserted with an explicit id leaves the serial sequence behind; move it past the highest id. */
async function catchUpSequence(tx: Transaction, table: 'groups' | 'clients'): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
  );
}

async function ensureAdmin(tx: Transaction, admin: AdminCredentials): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  const [existing] = await tx
    .select({ id: users.id, passwordHash: users.passwordHash, enabled: users.enabled })
    .from(users)
    .where(eq(users.email, email));
  if (!existing) {
    await tx.insert(users).values({
      name: adminName,
      email,
      passwordHash: await hashPassword(admin.password),
      accessRole: brand.roleCode,
      clientId: providerAccountId,
      enabled: true,
    });
    return;
  }
  const samePassword = await verifyPassword(existing.passwordHash, admin.password);
  await tx
    .update(users)
    .set({
      ...(samePassword ? {} : { passwordHash: await hashPassword(admin.password), updatedAt: new Date() }),
      accessRole: brand.roleCode,
      clientId: providerAccountId,
      enabled: true,
    })
    .where(eq(users.id, existing.id));
  // As when staff set a password or re-enable someone: old calendar links do not come back.
  if (!samePassword || !existing.enabled) await deleteFeedsOfUser(tx, existing.id);
}

async function ensureSomeStaff(tx: Transaction): Promise<AdminCredentials | null> {
  const [staff] = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.accessRole, [...staffRoles]))
    .limit(1);
  if (staff) return null;
  const credentials = { email: brand.defaultAdminEmail, password: randomPassword(16) };
  const passwordHash = await hashPassword(credentials.password);
  await tx
    .insert(users)
    .values({
      name: adminName,
      email: credentials.email,
      passwordHash,
      accessRole: brand.roleCode,
      clientId: providerAccountId,
      enabled: true,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash, accessRole: brand.roleCode, clientId: providerAccountId, enabled: true },
    });
  return credentials;
}

export function firstAdminBanner(admin: AdminCredentials): string {
  const line = '='.repeat(64);
  return [
    line,
    `  ${brand.name}: administrador criado (first administrator created)`,
    `  E-mail: ${admin.email}`,
    `  Senha:  ${admin.password}`,
    '  Guarde esta senha: ela não será mostrada de novo.',
    '  (Save this password now: it will not be shown again.)',
    line,
  ].join('\n');
}
