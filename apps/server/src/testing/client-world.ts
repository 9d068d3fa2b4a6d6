import { type AccessRole, accessRoles, brand, permissionCodes } from '@product/domain';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../app';
import { bootstrap, providerAccountId } from '../db/bootstrap';
import type { Database, DatabaseHandle } from '../db/database';
import {
  cnaes,
  companies,
  companyLicenses,
  establishmentCnaes,
  establishments,
  licenseCnaes,
  licenses,
  userCompanies,
  users,
} from '../db/schema';
import { createLocalStorage } from '../storage/local';
import {
  createTestApp,
  insertAccount,
  insertGroup,
  insertUser,
  openTestDatabase,
  type TestUser,
  tempDir,
  tokenFor,
} from './harness';

/**
 * The client-area test world. Account 'Padaria Norte' (group Norte) is where
 * the calls happen; 'Oficina Sul' (group Sul) is the foreign tenant. Every one
 * of the eight roles has a token working inside Padaria Norte: client roles
 * belong to it, staff entered it — except AFFINITY, whose group is Sul, so
 * its token for Padaria Norte must be refused (`tokens.AFFINITY`), while
 * `affinityInSul` works inside Oficina Sul. `foreignAdmin` is the ADMIN of
 * Oficina Sul. The USER holds every permission code and no company unless a
 * test says otherwise (see `userWith`).
 */
export interface ClientWorld {
  handle: DatabaseHandle;
  db: Database;
  app: ReturnType<typeof createTestApp>;
  accounts: { norte: { id: number; name: string }; sul: { id: number; name: string } };
  people: Record<AccessRole, TestUser>;
  /** Tokens working inside Padaria Norte (AFFINITY's is refused: another group). */
  tokens: Record<AccessRole, string>;
  affinityInSul: string;
  foreignAdmin: { user: TestUser; token: string };
  /** A token of a staff member who has not entered any client. */
  staffWithoutClient: string;
  /** A fresh USER of Padaria Norte with exactly these codes and companies. */
  userWith(codes: readonly string[], companyIds?: readonly number[]): Promise<{ user: TestUser; token: string }>;
  /** The storage folder of this world's app (removed by close). */
  storageRoot: string;
  close(): Promise<void>;
}

let userSerial = 0;

