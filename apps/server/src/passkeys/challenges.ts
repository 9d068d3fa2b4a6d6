import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { webauthnChallenges } from '../db/schema';

/**
 * The challenges of WebAuthn ceremonies, kept on the server (`webauthn_challenges`): each is
 * good for one ceremony within 5 minutes. A registration's challenge names the person it was
 * given to, and only that person's answer can spend it; a sign-in's names nobody (the passkey
 * says whose it is).
 */
export type ChallengeEntry =
  | { challenge: string; purpose: 'authenticate' }
  | { challenge: string; purpose: 'register'; userId: number };

export const challengeLifetimeMinutes = 5;
/** The ceremony's timeout told to the browser: the challenge's own 5 minutes. */
export const ceremonyTimeoutMs = challengeLifetimeMinutes * 60 * 1000;

const pruneEveryMs = 60 * 1000;

export interface ChallengeStore {
  /** Keeps a challenge just given out, and forgets the expired ones (at most once a minute). */
  remember(db: Executor, entry: ChallengeEntry): Promise<void>;
  /**
   * Spends a challenge in one statement: true once for an unexpired challenge of this purpose
   * (and of this person, for a registration); false when it is unknown, used, expired or another
   * person's. Two answers with one challenge: only one of them gets true.
   */
  consume(db: Executor, entry: ChallengeEntry): Promise<boolean>;
}

export function challengeStore(): ChallengeStore {
  let lastPrune = 0;
  return {
    async remember(db, entry) {
      if (Date.now() - lastPrune >= pruneEveryMs) {
        lastPrune = Date.now();
        await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, sql`now()`));
      }
      await db.insert(webauthnChallenges).values({
        challenge: entry.challenge,
        purpose: entry.purpose,
        userId: entry.purpose === 'register' ? entry.userId : null,
        expiresAt: sql`now() + make_interval(mins => ${challengeLifetimeMinutes})`,
      });
    },
    async consume(db, entry) {
      const rows = await db
        .delete(webauthnChallenges)
        .where(
          and(
            eq(webauthnChallenges.challenge, entry.challenge),
            eq(webauthnChallenges.purpose, entry.purpose),
            sql`${webauthnChallenges.expiresAt} > now()`,
            entry.purpose === 'register' ? eq(webauthnChallenges.userId, entry.userId) : undefined,
          ),
        )
        .returning({ id: webauthnChallenges.id });
      return rows.length > 0;
    },
  };
}
