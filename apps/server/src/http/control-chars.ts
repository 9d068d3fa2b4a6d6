import { controlCharacters, controlCharactersMessage } from '@product/api/contract';
import type { MiddlewareHandler } from 'hono';
import { badRequest } from './errors';

/**
 * A percent-encoded control byte: %00–%08, %0B, %0C, %0E–%1F and %7F (tab,
 * line feed and carriage return pass, as in text). Such bytes never occur
 * inside a UTF-8 sequence, so the encoded form is enough to find them.
 */
const encodedControl = /%(?:0[0-8BCEF]|1[0-9A-F]|7F)/i;

/**
 * Middleware: 400 'Caracteres de controle não são permitidos.' for a path,
 * and '…: name' for a query parameter, carrying a control character (the rule
 * of `controlCharacters`), before any route reads them. Routes reading
 * through `parseOr400` are covered already; this also covers what is read
 * without it (signed-link tokens, logo keys) and any route to come.
 */
export function refuseControlCharactersInUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (encodedControl.test(url.pathname) || controlCharacters.test(url.pathname)) {
      throw badRequest(controlCharactersMessage(''));
    }
    for (const [name, value] of url.searchParams) {
      if (controlCharacters.test(name)) throw badRequest(controlCharactersMessage(''));
      if (controlCharacters.test(value)) throw badRequest(controlCharactersMessage(name));
    }
    await next();
  };
}
