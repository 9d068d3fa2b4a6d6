import { accountPaths, clientUserPaths, companyPaths, tagPaths } from '@product/api/contract';
import { brand } from '@product/domain';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, tags } from '../db/schema';
import { expectError, send } from '../testing/accounts-world';
import { type ClientWorld, insertTestCompany, openClientWorld } from '../testing/client-world';
import { databaseKinds } from '../testing/harness';
import { refuseControlCharactersInUrl } from './control-chars';
import { ApiError } from './errors';

describe('refuseControlCharactersInUrl', () => {
  const app = new Hono();
  app.use('/api/*', refuseControlCharactersInUrl());
  app.get('/api/echo/:text', (c) => c.json({ text: c.req.param('text'), query: c.req.query() }));
  app.onError((error, c) =>
    error instanceof ApiError ? c.json(error.toJSON(), error.status) : c.json({ message: 'erro' }, 500),
  );
  const answer = async (url: string) => {
    const response = await app.request(url);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it.each([
    '/api/echo/%00',
    '/api/echo/a%01b',
    '/api/echo/a%1Fb',
    '/api/echo/a%1fb',
    '/api/echo/%7F',
    '/api/echo/%0B',
    '/api/echo/%0c',
    '/api/echo/%0E',
    '/api/%00/x',
  ])('answers 400 to a control character in the path %s', async (url) => {
    expect(await answer(url)).toEqual({
      status: 400,
      body: { message: 'Caracteres de controle não são permitidos.' },
    });
  });

  it.each([
    '/api/echo/a%C2%85b',
    '/api/echo/a%D8%9Cb',
    '/api/echo/a%E2%80%8Eb',
    '/api/echo/a%E2%80%8Fb',
    '/api/echo/fatura%E2%80%AEfdp.exe',
    '/api/echo/a%E2%80%AAb',
    '/api/echo/a%E2%80%A8b',
    '/api/echo/a%E2%80%A9b',
    '/api/echo/a%E2%81%A6b',
    '/api/echo/a%E2%81%A9b',
    '/api/echo/%EF%BB%BFa',
    '/api/echo/%FF%E2%80%AE',
  ])('answers 400 to a bidi control, line separator or BOM in the path %s', async (url) => {
    expect(await answer(url)).toEqual({
      status: 400,
      body: { message: 'Caracteres de controle não são permitidos.' },
    });
  });

  it.each([
    ['/api/echo/x?search=%00', 'Caracteres de controle não são permitidos: search'],
    ['/api/echo/x?search=a%E2%80%AEb', 'Caracteres de controle não são permitidos: search'],
    ['/api/echo/x?search=a%C2%85b', 'Caracteres de controle não são permitidos: search'],
    ['/api/echo/x?search=%E2%80%A8', 'Caracteres de controle não são permitidos: search'],
    ['/api/echo/x?page=1&search=a%7Fb', 'Caracteres de controle não são permitidos: search'],
    ['/api/echo/x?search=ok&search=%08', 'Caracteres de controle não são permitidos: search'],
    ['/api/echo/x?%00=1', 'Caracteres de controle não são permitidos.'],
  ])('answers 400 to a control character in the query %s', async (url, message) => {
    expect(await answer(url)).toEqual({ status: 400, body: { message } });
  });

  it.each([
    ['/api/echo/a%09b?search=a%0Ab%0Dc', 'a\tb', 'a\nb\rc'],
    ['/api/echo/%2500?search=%2500', '%00', '%00'],
    ['/api/echo/S%C3%A3o?search=Jos%C3%A9+Silva', 'São', 'José Silva'],
    ['/api/echo/%D7%A9%D7%9C%D7%95%D7%9D?search=%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB', 'שלום', '👩\u200D💻'],
  ])('lets tab, line feed, carriage return and ordinary text through: %s', async (url, text, search) => {
    expect(await answer(url)).toEqual({ status: 200, body: { text, query: { search } } });
  });

  it('leaves paths outside /api alone', async () => {
    const web = new Hono();
    web.use('/api/*', refuseControlCharactersInUrl());
    web.get('*', (c) => c.text('web'));
    expect((await web.request('/pagina/%00')).status).toBe(200);
  });
});

/** Bidi controls, the BOM and the line separators: invisible, and they reorder a name or break its line elsewhere. */
const invisibleCharacters = [
  ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'],
  ...['\u200E', '\u200F', '\u061C', '\u2028', '\u2029', '\u0085', '\uFEFF'],
];
const hex = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

describe.each(databaseKinds)('names and tags with invisible characters on %s', (kind) => {
  let world: ClientWorld;
  let companyId: number;
  beforeAll(async () => {
    world = await openClientWorld(kind);
    companyId = (
      await insertTestCompany(world.db, world.accounts.norte.id, {
        name: 'Padaria Sol',
        establishments: [{ cnpj: '11222333000181' }],
      })
    ).companyId;
  });
  afterAll(async () => {
    await world?.close();
  });
  const call = (method: string, path: string, body: unknown, token = world.tokens.ADMIN) =>
    world.app.request(path, send(method, token, body));

  it.each(invisibleCharacters.map((char) => [hex(char), char]))(
    'answers 400 with the control-character message to %s in a name or a tag, and stores nothing',
    async (_, char) => {
      const name = `Padaria${char}Sol`;
      const message = (field: string) => `Caracteres de controle não são permitidos: ${field}`;
      await expectError(await call('PUT', companyPaths.one(companyId), { name }), 400, message('name'));
      await expectError(await call('POST', tagPaths.list, { tag: name }), 400, message('tag'));
      const user = { name, email: 'ana@padaria.test', password: 'segredo1', systemRole: 'USER' };
      await expectError(await call('POST', clientUserPaths.list, user), 400, message('name'));
      const account = { name, type: 'CLIENT', enabled: true };
      const staff = world.tokens[brand.roleCode];
      await expectError(await call('POST', accountPaths.list, account, staff), 400, message('name'));
      const [company] = await world.db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      expect(company?.name).toBe('Padaria Sol');
      expect(await world.db.select().from(tags)).toEqual([]);
    },
  );
});
