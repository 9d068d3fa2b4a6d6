import { createHash } from 'node:crypto';
import {
  apiPaths,
  errorResponse,
  loginResponse,
  passwordResetConfirmResponse,
  passwordResetPaths,
  passwordResetResponse,
} from '@product/api/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { activityLogs, passwordResetTokens, rateLimitHits } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { databaseKinds, insertUser, jsonPost, type TestUser, testSecret } from '../testing/harness';
import { mailWorld, testPublicUrl } from '../testing/mail-app';

const invalidLink = 'Link de redefinição inválido ou expirado. Solicite um novo.';

describe.each(databaseKinds)('password reset on %s', (kind) => {
  const world = mailWorld(kind);
  let ana: TestUser;
  let bia: TestUser;

  beforeAll(async () => {
    ana = await insertUser(world.db, {
      email: 'ana@padaria.test',
      accessRole: 'ADMIN',
      clientId: world.accountId,
      name: 'Ana Conceição',
    });
    bia = await insertUser(world.db, { email: 'bia@padaria.test', accessRole: 'USER', clientId: world.accountId });
  });
  beforeEach(async () => {
    await world.db.delete(passwordResetTokens);
    // Every request here comes from one address; its limit has a test of its own.
    await world.db.delete(rateLimitHits);
  });

  const request = (body: unknown) => world.mail.app.request(passwordResetPaths.request, jsonPost(body));
  const confirm = (body: unknown) => world.mail.app.request(passwordResetPaths.confirm, jsonPost(body));
  const login = (username: string, password: string) =>
    world.mail.app.request(apiPaths.login, jsonPost({ username, password }));
  async function expectError(response: Response, status: number, body: { message: string; code?: string }) {
    expect(response.status).toBe(status);
    expect(errorResponse.parse(await response.json())).toEqual(body);
  }
  /** Asks for a link and reads its token back from the newest outbox file. */
  async function askForLink(email: string): Promise<string> {
    const response = await request({ username: email });
    expect(response.status).toBe(200);
    expect(passwordResetResponse.parse(await response.json())).toEqual({ message: 'Instruções enviadas' });
    const last = (await world.mail.messages()).at(-1);
    const match = /https:\/\/conforma\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(last?.text ?? '');
    if (!match?.[1]) throw new Error('no link in the e-mail');
    return match[1];
  }

  it('e-mails a single-use link and stores only its hash', async () => {
    const token = await askForLink(' ANA@padaria.test ');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const message = (await world.mail.messages()).at(-1);
    expect(message).toMatchObject({
      from: 'Conforma <nao-responda@conforma.local>',
      to: 'ana@padaria.test',
      subject: 'Conforma: redefinição de senha',
    });
    expect(message?.text).toContain('Olá, Ana Conceição.');
    expect(message?.html).toContain(`<a href="${testPublicUrl}/reset-password?token=${token}">`);
    expect(world.mail.logged.at(-1)).toMatch(
      /^E-mail para ana@padaria\.test gravado em .*\.eml \(SMTP_URL não definido\)$/,
    );
    const rows = await world.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, ana.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]?.tokenHash).not.toContain(token);
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 3600_000)).toBeLessThan(1000);
  });

  it('sets the new password once, logs it, and refuses the link a second time', async () => {
    const token = await askForLink(bia.email);
    const response = await confirm({ token, password: 'nova-senha', passwordConfirmation: 'nova-senha' });
    expect(response.status).toBe(200);
    expect(passwordResetConfirmResponse.parse(await response.json())).toEqual({
      message: 'Senha redefinida. Entre com a nova senha.',
    });
    loginResponse.parse(await (await login(bia.email, 'nova-senha')).json());
    expect((await login(bia.email, bia.password)).status).toBe(401);
    const logs = await world.db.select().from(activityLogs).where(eq(activityLogs.action, 'user.password_reset'));
    expect(logs).toMatchObject([{ userId: bia.id, userEmail: bia.email, entityType: 'user', entityId: bia.id }]);
    await expectError(await confirm({ token, password: 'outra-senha', passwordConfirmation: 'outra-senha' }), 400, {
      message: invalidLink,
    });
  });

  it('keeps the earlier links of the person working until one of them is used', async () => {
    const first = await askForLink(ana.email);
    const second = await askForLink(ana.email);
    const response = await confirm({ token: first, password: 'senha-da-ana', passwordConfirmation: 'senha-da-ana' });
    expect(response.status).toBe(200);
    await expectError(
      await confirm({ token: second, password: 'nova-senha', passwordConfirmation: 'nova-senha' }),
      400,
      { message: invalidLink },
    );
  });

  it('refuses an expired or unknown link', async () => {
    const token = await askForLink(ana.email);
    await world.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    await expectError(await confirm({ token, password: 'nova-senha', passwordConfirmation: 'nova-senha' }), 400, {
      message: invalidLink,
    });
    await expectError(
      await confirm({ token: 'x'.repeat(43), password: 'nova-senha', passwordConfirmation: 'nova-senha' }),
      400,
      { message: invalidLink },
    );
  });

  it('answers 404 with the code email-nao-existe for an unknown e-mail, and sends nothing', async () => {
    const before = (await world.mail.messages()).length;
    await expectError(await request({ username: 'ninguem@padaria.test' }), 404, {
      code: 'email-nao-existe',
      message: 'Não existe cadastro com este email. Confira se digitou o email correto e tente novamente.',
    });
    expect(await world.mail.messages()).toHaveLength(before);
  });

  it('allows 5 requests per e-mail per hour, then 429 pointing to the links already sent', async () => {
    for (let i = 0; i < 5; i++) await askForLink(bia.email);
    await expectError(await request({ username: bia.email }), 429, {
      message:
        'Já enviamos 5 links para este email na última hora. Use o link do email mais recente (confira também o spam).',
    });
    // Requests older than an hour do not count.
    await world.db.update(passwordResetTokens).set({ createdAt: sql`now() - interval '61 minutes'` });
    await askForLink(bia.email);
  });

  it('starts the count of an e-mail again once a reset is completed', async () => {
    const links: string[] = [];
    for (let i = 0; i < 5; i++) links.push(await askForLink(bia.email));
    const response = await confirm({ token: links[2], password: 'nova-senha', passwordConfirmation: 'nova-senha' });
    expect(response.status).toBe(200);
    await askForLink(bia.email);
  });

  it('allows 10 requests per address per hour, whatever the e-mails, then 429', async () => {
    await world.db.delete(passwordResetTokens);
    for (let i = 0; i < 5; i++) await askForLink(ana.email);
    for (let i = 0; i < 4; i++) await askForLink(bia.email);
    // An unknown e-mail counts too: the limit is on the address, before anything is looked up.
    expect((await request({ username: 'ninguem@padaria.test' })).status).toBe(404);
    await expectError(await request({ username: bia.email }), 429, {
      message: 'Muitos pedidos de redefinição de senha deste endereço. Aguarde uma hora e tente novamente.',
    });
    await world.db.update(rateLimitHits).set({ createdAt: sql`now() - interval '61 minutes'` });
    await askForLink(bia.email);
  });

  it('answers 503 when the mail cannot be sent, without a stack trace', async () => {
    const failing: Mailer = {
      send: () => Promise.reject(new Error('SMTP fora do ar')),
    };
    const errors: unknown[] = [];
    const app = createApp({
      db: world.db,
      config: { jwtSecret: testSecret, webDist: '/nonexistent' },
      mailer: failing,
      logError: (error) => errors.push(error),
    });
    await expectError(await app.request(passwordResetPaths.request, jsonPost({ username: ana.email })), 503, {
      message: 'Não foi possível enviar o email. Tente novamente mais tarde.',
    });
    expect(errors).toHaveLength(1);
  });

  it('answers on the paths with a trailing slash, without a token', async () => {
    expect(
      (await world.mail.app.request(`${passwordResetPaths.request}/`, jsonPost({ username: ana.email }))).status,
    ).toBe(200);
    const token = await askForLink(ana.email);
    const response = await world.mail.app.request(
      `${passwordResetPaths.confirm}/`,
      jsonPost({ token, password: 'senha-da-ana', passwordConfirmation: 'senha-da-ana' }),
    );
    expect(response.status).toBe(200);
  });

  it.each([
    ['no e-mail', {}, 'Email obrigatório'],
    ['an empty e-mail', { username: ' ' }, 'Email obrigatório'],
    ['an invalid e-mail', { username: 'ana@' }, 'Email inválido'],
    ['a body that is not an object', 'null', 'Corpo da requisição inválido.'],
  ])('answers 400 to a request with %s', async (_, body, message) => {
    await expectError(await request(body), 400, { message });
  });

  const text = (length: number) => 'a'.repeat(length);
  it.each([
    ['no token', { password: '123456', passwordConfirmation: '123456' }, invalidLink],
    ['an empty token', { token: '', password: '123456', passwordConfirmation: '123456' }, invalidLink],
    ['no password', { token: 'abc', passwordConfirmation: '123456' }, 'Senha obrigatória'],
    [
      'a 5-character password',
      { token: 'abc', password: text(5), passwordConfirmation: text(5) },
      'Mínimo de 6 caracteres',
    ],
    [
      'a 33-character password',
      { token: 'abc', password: text(33), passwordConfirmation: text(33) },
      'Máximo de 32 caracteres',
    ],
    [
      'a different confirmation',
      { token: 'abc', password: '123456', passwordConfirmation: '123457' },
      'As senhas devem ser iguais.',
    ],
    ['no confirmation', { token: 'abc', password: '123456' }, 'As senhas devem ser iguais.'],
  ])('answers 400 to a confirmation with %s', async (_, body, message) => {
    await expectError(await confirm(body), 400, { message });
  });

  it('accepts 6 and 32 characters', async () => {
    for (const password of [text(6), text(32)]) {
      const token = await askForLink(ana.email);
      expect((await confirm({ token, password, passwordConfirmation: password })).status).toBe(200);
    }
  });
});
