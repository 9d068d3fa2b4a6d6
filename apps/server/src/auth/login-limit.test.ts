import { createHash } from 'node:crypto';
import { apiPaths, errorResponse, loginResponse, passwordResetPaths } from '@product/api/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../db/bootstrap';
import type { DatabaseHandle } from '../db/database';
import { loginAttempts, passwordResetTokens } from '../db/schema';
import { createMailTestApp } from '../mail/test-app';
import {
  databaseKinds,
  insertAccount,
  insertGroup,
  insertUser,
  jsonPost,
  openTestDatabase,
  type TestUser,
} from '../test/harness';
import { untrustedProxyWarning } from './client-ip';

const tooMany = 'Muitas tentativas de acesso. Aguarde 15 minutos e tente novamente.';
const slowed = 'Muitas tentativas de acesso a esta conta. Aguarde 1 minuto e tente novamente.';
const wrong = 'Email ou senha incorretos.';

const names = ['ana', 'bia', 'caio', 'duda', 'eli', 'fabi', 'gil', 'hugo'] as const;

describe.each(databaseKinds)('login limit on %s', (kind) => {
  let handle: DatabaseHandle;
  let proxied: ReturnType<typeof createMailTestApp>;
  const people = {} as Record<(typeof names)[number], TestUser>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await bootstrap(handle.db, { admin: null, print: () => {} });
    const accountId = await insertAccount(handle.db, { name: 'Padaria', groupId: await insertGroup(handle.db, 'Sul') });
    for (const name of names) {
      people[name] = await insertUser(handle.db, {
        email: `${name}@padaria.test`,
        accessRole: 'USER',
        clientId: accountId,
      });
    }
    proxied = createMailTestApp(handle.db, { trustProxy: true });
  });
  afterAll(async () => {
    proxied?.remove();
    await handle?.close();
  });

  const forwardedFrom = (ip: string, init: RequestInit): RequestInit => ({
    ...init,
    headers: { ...init.headers, 'X-Forwarded-For': `10.9.9.9, ${ip}` },
  });
  const attempt = (app: ReturnType<typeof createMailTestApp>['app'], ip: string, username: string, password: string) =>
    app.request(apiPaths.login, forwardedFrom(ip, jsonPost({ username, password })));
  const from = (ip: string, username: string, password: string) => attempt(proxied.app, ip, username, password);
  const failFrom = async (ips: string[], person: TestUser) => {
    for (const ip of ips) await expectError(await from(ip, person.email, 'errada'), 401, wrong);
  };
  const addresses = (prefix: string, howMany: number) =>
    Array.from({ length: howMany }, (_, i) => `${prefix}.${i + 1}`);
  /** Moves the e-mail's attempts back in time, as if the attacker had paused. */
  const age = (email: string, seconds: number) =>
    handle.db
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(loginAttempts.email, email));

  async function expectError(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect(errorResponse.parse(await response.json())).toEqual({ message });
  }
  async function expectSignedIn(response: Response) {
    expect(response.status).toBe(200);
    loginResponse.parse(await response.json());
  }

  it('refuses an address 10 failures on one e-mail, even with the right password, and no one else', async () => {
    await failFrom(Array(10).fill('10.0.1.1'), people.ana);
    await expectError(await from('10.0.1.1', people.ana.email, people.ana.password), 429, tooMany);
    // The same address may still sign in to another e-mail.
    await expectSignedIn(await from('10.0.1.1', people.bia.email, people.bia.password));
  });

  it('does not let failures from anywhere lock the owner out: a minute of quiet lets a new address in', async () => {
    await failFrom(addresses('10.0.2', 10), people.caio);
    // A new address right after the 10th failure is slowed, not locked for 15 minutes.
    await expectError(await from('10.0.2.50', people.caio.email, people.caio.password), 429, slowed);
    await age(people.caio.email, 61);
    await expectSignedIn(await from('10.0.2.50', people.caio.email, people.caio.password));
    // The success wiped the e-mail's slate: a failure now is one of one.
    await expectError(await from('10.0.2.51', people.caio.email, 'errada'), 401, wrong);
    await expectError(await from('10.0.2.52', people.caio.email, 'errada'), 401, wrong);
  });

  it('lets only one guess a minute through from new addresses once an e-mail has 10 failures', async () => {
    await failFrom(addresses('10.0.3', 10), people.duda);
    await expectError(await from('10.0.3.60', people.duda.email, 'errada'), 429, slowed);
    await age(people.duda.email, 61);
    await expectError(await from('10.0.3.61', people.duda.email, 'errada'), 401, wrong);
    await expectError(await from('10.0.3.62', people.duda.email, 'errada'), 429, slowed);
  });

  it('never slows the owner on an address they signed in from', async () => {
    await expectSignedIn(await from('10.0.4.1', people.eli.email, people.eli.password));
    await failFrom(addresses('10.0.4', 20).slice(10), people.eli);
    await expectError(await from('10.0.4.99', people.eli.email, people.eli.password), 429, slowed);
    await expectSignedIn(await from('10.0.4.1', people.eli.email, people.eli.password));
  });

  it('lifts every block on the e-mail when a reset is confirmed through the e-mailed link', async () => {
    await failFrom(Array(10).fill('10.0.5.1'), people.fabi);
    await expectError(await from('10.0.5.1', people.fabi.email, people.fabi.password), 429, tooMany);
    await expectError(await from('10.0.5.77', people.fabi.email, people.fabi.password), 429, slowed);

    const token = 'link-do-email-da-fabi';
    await handle.db.insert(passwordResetTokens).values({
      userId: people.fabi.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const confirmed = await proxied.app.request(
      passwordResetPaths.confirm,
      forwardedFrom('10.0.5.77', jsonPost({ token, password: 'nova-senha', passwordConfirmation: 'nova-senha' })),
    );
    expect(confirmed.status).toBe(200);
    await expectSignedIn(await from('10.0.5.77', people.fabi.email, 'nova-senha'));
    await expectSignedIn(await from('10.0.5.1', people.fabi.email, 'nova-senha'));
  });

  it('refuses an address after 30 failures across e-mails, and a success does not clear it', async () => {
    await expectSignedIn(await from('10.0.6.1', people.gil.email, people.gil.password));
    for (let i = 1; i <= 30; i++) {
      await expectError(await from('10.0.6.1', `ninguem${i}@x.test`, 'errada'), 401, wrong);
    }
    await expectError(await from('10.0.6.1', people.gil.email, people.gil.password), 429, tooMany);
    await expectSignedIn(await from('10.0.6.2', people.gil.email, people.gil.password));
  });

  it('counts only the last 15 minutes and does not count refused or invalid requests', async () => {
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await handle.db
      .insert(loginAttempts)
      .values(
        Array.from({ length: 12 }, () => ({ email: 'velho@x.test', ip: '10.0.7.1', succeeded: false, createdAt: old })),
      );
    await expectError(await from('10.0.7.1', 'velho@x.test', 'errada'), 401, wrong);
    await expectError(await from('10.0.7.1', 'velho@x.test', ''), 400, 'Senha obrigatória');
    const [row] = await handle.db
      .select({ total: sql<number>`count(*)::int` })
      .from(loginAttempts)
      .where(eq(loginAttempts.ip, '10.0.7.1'));
    expect(row?.total).toBe(13);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on, says so once, and prunes old attempts', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);
    await handle.db.insert(loginAttempts).values([
      { email: 'antigo@x.test', ip: '10.0.8.1', succeeded: false, createdAt: hoursAgo(25) },
      { email: 'antigo@x.test', ip: '10.0.8.2', succeeded: true, createdAt: hoursAgo(25) },
      { email: 'antigo@x.test', ip: '10.0.8.3', succeeded: true, createdAt: hoursAgo(31 * 24) },
    ]);
    const direct = createMailTestApp(handle.db);
    try {
      for (let i = 1; i <= 10; i++) {
        await expectError(await attempt(direct.app, `10.0.8.${i}`, people.hugo.email, 'errada'), 401, wrong);
      }
      // All ten came from the proxy's one address: the pair limit applies to everyone behind it.
      await expectError(await attempt(direct.app, '10.0.8.99', people.hugo.email, people.hugo.password), 429, tooMany);
      expect(direct.warnings).toEqual([untrustedProxyWarning]);
      const ips = await handle.db
        .selectDistinct({ ip: loginAttempts.ip })
        .from(loginAttempts)
        .where(eq(loginAttempts.email, people.hugo.email));
      expect(ips).toEqual([{ ip: 'unknown' }]);
      // A day-old failure is gone; a day-old success still marks a trusted address; a month-old one is gone.
      const kept = await handle.db
        .select({ ip: loginAttempts.ip })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.email, 'antigo@x.test')));
      expect(kept).toEqual([{ ip: '10.0.8.2' }]);
    } finally {
      direct.remove();
    }
    expect(proxied.warnings).toEqual([]);
  });
});
