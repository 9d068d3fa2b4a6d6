// The contract uses zod/mini so the browser downloads as little as possible;
// the server parses with the very same schemas.
import { z } from 'zod/mini';

/** Every error answer: a Portuguese message, and sometimes a machine code (spec 2 §8). */
export const errorResponse = z.object({
  message: z.string(),
  code: z.optional(z.string()),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** PHP-style DateTime the wire uses for `createdAt.date` (spec 1 §3). */
export const wireDate = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?$/)),
  timezone_type: z.int(),
  timezone: z.string(),
});

const count = z.int().check(z.nonnegative());

/** The list answer shape of spec 1 §3: items, total, pages_in_range (the number of pages). */
export function listResponse<T extends z.core.$ZodType>(item: T) {
  return z.object({ items: z.array(item), total: count, pages_in_range: count });
}

/** A whole number from the query string, within bounds, with one message for any fault. */
export function queryInt(message: string, min: number, max: number) {
  return z.coerce
    .number({ error: message })
    .check(z.int({ error: message }), z.minimum(min, message), z.maximum(max, message));
}

/** Shared list query: page from 0, page size, free-text search. */
export const listQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(255, 'Máximo de 255 caracteres'))),
  page: z._default(queryInt('Página inválida', 0, Number.MAX_SAFE_INTEGER), 0),
  limit: z._default(queryInt('Limite inválido', 1, 10_000_000), 20),
});
