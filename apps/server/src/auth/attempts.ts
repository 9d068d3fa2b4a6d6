import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db/database';
import { loginAttempts } from '../db/schema';

/**
 * The login limit, built so that it cannot be raced and cannot be turned
 * against the account it protects:
 *
 * - **One address, one e-mail**: 10 failures of an (e-mail, address) pair in
 *   15 minutes refuse that pair for the rest of the window.
 * - **One address, many e-mails**: 30 failures from an address in 15 minutes
 *   refuse the address (password spraying). Higher than the pair limit, so
 *   an office behind one address is not shut out by a few people's typos.
 * - **Many addresses, one e-mail**: once an e-mail has 10 failures in the
 *   window, further guesses from addresses it was never signed in from are
 *   slowed to one every 60 seconds for the whole e-mail. A botnet gets about
 *   one guess a minute instead of unlimited ones, and the owner is not locked
 *   out: from an address where they signed in during the last 30 days they
 *   are not slowed at all, from a new one they get through once the guesses
 *   pause for a minute, and the password reset, which no sign-in limit holds,
 *   lifts every block on the e-mail (see below).
 *
 * A success clears only the failures of its own (e-mail, address) pair: the
 * owner signing in from home must not give back the guesses that other
 * addresses made at their e-mail, and one valid account must not let an
 * address keep guessing at the others. A password reset confirmed through
 * the e-mailed link clears every failure of the e-mail, from every address,
 * and makes the address that confirmed it trusted.
 *
 * Every attempt is reserved before its password is checked: under advisory
 * locks on the e-mail and on the address, the counts are read and, when the
 * attempt is allowed, recorded as a failure in the same transaction. The
 * answer later turns the row into a success. However many requests arrive at
 * once, each one sees all the reservations before it, so no more guesses
 * are checked than the limits allow; a request that dies mid-check stays
 * counted as a failure.
 */
export const loginLimit = {
  windowMinutes: 15,
  maxPairFailures: 10,
  maxAddressFailures: 30,
  slowEmailAfterFailures: 10,
  slowEmailSeconds: 60,
  trustAddressDays: 30,
  /** Failures are kept for a day, successes as long as they make an address trusted. */
  keepFailureHours: 24,
} as const;

/**
 * Why an attempt was refused: the pair's 15-minute window (a reset lifts it), the
 * address's 15-minute window (it does not), or the per-e-mail slowdown (a reset lifts it).
 */
export type LoginRefusal = 'window' | 'address' | 'slowdown';

export type LoginReservation = { allowed: true; attemptId: number } | { allowed: false; refusal: LoginRefusal };

/** First keys of the advisory locks (the others in use: 7205173–7205176). */
const emailLockClass = 7205177;
const addressLockClass = 7205178;

const windowStart = sql`now() - make_interval(mins => ${loginLimit.windowMinutes})`;

/**
 * The address of the row a confirmed reset adds besides its real one: a success
 * from this mark clears the e-mail's failures from every address. No client
 * address reads like it (`clientIp` gives an IP or 'unknown').
 */
export const everyAddress = 'password-reset';

/**
 * Decides and records one attempt atomically (see `loginLimit`). The e-mail's
 * lock is always taken before the address's, and nobody takes an e-mail lock
 * while holding an address lock, so two reservations never deadlock.
 */
export async function reserveLoginAttempt(
  db: Database,
  attempt: { email: string; ip: string },
): Promise<LoginReservation> {
  return db.transaction(async (tx) => {
    await lock(tx, emailLockClass, attempt.email);
    await lock(tx, addressLockClass, attempt.ip);
    const counts = await countFailures(tx, attempt);
    const refusal = refusalFor(counts);
    if (refusal) return { allowed: false, refusal };
    const [row] = await tx
      .insert(loginAttempts)
      .values({ ...attempt, succeeded: false })
      .returning({ id: loginAttempts.id });
    if (!row) throw new Error('login attempt not recorded');
    return { allowed: true, attemptId: row.id };
  });
}

