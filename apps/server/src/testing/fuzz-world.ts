// Test support, long on purpose: one world for the whole fuzz suite (every resource's rows, people of
// every role and the requests of each operation), kept in one file so every generator sees the same ids.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  calendarCreateResponse,
  calendarPaths,
  clientFilePaths,
  fileLinkResponse,
  logoUploadResponse,
  logoutPath,
  profilePath,
  repositoryUploadResponse,
  secondFactorPaths,
  tagMutationResponse,
  tagPaths,
} from '@product/api/contract';
import { type ApiOperation, isMultipartBody } from '@product/api/contract/operations';
import { type AccessRole, brand, formatRecoveryCode, licenseStatuses, permissionCodes } from '@product/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { hashPassword } from '../auth/passwords';
import { signSession } from '../auth/tokens';
import { syncCompanyLicenses } from '../company-licenses/sync';
import { defaultLicenseSettings } from '../config';
import { providerAccountId } from '../db/bootstrap';
import { clients, companyLicenses, notifications, passkeys, recoveryCodes, users } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { signMfaToken } from '../second-factor/mfa-token';
import { newRecoveryCodes, recoveryCodeHash } from '../second-factor/recovery-codes';
import { newTotpSecret } from '../second-factor/totp';
import { send } from './accounts-world';
import {
  type ClientWorld,
  ensureTestCnae,
  insertTestCompany,
  insertTestLicense,
  openClientWorld,
} from './client-world';
import type { Hint, UploadFile } from './fuzz-arbitraries';
import { insertAccount, insertUser, testSecret } from './harness';
import { cnpjOf, fakeRegistry, registryCompany } from './registry';
import { multipart, samples } from './sample-files';

/**
 * The world the fuzz suite sends its requests into: the client-area world
 * (accounts Padaria Norte and Oficina Sul, a person of every role) plus
 * fixtures for every path parameter — stable ones that requests read and
 * change, and victims that DELETE calls may remove without taking the
 * others with them — and the instruments of the properties: a log of every
 * row written (triggers), the files in storage and the e-mails sent.
 */

/** Who sends an operation's requests: nobody (public), the person of My account, staff, or a client ADMIN. */
export type Caller = 'public' | 'self' | 'staff' | 'client';

/** The identity a request carries: the caller's own token most of the time, or a wrong one. */
export const authVariants = [
  'caller',
  'none',
  'bearer-empty',
  'basic',
  'garbage',
  'huge',
  'tampered',
  'expired',
  'other-secret',
  'foreign-tenant',
  'powerless-user',
] as const;
export type AuthVariant = (typeof authVariants)[number];

/**
 * Tables whose rows a refused request writes by design, left out of the
 * write log: `login_attempts` (every refused sign-in is recorded: the login
 * limit counts them) and `rate_limit_hits` (sign-up and password-reset take
 * their slot once the body is valid, before the service may still refuse,
 * e.g. an e-mail already taken: otherwise refusals would be free to repeat).
 */
export const tablesWrittenOnRefusal = ['login_attempts', 'rate_limit_hits'] as const;

export const fuzzPassword = 'senha-secreta';
const selfEmail = 'eu.fuzz@cliente.test';

export interface FuzzWorld {
  world: ClientWorld;
  callerOf(operation: ApiOperation): Caller;
  /** Values of a path parameter (`{id}`, `{licenseId}`, `{token}`) that name fixtures of this operation. */
  pathValues(operation: ApiOperation, name: string): string[];
  /** Realistic values for fields of this operation's body and query (see `Hint`). */
  hint(operation: ApiOperation): Hint;
  /** Files for this operation's uploads: what it accepts, and what it must refuse. */
  uploadSamples(operation: ApiOperation): UploadFile[];
  /** The Authorization header of a request, null for none. */
  authorization(caller: Caller, variant: AuthVariant): Promise<string | null>;
  /**
   * Puts the world back where requests of the operation expect it (limits,
   * My account's person); true when it wrote to a logged table.
   */
  prepare(operation: ApiOperation, requestNumber: number): Promise<boolean>;
  /** After a request that changed something: the callers' own people and accounts restored, tokens renewed. */
  repairCallers(): Promise<number>;
  /**
   * Rows written since `mark` (an id of the write log, 0 at first), as
   * `table:OPERATION ×n`, and the mark to pass next time: one query a request.
   */
  writesSince(mark: number): Promise<{ writes: string[]; mark: number }>;
  /** Whether requests of this operation may add or remove stored files (uploads, deletions). */
  touchesStorage(operation: ApiOperation): boolean;
  /** Paths and sizes of the stored files. */
  storageSnapshot(): string;
  mails: MailMessage[];
  close(): Promise<void>;
}

