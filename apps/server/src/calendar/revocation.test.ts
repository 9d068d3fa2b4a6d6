import {
  accountPaths,
  adminUserPaths,
  calendarPaths,
  calendarSettingsResponse,
  calendarTexts,
  clientUserPaths,
  logoutPath,
  passwordResetPaths,
  profilePath,
} from '@product/api/contract';
import { type AccessRole, brand } from '@product/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerAccountId } from '../db/bootstrap';
import { createMailer } from '../mail/mailer';
import { type ClientWorld, openClientWorld } from '../testing/client-world';
import { databaseKinds, insertUser, jsonPost, type TestUser, tempDir, tokenFor } from '../testing/harness';
import { readOutbox } from '../testing/read-outbox';

const publicUrl = 'https://conforma.test';

/**
 * When a personal calendar link stops working for good: a new password (own,
 * set by staff or by the account's administrator, or by the reset link) and
 * disabling the person or their account revoke it, so enabling again does not
 * bring it back. 'Sair' keeps it.
 */
describe.each(databaseKinds)('calendar links revoked on %s', (kind) => {
  let world: ClientWorld;
  const outbox = tempDir('conforma-calendar-mail-');
  let serial = 0;

  beforeAll(async () => {
    const mailer = createMailer({ dataDir: outbox.path, log: () => {} });
    world = await openClientWorld(kind, { publicUrl, mailer });
  });
  afterAll(async () => {
    await world?.close();
    outbox.remove();
  });

  const call = (method: string, path: string, token: string, body?: unknown) =>
    world.app.request(path, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  async function generate(token: string): Promise<string> {
    const response = await call('POST', calendarPaths.settings, token);
    expect(response.status).toBe(201);
    return calendarSettingsResponse.parse(await response.json()).url ?? '';
  }
  const feedStatus = async (url: string) => (await world.app.request(new URL(url).pathname)).status;
  async function expectGone(url: string) {
    const response = await world.app.request(new URL(url).pathname);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: calendarTexts.notFound });
  }

  /** A USER of Padaria Norte with a working link. */
  async function clientUserWithLink() {
    const person = await world.userWith(['GET_LICENSES']);
    const url = await generate(person.token);
    expect(await feedStatus(url)).toBe(200);
    return { ...person, url };
  }
  /** A staff member (of the given role) who entered Padaria Norte and made a link there. */
  async function staffWithLink(role: AccessRole = 'EDITOR') {
    serial += 1;
    const user = await insertUser(world.db, {
      email: `equipe${serial}@conforma.test`,
      accessRole: role,
      clientId: providerAccountId,
      name: `Equipe ${serial}`,
    });
    const token = await tokenFor(user, role, {
      clientId: world.accounts.norte.id,
      clientName: world.accounts.norte.name,
    });
    const url = await generate(token);
    expect(await feedStatus(url)).toBe(200);
    return { user, token, url };
  }
  const clientUserBody = (user: TestUser, change: Record<string, unknown>) => ({
    name: 'Pessoa Renomeada',
    email: user.email,
    systemRole: 'USER',
    enabled: true,
    ...change,
  });
  const adminUserBody = (user: TestUser, change: Record<string, unknown>) => ({
    name: 'Equipe Renomeada',
    email: user.email,
    systemRole: 'EDITOR',
    enabled: true,
    ...change,
  });

  it('keeps the link after "Sair"', async () => {
    const { token, url } = await clientUserWithLink();
    expect((await call('POST', logoutPath, token)).status).toBe(200);
    expect(await feedStatus(url)).toBe(200);
  });

  it('revokes the link when the person changes their own password, not when they only rename themself', async () => {
    const { user, token, url } = await clientUserWithLink();
    const profile = { name: 'Novo Nome', email: user.email, systemRole: 'USER', enabled: true };
    const renamed = await call('PUT', profilePath, token, profile);
    expect(renamed.status).toBe(200);
    expect(await feedStatus(url)).toBe(200);
    const { access_token: renewed } = (await renamed.json()) as { access_token: string };
    const changed = await call('PUT', profilePath, renewed, {
      ...profile,
      password: 'nova-senha-123',
      passwordConfirmation: 'nova-senha-123',
    });
    expect(changed.status).toBe(200);
    await expectGone(url);
    const { access_token: fresh } = (await changed.json()) as { access_token: string };
    expect(
      await (await world.app.request(calendarPaths.settings, { headers: { Authorization: `Bearer ${fresh}` } })).json(),
    ).toEqual({
      url: null,
      seesLicences: true,
    });
    // 'Gerar link' makes a new one, which works.
    expect(await feedStatus(await generate(fresh))).toBe(200);
  });

  it("revokes the link when the account's administrator sets the person's password", async () => {
    const { user, url } = await clientUserWithLink();
    const response = await call(
      'PATCH',
      clientUserPaths.one(user.id),
      world.tokens.ADMIN,
      clientUserBody(user, { password: 'senha-nova-1', permissionRole: ['GET_LICENSES'] }),
    );
    expect(response.status).toBe(200);
    await expectGone(url);
  });

  it(`revokes the link when ${brand.name} staff set the person's password`, async () => {
    const { user, url } = await staffWithLink();
    const response = await call(
      'PATCH',
      adminUserPaths.one(user.id),
      world.tokens.CONFORMA,
      adminUserBody(user, { password: 'senha-nova-1' }),
    );
    expect(response.status).toBe(200);
    await expectGone(url);
  });

  it('revokes the link when the password is reset through the e-mailed link', async () => {
    const { user, url } = await clientUserWithLink();
    const asked = await world.app.request(passwordResetPaths.request, jsonPost({ username: user.email }));
    expect(asked.status).toBe(200);
    const message = (await readOutbox(`${outbox.path}/outbox`)).find((item) => item.to.includes(user.email));
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
    if (!resetToken) throw new Error('no reset link in the e-mail');
    const confirmed = await world.app.request(
      passwordResetPaths.confirm,
      jsonPost({ token: resetToken, password: 'senha-redefinida', passwordConfirmation: 'senha-redefinida' }),
    );
    expect(confirmed.status).toBe(200);
    await expectGone(url);
  });

  it('keeps a disabled client user’s link dead once they are enabled again', async () => {
    const { user, url } = await clientUserWithLink();
    const path = clientUserPaths.one(user.id);
    const body = (enabled: boolean) => clientUserBody(user, { enabled, permissionRole: ['GET_LICENSES'] });
    expect((await call('PATCH', path, world.tokens.ADMIN, body(false))).status).toBe(200);
    await expectGone(url);
    expect((await call('PATCH', path, world.tokens.ADMIN, body(true))).status).toBe(200);
    await expectGone(url);
  });

  it('keeps a disabled staff member’s link dead once they are enabled again', async () => {
    const { user, url } = await staffWithLink();
    const path = adminUserPaths.one(user.id);
    const body = (enabled: boolean) => adminUserBody(user, { enabled });
    expect((await call('PATCH', path, world.tokens.CONFORMA, body(false))).status).toBe(200);
    await expectGone(url);
    expect((await call('PATCH', path, world.tokens.CONFORMA, body(true))).status).toBe(200);
    await expectGone(url);
  });

  it('keeps the links of a disabled account dead once it is enabled again', async () => {
    const adminUrl = await generate(world.foreignAdmin.token);
    const staffUrl = await generate(world.affinityInSul);
    const norteUrl = await generate(world.tokens.ADMIN);
    const sul = world.accounts.sul;
    const put = (enabled: boolean) =>
      call('PUT', accountPaths.item(sul.id), world.tokens.CONFORMA, { name: sul.name, type: 'CLIENT', enabled });
    expect((await put(false)).status).toBe(200);
    expect((await put(true)).status).toBe(200);
    await expectGone(adminUrl);
    await expectGone(staffUrl);
    // Another account's links are untouched.
    expect(await feedStatus(norteUrl)).toBe(200);
  });
});