export async function openClientWorld(
  kind: 'pglite' | 'postgres',
  options: Pick<AppDeps, 'registry' | 'uploadMaxBytes' | 'licenses' | 'now' | 'mailer' | 'publicUrl'> = {},
): Promise<ClientWorld> {
  const handle = await openTestDatabase(kind);
  const db = handle.db;
  await bootstrap(db, { admin: null, print: () => {} });
  const norteGroup = await insertGroup(db, 'Norte');
  const sulGroup = await insertGroup(db, 'Sul');
  const norte = { id: await insertAccount(db, { name: 'Padaria Norte', groupId: norteGroup }), name: 'Padaria Norte' };
  const sul = { id: await insertAccount(db, { name: 'Oficina Sul', groupId: sulGroup }), name: 'Oficina Sul' };
  const partnerHome = await insertAccount(db, { name: 'Parceiro Norte', groupId: norteGroup, type: 'BUSINESS' });
  const affinityHome = await insertAccount(db, { name: 'Affinity Sul', groupId: sulGroup, type: 'BUSINESS' });
  const homeOf: Record<AccessRole, number> = {
    [brand.roleCode]: providerAccountId,
    EDITOR: providerAccountId,
    PARTNER: partnerHome,
    AFFINITY: affinityHome,
    ADMIN: norte.id,
    USER: norte.id,
    PROVIDER: norte.id,
    BUSINESS: norte.id,
  } as Record<AccessRole, number>;

  const people = {} as Record<AccessRole, TestUser>;
  const tokens = {} as Record<AccessRole, string>;
  for (const role of accessRoles) {
    people[role] = await insertUser(db, {
      email: `${role.toLowerCase()}@cliente.test`,
      accessRole: role,
      clientId: homeOf[role],
      name: `Pessoa ${role}`,
    });
    tokens[role] = await tokenFor(people[role], role, { clientId: norte.id, clientName: norte.name });
  }
  await db
    .update(users)
    .set({ permissionRoles: [...permissionCodes] })
    .where(eq(users.id, people.USER.id));
  const affinityInSul = await tokenFor(people.AFFINITY, 'AFFINITY', { clientId: sul.id, clientName: sul.name });
  const foreignUser = await insertUser(db, { email: 'admin@oficina-sul.test', accessRole: 'ADMIN', clientId: sul.id });
  const foreignAdmin = { user: foreignUser, token: await tokenFor(foreignUser, 'ADMIN', { clientId: sul.id }) };
  const staffWithoutClient = await tokenFor(people.EDITOR, 'EDITOR', { clientId: null });

  const storage = tempDir('conforma-files-');
  const app = createTestApp(db, { storage: createLocalStorage(storage.path), ...options });

  return {
    handle,
    db,
    app,
    accounts: { norte, sul },
    people,
    tokens,
    affinityInSul,
    foreignAdmin,
    staffWithoutClient,
    storageRoot: storage.path,
    async userWith(codes, companyIds = []) {
      userSerial += 1;
      const user = await insertUser(db, {
        email: `usuario${userSerial}@cliente.test`,
        accessRole: 'USER',
        clientId: norte.id,
        name: `Usuário ${userSerial}`,
      });
      await db
        .update(users)
        .set({ permissionRoles: [...codes] })
        .where(eq(users.id, user.id));
      if (companyIds.length > 0) {
        await db.insert(userCompanies).values(companyIds.map((companyId) => ({ userId: user.id, companyId })));
      }
      return { user, token: await tokenFor(user, 'USER', { clientId: norte.id, clientName: norte.name }) };
    },
    async close() {
      await handle.close();
      storage.remove();
    },
  };
}

/** A CNAE of the catalogue (inserted if missing) with its level. */
export async function ensureTestCnae(
  db: Database,
  codeClass: string,
  level: 'low_level' | 'medium_level' | 'high_level' = 'low_level',
  description = `Atividade ${codeClass}`,
): Promise<number> {
  const [row] = await db
    .insert(cnaes)
    .values({ codeClass, codeDescription: description, registrationLevel: level })
    .onConflictDoUpdate({ target: cnaes.codeClass, set: { registrationLevel: level } })
    .returning({ id: cnaes.id });
  if (!row) throw new Error('cnae not inserted');
  return row.id;
}

/** A licence definition linked to some CNAEs. */
export async function insertTestLicense(
  db: Database,
  name: string,
  cnaeIds: readonly number[],
  values: Partial<typeof licenses.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(licenses)
    .values({
      name,
      description: `Descrição de ${name}`,
      impact: 2,
      complexity: 2,
      estimatedEffort: 5,
      estimatedBureaucratic: 30,
      estimatedValid: 365,
      ...values,
    })
    .returning({ id: licenses.id });
  if (!row) throw new Error('license not inserted');
  if (cnaeIds.length > 0)
    await db.insert(licenseCnaes).values(cnaeIds.map((cnaeId) => ({ licenseId: row.id, cnaeId })));
  return row.id;
}

export interface TestEstablishment {
  cnpj: string;
  type?: 'MATRIZ' | 'FILIAL';
  registrationName?: string;
  situation?: 'ATIVA' | 'INATIVA' | 'INAPTA' | 'BAIXADA';
  cityName?: string;
  stateAlias?: string;
  latitude?: number;
  longitude?: number;
  /** CNAE ids; the first is the primary activity. */
  cnaeIds?: readonly number[];
}

/**
 * Stands for the object `get()` answers at the time each property is read: a
 * suite declares its world before `beforeAll` has opened it.
 */
export function openedLater<T extends object>(get: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      const value = get();
      if (value === undefined) throw new Error(`${what} is not open yet`);
      return Reflect.get(value, key);
    },
  });
}

