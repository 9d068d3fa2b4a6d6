import { z } from 'zod/mini';
import { listQuery, listResponse } from './common';

/** GET /api/v1/client/logs/ (spec 2 §7 "Logs"). */
export const clientLogPaths = { list: '/api/v1/client/logs/' } as const;

/** page (from 0), limit (default 20), search (name, e-mail or action, case and accents ignored). */
export const clientLogListQuery = listQuery;
export type ClientLogListQuery = z.input<typeof clientLogListQuery>;

/**
 * One activity-log entry of the current account (spec 2 §3 "Log entry"): who
 * acted (`user_id` null once that person was deleted; name and e-mail are kept
 * as they were), what (`action_details`, a Portuguese sentence) and when
 * (`created_at`, an ISO 8601 instant in UTC, like the notifications').
 */
export const clientLogEntry = z.object({
  id: z.int(),
  user_id: z.nullable(z.int()),
  name: z.string(),
  email: z.string(),
  action_details: z.string(),
  created_at: z.iso.datetime(),
});
export type ClientLogEntry = z.infer<typeof clientLogEntry>;

/** Newest first. */
export const clientLogListResponse = listResponse(clientLogEntry);
export type ClientLogListResponse = z.infer<typeof clientLogListResponse>;
