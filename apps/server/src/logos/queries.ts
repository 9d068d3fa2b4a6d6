import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { companies } from '../db/schema';

/** The company's current logo key, its row locked until the transaction ends (two uploads never both keep theirs). */
export async function lockLogoKey(db: Executor, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ logoKey: companies.logoKey })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row?.logoKey ?? null;
}

export async function setLogoKey(db: Executor, companyId: number, logoKey: string | null): Promise<void> {
  await db.update(companies).set({ logoKey, updatedAt: new Date() }).where(eq(companies.id, companyId));
}