/**
 * The client world of one suite, opened before its tests and closed after
 * them. Call it inside the `describe`, before the suite's own hooks.
 */
export function clientWorldOfSuite(
  kind: 'pglite' | 'postgres',
  options: Parameters<typeof openClientWorld>[1] = {},
): ClientWorld {
  let world: ClientWorld | undefined;
  beforeAll(async () => {
    world = await openClientWorld(kind, options);
  });
  afterAll(async () => {
    await world?.close();
  });
  return openedLater(() => world, 'the client world');
}

/**
 * A company with its establishments written straight to the database (no
 * registry, no licence sync): the fixture of suites that need companies but
 * do not test their creation.
 */
export async function insertTestCompany(
  db: Database,
  clientId: number,
  values: { name: string; enabled?: boolean; createdAt?: Date; establishments: readonly TestEstablishment[] },
): Promise<{ companyId: number; establishmentIds: number[] }> {
  const first = values.establishments[0];
  const [company] = await db
    .insert(companies)
    .values({
      clientId,
      name: values.name,
      enabled: values.enabled ?? true,
      cnpjRoot: first ? first.cnpj.slice(0, 8) : null,
      registryUpdatedAt: new Date(),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('company not inserted');
  const establishmentIds: number[] = [];
  for (const establishment of values.establishments) {
    const [row] = await db
      .insert(establishments)
      .values({
        clientId,
        companyId: company.id,
        cnpj: establishment.cnpj,
        type: establishment.type ?? (establishment.cnpj.slice(8, 12) === '0001' ? 'MATRIZ' : 'FILIAL'),
        registrationName: establishment.registrationName ?? values.name,
        situation: establishment.situation ?? 'ATIVA',
        cityName: establishment.cityName ?? 'Belo Horizonte',
        stateAlias: establishment.stateAlias ?? 'MG',
        latitude: establishment.latitude ?? -19.9102,
        longitude: establishment.longitude ?? -43.9266,
        registrySource: 'offline',
      })
      .returning({ id: establishments.id });
    if (!row) throw new Error('establishment not inserted');
    establishmentIds.push(row.id);
    const cnaeIds = establishment.cnaeIds ?? [];
    if (cnaeIds.length > 0) {
      await db
        .insert(establishmentCnaes)
        .values(cnaeIds.map((cnaeId, index) => ({ establishmentId: row.id, cnaeId, isPrimary: index === 0 })));
    }
  }
  return { companyId: company.id, establishmentIds };
}

/** Counts rows of a table, for "nothing was written" assertions. */
export function countRows(db: Database, table: PgTable): Promise<number> {
  return db.$count(table);
}

/**
 * The three companies of the file and logo suites: Padaria Norte (the one the
 * tests work on) and Confeitaria Norte in Norte's account, Oficina Sul in Sul's.
 */
export async function insertFileCompanies(
  world: ClientWorld,
): Promise<{ companyId: number; otherCompanyId: number; foreignCompanyId: number }> {
  const one = async (clientId: number, name: string, cnpj: string) =>
    (await insertTestCompany(world.db, clientId, { name, establishments: [{ cnpj }] })).companyId;
  return {
    companyId: await one(world.accounts.norte.id, 'Padaria Norte', '11222333000181'),
    otherCompanyId: await one(world.accounts.norte.id, 'Confeitaria Norte', '22333444000172'),
    foreignCompanyId: await one(world.accounts.sul.id, 'Oficina Sul', '33444555000163'),
  };
}

/** The id of the company-licence row an establishment got for one licence through one CNAE. */
export async function companyLicenseId(
  db: Database,
  establishmentId: number,
  cnaeId: number,
  licenseId: number,
): Promise<number> {
  const [row] = await db
    .select({ id: companyLicenses.id })
    .from(companyLicenses)
    .where(
      and(
        eq(companyLicenses.establishmentId, establishmentId),
        eq(companyLicenses.cnaeId, cnaeId),
        eq(companyLicenses.licenseId, licenseId),
      ),
    );
  if (!row) throw new Error('licence row missing');
  return row.id;
}
