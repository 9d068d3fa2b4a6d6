import { z } from 'zod/mini';

/**
 * GET /api/health: a load balancer's check of one instance (not in the
 * specs). 200 while the process answers and reaches its database; a database
 * it cannot reach gives the usual 503 'Banco de dados indisponível…'. It is
 * not held back by the API's overload queue, so a busy instance is not taken
 * for a dead one.
 */
export const healthPath = '/api/health';
export const healthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;
