import { createHash, randomBytes } from 'node:crypto';
import {
  calendarCreateResponse,
  calendarPaths,
  clientFilePaths,
  logoUploadResponse,
  repositoryUploadResponse,
  secondFactorPaths,
} from '@product/api/contract';
import { type AccessRole, brand, cnpjCheckDigits, type PermissionCode, totpSettings } from '@product/domain';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { hashPassword } from '../auth/passwords';
import { syncCompanyLicenses } from '../company-licenses/sync';
import { defaultLicenseSettings } from '../config';
import { providerAccountId } from '../db/bootstrap';
import type { Database } from '../db/database';
import {
  clients,
  companyLicenses,
  groups,
  loginAttempts,
  notifications,
  passkeys,
  passwordResetTokens,
  rateLimitHits,
  recoveryCodes,
  tags,
  userCompanies,
  users,
  webauthnChallenges,
} from '../db/schema';
import { userHandleOf } from '../passkeys/service';
import type { CompanyRegistry } from '../registry/types';
import { signMfaToken } from '../second-factor/mfa-token';
import { newRecoveryCodes, recoveryCodeHash } from '../second-factor/recovery-codes';
import { newTotpSecret } from '../second-factor/totp';
import {
  type ClientWorld,
  ensureTestCnae,
  insertTestCompany,
  insertTestLicense,
  openClientWorld,
} from './client-world';
import { createFakeAuthenticator } from './fake-authenticator';
import { insertAccount, testSecret, tokenFor } from './harness';
import { registryCompany } from './registry';
import { samples } from './sample-files';

/**
 * The world of the access matrix: the client-area test world (Padaria Norte,
 * the foreign tenant Oficina Sul) plus the objects every operation's request
 * needs, and fresh people made without argon2 so that each row of the matrix
 * can have callers of its own. Everything Padaria Norte owns carries
 * `tenantMarker` in its name, and its companies `companyMarker` too: an answer
 * to someone who must not see them never contains those words.
 */
export const tenantMarker = 'Reservado-Norte';
export const companyMarker = 'Empresa-Reservada';
/** The password of every person of the matrix (hashed once per world). */
export const matrixPassword = 'senha-secreta';

/** Who sends a request: a person of the world and their token. */
export interface Caller {
  id: number;
  uid: string;
  email: string;
  role: AccessRole;
  clientId: number | null;
  codes: readonly PermissionCode[];
  companyIds: readonly number[];
  token: string;
  /** The request should name the caller's own user (rows 'own record'). */
  ownRecord: boolean;
}

/** A request of the matrix: the concrete path (with its query) and the body, if any. */
export interface MatrixRequest {
  path: string;
  json?: unknown;
  form?: FormData;
}

/** A request that would succeed for an allowed caller, built after the objects it names. */
export interface PreparedRequest {
  /** The company of Padaria Norte it names: a USER works with it only when it is assigned to them. */
  company?: number;
  build(caller: Caller | null): MatrixRequest | Promise<MatrixRequest>;
}
export type Recipe = (world: MatrixWorld) => Promise<PreparedRequest>;

/** Who a passkey is made for. */
export type SecondFactorPerson = Pick<Caller, 'id' | 'uid' | 'email' | 'role' | 'clientId'>;

/** The code an authenticator app shows now for `secret` (the same library as the server). */
export function totpCode(secret: string): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: totpSettings.algorithm,
    digits: totpSettings.digits,
    period: totpSettings.period,
  });
}