async function rowsOf<T>(world: ClientWorld, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await world.db.execute(query);
  // Both drivers answer { rows: [...] } (node-postgres' QueryResult, PGlite's Results).
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * A row trigger on every table but `tablesWrittenOnRefusal` appends to
 * `fuzz_writes`: statements that change no row log nothing, writes rolled
 * back vanish with their transaction, and every insert, update or delete
 * that stays is seen — also one that leaves counts and ids as they were.
 */
async function installWriteLog(world: ClientWorld): Promise<void> {
  const [where] = await rowsOf<{ schema: string }>(world, sql`select current_schema() as schema`);
  const schema = `"${(where?.schema ?? 'public').replaceAll('"', '""')}"`;
  const tables = await rowsOf<{ name: string }>(
    world,
    sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  await world.db.execute(
    sql.raw(
      `create table ${schema}.fuzz_writes (id bigserial primary key, table_name text not null, op text not null)`,
    ),
  );
  await world.db.execute(
    sql.raw(`create function ${schema}.fuzz_record_write() returns trigger language plpgsql as $$
      begin
        insert into ${schema}.fuzz_writes (table_name, op) values (tg_table_name, tg_op);
        return null;
      end $$`),
  );
  const skipped = new Set<string>([...tablesWrittenOnRefusal, 'fuzz_writes', '__drizzle_migrations']);
  for (const { name } of tables) {
    if (skipped.has(name)) continue;
    const table = `"${name.replaceAll('"', '""')}"`;
    await world.db.execute(
      sql.raw(`create trigger fuzz_write after insert or update or delete on ${schema}.${table}
        for each row execute function ${schema}.fuzz_record_write()`),
    );
  }
}

function listFiles(root: string): string {
  const out: string[] = [];
  const visit = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      const stat = statSync(full);
      if (stat.isDirectory()) visit(full);
      else out.push(`${path.relative(root, full)}:${stat.size}`);
    }
  };
  visit(root);
  return out.sort().join('\n');
}

const masked = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

