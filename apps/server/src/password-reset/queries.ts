import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { raisedSessionVersion } from '../auth/sessions';
import type { Executor } from '../db/database';
import { passwordResetTokens, users } from '../db/schema';

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, clientId: users.clientId })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** Links asked for this user in the last hour since their last completed reset (which ended the earlier ones). */
export async function countRecentTokens(db: Executor, userId: number): Promise<number> {
  const lastReset = sql`coalesce((select max(${passwordResetTokens.usedAt}) from ${passwordResetTokens}
    where ${passwordResetTokens.userId} = ${userId}), '-infinity'::timestamptz)`;
  const [row] = await db
    .select({ total: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        gt(passwordResetTokens.createdAt, sql`now() - interval '1 hour'`),
        gt(passwordResetTokens.createdAt, lastReset),
      ),
    );
  return row?.total ?? 0;
}

/** Ends every unused link of the user now (when one of them is used). */
export async function expireOpenTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
}

export async function insertToken(db: Executor, userId: number, tokenHash: string): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt: sql`now() + interval '1 hour'` });
}

/** Whether a link is known, unused and unexpired (a cheap look before the real, atomic `consumeToken`). */
export async function isTokenOpen(db: Executor, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Marks an open link used and returns its user, or nothing when the link is
 * unknown, used or expired. One statement, so two tabs cannot both use it.
 */
export async function consumeToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

export async function setPassword(db: Executor, userId: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    // A reset ends every session of the person (auth/sessions.ts).
    .set({ passwordHash, ...raisedSessionVersion, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, name: users.name, email: users.email, clientId: users.clientId });
  return row;
}
