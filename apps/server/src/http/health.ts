import { type HealthResponse, healthPath } from '@product/api/contract';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/database';

/**
 * GET /api/health for load balancers: one `select 1`. A database this
 * instance cannot reach throws the driver's error, which the app's error
 * handler turns into 503 with Retry-After (db/unavailable).
 */
export function healthRoutes(deps: { db: Database }) {
  return new Hono().get(healthPath, async (c) => {
    await deps.db.execute(sql`select 1`);
    return c.json({ status: 'ok' } satisfies HealthResponse, 200, { 'Cache-Control': 'no-store' });
  });
}