async function lock(tx: Transaction, lockClass: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}::int, hashtext(${key}))`);
}

interface FailureCounts {
  pair: number;
  address: number;
  email: number;
  /** Seconds since the e-mail's latest failure (null without one). */
  sinceLastEmailFailure: number | null;
  trustedAddress: boolean;
}

function refusalFor(counts: FailureCounts): LoginRefusal | null {
  if (counts.address >= loginLimit.maxAddressFailures) return 'address';
  if (counts.pair >= loginLimit.maxPairFailures) return 'window';
  const slowed =
    counts.email >= loginLimit.slowEmailAfterFailures &&
    !counts.trustedAddress &&
    counts.sinceLastEmailFailure !== null &&
    counts.sinceLastEmailFailure < loginLimit.slowEmailSeconds;
  return slowed ? 'slowdown' : null;
}

/** The numbers the decision needs, in one statement over both indexes. */
async function countFailures(tx: Transaction, { email, ip }: { email: string; ip: string }): Promise<FailureCounts> {
  // An e-mail's failure counts until a success of the same pair, or a reset, comes after it.
  const cleared = sql`exists (select 1 from ${loginAttempts} later where later.email = ${email} and later.succeeded
    and later.ip in (${loginAttempts.ip}, ${everyAddress}) and later.created_at > ${loginAttempts.createdAt})`;
  const failed = sql`not ${loginAttempts.succeeded}`;
  const ofEmail = sql`${loginAttempts.email} = ${email} and ${failed} and ${loginAttempts.createdAt} > ${windowStart}
    and not ${cleared}`;
  const [row] = await tx
    .select({
      pair: sql<number>`count(*) filter (where ${ofEmail} and ${loginAttempts.ip} = ${ip})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip} and ${failed}
        and ${loginAttempts.createdAt} > ${windowStart})`.mapWith(Number),
      email: sql<number>`count(*) filter (where ${ofEmail})`.mapWith(Number),
      sinceLastEmailFailure: sql<number | null>`extract(epoch from now() - max(${loginAttempts.createdAt})
        filter (where ${ofEmail}))`.mapWith((value) => (value === null ? null : Number(value))),
      trustedAddress: sql<boolean>`coalesce(bool_or(${loginAttempts.email} = ${email} and ${loginAttempts.ip} = ${ip}
        and ${loginAttempts.succeeded}
        and ${loginAttempts.createdAt} > now() - make_interval(days => ${loginLimit.trustAddressDays})), false)`,
    })
    .from(loginAttempts)
    .where(or(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)));
  return {
    pair: row?.pair ?? 0,
    address: row?.address ?? 0,
    email: row?.email ?? 0,
    sinceLastEmailFailure: row?.sinceLastEmailFailure ?? null,
    trustedAddress: row?.trustedAddress === true,
  };
}

/** The reserved attempt turned out right. */
export async function markLoginSucceeded(db: Executor, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}

/**
 * A password reset confirmed through the e-mailed link: clears the failures
 * of the e-mail from every address and makes the confirming address trusted
 * (see `loginLimit`).
 */
export async function recordPasswordReset(db: Executor, attempt: { email: string; ip: string }): Promise<void> {
  await db.insert(loginAttempts).values([
    { ...attempt, succeeded: true },
    { email: attempt.email, ip: everyAddress, succeeded: true },
  ]);
}

/** Forgets failures after a day and successes once they no longer make an address trusted. */
export async function pruneLoginAttempts(db: Executor): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(
      or(
        and(
          eq(loginAttempts.succeeded, false),
          lt(loginAttempts.createdAt, sql`now() - make_interval(hours => ${loginLimit.keepFailureHours})`),
        ),
        lt(loginAttempts.createdAt, sql`now() - make_interval(days => ${loginLimit.trustAddressDays})`),
      ),
    );
}
