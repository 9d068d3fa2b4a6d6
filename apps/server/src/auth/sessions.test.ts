import { createHash } from 'node:crypto';
import {
  accountPaths,
  adminUserMutationResponse,
  adminUserPaths,
  apiPaths,
  clientUserMutationResponse,
  clientUserPaths,
  enterClientResponse,
  loginResponse,
  logoutPath,
  passwordResetPaths,
  profilePath,
  profileUpdateResponse,
} from '@product/api/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerAccountId } from '../db/bootstrap';
import { passwordResetTokens, users } from '../db/schema';
import { send } from '../testing/accounts-world';
import { databaseKinds, insertUser, jsonPost, type TestUser } from '../testing/harness';
import { mailWorld } from '../testing/mail-app';

describe.each(databaseKinds)('sessions that end on the server on %s', (kind) => {
  const world = mailWorld(kind);
  let serial = 0;

  const person = (accessRole: 'ADMIN' | 'USER' | 'CONFORMA' | 'EDITOR') => {
    serial += 1;
    const clientId = accessRole === 'CONFORMA' || accessRole === 'EDITOR' ? providerAccountId : world.accountId;
    return insertUser(world.db, {
      email: `pessoa${serial}@sessoes.test`,
      accessRole,
      clientId,
      name: `Pessoa ${serial}`,
    });
  };
  async function signIn(user: TestUser, password = user.password): Promise<string> {
    const response = await world.mail.app.request(apiPaths.login, jsonPost({ username: user.email, password }));
    expect(response.status).toBe(200);
    return loginResponse.parse(await response.json()).access_token;
  }
  const call = (method: string, path: string, token: string, body?: unknown) =>
    world.mail.app.request(path, send(method, token, body));
  const statusOf = async (token: string) => (await call('GET', profilePath, token)).status;
  async function profileBody(user: TestUser, password?: string) {
    const [row] = await world.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw new Error('no user');
    return {
      name: row.name,
      email: row.email,
      systemRole: row.accessRole,
      enabled: true,
      ...(password ? { password, passwordConfirmation: password } : {}),
    };
  }

  it("'Sair' ends every session of the person, on every device, and a new sign-in works", async () => {
    const ana = await person('ADMIN');
    const laptop = await signIn(ana);
    const phone = await signIn(ana);
    expect(await statusOf(phone)).toBe(200);
    const out = await call('POST', logoutPath, laptop);
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: 'Sessão encerrada.' });
    expect(await statusOf(laptop)).toBe(401);
    expect(await statusOf(phone)).toBe(401);
    expect((await call('POST', logoutPath, laptop)).status).toBe(401);
    expect(await statusOf(await signIn(ana))).toBe(200);
  });

  it('a new password in My account ends the other sessions and keeps this one through the new token', async () => {
    const bia = await person('USER');
    const here = await signIn(bia);
    const elsewhere = await signIn(bia);
    // A change without a password ends nothing.
    const renamed = await call('PUT', profilePath, here, await profileBody(bia));
    expect(renamed.status).toBe(200);
    expect(await statusOf(elsewhere)).toBe(200);
    const sameSessions = profileUpdateResponse.parse(await renamed.json()).access_token;
    expect(await statusOf(sameSessions)).toBe(200);

    const changed = await call('PUT', profilePath, here, await profileBody(bia, 'senha-nova-1'));
    expect(changed.status).toBe(200);
    const next = profileUpdateResponse.parse(await changed.json()).access_token;
    expect(await statusOf(next)).toBe(200);
    expect(await statusOf(here)).toBe(401);
    expect(await statusOf(elsewhere)).toBe(401);
    expect(await statusOf(sameSessions)).toBe(401);
  });

  it("a password an administrator sets ends that person's sessions; other edits do not", async () => {
    const admin = await person('ADMIN');
    const caio = await person('USER');
    const adminToken = await signIn(admin);
    const caioToken = await signIn(caio);
    const body = {
      name: 'Caio Novo',
      email: caio.email,
      systemRole: 'USER',
      enabled: true,
      permissionRole: [],
      companies: [],
    };
    expect((await call('PATCH', clientUserPaths.one(caio.id), adminToken, body)).status).toBe(200);
    expect(await statusOf(caioToken)).toBe(200);
    const withPassword = { ...body, password: 'definida-pelo-admin', passwordConfirmation: 'definida-pelo-admin' };
    expect((await call('PATCH', clientUserPaths.one(caio.id), adminToken, withPassword)).status).toBe(200);
    expect(await statusOf(caioToken)).toBe(401);
    expect(await statusOf(adminToken)).toBe(200);
    expect(await statusOf(await signIn(caio, 'definida-pelo-admin'))).toBe(200);
  });

  it("a password staff set for a staff user ends that user's sessions", async () => {
    const chief = await person('CONFORMA');
    const editor = await person('EDITOR');
    const chiefToken = await signIn(chief);
    const editorToken = await signIn(editor);
    const body = { name: 'Editora', email: editor.email, systemRole: 'EDITOR', enabled: true, password: 'outra-senha' };
    expect((await call('PATCH', adminUserPaths.one(editor.id), chiefToken, body)).status).toBe(200);
    expect(await statusOf(editorToken)).toBe(401);
    expect(await statusOf(chiefToken)).toBe(200);
  });

  it("a new password on one's own row of the client users screen ends the other sessions and keeps this one", async () => {
    const dora = await person('ADMIN');
    const here = await signIn(dora);
    const elsewhere = await signIn(dora);
    const body = { name: 'Dora', email: dora.email, systemRole: 'ADMIN', enabled: true };
    const renamed = clientUserMutationResponse.parse(
      await (await call('PATCH', clientUserPaths.one(dora.id), here, body)).json(),
    );
    expect(renamed.access_token).toBeUndefined();
    expect(await statusOf(elsewhere)).toBe(200);

    const withPassword = { ...body, password: 'minha-senha-nova', passwordConfirmation: 'minha-senha-nova' };
    const changed = await call('PATCH', clientUserPaths.one(dora.id), here, withPassword);
    expect(changed.status).toBe(200);
    const next = clientUserMutationResponse.parse(await changed.json()).access_token;
    expect(next).toEqual(expect.any(String));
    expect(await statusOf(next ?? '')).toBe(200);
    expect(await statusOf(here)).toBe(401);
    expect(await statusOf(elsewhere)).toBe(401);
    expect(await statusOf(await signIn(dora, 'minha-senha-nova'))).toBe(200);
  });

  it("a new password on one's own row of the staff users screen ends the other sessions and keeps this one", async () => {
    const chief = await person('CONFORMA');
    const here = await signIn(chief);
    const elsewhere = await signIn(chief);
    const body = {
      name: 'Chefe',
      email: chief.email,
      systemRole: 'CONFORMA',
      enabled: true,
      password: 'senha-da-chefe',
    };
    const changed = await call('PATCH', adminUserPaths.one(chief.id), here, body);
    expect(changed.status).toBe(200);
    const next = adminUserMutationResponse.parse(await changed.json()).access_token;
    expect(await statusOf(next ?? '')).toBe(200);
    expect(await statusOf(here)).toBe(401);
    expect(await statusOf(elsewhere)).toBe(401);
  });

  it('a reset through the e-mailed link ends every session of the person', async () => {
    const duda = await person('USER');
    const before = await signIn(duda);
    const token = 'link-da-duda';
    await world.db.insert(passwordResetTokens).values({
      userId: duda.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const confirmed = await world.mail.app.request(
      passwordResetPaths.confirm,
      jsonPost({ token, password: 'senha-do-link', passwordConfirmation: 'senha-do-link' }),
    );
    expect(confirmed.status).toBe(200);
    expect(await statusOf(before)).toBe(401);
    expect(await statusOf(await signIn(duda, 'senha-do-link'))).toBe(200);
  });

  it('a disabled or deleted person is out at once', async () => {
    const eli = await person('USER');
    const fabi = await person('USER');
    const eliToken = await signIn(eli);
    const fabiToken = await signIn(fabi);
    await world.db.update(users).set({ enabled: false }).where(eq(users.id, eli.id));
    expect(await statusOf(eliToken)).toBe(401);
    await world.db.delete(users).where(eq(users.id, fabi.id));
    expect(await statusOf(fabiToken)).toBe(401);
  });

  it("staff inside a client carry their session into it: 'Sair' ends both tokens", async () => {
    const chief = await person('CONFORMA');
    const staffToken = await signIn(chief);
    const entered = await call('POST', accountPaths.enter(world.accountId), staffToken);
    expect(entered.status).toBe(200);
    const clientToken = enterClientResponse.parse(await entered.json()).access_token;
    expect(await statusOf(clientToken)).toBe(200);
    expect((await call('POST', logoutPath, clientToken)).status).toBe(200);
    expect(await statusOf(clientToken)).toBe(401);
    expect(await statusOf(staffToken)).toBe(401);
  });
});
