import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { rateLimitHits } from '../db/schema';
import { ApiError } from './errors';

/** A limit on a public call: at most `max` per key (the caller's address) in `windowMinutes`. */
export interface RateLimit {
  action: string;
  max: number;
  windowMinutes: number;
  message: string;
}

/**
 * The public calls that cost the server (an argon2 hash, an e-mail) and need
 * no sign-in, limited per address so nobody can script them. The numbers
 * leave room for an office behind one address: a person signs up once, and
 * asks for a reset link once or twice.
 */
export const publicRateLimits = {
  signup: {
    action: 'signup',
    max: 5,
    windowMinutes: 60,
    message: 'Muitos cadastros feitos deste endereço. Aguarde uma hora e tente novamente.',
  },
  passwordReset: {
    action: 'password_reset',
    max: 10,
    windowMinutes: 60,
    message: 'Muitos pedidos de redefinição de senha deste endereço. Aguarde uma hora e tente novamente.',
  },
} as const satisfies Record<string, RateLimit>;

/** First key of the limit's advisory lock (the others in use: 7205173–7205178). */
const rateLimitLockClass = 7205179;

/**
 * Counts one call of `key` against `limit`, or refuses it with 429 when the
 * window is full. Counting and recording happen in one transaction under an
 * advisory lock on (action, key), so simultaneous calls cannot all slip
 * through; refused calls are not recorded.
 */
export async function takeRateLimitSlot(db: Database, limit: RateLimit, key: string): Promise<void> {
  const allowed = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${rateLimitLockClass}::int, hashtext(${`${limit.action}:${key}`}))`,
    );
    const [row] = await tx
      .select({ hits: count() })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.action, limit.action),
          eq(rateLimitHits.key, key),
          gt(rateLimitHits.createdAt, sql`now() - make_interval(mins => ${limit.windowMinutes})`),
        ),
      );
    if ((row?.hits ?? 0) >= limit.max) return false;
    await tx.insert(rateLimitHits).values({ action: limit.action, key });
    return true;
  });
  if (!allowed) throw new ApiError(429, limit.message);
}

/** Forgets calls older than a day; no limit looks further back. */
export async function pruneRateLimitHits(db: Executor): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, sql`now() - interval '1 day'`));
}
