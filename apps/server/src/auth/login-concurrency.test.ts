import { apiPaths } from '@product/api/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, insertUser, jsonPost, type TestUser } from '../testing/harness';
import { mailWorld } from '../testing/mail-app';

/**
 * The attack the limit exists for: a burst of simultaneous guesses. Only
 * answered attempts (401 or 200) had their password checked; a 429 was
 * refused before. However many arrive at once, no more than 10 guesses per
 * e-mail may be checked in the window.
 */
const burst = 300;

describe.each(databaseKinds)('login limit under a burst of simultaneous guesses on %s', (kind) => {
  const world = mailWorld(kind, { account: 'Oficina', group: 'Norte', trustProxy: true });
  const people: Record<'eva' | 'ivo', TestUser> = {} as never;

  beforeAll(async () => {
    for (const name of ['eva', 'ivo'] as const) {
      people[name] = await insertUser(world.db, {
        email: `${name}@oficina.test`,
        accessRole: 'USER',
        clientId: world.accountId,
      });
    }
  });

  async function storm(person: TestUser, addressOf: (i: number) => string) {
    const responses = await Promise.all(
      Array.from({ length: burst }, (_, i) => {
        const password = i === burst - 1 ? person.password : `errada-${i}`;
        const init = jsonPost({ username: person.email, password });
        return world.mail.app.request(apiPaths.login, {
          ...init,
          headers: { ...init.headers, 'X-Forwarded-For': addressOf(i) },
        });
      }),
    );
    const statuses = responses.map((response) => response.status);
    return {
      checked: statuses.filter((status) => status !== 429).length,
      refused: statuses.filter((status) => status === 429).length,
      signedIn: statuses.filter((status) => status === 200).length,
    };
  }

  it('checks at most 10 guesses from one address', async () => {
    const result = await storm(people.eva, () => '10.7.0.1');
    console.info(`${kind}, one address: ${JSON.stringify(result)}`);
    expect(result.checked).toBeLessThanOrEqual(10);
    expect(result.checked + result.refused).toBe(burst);
    expect(result.signedIn).toBe(0);
  });

  it(`checks at most 10 guesses from ${burst} addresses`, async () => {
    const result = await storm(people.ivo, (i) => `10.8.${Math.floor(i / 250)}.${(i % 250) + 1}`);
    console.info(`${kind}, ${burst} addresses: ${JSON.stringify(result)}`);
    expect(result.checked).toBeLessThanOrEqual(10);
    expect(result.checked + result.refused).toBe(burst);
    expect(result.signedIn).toBe(0);
  });
});
