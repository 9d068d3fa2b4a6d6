import type { MiddlewareHandler } from 'hono';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * API answers carry a session, a person's data or a refusal: no cache, the
 * browser's included, may keep them (a shared computer's back button, a
 * proxy). An answer with a policy of its own keeps it (the calendar feed,
 * public logos, downloads). The header is set on the answer in place:
 * `c.header` after the handler would rebuild it around its body as a stream
 * (see http/compression).
 */
export function noStoreApiAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isApi(c.req.path) && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
