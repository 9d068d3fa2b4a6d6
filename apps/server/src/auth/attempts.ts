import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { loginAttempts } from '../db/schema';

/**
 * The login limit: at most 10 failed attempts per e-mail and per IP address
 * within 15 minutes; the 11th attempt is refused (429) before the password is
 * even checked. A successful login wipes the slate for that e-mail only (its
 * earlier failures stop counting), never for the IP address: one valid account
 * must not let an address keep guessing at the others.
 */
export const loginLimit = { maxFailures: 10, windowMinutes: 15, keepHours: 24 } as const;

const windowStart = sql`now() - make_interval(mins => ${loginLimit.windowMinutes})`;

/** Whether this e-mail or this address used up its failures in the window. */
export async function isLoginBlocked(db: Executor, email: string, ip: string): Promise<boolean> {
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, true), gt(loginAttempts.createdAt, windowStart)),
    );
  const emailSince = lastSuccess?.at
    ? gt(loginAttempts.createdAt, lastSuccess.at)
    : gt(loginAttempts.createdAt, windowStart);
  const [byEmail] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), emailSince));
  if ((byEmail?.failures ?? 0) >= loginLimit.maxFailures) return true;
  const [byIp] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, windowStart)));
  return (byIp?.failures ?? 0) >= loginLimit.maxFailures;
}

export async function recordLoginAttempt(db: Executor, attempt: { email: string; ip: string; succeeded: boolean }) {
  await db.insert(loginAttempts).values(attempt);
}

/** Forgets attempts older than a day; nothing reads them after 15 minutes. */
export async function pruneLoginAttempts(db: Executor): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, sql`now() - make_interval(hours => ${loginLimit.keepHours})`));
}