export async function openFuzzWorld(kind: 'pglite' | 'postgres'): Promise<FuzzWorld> {
  const registry = fakeRegistry();
  const mails: MailMessage[] = [];
  const world = await openClientWorld(kind, {
    registry,
    mailer: {
      async send(message) {
        mails.push(message);
      },
    },
  });
  const db = world.db;
  const norte = world.accounts.norte.id;
  const sul = world.accounts.sul.id;
  const admin = world.tokens.ADMIN;
  const staffRole = brand.roleCode as AccessRole;

  // The registry: new companies to add by CNPJ, and branches of Posto Alfa's root to add to it.
  const newCompanyCnpjs = ['223334440001', '334445550001', '445556660001', '556667770001', '667778880001'].map(cnpjOf);
  const alfaCnpjs = ['112223330001', '112223330002'].map(cnpjOf);
  const alfaNewBranches = ['112223330003', '112223330004'].map(cnpjOf);
  for (const cnpj of [...newCompanyCnpjs, ...alfaCnpjs, ...alfaNewBranches]) registry.add(registryCompany(cnpj));

  // Catalogue: two CNAEs and licence definitions linked to them; victims to delete.
  const retail = await ensureTestCnae(db, '4711-3/02', 'low_level');
  const clinic = await ensureTestCnae(db, '8610-1/01', 'high_level');
  const spareCnae = await ensureTestCnae(db, '0112-1/01', 'low_level');
  const victimCnaes = [
    await ensureTestCnae(db, '0111-3/01', 'low_level'),
    await ensureTestCnae(db, '0111-3/02', 'medium_level'),
    await ensureTestCnae(db, '0111-3/03', 'high_level'),
  ];
  const permit = await insertTestLicense(db, 'Alvará de funcionamento', [retail, clinic]);
  const sanitary = await insertTestLicense(db, 'Licença sanitária', [clinic]);
  // Changed by PUT (its CNAEs too), so that Posto Alfa's rows of the two above stay as they are.
  const spareLicense = await insertTestLicense(db, 'Licença reserva', [victimCnaes[0] ?? 0]);
  const victimLicenses = [
    await insertTestLicense(db, 'Licença descartável 1', [retail]),
    await insertTestLicense(db, 'Licença descartável 2', []),
  ];

  // Companies: Posto Alfa (two CNPJs, licence rows, files, logo), Clínica Beta, one of Oficina Sul, victims.
  const alfa = await insertTestCompany(db, norte, {
    name: 'Posto Alfa',
    establishments: [
      { cnpj: alfaCnpjs[0] ?? '', cnaeIds: [retail, clinic] },
      { cnpj: alfaCnpjs[1] ?? '', cnaeIds: [retail], stateAlias: 'SP', cityName: 'São Paulo' },
    ],
  });
  const beta = await insertTestCompany(db, norte, {
    name: 'Clínica Beta',
    establishments: [{ cnpj: cnpjOf('778889990001'), cnaeIds: [clinic] }],
  });
  const foreign = await insertTestCompany(db, sul, {
    name: 'Oficina Sul',
    establishments: [{ cnpj: cnpjOf('889990000001'), cnaeIds: [retail] }],
  });
  const spareCompany = async (name: string, base: string) =>
    (await insertTestCompany(db, norte, { name, establishments: [{ cnpj: cnpjOf(base) }] })).companyId;
  const victimCompanies = [
    await spareCompany('Descartável 1', '901234560001'),
    await spareCompany('Descartável 2', '912345670001'),
  ];
  const logoVictims = [
    await spareCompany('Logo descartável 1', '923456780001'),
    await spareCompany('Logo descartável 2', '945678900001'),
  ];
  // 'Atualizar dados' replaces a company's CNAEs with the registry's, which would remove Posto Alfa's licence rows.
  const refreshedCnpj = cnpjOf('956789010001');
  registry.add(registryCompany(refreshedCnpj));
  const refreshed = await spareCompany('Atualizável', refreshedCnpj.slice(0, 12));
  const cnpjVictimCnpjs = ['934567890001', '934567890002', '934567890003', '934567890004'].map(cnpjOf);
  const cnpjVictim = await insertTestCompany(db, norte, {
    name: 'Filiais descartáveis',
    establishments: cnpjVictimCnpjs.map((cnpj) => ({ cnpj, cnaeIds: [retail] })),
  });
  await db.transaction((tx) => syncCompanyLicenses(tx, 'all', defaultLicenseSettings, '2026-03-10'));
  const licenseRows = (
    await db
      .select({ id: companyLicenses.id })
      .from(companyLicenses)
      .where(
        and(
          inArray(companyLicenses.companyId, [alfa.companyId, foreign.companyId]),
          inArray(companyLicenses.licenseId, [permit, sanitary]),
        ),
      )
  ).map((row) => row.id);

  // Files through the API, so storage and rows agree: stable ones, victims, logos.
  const upload = async (companyId: number, name: string, bytes: Uint8Array, fileType = 'document') => {
    const response = await world.app.request(
      clientFilePaths.repository(companyId),
      multipart(admin, { name, bytes }, { file_type: fileType }),
    );
    if (response.status !== 201) throw new Error(`fixture upload failed: ${response.status}`);
    return repositoryUploadResponse.parse(await response.json()).file.id;
  };
  const uploadLogo = async (companyId: number) => {
    const response = await world.app.request(
      clientFilePaths.logo(companyId),
      multipart(admin, { name: 'logo.png', bytes: samples.png }),
    );
    if (response.status !== 201) throw new Error(`fixture logo failed: ${response.status}`);
    return logoUploadResponse.parse(await response.json()).logoSrc;
  };
  const alfaFile = await upload(alfa.companyId, 'alvara.pdf', samples.pdf);
  const alfaFee = await upload(alfa.companyId, 'taxa.pdf', samples.pdf, 'fee');
  const victimFiles = [
    await upload(alfa.companyId, 'descartavel-1.pdf', samples.pdf),
    await upload(alfa.companyId, 'descartavel-2.png', samples.png, 'protocol'),
  ];
  const alfaLogoKey = (await uploadLogo(alfa.companyId)).split('/').at(-1) ?? '';
  for (const companyId of logoVictims) await uploadLogo(companyId);
  const linkResponse = await world.app.request(
    clientFilePaths.repositoryFile(alfa.companyId, alfaFile),
    send('GET', admin),
  );
  const signedToken =
    fileLinkResponse
      .parse(await linkResponse.json())
      .url.split('/')
      .at(-1) ?? '';

  // Tags, notifications, a calendar link.
  const tag = async (name: string) => {
    const response = await world.app.request(tagPaths.list, send('POST', admin, { tag: name }));
    return tagMutationResponse.parse(await response.json()).tag.id;
  };
  const stableTags = [await tag('Zona Norte'), await tag('Prioridade')];
  const victimTags = [await tag('Descartável A'), await tag('Descartável B')];
  const notificationIds = (
    await db
      .insert(notifications)
      .values(
        ['Licença vencendo', 'Licença vencida', 'Novidade'].map((title) => ({
          clientId: norte,
          type: 'info' as const,
          title,
          description: `${title} em Posto Alfa`,
        })),
      )
      .returning({ id: notifications.id })
  ).map((row) => row.id);
  const calendarResponse = await world.app.request(calendarPaths.settings, send('POST', admin));
  const calendarToken = (
    calendarCreateResponse
      .parse(await calendarResponse.json())
      .url.split('/')
      .at(-1) ?? ''
  ).replace(/\.ics$/, '');

  // People: spare and victim client users and staff, a spare account and victim accounts.
  const person = async (email: string, accessRole: AccessRole, clientId: number) =>
    (await insertUser(db, { email, accessRole, clientId, name: `Pessoa ${email.split('@')[0]}` })).id;
  const spareClientUsers = [await person('reserva1@cliente.test', 'USER', norte)];
  const victimClientUsers = [
    await person('descartavel1@cliente.test', 'USER', norte),
    await person('descartavel2@cliente.test', 'USER', norte),
  ];
  const spareStaff = [await person('reserva@equipe.test', 'EDITOR', providerAccountId)];
  const victimStaff = [
    await person('descartavel1@equipe.test', 'EDITOR', providerAccountId),
    await person('descartavel2@equipe.test', 'AFFINITY', providerAccountId),
  ];
  const [norteGroup] = await db.select({ groupId: clients.groupId }).from(clients).where(eq(clients.id, norte));
  const [sulGroup] = await db.select({ groupId: clients.groupId }).from(clients).where(eq(clients.id, sul));
  const groupIds = [norteGroup?.groupId ?? 0, sulGroup?.groupId ?? 0];
  const spareAccount = await insertAccount(db, { name: 'Conta Reserva', groupId: groupIds[0] ?? 0 });
  const victimAccounts = [
    await insertAccount(db, { name: 'Conta Descartável 1', groupId: groupIds[0] ?? 0 }),
    await insertAccount(db, { name: 'Conta Descartável 2', groupId: groupIds[1] ?? 0, type: 'PROVIDER' }),
  ];

  // My account's person: put back (or made again) before each request of those calls.
  const selfHash = await hashPassword(fuzzPassword);
  const selfBaseline = {
    name: 'Eu Mesmo',
    email: selfEmail,
    accessRole: 'ADMIN',
    clientId: norte,
    enabled: true,
    permissionRoles: [] as string[],
    passwordHash: selfHash,
  };
  let selfId = (await db.insert(users).values(selfBaseline).returning({ id: users.id }))[0]?.id ?? 0;

  // Second factor (issue 28): the step tokens of a person with the app (whose recovery codes the
  // requests may guess) and of one whose account's switch leads them to the set-up, and another
  // person's passkey, which My account's person may not remove. Those tokens are good 10 minutes.
  const verifier = await insertUser(db, { email: 'verifica@cliente.test', accessRole: 'ADMIN', clientId: norte });
  const verifierCodes = newRecoveryCodes();
  await db.update(users).set({ totpSecret: newTotpSecret() }).where(eq(users.id, verifier.id));
  await db
    .insert(recoveryCodes)
    .values(verifierCodes.map((code) => ({ userId: verifier.id, codeHash: recoveryCodeHash(code) })));
  const strictAccount = await insertAccount(db, { name: 'Conta Exigente', groupId: groupIds[0] ?? 0 });
  await db.update(clients).set({ mfaRequired: true }).where(eq(clients.id, strictAccount));
  const settingUp = await insertUser(db, {
    email: 'configura@cliente.test',
    accessRole: 'ADMIN',
    clientId: strictAccount,
  });
  const stepTokens = {
    verify: await signMfaToken({ userId: verifier.id, sv: 0, purpose: 'verify' }, testSecret),
    setup: await signMfaToken({ userId: settingUp.id, sv: 0, purpose: 'setup' }, testSecret),
  };
  const [othersPasskey] = await db
    .insert(passkeys)
    .values({ userId: verifier.id, credentialId: 'chave-de-outra-pessoa', publicKey: 'nenhuma', name: 'Outra' })
    .returning({ id: passkeys.id });
  // My account's person: before each of its security calls, no factor, a set-up started, or the
  // app on with recovery codes and two passkeys (fixed ids, so requests can name them).
  const selfTotpSecret = newTotpSecret();
  const selfPasskeyIds = [900_001, 900_002];
  const resetSelfFactors = async (state: 'none' | 'pending' | 'on') => {
    await db
      .update(users)
      .set({
        totpSecret: state === 'on' ? selfTotpSecret : null,
        totpPendingSecret: state === 'pending' ? selfTotpSecret : null,
        totpLastStep: null,
      })
      .where(eq(users.id, selfId));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, selfId));
    await db.delete(passkeys).where(inArray(passkeys.id, selfPasskeyIds));
    if (state !== 'on') return;
    await db
      .insert(recoveryCodes)
      .values(newRecoveryCodes().map((code) => ({ userId: selfId, codeHash: recoveryCodeHash(code) })));
    await db.insert(passkeys).values(
      selfPasskeyIds.map((id, index) => ({
        id,
        userId: selfId,
        credentialId: `minha-chave-${index + 1}`,
        publicKey: 'nenhuma',
        name: `Minha chave ${index + 1}`,
      })),
    );
  };
  const selfFactorStates = ['none', 'pending', 'on'] as const;

  // The callers' tokens, renewed with the session version whenever a request raised it.
  const callers = {
    staff: { user: world.people[staffRole], role: staffRole, clientId: null as number | null, sv: 0, token: '' },
    client: {
      user: world.people.ADMIN,
      role: 'ADMIN' as AccessRole,
      clientId: norte as number | null,
      sv: 0,
      token: '',
    },
  };
  const mint = (user: { id: number; uid: string; email: string }, role: AccessRole, clientId: number | null, sv = 0) =>
    signSession(
      {
        id: user.id,
        uid: user.uid,
        current_client_id: clientId,
        name: 'Pessoa',
        username: user.email,
        access_role: role,
        permission_role: [],
        client_name: clientId === norte ? world.accounts.norte.name : null,
        sv,
      },
      testSecret,
    );
  for (const caller of Object.values(callers)) caller.token = await mint(caller.user, caller.role, caller.clientId);
  let selfToken = '';

  // Wrong identities that requests may still change (sign out, a new password): their tokens are renewed too.
  const powerlessUser = (await world.userWith([])).user;
  const wrong = {
    foreign: { user: world.foreignAdmin.user, role: 'ADMIN' as AccessRole, clientId: sul, sv: 0, token: '' },
    powerless: { user: powerlessUser, role: 'USER' as AccessRole, clientId: norte, sv: 0, token: '' },
  };
  for (const identity of Object.values(wrong)) {
    identity.token = await mint(identity.user, identity.role, identity.clientId);
  }
  const expired = await signSession(
    {
      id: world.people.ADMIN.id,
      uid: world.people.ADMIN.uid,
      current_client_id: norte,
      name: 'Pessoa',
      username: world.people.ADMIN.email,
      access_role: 'ADMIN',
      permission_role: [],
      client_name: null,
    },
    testSecret,
    Math.floor(Date.now() / 1000) - 13 * 60 * 60,
  );
  const otherSecret = await signSession(
    {
      id: world.people[staffRole].id,
      uid: world.people[staffRole].uid,
      current_client_id: null,
      name: 'Pessoa',
      username: world.people[staffRole].email,
      access_role: staffRole,
      permission_role: [],
      client_name: null,
    },
    new TextEncoder().encode('outro-segredo-que-nao-e-o-do-servidor-0123456789'),
  );

  await installWriteLog(world);

  const ids = (values: readonly number[]) => values.map(String);
  const companyIds = [alfa.companyId, beta.companyId, foreign.companyId];
  const knownEmails = [
    world.people.ADMIN.email,
    world.people.USER.email,
    world.people[staffRole].email,
    'reserva1@cliente.test',
    'descartavel1@cliente.test',
    'ninguem@cliente.test',
  ];
  const dates = fc.constantFrom('2026-12-31', '2025-01-01', '2026-03-10', '2030-06-15', '2028-02-29');
  const listOf = (values: readonly (string | number)[]) =>
    fc.subarray([...values.map(String)], { minLength: 1 }).map((items) => items.join(','));

  const pathValues = (operation: ApiOperation, name: string): string[] => {
    const { method, path: route } = operation;
    const deleting = method === 'delete';
    if (name === 'token') return route.startsWith('/api/v1/calendar/') ? [calendarToken] : [signedToken];
    if (name === 'key') return [alfaLogoKey];
    if (name === 'groupId') return ids(groupIds);
    if (name === 'licenseId') return ids(licenseRows);
    if (name === 'fileId') return deleting ? ids(victimFiles) : ids([alfaFile, alfaFee]);
    if (name === 'establishmentId') return ids([...alfa.establishmentIds, ...foreign.establishmentIds]);
    if (name === 'cnaeId') return ids([retail, clinic]);
    if (route === secondFactorPaths.passkey('{id}')) return ids([...selfPasskeyIds, othersPasskey?.id ?? 0]);
    if (name !== 'id') return [];
    if (route.startsWith('/api/v1/admin/client/manager/')) return ids([norte, sul, spareAccount]);
    if (route.startsWith('/api/v1/admin/client/')) return deleting ? ids(victimAccounts) : ids([spareAccount, sul]);
    if (route.startsWith('/api/v1/admin/cnae/')) {
      // A new code for Posto Alfa's CNAEs would part them from their licences: PUT changes a spare one.
      return deleting ? ids(victimCnaes) : method === 'put' ? ids([spareCnae]) : ids([retail, clinic]);
    }
    if (route.startsWith('/api/v1/admin/license/')) {
      return deleting ? ids(victimLicenses) : method === 'put' ? ids([spareLicense]) : ids([permit, sanitary]);
    }
    if (route.startsWith('/api/v1/admin/user/')) return deleting ? ids(victimStaff) : ids(spareStaff);
    if (route.startsWith('/api/v1/client/notification/')) return ids(notificationIds);
    if (route.startsWith('/api/v1/client/tags/company/')) return ids(companyIds);
    if (route.startsWith('/api/v1/client/tags/')) return deleting ? ids(victimTags) : ids(stableTags);
    if (route.startsWith('/api/v1/client/user/')) {
      return deleting ? ids(victimClientUsers) : ids([...spareClientUsers, world.foreignAdmin.user.id]);
    }
    if (route === '/api/v1/client/company/{id}' && deleting) return ids(victimCompanies);
    if (route.endsWith('/update-data')) return ids([refreshed, foreign.companyId]);
    if (route === '/api/v1/client/company/{id}/cnpj' && deleting) return ids([cnpjVictim.companyId]);
    if (route.startsWith('/api/v1/s3/company/')) {
      // Posto Alfa keeps its logo: its key is the one the public image call reads.
      return deleting ? ids(logoVictims) : ids([beta.companyId, beta.companyId, foreign.companyId]);
    }
    // Licence rows, files and CNPJ folders are Posto Alfa's (and one of Oficina Sul's): mostly its id, then.
    if (/\/(licenses|repository|documents)/.test(route)) return ids([alfa.companyId, alfa.companyId, ...companyIds]);
    if (route.startsWith('/api/v1/client/company/')) return ids(companyIds);
    return [];
  };

  const hint =
    (operation: ApiOperation): Hint =>
    (at) => {
      const field = at.join('.');
      switch (field) {
        case 'username':
        case 'email':
          return operation.path === profilePath
            ? fc.constantFrom(selfEmail, world.people.USER.email)
            : fc.oneof(
                { weight: 2, arbitrary: fc.constantFrom(...knownEmails) },
                { weight: 2, arbitrary: fc.stringMatching(/^[a-z]{1,10}\.[a-z]{1,8}@[a-z]{2,8}\.(test|com\.br)$/) },
                { weight: 1, arbitrary: fc.emailAddress() },
              );
        case 'password':
        case 'passwordConfirmation':
          return fc.constant(fuzzPassword);
        case 'cnpj':
          return operation.path.endsWith('/cnpj')
            ? fc.constantFrom(...alfaNewBranches, ...alfaNewBranches.map(masked), ...alfaCnpjs)
            : fc.constantFrom(...newCompanyCnpjs, ...newCompanyCnpjs.map(masked), ...alfaCnpjs);
        case 'registrationCode':
          return fc.constantFrom(...cnpjVictimCnpjs.slice(1), ...cnpjVictimCnpjs.slice(1).map(masked));
        case 'tags.*.id':
          return fc.constantFrom(...stableTags, ...victimTags);
        case 'companies.*.id':
          return fc.constantFrom(...companyIds);
        case 'fiscalRegistrations.*.id':
          return fc.constantFrom(retail, clinic);
        case 'fiscalRegistrationId':
          return fc.constantFrom(null, null, null, retail, clinic);
        case 'groupId':
        case 'group':
        case 'exceptGroup':
          return fc.constantFrom(...groupIds);
        case 'fileId':
        case 'feeFileId':
          return fc.constantFrom(alfaFile, alfaFee);
        // A licence save names its row again; any other id is refused, so these are mostly left empty.
        case 'fiscalLicense':
          return fc.constantFrom(null, null, null, permit, sanitary);
        case 'clientNationalRegistrationId':
          return fc.constantFrom(null, null, null, ...alfa.establishmentIds);
        case 'validUntil':
        case 'feeExpirationDate':
          return dates;
        case 'type':
          return operation.path.includes('{licenseId}') ? fc.constantFrom('document', 'protocol') : undefined;
        case 'isNecessary':
          return fc.constantFrom(true, true, true, false);
        case 'feeAmount':
          return fc.constantFrom('1.234,56', '10,00', 99.9, 0);
        case 'token':
          return fc.base64String({ minLength: 40, maxLength: 48 }).map((text) => text.replace(/[+/=]/g, 'x'));
        case 'tag':
          return operation.query ? listOf([...stableTags, ...victimTags]) : undefined;
        case 'cnaes':
        case 'cnae':
          return listOf(['4711-3/02', '8610-1/01']);
        case 'direction':
          return fc.constantFrom('asc', 'desc', 'ASC', 'Desc');
        case 'systemRole':
          // My account keeps its own type; another is refused (403) and comes from the schema's enum.
          return operation.path === profilePath ? fc.constant('ADMIN') : undefined;
        case 'cnpjs':
          return listOf(alfaCnpjs);
        case 'status':
          return listOf(licenseStatuses);
        case 'search':
          return fc.constantFrom('Alfa', 'posto', 'ALVARÁ', '11222333', '11.222.333/0001', 'Norte', 'ção');
        case 'permissionRole.*':
          return fc.constantFrom(...permissionCodes);
        case 'mfa_token':
          return fc.oneof(
            {
              weight: 6,
              arbitrary: fc.constant(
                operation.path === secondFactorPaths.verify ? stepTokens.verify : stepTokens.setup,
              ),
            },
            { weight: 1, arbitrary: fc.constantFrom(stepTokens.verify, stepTokens.setup) },
          );
        case 'code':
          // The app's 6 digits (spaced or not), the verifier's recovery codes (each good once), look-alikes.
          return fc.oneof(
            { weight: 3, arbitrary: fc.stringMatching(/^\d{6}$/) },
            { weight: 1, arbitrary: fc.constantFrom('123 456', '12345', ' 000000 ', '1234567') },
            {
              weight: 2,
              arbitrary: fc.constantFrom(
                ...verifierCodes.map(formatRecoveryCode),
                ...verifierCodes.map((code) => code.toUpperCase()),
              ),
            },
            { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9]{5}-[a-z0-9]{5}$/) },
          );
        default:
          return undefined;
      }
    };

  const importCsv = (rows: readonly string[]) => new TextEncoder().encode(`cnpj;nome\n${rows.join('\n')}\n`);
  const uploadSamples = (operation: ApiOperation): UploadFile[] => {
    const file = (name: string, bytes: Uint8Array, type = '') => ({ name, type, bytes });
    if (operation.path.endsWith('/import')) {
      return [
        file('empresas.csv', importCsv(newCompanyCnpjs.slice(0, 2)), 'text/csv'),
        file('empresas.csv', importCsv([...newCompanyCnpjs.slice(2).map(masked), '00000000000000', 'abc'])),
        file('empresas.csv', importCsv(['=HYPERLINK("http://x","y")', "' OR 1=1--", '9'.repeat(400)])),
        file('vazia.csv', new Uint8Array()),
        file('empresas.xlsx', samples.xlsx),
        file('latin1.csv', samples.csvLatin1),
        file('empresas.pdf', samples.pdf),
      ];
    }
    if (operation.path.endsWith('/logo')) {
      return [
        file('logo.png', samples.png, 'image/png'),
        file('logo.jpg', samples.jpeg),
        file('logo.gif', samples.gif),
        file('logo.webp', samples.webp),
        file('logo.svg', samples.svg, 'image/svg+xml'),
        file('logo.png', samples.html, 'image/png'),
        file('logo.pdf', samples.pdf),
      ];
    }
    return [
      file('alvara.pdf', samples.pdf, 'application/pdf'),
      file('foto.png', samples.png),
      file('relatorio.docx', samples.docx),
      file('planilha.xlsx', samples.xlsx),
      file('planilha.xlsm', samples.xlsm),
      file('leia.txt', samples.txt),
      file('programa.exe', samples.exe),
      file('pagina.pdf', samples.html, 'application/pdf'),
      file('desenho.svg', samples.svg),
      file('texto.txt', samples.binaryText),
    ];
  };

  const authorization = async (caller: Caller, variant: AuthVariant): Promise<string | null> => {
    const own =
      caller === 'public'
        ? null
        : caller === 'self'
          ? selfToken
          : caller === 'staff'
            ? callers.staff.token
            : callers.client.token;
    switch (variant) {
      case 'caller':
        return own === null ? null : `Bearer ${own}`;
      case 'none':
        return null;
      case 'bearer-empty':
        return 'Bearer ';
      case 'basic':
        return 'Basic YWRtaW46YWRtaW4=';
      case 'garbage':
        return 'Bearer a.b.c';
      case 'huge':
        return `Bearer ${'x'.repeat(10_000)}`;
      case 'tampered': {
        const [header, payload = '', signature] = (own ?? callers.client.token).split('.');
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
        const forged = Buffer.from(JSON.stringify({ ...claims, access_role: brand.roleCode, current_client_id: sul }));
        return `Bearer ${header}.${forged.toString('base64url')}.${signature}`;
      }
      case 'expired':
        return `Bearer ${expired}`;
      case 'other-secret':
        return `Bearer ${otherSecret}`;
      case 'foreign-tenant':
        return `Bearer ${caller === 'staff' ? callers.client.token : wrong.foreign.token}`;
      case 'powerless-user':
        return `Bearer ${wrong.powerless.token}`;
    }
  };

  /** My account's person as at the start, made again if a request deleted it; its token renewed. */
  const resetSelf = async () => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, selfId));
    if (row) {
      await db
        .update(users)
        .set({ ...selfBaseline, updatedAt: null })
        .where(eq(users.id, selfId));
    } else {
      selfId = (await db.insert(users).values(selfBaseline).returning({ id: users.id }))[0]?.id ?? 0;
    }
    const [person] = await db
      .select({ id: users.id, uid: users.uid, email: users.email, sv: users.sessionVersion })
      .from(users)
      .where(eq(users.id, selfId));
    if (!person) throw new Error('My account person not found');
    selfToken = await mint(person, 'ADMIN', norte, person.sv);
  };

  const callerOf = (operation: ApiOperation): Caller => {
    if (!operation.auth) return 'public';
    if (operation.path === logoutPath || operation.path === profilePath) return 'self';
    if (operation.path.startsWith(secondFactorPaths.security)) return 'self';
    return operation.path.startsWith('/api/v1/admin/') ? 'staff' : 'client';
  };

  return {
    world,
    callerOf,
    pathValues,
    hint,
    uploadSamples,
    authorization,
    mails,
    async prepare(operation, requestNumber) {
      const caller = callerOf(operation);
      // The public limits (per address: every in-process request is 'unknown') are emptied every 25
      // requests, so most requests reach validation and the handlers, and a few meet the limit.
      if (caller === 'public' && requestNumber % 25 === 0) {
        await db.execute(sql`delete from login_attempts`);
        await db.execute(sql`delete from rate_limit_hits`);
      }
      if (caller !== 'self') return false;
      await resetSelf();
      if (operation.path.startsWith(secondFactorPaths.security)) {
        await resetSelfFactors(selfFactorStates[requestNumber % selfFactorStates.length] ?? 'none');
      }
      return true;
    },
    touchesStorage: (operation) =>
      operation.method === 'delete' || (operation.body !== undefined && isMultipartBody(operation.body)),
    async repairCallers() {
      const everyone = Object.values(callers);
      const rows = await db
        .select({
          id: users.id,
          enabled: users.enabled,
          accessRole: users.accessRole,
          clientId: users.clientId,
          sv: users.sessionVersion,
          accountEnabled: clients.enabled,
        })
        .from(users)
        .leftJoin(clients, eq(clients.id, users.clientId))
        .where(
          inArray(
            users.id,
            [...everyone, ...Object.values(wrong)].map((person) => person.user.id),
          ),
        );
      let repaired = 0;
      for (const identity of Object.values(wrong)) {
        const row = rows.find((candidate) => candidate.id === identity.user.id);
        if (row && row.sv !== identity.sv) {
          identity.sv = row.sv;
          identity.token = await mint(identity.user, identity.role, identity.clientId, row.sv);
        }
      }
      for (const caller of everyone) {
        const row = rows.find((candidate) => candidate.id === caller.user.id);
        if (!row) throw new Error(`a fuzzed request deleted the caller ${caller.user.email}: keep it out of the pools`);
        const home = caller.role === 'ADMIN' ? norte : providerAccountId;
        if (!row.enabled || row.accessRole !== caller.role || row.clientId !== home) {
          await db
            .update(users)
            .set({ enabled: true, accessRole: caller.role, clientId: home })
            .where(eq(users.id, caller.user.id));
          repaired += 1;
        }
        if (row.accountEnabled !== true) {
          await db.update(clients).set({ enabled: true }).where(eq(clients.id, home));
          repaired += 1;
        }
        if (caller.sv !== row.sv) {
          caller.sv = row.sv;
          caller.token = await mint(caller.user, caller.role, caller.clientId, row.sv);
          repaired += 1;
        }
      }
      return repaired;
    },
    async writesSince(mark) {
      const rows = await rowsOf<{ table_name: string; op: string; n: string | number; last: string | number }>(
        world,
        sql`select table_name, op, count(*) as n, max(id) as last from fuzz_writes
          where id > ${mark} group by 1, 2 order by 1, 2`,
      );
      return {
        writes: rows.map((row) => `${row.table_name}:${row.op} ×${row.n}`),
        mark: rows.reduce((last, row) => Math.max(last, Number(row.last)), mark),
      };
    },
    storageSnapshot: () => listFiles(world.storageRoot),
    close: () => world.close(),
  };
}