export interface MatrixWorld {
  base: ClientWorld;
  db: Database;
  app: ClientWorld['app'];
  norte: { id: number; name: string; groupId: number };
  sul: { id: number; groupId: number };
  /** The account each role's people belong to: staff of Padaria Norte's group, client roles in it. */
  homes: Record<AccessRole, number>;
  /** A staff account in another group (Sul): its PARTNER is 'staff of another group'. */
  otherGroupHome: number;
  fixed: {
    cnaeId: number;
    licenseId: number;
    company: { id: number; establishmentId: number };
    licenseRow: number;
    fileId: number;
    tagId: number;
    notificationId: number;
    logoKey: string;
    calendarToken: string;
  };
  /** A new number for unique names and CNPJ roots. */
  next(): number;
  /** A fresh person with this role in that account (codes and companies count for a USER only). */
  person(
    role: AccessRole,
    clientId: number | null,
    options?: { codes?: readonly PermissionCode[]; companyIds?: readonly number[] },
  ): Promise<Omit<Caller, 'token' | 'ownRecord'>>;
  /** A company of Padaria Norte with CNPJs of a new root (each with the fixed CNAE), licence rows synced. */
  company(branches?: number): Promise<{ id: number; establishmentIds: number[]; cnpjs: string[] }>;
  /** A valid CNPJ of a root and branch number. */
  cnpj(root: number, branch?: number): string;
  /** A call made to set a row up, as Padaria Norte's ADMIN; anything but a 2xx fails the row. */
  setup(method: string, path: string, body?: { json?: unknown; form?: FormData }): Promise<unknown>;
  /** Public calls and sign-in guesses count per address: the matrix sends many from one, so each row starts afresh. */
  forgetRateLimits(): Promise<void>;
  /** An account whose 'Exigir verificação em duas etapas' is on: its people are led to the set-up at sign-in. */
  strictAccount: number;
  /** The sign-in's step token of a person, as their password would have given it. */
  mfaToken(userId: number, purpose: 'verify' | 'setup'): Promise<string>;
  /** The authenticator app on for a person (with recovery codes), straight in the database; answers its secret. */
  giveTotp(userId: number): Promise<string>;
  /** The app's set-up started for a person (a pending secret); answers the secret. */
  startTotp(userId: number): Promise<string>;
  /** A passkey registration answer of a person, to a challenge kept for them as the options call keeps it. */
  passkeyRegistration(person: SecondFactorPerson): Promise<RegistrationResponseJSON>;
  /** A passkey of the person, registered through My account, and a sign-in answer by it to a fresh challenge. */
  passkeySignIn(person: SecondFactorPerson): Promise<AuthenticationResponseJSON>;
  /** A passkey row of a person (to remove; it signs nothing). */
  insertPasskey(userId: number): Promise<number>;
  /** A fresh person with a single-use password link; answers its token. */
  resetLink(): Promise<string>;
  close(): Promise<void>;
}

