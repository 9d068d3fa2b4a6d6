import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
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
    ['/api/echo/x?search=%00', 'Caracteres de controle não são permitidos: search'],
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
