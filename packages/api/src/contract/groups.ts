import { z } from 'zod/mini';

/** GET /api/v1/admin/groups (spec 1 §7). */
export const groupPaths = { list: '/api/v1/admin/groups' } as const;

/** A business group (spec 1 §3 "Group"); group 1 is the provider's own. */
export const group = z.object({ id: z.int(), name: z.string() });
export type Group = z.infer<typeof group>;

/**
 * The groups, ordered by name, as a plain array (the spec says "list of
 * groups"). Group 1 is included: the web app leaves it out of the group filter.
 * PARTNER and AFFINITY get only their own group.
 */
export const groupListResponse = z.array(group);
export type GroupListResponse = z.infer<typeof groupListResponse>;
