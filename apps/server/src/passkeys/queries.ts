import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { loginAttempts, passkeys, users } from '../db/schema';

/**
 * The counter of a passkey refused because its counter went back (a copy of the key may be in use):
 * above any counter an authenticator can send (they are 32-bit), so every later answer of that key
 * is refused too, until the person removes it or an administrator resets their factors.
 */
export const blockedCounter = 2 ** 32;

/** A passkey by the id its authenticator gives (base64url). */
export async function findPasskeyByCredentialId(db: Executor, credentialId: string) {
  const [row] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      name: passkeys.name,
      credentialId: passkeys.credentialId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row;
}

/** A person's passkeys as the browser is told to skip them when registering another. */
export function credentialsOf(db: Executor, userId: number) {
  return db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

export async function credentialIdTaken(db: Executor, credentialId: string): Promise<boolean> {
  const rows = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return rows.length > 0;
}

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  backedUp: boolean;
}

export async function insertPasskey(db: Executor, userId: number, name: string, passkey: NewPasskey) {
  const [row] = await db
    .insert(passkeys)
    .values({ userId, name, ...passkey })
    .returning({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      backedUp: passkeys.backedUp,
    });
  if (!row) throw new Error('passkey not inserted');
  return row;
}

/**
 * Records a use with the authenticator's new counter, only if the counter moved on (or the key
 * keeps none: synced passkeys always send 0). False when it went back: checked and written in one
 * statement, so two answers with one counter cannot both pass.
 */
export async function recordPasskeyUse(
  db: Executor,
  passkeyId: number,
  use: { counter: number; backedUp: boolean },
): Promise<boolean> {
  const movedOn = use.counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, use.counter);
  const rows = await db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, passkeyId), movedOn))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** Blocks a passkey whose counter went back (see `blockedCounter`); false when it already was. */
export async function blockPasskey(db: Executor, passkeyId: number): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: blockedCounter })
    .where(and(eq(passkeys.id, passkeyId), lt(passkeys.counter, blockedCounter)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** One of the person's own passkeys, or nothing (someone else's looks the same as none). */
export async function findOwnPasskey(db: Executor, userId: number, passkeyId: number) {
  const [row] = await db
    .select({ id: passkeys.id, name: passkeys.name })
    .from(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .limit(1);
  return row;
}

export async function deletePasskey(db: Executor, passkeyId: number): Promise<void> {
  await db.delete(passkeys).where(eq(passkeys.id, passkeyId));
}

/** Holds the person's row until the transaction ends: their factors change one at a time. */
export async function lockPerson(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** What registering a passkey names a person by: their stable uid, e-mail and name. */
export async function findPerson(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, uid: users.uid, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * A sign-in completed from this address: as a password's success does (auth/attempts), it clears
 * the pair's failures and makes the address trusted for the e-mail.
 */
export async function recordSignIn(db: Executor, attempt: { email: string; ip: string }): Promise<void> {
  await db.insert(loginAttempts).values({ ...attempt, succeeded: true });
}

/**
 * Ends every session of the person, only if their session version is still `from` (the one the
 * sign-in's step token carries); false when it moved meanwhile (the token is spent or void).
 */
export async function raiseSessionVersionFrom(db: Executor, userId: number, from: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(and(eq(users.id, userId), eq(users.sessionVersion, from)))
    .returning({ id: users.id });
  return rows.length > 0;
}
