// The setup the second-factor and passkey suites share (tests only): a database with the {product}
// administrator and two client accounts, the app served at http://localhost:3000 without the policy
// and with it, a mailer that keeps what it sends, new people on demand, and the codes an authenticator
// app would show, computed with the same library.
import path from 'node:path';
import { apiPaths, errorResponse, loginAnswer } from '@product/api/contract';
import { type AccessRole, defaultMfaRequiredRoles, isStaffRole, totpSettings } from '@product/domain';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApp } from '../app';
import { findUserForSignIn } from '../auth/queries';
import { sessionFor } from '../auth/service';
import { bootstrap, providerAccountId } from '../db/bootstrap';
import type { Database, DatabaseHandle } from '../db/database';
import { activityLogs, loginAttempts, recoveryCodes, users } from '../db/schema';
import type { Mailer, MailMessage } from '../mail/mailer';
import { newRecoveryCodes, recoveryCodeHash } from '../second-factor/recovery-codes';
import { newTotpSecret } from '../second-factor/totp';
import {
  errorBodyOf,
  insertAccount,
  insertGroup,
  insertUser,
  jsonPost,
  openTestDatabase,
  type TestUser,
  tempDir,
  testSecret,
} from './harness';

export type App = ReturnType<typeof createApp>;

/** Where the apps say they are served (PUBLIC_URL): the relying party of the passkeys, the origin of our pages. */
export const publicUrl = 'http://localhost:3000';

export const adminCredentials = { email: 'chefe@conforma.test', password: 'senha-do-chefe' };

/** The code an authenticator app shows for `secret` at `timestamp` (ms). */
export function codeAt(secret: string, timestamp: number = Date.now()): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: totpSettings.algorithm,
    digits: totpSettings.digits,
    period: totpSettings.period,
    timestamp,
  });
}

/** Waits out the last 2 seconds of a 30-second step, so a code made now is still of this step when checked. */
export async function awayFromStepEdge(): Promise<void> {
  const into = Date.now() % (totpSettings.period * 1000);
  const left = totpSettings.period * 1000 - into;
  if (left < 2000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

export interface SecondFactorWorld {
  readonly handle: DatabaseHandle;
  readonly db: Database;
  /** Without the policy (AppDeps' default in tests). */
  readonly app: App;
  /** With MFA_REQUIRED_ROLES at the server's default, the staff roles. */
  readonly strictApp: App;
  /** Another app without the policy over the same database, made now (its challenge store has never pruned). */
  freshApp(): App;
  /** Every message the apps sent since the test began, oldest first. */
  readonly sent: MailMessage[];
  /** What the apps reported as unexpected (each suite expects none). */
  readonly errors: unknown[];
  readonly admin: TestUser;
  readonly accountId: number;
  readonly otherAccountId: number;
  /**
   * A new person, `pessoaN@conforma.test` named 'Pessoa N' (N counts from 1 in each world): staff in
   * the {product} account, anyone else in the first client account, unless `clientId` says otherwise.
   */
  newPerson(role: AccessRole, options?: { clientId?: number; name?: string }): Promise<TestUser>;
}

/**
 * Opens the world before the suite's tests and closes it after them; call it inside the `describe`.
 * Before each test the mail sent so far and every login attempt are forgotten, so each test starts
 * with an empty outbox and inside the sign-in limit.
 */
export function secondFactorWorld(kind: 'pglite' | 'postgres'): SecondFactorWorld {
  let handle: DatabaseHandle | undefined;
  let app: App | undefined;
  let strictApp: App | undefined;
  let admin: TestUser | undefined;
  let accountId = 0;
  let otherAccountId = 0;
  let people = 0;
  const sent: MailMessage[] = [];
  const errors: unknown[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      sent.push(message);
    },
  };
  const dir = tempDir('conforma-second-factor-');
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the second-factor world is not open yet');
    return value;
  };
  const make = (mfaRequiredRoles: readonly AccessRole[] = []) =>
    createApp({
      db: opened(handle).db,
      config: { jwtSecret: testSecret, webDist: path.join(dir.path, 'no-web-build') },
      logError: (error: unknown) => {
        errors.push(error);
      },
      logWarning: () => {},
      mailer,
      publicUrl,
      mfaRequiredRoles,
    });
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await bootstrap(handle.db, { admin: adminCredentials, print: () => {} });
    const [row] = await handle.db.select().from(users).where(eq(users.email, adminCredentials.email));
    if (!row) throw new Error('administrator missing');
    admin = { id: row.id, uid: row.uid, email: row.email, password: adminCredentials.password };
    const groupId = await insertGroup(handle.db, 'Sul');
    accountId = await insertAccount(handle.db, { name: 'Padaria', groupId });
    otherAccountId = await insertAccount(handle.db, { name: 'Mercado', groupId });
    app = make();
    strictApp = make(defaultMfaRequiredRoles);
  });
  beforeEach(async () => {
    sent.length = 0;
    await forgetAttempts(opened(handle).db);
  });
  afterAll(async () => {
    dir.remove();
    await handle?.close();
  });
  return {
    get handle() {
      return opened(handle);
    },
    get db() {
      return opened(handle).db;
    },
    get app() {
      return opened(app);
    },
    get strictApp() {
      return opened(strictApp);
    },
    freshApp: () => make(),
    sent,
    errors,
    get admin() {
      return opened(admin);
    },
    get accountId() {
      return accountId;
    },
    get otherAccountId() {
      return otherAccountId;
    },
    newPerson(role, options = {}) {
      people += 1;
      return insertUser(opened(handle).db, {
        email: `pessoa${people}@conforma.test`,
        accessRole: role,
        clientId: options.clientId ?? (isStaffRole(role) ? providerAccountId : accountId),
        name: options.name ?? `Pessoa ${people}`,
      });
    },
  };
}

