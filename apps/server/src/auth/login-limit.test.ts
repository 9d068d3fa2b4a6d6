import { createHash } from 'node:crypto';
import {
  apiPaths,
  errorResponse,
  loginResponse,
  passwordResetPaths,
  passwordResetResponse,
} from '@product/api/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, passwordResetTokens } from '../db/schema';
import { databaseKinds, insertUser, jsonPost, type TestUser } from '../testing/harness';
import { createMailTestApp, type MailTestApp, mailWorld } from '../testing/mail-app';
import { untrustedProxyWarning } from './client-ip';

const tooMany =
  'Muitas tentativas de acesso a esta conta. Aguarde 15 minutos ou use "Esqueci a minha senha" para criar uma nova senha.';
const slowed =
  'Muitas tentativas de acesso a esta conta. Aguarde 1 minuto ou use "Esqueci a minha senha" para criar uma nova senha.';
const addressBlocked = 'Muitas tentativas de acesso deste endereço. Aguarde 15 minutos e tente novamente.';
const linksAlreadySent =
  'Já enviamos 5 links para este email na última hora. Use o link do email mais recente (confira também o spam).';
const wrong = 'Email ou senha incorretos.';
const invalidLink = 'Link de redefinição inválido ou expirado. Solicite um novo.';

const names = ['ana', 'bia', 'caio', 'duda', 'eli', 'fabi', 'gil', 'hugo', 'iara', 'joao', 'lia', 'mel'] as const;

