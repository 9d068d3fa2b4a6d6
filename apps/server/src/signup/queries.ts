import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { clients, users } from '../db/schema';

/** Whether another user already has this (lower-case) e-mail. */
export async function emailTaken(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      exceptUserId === undefined ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptUserId)),
    )
    .limit(1);
  return row !== undefined;
}

/** A unique index said no (two requests raced for the same e-mail); drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || typeof current === 'object'; ) {
    if (current === null) return false;
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function insertClientAccount(
  db: Executor,
  values: { name: string; groupId: number; enabled: boolean },
): Promise<number> {
  const [row] = await db
    .insert(clients)
    .values({ ...values, type: 'CLIENT' })
    .returning({ id: clients.id });
  if (!row) throw new Error('account not inserted');
  return row.id;
}

export async function insertUser(
  db: Executor,
  values: { name: string; email: string; passwordHash: string; accessRole: string; clientId: number; enabled: boolean },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...values, permissionRoles: [] })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row.id;
}
