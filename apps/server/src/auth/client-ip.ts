import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * The address a request came from, for the login and public-call limits.
 * Behind a reverse proxy (TRUST_PROXY=1) it is the last X-Forwarded-For
 * entry, the one the proxy itself appended (earlier entries are whatever the
 * client claimed). Otherwise the socket's address; requests that have no
 * socket (`app.request` in tests) count as 'unknown'.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export const untrustedProxyWarning =
  'Aviso: as requisições chegam com X-Forwarded-For, mas TRUST_PROXY não está ativo. Todos os usuários contam ' +
  'como um único endereço nos limites de acesso (um pode bloquear os outros). Se o servidor está atrás de um ' +
  'proxy reverso, defina TRUST_PROXY=1. / Requests carry X-Forwarded-For but TRUST_PROXY is off: every user ' +
  'counts as one address in the access limits. Behind a reverse proxy, set TRUST_PROXY=1.';

/**
 * Behind a proxy that is not trusted, every request seems to come from the
 * proxy, so the limits per address would treat all users as one. Says so
 * once, on the first request that shows it.
 */
export function warnOnUntrustedProxy(trustProxy: boolean, warn: (line: string) => void): MiddlewareHandler {
  let warned = trustProxy;
  return async (c, next) => {
    if (!warned && c.req.header('X-Forwarded-For') !== undefined) {
      warned = true;
      warn(untrustedProxyWarning);
    }
    await next();
  };
}
