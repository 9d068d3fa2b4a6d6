import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for the login limit. Behind a reverse
 * proxy (TRUST_PROXY=1) it is the last X-Forwarded-For entry, the one the
 * proxy itself appended (earlier entries are whatever the client claimed).
 * Otherwise the socket's address; requests that have no socket (`app.request`
 * in tests) count as 'unknown'.
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
