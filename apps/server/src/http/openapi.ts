import { Hono } from 'hono';
import type { ClientAreaDeps } from '../client-area/deps';

// Filled in by the client-area work (issue 5).
export function docsRoutes(_deps: ClientAreaDeps) {
  return new Hono();
}