describe.each(databaseKinds)('login limit on %s', (kind) => {
  const world = mailWorld(kind, { trustProxy: true });
  const people = {} as Record<(typeof names)[number], TestUser>;

  beforeAll(async () => {
    for (const name of names) {
      people[name] = await insertUser(world.db, {
        email: `${name}@padaria.test`,
        accessRole: 'USER',
        clientId: world.accountId,
      });
    }
  });

  const forwardedFrom = (ip: string, init: RequestInit): RequestInit => ({
    ...init,
    headers: { ...init.headers, 'X-Forwarded-For': `10.9.9.9, ${ip}` },
  });
  const attempt = (app: MailTestApp['app'], ip: string, username: string, password: string) =>
    app.request(apiPaths.login, forwardedFrom(ip, jsonPost({ username, password })));
  const from = (ip: string, username: string, password: string) => attempt(world.mail.app, ip, username, password);
  const failFrom = async (ips: string[], person: TestUser) => {
    for (const ip of ips) await expectError(await from(ip, person.email, 'errada'), 401, wrong);
  };
  const addresses = (prefix: string, howMany: number) =>
    Array.from({ length: howMany }, (_, i) => `${prefix}.${i + 1}`);
  /** Moves the e-mail's attempts back in time, as if the attacker had paused. */
  const age = (email: string, seconds: number) =>
    world.db
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
    // The success cleared only its own address: the others' failures still slow every new address…
    await expectError(await from('10.0.2.51', people.caio.email, 'errada'), 401, wrong);
    await expectError(await from('10.0.2.52', people.caio.email, 'errada'), 429, slowed);
    // …but not the address that signed in.
    await expectSignedIn(await from('10.0.2.50', people.caio.email, people.caio.password));
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
    await world.db.insert(passwordResetTokens).values({
      userId: people.fabi.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const confirmed = await world.mail.app.request(
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
    await expectError(await from('10.0.6.1', people.gil.email, people.gil.password), 429, addressBlocked);
    await expectSignedIn(await from('10.0.6.2', people.gil.email, people.gil.password));
  });

  it('counts only the last 15 minutes and does not count refused or invalid requests', async () => {
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await world.db
      .insert(loginAttempts)
      .values(
        Array.from({ length: 12 }, () => ({ email: 'velho@x.test', ip: '10.0.7.1', succeeded: false, createdAt: old })),
      );
    await expectError(await from('10.0.7.1', 'velho@x.test', 'errada'), 401, wrong);
    await expectError(await from('10.0.7.1', 'velho@x.test', ''), 400, 'Senha obrigatória');
    const [row] = await world.db
      .select({ total: sql<number>`count(*)::int` })
      .from(loginAttempts)
      .where(eq(loginAttempts.ip, '10.0.7.1'));
    expect(row?.total).toBe(13);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on, says so once, and prunes old attempts', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);
    await world.db.insert(loginAttempts).values([
      { email: 'antigo@x.test', ip: '10.0.8.1', succeeded: false, createdAt: hoursAgo(25) },
      { email: 'antigo@x.test', ip: '10.0.8.2', succeeded: true, createdAt: hoursAgo(25) },
      { email: 'antigo@x.test', ip: '10.0.8.3', succeeded: true, createdAt: hoursAgo(31 * 24) },
    ]);
    const direct = createMailTestApp(world.db);
    try {
      for (let i = 1; i <= 10; i++) {
        await expectError(await attempt(direct.app, `10.0.8.${i}`, people.hugo.email, 'errada'), 401, wrong);
      }
      // All ten came from the proxy's one address: the pair limit applies to everyone behind it.
      await expectError(await attempt(direct.app, '10.0.8.99', people.hugo.email, people.hugo.password), 429, tooMany);
      expect(direct.warnings).toEqual([untrustedProxyWarning]);
      const ips = await world.db
        .selectDistinct({ ip: loginAttempts.ip })
        .from(loginAttempts)
        .where(eq(loginAttempts.email, people.hugo.email));
      expect(ips).toEqual([{ ip: 'unknown' }]);
      // A day-old failure is gone; a day-old success still marks a trusted address; a month-old one is gone.
      const kept = await world.db
        .select({ ip: loginAttempts.ip })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.email, 'antigo@x.test')));
      expect(kept).toEqual([{ ip: '10.0.8.2' }]);
    } finally {
      direct.remove();
    }
    expect(world.mail.warnings).toEqual([]);
  });

  /**
   * A clock for one e-mail's attempts: each call lets exactly `seconds` pass for the limit,
   * however long the requests took. The total shift is kept against real time from the start,
   * so the rounding of each step does not add up.
   */
  function simulatedClock(email: string) {
    const start = performance.now();
    let simulated = 0;
    let shifted = 0;
    return async (seconds: number) => {
      simulated += seconds;
      const target = simulated - (performance.now() - start) / 1000;
      await age(email, target - shifted);
      shifted = target;
    };
  }

  /**
   * A scripted attack: every 0.9 s a guess from the next of 20 addresses, for 120 s; with
   * `owner`, the owner signs in from their own address every 5 guesses (4.5 s). The step
   * keeps every guess clear of the one-minute boundary, so the script has one outcome.
   */
  async function scriptedAttack(person: TestUser, prefix: string, owner: boolean) {
    const tick = simulatedClock(person.email);
    const statuses: number[] = [];
    const refusals = new Set<string>();
    for (let step = 0; step < 134; step++) {
      if (owner && step % 5 === 0) await expectSignedIn(await from(`${prefix}.200`, person.email, person.password));
      const response = await from(`${prefix}.${(step % 20) + 1}`, person.email, `errada-${step}`);
      statuses.push(response.status);
      if (response.status === 429) refusals.add(errorResponse.parse(await response.json()).message);
      await tick(0.9);
    }
    return { statuses, refusals, checked: statuses.filter((status) => status === 401).length };
  }

  it('does not give an attack from 20 addresses back its guesses when the owner keeps signing in', async () => {
    const alone = await scriptedAttack(people.iara, '10.1.1', false);
    const withOwner = await scriptedAttack(people.joao, '10.1.2', true);
    console.info(
      `${kind}: passwords checked for the attacker in 120 s: ${alone.checked} without the owner, ` +
        `${withOwner.checked} with the owner signing in every 4.5 s`,
    );
    // 10 at once, then one a minute.
    expect(alone.checked).toBe(11);
    expect(withOwner.statuses).toEqual(alone.statuses);
    expect([...withOwner.refusals]).toEqual([slowed]);
  }, 60_000);

  const resetRequest = (ip: string, email: string) =>
    world.mail.app.request(passwordResetPaths.request, forwardedFrom(ip, jsonPost({ username: email })));
  const resetConfirm = (ip: string, token: string, password: string) =>
    world.mail.app.request(
      passwordResetPaths.confirm,
      forwardedFrom(ip, jsonPost({ token, password, passwordConfirmation: password })),
    );
  /** The tokens of the reset links e-mailed to `email`, oldest first. */
  const linksTo = async (email: string) =>
    (await world.mail.messages())
      .filter((message) => message.to === email)
      .map((message) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1] ?? '');

  it('lets an owner kept out by guesses from two addresses back in through the reset, from a new address at once', async () => {
    const owner = people.lia;
    const tick = simulatedClock(owner.email);
    // Guesses every 0.26 s from two addresses (the step keeps them clear of the one-minute boundary).
    const guess = async (howMany: number) => {
      for (let step = 0; step < howMany; step++) {
        await from(`10.2.0.${(step % 2) + 1}`, owner.email, `errada-${step}`);
        await tick(0.26);
      }
    };
    // 70 s of them: the owner, trying every 10 s from a new address, never gets in (the guesses
    // take the one a minute that new addresses get, at 62 s).
    for (let round = 1; round <= 7; round++) {
      await guess(38);
      await expectError(await from(`10.2.1.${round}`, owner.email, owner.password), 429, slowed);
    }
    // The reset is not held by the sign-in limit: the link arrives at once.
    const requested = await resetRequest('10.2.1.50', owner.email);
    expect(requested.status).toBe(200);
    expect(passwordResetResponse.parse(await requested.json())).toEqual({ message: 'Instruções enviadas' });
    const [token] = await linksTo(owner.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await guess(20);
    expect((await resetConfirm('10.2.1.50', token ?? '', 'senha-nova-da-lia')).status).toBe(200);
    // The reset ended the block on the e-mail: any address gets in now, with the new password only.
    await expectSignedIn(await from('10.2.1.60', owner.email, 'senha-nova-da-lia'));
    await expectError(await from('10.2.1.61', owner.email, owner.password), 401, wrong);
    // The guesses go on and slow new addresses again, but never the one that confirmed the reset.
    await guess(20);
    await expectError(await from('10.2.1.62', owner.email, 'senha-nova-da-lia'), 429, slowed);
    await expectSignedIn(await from('10.2.1.50', owner.email, 'senha-nova-da-lia'));
  }, 60_000);

  it('keeps every link e-mailed to the owner working when others use up the reset requests of the e-mail', async () => {
    const owner = people.mel;
    for (let i = 1; i <= 5; i++) expect((await resetRequest(`10.3.0.${i}`, owner.email)).status).toBe(200);
    // The owner's own request is refused, and told that the links are already in the mailbox.
    await expectError(await resetRequest('10.3.1.1', owner.email), 429, linksAlreadySent);
    const links = await linksTo(owner.email);
    expect(links).toHaveLength(5);
    // Any of them works, the oldest too; once one is used, the others stop working.
    expect((await resetConfirm('10.3.1.1', links[0] ?? '', 'senha-nova-da-mel')).status).toBe(200);
    await expectSignedIn(await from('10.3.1.2', owner.email, 'senha-nova-da-mel'));
    await expectError(await resetConfirm('10.3.1.1', links[4] ?? '', 'outra-senha'), 400, invalidLink);
  });
});
