import { apiPaths, errorResponse, loginResponse } from '@product/api/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../db/bootstrap';
import type { DatabaseHandle } from '../db/database';
import { loginAttempts } from '../db/schema';
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

const tooMany = 'Muitas tentativas de acesso. Aguarde 15 minutos e tente novamente.';
const wrong = 'Email ou senha incorretos.';

describe.each(databaseKinds)('login limit on %s', (kind) => {
  let handle: DatabaseHandle;
  let proxied: ReturnType<typeof createMailTestApp>;
  const people: Record<'ana' | 'bia' | 'caio' | 'duda', TestUser> = {} as never;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await bootstrap(handle.db, { admin: null, print: () => {} });
    const accountId = await insertAccount(handle.db, { name: 'Padaria', groupId: await insertGroup(handle.db, 'Sul') });
    for (const name of ['ana', 'bia', 'caio', 'duda'] as const) {
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

  const attempt = (
    app: ReturnType<typeof createMailTestApp>['app'],
    ip: string,
    username: string,
    password: string,
  ) => {
    const init = jsonPost({ username, password });
    return app.request(apiPaths.login, { ...init, headers: { ...init.headers, 'X-Forwarded-For': `10.9.9.9, ${ip}` } });
  };
  const from = (ip: string, username: string, password: string) => attempt(proxied.app, ip, username, password);

  async function expectError(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect(errorResponse.parse(await response.json())).toEqual({ message });
  }
  async function expectSignedIn(response: Response) {
    expect(response.status).toBe(200);
    loginResponse.parse(await response.json());
  }

  it('refuses the 11th attempt on an e-mail after 10 failures, even with the right password', async () => {
    for (let i = 1; i <= 10; i++) await expectError(await from(`10.0.1.${i}`, people.ana.email, 'errada'), 401, wrong);
    await expectError(await from('10.0.1.50', people.ana.email, people.ana.password), 429, tooMany);
    // Other e-mails from the same addresses are not affected.
    await expectSignedIn(await from('10.0.1.1', people.bia.email, people.bia.password));
  });

  it('refuses an address after 10 failures, whatever the e-mail', async () => {
    for (let i = 1; i <= 10; i++) await expectError(await from('10.0.2.1', `ninguem${i}@x.test`, 'errada'), 401, wrong);
    await expectError(await from('10.0.2.1', people.caio.email, people.caio.password), 429, tooMany);
    await expectSignedIn(await from('10.0.2.2', people.caio.email, people.caio.password));
  });

  it('lets a success clear the failures of the e-mail but not those of the address', async () => {
    for (let i = 1; i <= 9; i++) await expectError(await from('10.0.3.1', people.duda.email, 'errada'), 401, wrong);
    await expectSignedIn(await from('10.0.3.2', people.duda.email, people.duda.password));
    for (let i = 1; i <= 9; i++)
      await expectError(await from(`10.0.3.${10 + i}`, people.duda.email, 'errada'), 401, wrong);
    // 18 failures in the window, 9 since the success: still allowed.
    await expectSignedIn(await from('10.0.3.30', people.duda.email, people.duda.password));

    // The address 10.0.3.1 has 9 failures; its success (10.0.3.1) does not clear them.
    await expectSignedIn(await from('10.0.3.1', people.bia.email, people.bia.password));
    await expectError(await from('10.0.3.1', 'outro@x.test', 'errada'), 401, wrong);
    await expectError(await from('10.0.3.1', people.bia.email, people.bia.password), 429, tooMany);
  });

  it('counts only the last 15 minutes and does not count refused or invalid requests', async () => {
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await handle.db
      .insert(loginAttempts)
      .values(
        Array.from({ length: 12 }, () => ({ email: 'velho@x.test', ip: '10.0.4.1', succeeded: false, createdAt: old })),
      );
    await expectError(await from('10.0.4.1', 'velho@x.test', 'errada'), 401, wrong);
    await expectError(await from('10.0.4.1', 'velho@x.test', ''), 400, 'Senha obrigatória');
    const [row] = await handle.db
      .select({ total: sql<number>`count(*)::int` })
      .from(loginAttempts)
      .where(eq(loginAttempts.ip, '10.0.4.1'));
    expect(row?.total).toBe(13);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on, and prunes day-old attempts on start', async () => {
    await handle.db.insert(loginAttempts).values({
      email: 'antigo@x.test',
      ip: '10.0.5.1',
      succeeded: false,
      createdAt: new Date(Date.now() - 25 * 3600 * 1000),
    });
    const direct = createMailTestApp(handle.db);
    try {
      for (let i = 1; i <= 10; i++) {
        await expectError(await attempt(direct.app, `10.0.5.${i}`, `direto${i}@x.test`, 'errada'), 401, wrong);
      }
      await expectError(await attempt(direct.app, '10.0.5.99', 'direto99@x.test', 'errada'), 429, tooMany);
      const ips = await handle.db
        .selectDistinct({ ip: loginAttempts.ip })
        .from(loginAttempts)
        .where(sql`${loginAttempts.email} like 'direto%'`);
      expect(ips).toEqual([{ ip: 'unknown' }]);
      const pruned = await handle.db.select().from(loginAttempts).where(eq(loginAttempts.email, 'antigo@x.test'));
      expect(pruned).toEqual([]);
    } finally {
      direct.remove();
    }
  });
});