/** POST login, parsed as the sign-in's answer (the session or the step before it). */
export async function signIn(app: App, user: { email: string; password: string }) {
  const response = await app.request(apiPaths.login, jsonPost({ username: user.email, password: user.password }));
  expect(response.status).toBe(200);
  return loginAnswer.parse(await response.json());
}

/** The `mfa_token` of a sign-in that must answer the step `kind`. */
export async function stepToken(
  app: App,
  user: { email: string; password: string },
  kind: 'verify' | 'setup',
): Promise<string> {
  const answer = await signIn(app, user);
  if (!('second_factor' in answer) || answer.second_factor !== kind) {
    throw new Error(`expected the ${kind} step, got ${JSON.stringify(answer)}`);
  }
  return answer.mfa_token;
}

/** A session as the sign-in signs it now, at the person's current session version. */
export async function sessionOf(db: Database, userId: number): Promise<string> {
  const user = await findUserForSignIn(db, userId);
  if (!user) throw new Error('no such user');
  return sessionFor(user, testSecret);
}

/** Expects a refusal with this status and the Portuguese message the person sees. */
export async function expectRefusal(response: Response, status: number, message: string): Promise<void> {
  expect({ status: response.status, body: errorResponse.parse(await response.json()) }).toEqual({
    status,
    body: errorBodyOf(message),
  });
}

/** Turns the app on for a person straight in the database, with recovery codes; answers the secret and codes. */
export async function giveTotp(db: Database, userId: number): Promise<{ secret: string; codes: string[] }> {
  const secret = newTotpSecret();
  const codes = newRecoveryCodes();
  await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
  return { secret, codes };
}

/** Every login attempt is forgotten, so each test starts inside the sign-in limit. */
export async function forgetAttempts(db: Database): Promise<void> {
  await db.delete(loginAttempts);
}

/** The activity-log entries a person made, oldest first. */
export async function activityOf(db: Database, userId: number) {
  return db
    .select({
      action: activityLogs.action,
      details: activityLogs.actionDetails,
      userId: activityLogs.userId,
      clientId: activityLogs.clientId,
      entityType: activityLogs.entityType,
      entityId: activityLogs.entityId,
    })
    .from(activityLogs)
    .where(eq(activityLogs.userId, userId))
    .orderBy(activityLogs.id);
}
