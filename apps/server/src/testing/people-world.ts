// The setup the staff catalogue suites (admin users, CNAEs, licences) share.
import { brand } from '@product/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootstrap } from '../db/bootstrap';
import type { Database, DatabaseHandle } from '../db/database';
import { createTestApp, openTestDatabase, tokenFor } from './harness';
import {
  expectError,
  forbiddenMessage,
  insertPeople,
  invalidSession,
  jsonRequest,
  otherRoles,
  type People,
  withToken,
} from './people';

/** A call of an access check: method and path. */
export type Call = readonly [method: string, path: string];

/** The five calls of a catalogue resource: list, create, read, update (`updateMethod`) and delete of row 1. */
export function crudCalls(paths: { list: string; one(id: number): string }, updateMethod: 'PUT' | 'PATCH'): Call[] {
  return [
    ['GET', paths.list],
    ['POST', paths.list],
    ['GET', paths.one(1)],
    [updateMethod, paths.one(1)],
    ['DELETE', paths.one(1)],
  ];
}

export interface PeopleWorld {
  readonly handle: DatabaseHandle;
  readonly db: Database;
  readonly app: ReturnType<typeof createTestApp>;
  readonly people: People;
  /** The staff admin's token. */
  readonly admin: string;
  /** A JSON call, as the staff admin unless `token` says otherwise (`null`: no token). */
  send(method: string, path: string, body: unknown, token?: string | null): Response | Promise<Response>;
  /** GET `path?query` as the staff admin; checks the 200 and answers the JSON body. */
  listed(path: string, query?: Record<string, string | number>): Promise<unknown>;
  /** The staff admin's token as signed 13 hours ago, past the 12-hour session. */
  expiredToken(options?: { clientId?: number }): Promise<string>;
  /** Sends every call without a token and expects each to be refused with 401. */
  expectSignedOut(calls: readonly Call[]): Promise<void>;
  /** GETs `path` with `token` and expects the session to be refused with 401. */
  expectTokenRefused(path: string, token: string): Promise<void>;
  /** The test that every role but the staff admin's is refused every call with 403. */
  itRefusesOtherRoles(calls: readonly Call[]): void;
}

/**
 * A bootstrapped database with `insertPeople` and an app over it, opened before
 * the suite's tests and closed after them. Call it inside the `describe`,
 * before the suite's own hooks.
 */
export function peopleWorld(kind: 'pglite' | 'postgres'): PeopleWorld {
  let handle: DatabaseHandle | undefined;
  let app: ReturnType<typeof createTestApp> | undefined;
  let people: People | undefined;
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the people world is not open yet');
    return value;
  };
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await bootstrap(handle.db, { admin: null, print: () => {} });
    people = await insertPeople(handle.db);
    app = createTestApp(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });
  const refused = async (calls: readonly Call[], token: string | null, status: number, message: string) => {
    for (const [method, path] of calls) await expectError(await world.send(method, path, {}, token), status, message);
  };
  const world: PeopleWorld = {
    get handle() {
      return opened(handle);
    },
    get db() {
      return opened(handle).db;
    },
    get app() {
      return opened(app);
    },
    get people() {
      return opened(people);
    },
    get admin() {
      return opened(people).tokens[brand.roleCode];
    },
    send: (method, path, body, token = world.admin) => world.app.request(path, jsonRequest(method, token, body)),
    async listed(path, query = {}) {
      const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
      const response = await world.app.request(`${path}?${search}`, withToken(world.admin));
      expect(response.status).toBe(200);
      return response.json();
    },
    expiredToken: (options = {}) =>
      tokenFor(world.people.users.CONFORMA, brand.roleCode, {
        now: Math.floor(Date.now() / 1000) - 13 * 3600,
        ...options,
      }),
    expectSignedOut: (calls) => refused(calls, null, 401, invalidSession),
    async expectTokenRefused(path, token) {
      await expectError(await world.app.request(path, withToken(token)), 401, invalidSession);
    },
    itRefusesOtherRoles(calls) {
      it.each(otherRoles)('answers 403 to %s on every call', async (role) => {
        await refused(calls, world.people.tokens[role], 403, forbiddenMessage);
      });
    },
  };
  return world;
}
