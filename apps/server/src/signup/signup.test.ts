import { apiPaths, errorResponse, signupPath, signupResponse } from '@product/api/contract';
import { businessGroupId } from '@product/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { bootstrap } from '../db/bootstrap';
import type { DatabaseHandle } from '../db/database';
import { activityLogs, clients, rateLimitHits, users } from '../db/schema';
import { createTestApp, databaseKinds, jsonPost, openTestDatabase } from '../testing/harness';
import { createMailTestApp } from '../testing/mail-app';

describe.each(databaseKinds)('POST sign-up on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  const valid = {
    name: 'Maria Souza',
    email: 'maria@padaria.test',
    password: 'minha senha',
    clientName: 'Padaria Sol',
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await bootstrap(handle.db, { admin: { email: 'chefe@conforma.test', password: 'senha-do-chefe' } });
    app = createTestApp(handle.db);
  });
  beforeEach(async () => {
    // Every sign-up here comes from one address; its limit has a test of its own.
    await handle.db.delete(rateLimitHits);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const post = (body: unknown, path: string = signupPath) => app.request(path, jsonPost(body));
  async function expectError(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect(errorResponse.parse(await response.json())).toEqual({ message });
  }

  it('creates a disabled CLIENT account in group 1 and its disabled ADMIN user, with a log entry', async () => {
    const response = await post({ ...valid, email: ' Maria @Padaria.TEST ', name: ' Maria Souza ' });
    expect(response.status).toBe(201);
    expect(signupResponse.parse(await response.json())).toEqual({
      message: 'Cadastro realizado. Você será avisado quando puder acessar a plataforma.',
    });
    const [user] = await handle.db.select().from(users).where(eq(users.email, 'maria@padaria.test'));
    if (!user?.clientId) throw new Error('user missing');
    expect(user).toMatchObject({ name: 'Maria Souza', accessRole: 'ADMIN', enabled: false, permissionRoles: [] });
    expect(user.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(user.passwordHash, 'minha senha')).toBe(true);
    const [account] = await handle.db.select().from(clients).where(eq(clients.id, user.clientId));
    expect(account).toMatchObject({ name: 'Padaria Sol', type: 'CLIENT', enabled: false, groupId: businessGroupId });
    const logs = await handle.db.select().from(activityLogs).where(eq(activityLogs.action, 'client.signup'));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      userId: user.id,
      userName: 'Maria Souza',
      userEmail: 'maria@padaria.test',
      clientId: user.clientId,
      entityType: 'client',
      entityId: user.clientId,
      actionDetails: `Cadastrou-se e criou o cliente 'Padaria Sol' (ID ${user.clientId})`,
    });
  });

  it('keeps the new person out until staff enable them', async () => {
    await expectError(
      await app.request(apiPaths.login, jsonPost({ username: valid.email, password: valid.password })),
      401,
      'Usuário desativado. Entre em contato com o administrador.',
    );
  });

  it('refuses an e-mail that is already registered, in any case, and creates nothing', async () => {
    const before = await handle.db.select({ id: clients.id }).from(clients);
    await expectError(await post({ ...valid, email: 'MARIA@padaria.test' }), 409, 'Este email já está cadastrado.');
    await expectError(await post({ ...valid, email: 'chefe@conforma.test' }), 409, 'Este email já está cadastrado.');
    expect(await handle.db.select({ id: clients.id }).from(clients)).toHaveLength(before.length);
  });

  it('answers on the path with a trailing slash too, without a token', async () => {
    const response = await post({ ...valid, email: 'barra@padaria.test' }, `${signupPath}/`);
    expect(response.status).toBe(201);
  });

  const text = (length: number) => 'a'.repeat(length);
  it.each([
    ['no name', { ...valid, name: undefined }, 'Nome obrigatório'],
    ['a blank name', { ...valid, name: '   ' }, 'Nome obrigatório'],
    ['a 1-character name', { ...valid, name: 'M' }, 'Mínimo de 2 caracteres'],
    ['a 256-character name', { ...valid, name: text(256) }, 'Máximo de 255 caracteres'],
    ['no e-mail', { ...valid, email: undefined }, 'Email obrigatório'],
    ['an empty e-mail', { ...valid, email: '' }, 'Email obrigatório'],
    ['an invalid e-mail', { ...valid, email: 'maria@' }, 'Email inválido'],
    ['no password', { ...valid, password: undefined }, 'Senha obrigatória'],
    ['an empty password', { ...valid, password: '' }, 'Senha obrigatória'],
    ['a 5-character password', { ...valid, password: text(5) }, 'Mínimo de 6 caracteres'],
    ['a 256-character password', { ...valid, password: text(256) }, 'Máximo de 255 caracteres'],
    ['no company name', { ...valid, clientName: undefined }, 'Nome da empresa ou grupo obrigatória'],
    ['an empty company name', { ...valid, clientName: '' }, 'Nome da empresa ou grupo obrigatória'],
    ['a 1-character company name', { ...valid, clientName: 'P' }, 'Mínimo de 2 caracteres'],
    ['a 256-character company name', { ...valid, clientName: text(256) }, 'Máximo de 255 caracteres'],
    ['a body that is not an object', [valid], 'Corpo da requisição inválido.'],
    ['malformed JSON', '{"name": ', 'Corpo da requisição inválido.'],
  ])('answers 400 to %s', async (_, body, message) => {
    await expectError(await post(body), 400, message);
  });

  it('accepts the boundary lengths', async () => {
    const response = await post({
      name: 'Ab',
      email: 'limites@padaria.test',
      password: text(255),
      clientName: text(255),
    });
    expect(response.status).toBe(201);
    const edge = await post({ name: text(255), email: 'limites2@padaria.test', password: text(6), clientName: 'Ab' });
    expect(edge.status).toBe(201);
  });

  it('allows 5 sign-ups per address per hour, whatever the e-mails, then 429, and no other address is affected', async () => {
    const proxied = createMailTestApp(handle.db, { trustProxy: true });
    try {
      const from = (ip: string, email: string) =>
        proxied.app.request(signupPath, {
          ...jsonPost({ ...valid, email }),
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        });
      for (let i = 1; i <= 5; i++) expect((await from('10.1.0.1', `spam${i}@x.test`)).status).toBe(201);
      const before = await handle.db.select({ id: clients.id }).from(clients);
      await expectError(
        await from('10.1.0.1', 'spam6@x.test'),
        429,
        'Muitos cadastros feitos deste endereço. Aguarde uma hora e tente novamente.',
      );
      // The refused one created nothing.
      expect(await handle.db.select({ id: clients.id }).from(clients)).toHaveLength(before.length);
      expect((await from('10.1.0.2', 'outra@x.test')).status).toBe(201);
    } finally {
      proxied.remove();
    }
  });
});
