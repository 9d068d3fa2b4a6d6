import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { clients, passkeys, recoveryCodes, users, webauthnChallenges } from '../db/schema';

/** A person's authenticator-app state; `lock` holds the row until the transaction ends. */
export async function findTotpState(db: Executor, userId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      clientId: users.clientId,
      sessionVersion: users.sessionVersion,
      totpSecret: users.totpSecret,
      totpPendingSecret: users.totpPendingSecret,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Keeps a secret shown for set-up; it replaces nothing until a first code confirms it. */
export async function setPendingSecret(db: Executor, userId: number, secret: string): Promise<void> {
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
}

/**
 * Records `step` as the last one accepted, only when it is newer than the last: the atomic check
 * that a code is never accepted twice (two requests with one code: one of them claims it), and
 * only while `secret` is still the person's app.
 */
export async function claimTotpStep(db: Executor, userId: number, secret: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        eq(users.totpSecret, secret),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Turns the confirmed pending secret into the person's app, with the step of the code that
 * confirmed it; false when the pending secret changed meanwhile or an app is already on.
 */
export async function enablePendingSecret(db: Executor, userId: number, pending: string, step: number) {
  const rows = await db
    .update(users)
    .set({ totpSecret: pending, totpPendingSecret: null, totpLastStep: step })
    .where(and(eq(users.id, userId), eq(users.totpPendingSecret, pending), isNull(users.totpSecret)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Turns the app off: secret, pending secret, last step and recovery codes. False when it was not on. */
export async function disableTotp(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(and(eq(users.id, userId), sql`${users.totpSecret} is not null`))
    .returning({ id: users.id });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return rows.length > 0;
}

/** Spends a recovery code by its hash, once: false when it is unknown or already used. */
export async function useRecoveryCode(db: Executor, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

/** The person's recovery codes become these (the earlier ones, used or not, stop working). */
export async function replaceRecoveryCodes(db: Executor, userId: number, codeHashes: readonly string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codeHashes.length > 0) {
    await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }
}

export async function countRecoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** The person's passkeys as My account lists them, oldest first. */
export function listPasskeys(db: Executor, userId: number) {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      backedUp: passkeys.backedUp,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/**
 * The administrator's reset: every passkey, the app, its recovery codes and pending ceremonies of
 * the person go, and all of their sessions end. Undefined when there is no such user.
 */
export async function resetFactorsOf(db: Executor, userId: number) {
  const [row] = await db
    .update(users)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
      sessionVersion: sql`${users.sessionVersion} + 1`,
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id, name: users.name, email: users.email, clientId: users.clientId });
  if (!row) return undefined;
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
  return row;
}

/** The account's 'Exigir verificação em duas etapas'; `lock` holds the row until the transaction ends. */
export async function findAccountPolicy(db: Executor, clientId: number, options: { lock?: boolean } = {}) {
  const query = db.select({ mfaRequired: clients.mfaRequired }).from(clients).where(eq(clients.id, clientId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function setAccountPolicy(db: Executor, clientId: number, mfaRequired: boolean): Promise<void> {
  await db.update(clients).set({ mfaRequired }).where(eq(clients.id, clientId));
}