/** A registry that knows every valid CNPJ (the matrix creates many companies). */
const everyCnpjRegistry: CompanyRegistry = {
  async lookup(cnpj) {
    return registryCompany(cnpj);
  },
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function openMatrixWorld(kind: 'pglite' | 'postgres'): Promise<MatrixWorld> {
  const base = await openClientWorld(kind, { registry: everyCnpjRegistry, mailer: { send: async () => {} } });
  const db = base.db;
  const passwordHash = await hashPassword(matrixPassword);
  let serial = 0;
  const next = () => {
    serial += 1;
    return serial;
  };

  const groupOf = async (clientId: number) => {
    const [row] = await db.select({ groupId: clients.groupId }).from(clients).where(eq(clients.id, clientId));
    if (!row?.groupId) throw new Error(`account ${clientId} has no group`);
    return row.groupId;
  };
  const norteGroup = await groupOf(base.accounts.norte.id);
  const sulGroup = await groupOf(base.accounts.sul.id);
  const norteName = `Padaria ${tenantMarker}`;
  await db.update(clients).set({ name: norteName }).where(eq(clients.id, base.accounts.norte.id));
  await db
    .update(groups)
    .set({ name: `Norte ${tenantMarker}` })
    .where(eq(groups.id, norteGroup));
  const norte = { id: base.accounts.norte.id, name: norteName, groupId: norteGroup };

  const staffHome = (name: string, groupId: number) => insertAccount(db, { name, groupId, type: 'BUSINESS' });
  const homes: Record<AccessRole, number> = {
    [brand.roleCode]: providerAccountId,
    EDITOR: providerAccountId,
    PARTNER: await staffHome(`Parceiro ${tenantMarker}`, norteGroup),
    AFFINITY: await staffHome(`Affinity ${tenantMarker}`, norteGroup),
    ADMIN: norte.id,
    USER: norte.id,
    PROVIDER: norte.id,
    BUSINESS: norte.id,
  } as Record<AccessRole, number>;
  // Staff of another group: the foreign tenant's.
  const otherGroupHome = await staffHome('Parceiro Sul', sulGroup);

  const person: MatrixWorld['person'] = async (role, clientId, options = {}) => {
    const n = next();
    const inNorte = clientId === norte.id || clientId === homes.PARTNER || clientId === homes.AFFINITY;
    const [row] = await db
      .insert(users)
      .values({
        name: `${inNorte ? tenantMarker : 'Pessoa'} ${role} ${n}`,
        email: `matriz${n}.${role.toLowerCase()}@pessoas.test`,
        passwordHash,
        accessRole: role,
        clientId,
        permissionRoles: role === 'USER' ? [...(options.codes ?? [])] : [],
      })
      .returning({ id: users.id, uid: users.uid, email: users.email });
    if (!row) throw new Error('person not inserted');
    const companyIds = role === 'USER' ? [...new Set(options.companyIds ?? [])] : [];
    if (companyIds.length > 0) {
      await db.insert(userCompanies).values(companyIds.map((companyId) => ({ userId: row.id, companyId })));
    }
    return { ...row, role, clientId, codes: options.codes ?? [], companyIds };
  };

  const cnpj = (root: number, branch = 1) => {
    const base12 = `${String(root).padStart(8, '0')}${String(branch).padStart(4, '0')}`;
    return `${base12}${cnpjCheckDigits(base12)}`;
  };
  const today = () => new Date().toISOString().slice(0, 10);
  const cnaeId = await ensureTestCnae(db, '4731-8/00', 'low_level');
  const company: MatrixWorld['company'] = async (branches = 1) => {
    const root = 10_000_000 + next();
    const cnpjs = Array.from({ length: branches }, (_, index) => cnpj(root, index + 1));
    const name = `${companyMarker} ${root} ${tenantMarker}`;
    const created = await insertTestCompany(db, norte.id, {
      name,
      establishments: cnpjs.map((code) => ({ cnpj: code, registrationName: name, cnaeIds: [cnaeId] })),
    });
    await db.transaction((tx) =>
      syncCompanyLicenses(tx, { companyId: created.companyId }, defaultLicenseSettings, today()),
    );
    return { id: created.companyId, establishmentIds: created.establishmentIds, cnpjs };
  };

  const setup: MatrixWorld['setup'] = async (method, path, body = {}) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${base.tokens.ADMIN}` };
    if (body.json !== undefined) headers['Content-Type'] = 'application/json';
    const response = await base.app.request(path, {
      method,
      headers,
      body: body.form ?? (body.json === undefined ? undefined : JSON.stringify(body.json)),
    });
    if (response.status >= 300) throw new Error(`setup ${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  // The objects the reading rows name; the rows that change or delete make their own.
  const licenseId = await insertTestLicense(db, `Alvará ${tenantMarker}`, [cnaeId]);
  const main = await company();
  const [row] = await db
    .select({ id: companyLicenses.id })
    .from(companyLicenses)
    .where(eq(companyLicenses.companyId, main.id));
  if (!row) throw new Error('licence row not synced');
  const uploaded = repositoryUploadResponse.parse(
    await setup('POST', clientFilePaths.repository(main.id), {
      form: fileForm('alvara.pdf', samples.pdf, { file_type: 'document' }),
    }),
  );
  const [tag] = await db
    .insert(tags)
    .values({ clientId: norte.id, tag: `Etiqueta ${tenantMarker}` })
    .returning({ id: tags.id });
  const [notification] = await db
    .insert(notifications)
    .values({ clientId: norte.id, type: 'info', title: `Aviso ${tenantMarker}`, description: 'Para toda a conta' })
    .returning({ id: notifications.id });
  if (!tag || !notification) throw new Error('fixtures not inserted');
  const logoCompany = await company();
  const logo = logoUploadResponse.parse(
    await setup('POST', clientFilePaths.logo(logoCompany.id), { form: fileForm('logo.png', samples.png) }),
  );
  const calendar = calendarCreateResponse.parse(await setup('POST', calendarPaths.settings));

  // Second factor (issue 28): an account that requires it, one authenticator for every passkey.
  const strictAccount = await insertAccount(db, { name: `Conta exigente ${tenantMarker}`, groupId: norteGroup });
  await db.update(clients).set({ mfaRequired: true }).where(eq(clients.id, strictAccount));
  const authenticator = createFakeAuthenticator();
  const challenge = async (purpose: 'register' | 'authenticate', userId: number | null) => {
    const value = randomBytes(32).toString('base64url');
    await db.insert(webauthnChallenges).values({
      challenge: value,
      purpose,
      userId,
      expiresAt: sql`now() + interval '5 minutes'`,
    });
    return value;
  };
  const passkeyRegistration: MatrixWorld['passkeyRegistration'] = async (person) => {
    const options: PublicKeyCredentialCreationOptionsJSON = {
      challenge: await challenge('register', person.id),
      rp: { id: 'localhost', name: brand.name },
      user: { id: userHandleOf(person.uid), name: person.email, displayName: person.email },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    };
    return authenticator.register(options);
  };

  return {
    base,
    db,
    app: base.app,
    norte,
    sul: { id: base.accounts.sul.id, groupId: sulGroup },
    homes,
    otherGroupHome,
    fixed: {
      cnaeId,
      licenseId,
      company: { id: main.id, establishmentId: main.establishmentIds[0] ?? 0 },
      licenseRow: row.id,
      fileId: uploaded.file.id,
      tagId: tag.id,
      notificationId: notification.id,
      logoKey: lastSegment(logo.logoSrc),
      calendarToken: lastSegment(calendar.url).replace(/\.ics$/, ''),
    },
    next,
    person,
    company,
    cnpj,
    setup,
    async forgetRateLimits() {
      await db.delete(rateLimitHits);
      await db.delete(loginAttempts);
    },
    strictAccount,
    async mfaToken(userId, purpose) {
      const [row] = await db.select({ sv: users.sessionVersion }).from(users).where(eq(users.id, userId));
      if (!row) throw new Error(`no person ${userId}`);
      return signMfaToken({ userId, sv: row.sv, purpose }, testSecret);
    },
    async giveTotp(userId) {
      const secret = newTotpSecret();
      await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, userId));
      await db
        .insert(recoveryCodes)
        .values(newRecoveryCodes().map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
      return secret;
    },
    async startTotp(userId) {
      const secret = newTotpSecret();
      await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
      return secret;
    },
    passkeyRegistration,
    async passkeySignIn(person) {
      const credential = await passkeyRegistration(person);
      const token = await tokenOf(person, person.clientId);
      const response = await base.app.request(secondFactorPaths.passkeys, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Chave da matriz', credential }),
      });
      if (response.status !== 201) throw new Error(`passkey not added: ${response.status} ${await response.text()}`);
      return authenticator.authenticate(
        { challenge: await challenge('authenticate', null), rpId: 'localhost', allowCredentials: [] },
        { credentialId: credential.id },
      );
    },
    async insertPasskey(userId) {
      const [row] = await db
        .insert(passkeys)
        .values({ userId, credentialId: randomBytes(16).toString('base64url'), publicKey: 'nenhuma', name: 'Chave' })
        .returning({ id: passkeys.id });
      if (!row) throw new Error('passkey not inserted');
      return row.id;
    },
    async resetLink() {
      const someone = await person('ADMIN', norte.id);
      const token = randomBytes(24).toString('base64url');
      await db.insert(passwordResetTokens).values({
        userId: someone.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      });
      return token;
    },
    close: () => base.close(),
  };
}

const lastSegment = (url: string) => url.split('/').pop() ?? '';

/** A token for the caller: inside `clientId` (a client they belong to or entered), or outside any client. */
export function tokenOf(
  person: { id: number; uid: string; email: string; role: AccessRole },
  clientId: number | null,
  options: { issuedAt?: number } = {},
): Promise<string> {
  return tokenFor(person, person.role, { clientId, ...(options.issuedAt ? { now: options.issuedAt } : {}) });
}

/** A multipart body of one file (and text fields), made anew for every request. */
export function fileForm(name: string, bytes: Uint8Array, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  return form;
}

/** The path of a temporary file link as the server answers it (local storage: a path on this server). */
export function pathOfLink(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}
