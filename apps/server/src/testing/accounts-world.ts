import { errorResponse } from '@product/api/contract';
import { type AccessRole, accessRoles, brand } from '@product/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { bootstrap, providerAccountId } from '../db/bootstrap';
import type { DatabaseHandle } from '../db/database';
import { activityLogs } from '../db/schema';
import {
  createTestApp,
  errorBodyOf,
  insertAccount,
  insertGroup,
  insertUser,
  openTestDatabase,
  type TestUser,
  tokenFor,
} from './harness';

export const invalidSession = 'Sessão inválida ou expirada. Entre novamente.';
export const forbiddenText = 'Você não tem permissão para entrar nesta página. Contate o administrador.';
export const clientSideRoles = ['ADMIN', 'USER', 'PROVIDER', 'BUSINESS'] as const satisfies readonly AccessRole[];

/**
 * A small world for the account and group suites: groups Norte and Sul, a
 * PARTNER in Norte and an AFFINITY in Sul, one user of each of the eight
 * roles with a token, and a few client accounts.
 */
export interface World {
  handle: DatabaseHandle;
  app: ReturnType<typeof createTestApp>;
  groups: { norte: number; sul: number };
  accounts: { parceiroNorte: number; affinitySul: number; padariaNorte: number; padariaSul: number };
  people: Record<AccessRole, TestUser>;
  tokens: Record<AccessRole, string>;
}

export async function openWorld(kind: 'pglite' | 'postgres'): Promise<World> {
  const handle = await openTestDatabase(kind);
  const db = handle.db;
  await bootstrap(db, { admin: null, print: () => {} });
  const groups = { norte: await insertGroup(db, 'Norte'), sul: await insertGroup(db, 'Sul') };
  const accounts = {
    parceiroNorte: await insertAccount(db, { name: 'Parceiro Norte', groupId: groups.norte, type: 'BUSINESS' }),
    affinitySul: await insertAccount(db, { name: 'Affinity Sul', groupId: groups.sul, type: 'BUSINESS' }),
    padariaNorte: await insertAccount(db, { name: 'Padaria Norte', groupId: groups.norte }),
    padariaSul: await insertAccount(db, { name: 'Padaria Sul', groupId: groups.sul }),
  };
  const homeOf: Record<AccessRole, number> = {
    [brand.roleCode]: providerAccountId,
    EDITOR: providerAccountId,
    PARTNER: accounts.parceiroNorte,
    AFFINITY: accounts.affinitySul,
    ADMIN: accounts.padariaNorte,
    USER: accounts.padariaNorte,
    PROVIDER: accounts.padariaSul,
    BUSINESS: accounts.padariaSul,
  } as Record<AccessRole, number>;
  const people = {} as Record<AccessRole, TestUser>;
  const tokens = {} as Record<AccessRole, string>;
  for (const role of accessRoles) {
    const clientId = homeOf[role];
    people[role] = await insertUser(db, {
      email: `${role.toLowerCase()}@teste.test`,
      accessRole: role,
      clientId,
      name: `Pessoa ${role}`,
    });
    tokens[role] = await tokenFor(people[role], role, { clientId });
  }
  return { handle, app: createTestApp(db), groups, accounts, people, tokens };
}

/**
 * The world of one suite, opened before its tests and closed after them: call
 * it inside the `describe`, before the suite's own hooks. Its fields are read
 * from the open world, so they are there from the first `beforeAll` on.
 */
export function worldOfSuite(kind: 'pglite' | 'postgres'): World {
  let opened: World | undefined;
  beforeAll(async () => {
    opened = await openWorld(kind);
  });
  afterAll(async () => {
    await opened?.handle.close();
  });
  const open = (): World => {
    if (!opened) throw new Error('the world is not open yet');
    return opened;
  };
  return {
    get handle() {
      return open().handle;
    },
    get app() {
      return open().app;
    },
    get groups() {
      return open().groups;
    },
    get accounts() {
      return open().accounts;
    },
    get people() {
      return open().people;
    },
    get tokens() {
      return open().tokens;
    },
  };
}

export async function expectError(response: Response, status: number, message: string): Promise<void> {
  expect({ status: response.status, body: errorResponse.parse(await response.json()) }).toEqual({
    status,
    body: errorBodyOf(message),
  });
}

export function send(method: string, token: string | null, body?: unknown): RequestInit {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  };
}

/**
 * A `call(method, path, token, body)` on the world's app, with the token
 * `defaultToken()` unless told otherwise (`null`: no token). GET requests carry
 * no body, whatever a loop over every call passes.
 */
export function caller(
  world: { readonly app: { request(path: string, init: RequestInit): Response | Promise<Response> } },
  defaultToken: () => string,
) {
  return (method: string, path: string, token: string | null = defaultToken(), body?: unknown) =>
    world.app.request(path, send(method, token, method === 'GET' ? undefined : body));
}

/** Expects `status` (checked with the body, so a failure shows it) and answers the JSON body. */
export async function answer(response: Response, status = 200): Promise<unknown> {
  const body: unknown = await response.json();
  expect({ status: response.status, body }).toMatchObject({ status });
  return body;
}

/** A token whose payload was changed after signing (the signature no longer matches). */
export function tampered(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, access_role: brand.roleCode })).toString('base64url');
  return `${header}.${forged}.${signature}`;
}

export function logsOf(world: World, action: string, entityId: number) {
  return world.handle.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.action, action), eq(activityLogs.entityId, entityId)));
}
