// Sign-in and Sair. The mocks accept one pair of credentials (the demo login,
// the e-mail of the server's bootstrap administrator): for this scenario that
// administrator's password on the server is the demo one.
import { apiPaths, logoutPath } from '@product/api/contract';
import { mockCredentials } from '@product/api/mocks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectSameBehaviour, server } from '../context';
import { hashPassword, userRows } from '../server-support';

/** Tokens are signed on the server and not on the mocks: only their presence is compared. */
const tokens = new Set(['access_token']);

export function describeBehaviour(): void {
  describe('sign-in (auth)', () => {
    const demo = eq(userRows.email, mockCredentials.username);
    let passwordHash = '';
    beforeAll(async () => {
      const { db } = server().world;
      const [admin] = await db.select({ passwordHash: userRows.passwordHash }).from(userRows).where(demo);
      if (!admin) throw new Error(`the server world has no ${mockCredentials.username}`);
      passwordHash = admin.passwordHash;
      await db
        .update(userRows)
        .set({ passwordHash: await hashPassword(mockCredentials.password) })
        .where(demo);
    });
    // The other scenarios share the world: the administrator gets their password back.
    afterAll(async () => {
      await server().world.db.update(userRows).set({ passwordHash }).where(demo);
    });

    it('answer like the server: the right pair, a wrong one, a malformed one, Sair unsigned', async () => {
      await expectSameBehaviour(async (api) => {
        const login = apiPaths.login;
        const as = 'anonymous';
        await api.call('sign in', 'POST', login, { as, body: mockCredentials });
        await api.call('a wrong password', 'POST', login, { as, body: { ...mockCredentials, password: 'errada1' } });
        await api.call('an e-mail nobody has', 'POST', login, {
          as,
          body: { ...mockCredentials, username: 'ninguem.quimera@conforma.local' },
        });
        await api.call('no password', 'POST', login, { as, body: { username: mockCredentials.username } });
        await api.call('not an e-mail', 'POST', login, { as, body: { username: 'ana', password: 'x' } });
        await api.call('no body', 'POST', login, { as, body: {} });
        await api.call('Sair with nobody signed in', 'POST', logoutPath, { as });
      }, tokens);
    });
  });
}
