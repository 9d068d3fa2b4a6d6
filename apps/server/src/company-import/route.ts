import { Hono } from 'hono';
import type { ClientAreaDeps } from '../client-area/deps';

// Filled in by the client-area work (issue 5).
export function companyImportRoutes(_deps: ClientAreaDeps) {
  return new Hono();
}
