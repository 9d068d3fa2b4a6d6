import { controlCharacters, controlCharactersMessage } from '@product/api/contract';
import type { MiddlewareHandler } from 'hono';
import { badRequest } from './errors';

/**
 * A percent-encoded control byte: %00–%08, %0B, %0C, %0E–%1F and %7F (tab,
 * line feed and carriage return pass, as in text). Such bytes never occur
 * inside a UTF-8 sequence, so the encoded form is enough to find them.
 */
const encodedControl = /%(?:0[0-8BCEF]|1[0-9A-F]|7F)/i;

// ignoreBOM keeps a leading BOM in the text, where the rule sees it.
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * The path with its percent-encoded bytes decoded as UTF-8 (a byte that is
 * not UTF-8 becomes U+FFFD instead of hiding its neighbours), so an encoded
 * bidi control or line separator (%E2%80%AE, %C2%85) is seen too.
 */
const decodedPath = (path: string) =>
  path.replace(/(?:%[0-9A-F]{2})+/gi, (run) => utf8.decode(Buffer.from(run.replaceAll('%', ''), 'hex')));

/**
 * Middleware: 400 'Caracteres de controle não são permitidos.' for a path,
 * and '…: name' for a query parameter, carrying a control character, a bidi
 * control or a line separator (the rule of `controlCharacters`), before any
 * route reads them. Routes reading
 * through `parseOr400` are covered already; this also covers what is read
 * without it (signed-link tokens, logo keys) and any route to come.
 */
export function refuseControlCharactersInUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (encodedControl.test(url.pathname) || controlCharacters.test(decodedPath(url.pathname))) {
      throw badRequest(controlCharactersMessage(''));
    }
    for (const [name, value] of url.searchParams) {
      if (controlCharacters.test(name)) throw badRequest(controlCharactersMessage(''));
      if (controlCharacters.test(value)) throw badRequest(controlCharactersMessage(name));
    }
    await next();
  };
}
