import type { MiddlewareHandler } from 'hono';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * API answers carry a session, a person's data or a refusal: no cache, the
 * browser's included, may keep them (a shared computer's back button, a
 * proxy). An answer with a policy of its own keeps it (the calendar feed,
 * public logos, downloads), and so does a signed-in GET's 200, which
 * http/conditional sends with its ETag and `private, no-cache` (issue 27):
 * only that person's browser keeps it, and shows it again only after the
 * server answered 304 to its `If-None-Match` — which costs one indexed query
 * instead of the call's SQL — so a write is still seen on the next read. The
 * sign-in, its tokens, refusals and every other answer stay `no-store`. The
 * header is set on the answer in place:
 * `c.header` after the handler would rebuild it around its body as a stream
 * (see http/compression).
 */
export function noStoreApiAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isApi(c.req.path) && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
