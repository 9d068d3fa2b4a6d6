import { apiPaths, errorResponse, signupPath, tagPaths } from '@product/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitHits, users } from '../db/schema';
import { databaseKinds, insertUser, tokenFor } from '../testing/harness';
import { createMailTestApp, type MailTestApp, mailWorld, testPublicUrl } from '../testing/mail-app';

const unsupportedType = 'Tipo de conteúdo não suportado. Envie os dados como application/json.';
const foreignOrigin = 'Requisição de outro site recusada.';

describe.each(databaseKinds)('request guards on %s', (kind) => {
  const world = mailWorld(kind);
  let proxied: MailTestApp;
  let adminToken: string;

  beforeAll(async () => {
    const { accountId } = world;
    const admin = await insertUser(world.db, { email: 'ana@padaria.test', accessRole: 'ADMIN', clientId: accountId });
    adminToken = await tokenFor(admin, 'ADMIN', { clientId: accountId });
    proxied = createMailTestApp(world.db, { trustProxy: true });
  });
  beforeEach(async () => {
    await world.db.delete(rateLimitHits);
  });
  afterAll(() => {
    proxied?.remove();
  });

  let signups = 0;
  /** A sign-up as another site's page would send it, with the given headers. */
  const signUp = (headers: Record<string, string>, body?: string, app = world.mail.app) => {
    signups += 1;
    const email = `pessoa${signups}@x.test`;
    return {
      email,
      response: app.request(`http://conforma.local${signupPath}`, {
        method: 'POST',
        headers,
        body: body ?? JSON.stringify({ name: 'Maria', email, password: 'segredo1', clientName: 'Padaria' }),
      }),
    };
  };
  const created = async (email: string) =>
    (await world.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length === 1;
  async function expectError(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect(errorResponse.parse(await response.json())).toEqual({ message });
  }

  it.each([
    ['text/plain', { 'Content-Type': 'text/plain;charset=UTF-8' }],
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['no type with a body', { 'Content-Length': '80' }],
  ])('refuses a JSON call sent as %s with 415, and creates nothing', async (_, headers) => {
    const { email, response } = signUp(headers);
    await expectError(await response, 415, unsupportedType);
    expect(await created(email)).toBe(false);
  });

  it('refuses text/plain from another site, the probe that got a 201', async () => {
    const { email, response } = signUp({ 'Content-Type': 'text/plain', Origin: 'https://evil.example' });
    expect((await response).status).toBeGreaterThanOrEqual(400);
    expect(await created(email)).toBe(false);
  });

  it.each([
    ['another origin', { Origin: 'https://evil.example' }],
    ['a look-alike port', { Origin: 'http://conforma.local:8080' }],
    ['an opaque origin', { Origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a state-changing call from %s with 403, and creates nothing', async (_, headers) => {
    const { email, response } = signUp({ 'Content-Type': 'application/json', ...headers });
    await expectError(await response, 403, foreignOrigin);
    expect(await created(email)).toBe(false);
  });

  it.each([
    ['no Origin (curl, scripts)', {}],
    ['our own origin', { Origin: 'http://conforma.local', 'Sec-Fetch-Site': 'same-origin' }],
    ['our own origin via Host', { Origin: 'http://app.example:3000', Host: 'app.example:3000' }],
    ['the public address', { Origin: testPublicUrl }],
    ['a JSON type with charset', { 'Content-Type': 'application/json; charset=utf-8' }],
  ])('accepts a call from %s', async (_, headers) => {
    const { email, response } = signUp({ 'Content-Type': 'application/json', ...headers });
    expect((await response).status).toBe(201);
    expect(await created(email)).toBe(true);
  });

  it('trusts X-Forwarded-Host only behind a trusted proxy', async () => {
    const headers = {
      'Content-Type': 'application/json',
      Origin: 'https://app.example',
      'X-Forwarded-Host': 'app.example',
    };
    expect((await signUp(headers, undefined, proxied.app).response).status).toBe(201);
    await expectError(await signUp(headers).response, 403, foreignOrigin);
  });

  it('leaves reads and calls without a body alone', async () => {
    const read = await world.mail.app.request(tagPaths.list, {
      headers: { Authorization: `Bearer ${adminToken}`, Origin: 'https://evil.example' },
    });
    expect(read.status).toBe(200);
    // A POST with no body and no type reaches the route (and its own validation).
    await expectError(
      await world.mail.app.request(apiPaths.login, { method: 'POST' }),
      400,
      'Corpo da requisição inválido.',
    );
  });
});
