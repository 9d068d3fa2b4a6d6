import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

export const requestGuardMessages = {
  unsupportedType: 'Tipo de conteúdo não suportado. Envie os dados como application/json.',
  foreignOrigin: 'Requisição de outro site recusada.',
} as const;

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `application/json`, `application/problem+json` and the like, with or without a charset. */
const isJson = (type: string) => /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type);
const isMultipart = (type: string) => /^multipart\/form-data\s*(;|$)/i.test(type);

/**
 * The API takes JSON, and files as multipart/form-data, nothing else. Other
 * bodies are refused with 415 before anything reads them: besides keeping
 * the wire honest, this closes the door browsers leave open to other sites,
 * which may post `text/plain` or form bodies to us without a CORS preflight.
 * Calls without a body (a DELETE, a POST that only triggers an action) need
 * no type.
 */
export function requireJsonBodies(): MiddlewareHandler {
  return async (c, next) => {
    if (stateChanging.has(c.req.method)) {
      const type = c.req.header('Content-Type');
      if (type === undefined ? hasBody(c.req.raw.headers) : !isJson(type) && !isMultipart(type)) {
        throw new ApiError(415, requestGuardMessages.unsupportedType);
      }
    }
    await next();
  };
}

function hasBody(headers: Headers): boolean {
  const length = headers.get('Content-Length');
  return (length !== null && length.trim() !== '0') || headers.has('Transfer-Encoding');
}

/**
 * Calls that change something must come from our own pages. A browser says
 * where a request comes from (`Origin`, and `Sec-Fetch-Site` in current
 * browsers); when it names another site, the call is refused with 403. Our
 * own pages are served by this same server, so their origin is the host the
 * request was sent to (`X-Forwarded-Host` behind a trusted proxy) or the
 * public address (PUBLIC_URL). Clients that are not browsers send neither
 * header and are not affected; the API's real protection remains the bearer
 * token, which another site cannot read or send.
 */
export function refuseForeignOrigins(options: { publicUrl: string; trustProxy: boolean }): MiddlewareHandler {
  const publicHost = hostOf(options.publicUrl);
  return async (c, next) => {
    if (stateChanging.has(c.req.method)) {
      const fetchSite = c.req.header('Sec-Fetch-Site');
      const origin = c.req.header('Origin');
      const forwardedHost = options.trustProxy ? c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim() : undefined;
      const requestHost = (forwardedHost || c.req.header('Host') || new URL(c.req.url).host).toLowerCase();
      const originHost = origin === undefined ? undefined : hostOf(origin);
      const foreign =
        fetchSite === 'cross-site' ||
        fetchSite === 'same-site' ||
        (origin !== undefined && (originHost === null || (originHost !== requestHost && originHost !== publicHost)));
      if (foreign) throw new ApiError(403, requestGuardMessages.foreignOrigin);
    }
    await next();
  };
}

/** `host[:port]` of an absolute URL in lower case, or null for `null` and other non-URLs. */
function hostOf(url: string): string | null {
  try {
    const { host, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? host.toLowerCase() : null;
  } catch {
    return null;
  }
}
