import { systemOperations } from '@product/api/contract/operations/system';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { implement } from './implement';

/** How long one database check answers every health call. */
export const healthCheckTtlMs = 1000;

/**
 * GET /api/health for load balancers: whether this instance reaches the
 * database. The call is never queued (http/overload), so each one must stay
 * cheap: a `select 1` per call let a fast prober slow the API down (64
 * connections at 775 calls/s raised `/client/kpis`' p50 from 20 to 145 ms).
 * So one check answers every call for a second after it settles, and calls
 * arriving while it runs wait for it: at most one `select 1` a second per
 * process. A database this instance cannot reach throws the driver's error,
 * which the app's error handler turns into 503 with Retry-After
 * (db/unavailable): within a second (plus the connection timeout) of the
 * database going away.
 */
export function healthHandlers(deps: { db: Database }) {
  let last: { check: Promise<void>; settledAt: number | null } | null = null;
  const check = () => {
    const now = performance.now();
    if (last && (last.settledAt === null || now - last.settledAt < healthCheckTtlMs)) return last.check;
    // A promise of our own: drizzle's query runs again on each `then`.
    const current: { check: Promise<void>; settledAt: number | null } = {
      check: (async () => {
        await deps.db.execute(sql`select 1`);
      })(),
      settledAt: null,
    };
    const settle = () => {
      current.settledAt = performance.now();
    };
    current.check.then(settle, settle);
    last = current;
    return current.check;
  };
  return [
    implement(systemOperations.health, async (_, c) => {
      await check();
      c.header('Cache-Control', 'no-store');
      return { status: 'ok' } as const;
    }),
  ];
}
