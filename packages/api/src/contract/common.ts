import { z } from 'zod';

/** Every error answer: a Portuguese message, and sometimes a machine code (spec 2 §8). */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** PHP-style DateTime the wire uses for `createdAt.date` (spec 1 §3). */
export const wireDate = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?$/),
  timezone_type: z.number().int(),
  timezone: z.string(),
});

/** The list answer shape of spec 1 §3: items, total, pages_in_range (the number of pages). */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    pages_in_range: z.number().int().nonnegative(),
  });
}

/** Shared list query: page from 0, page size, free-text search. */
export const listQuery = z.object({
  search: z.string().trim().max(255, 'Máximo de 255 caracteres').optional(),
  page: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(0, 'Página inválida').default(0),
  limit: z.coerce
    .number({ error: 'Limite inválido' })
    .int('Limite inválido')
    .min(1, 'Limite inválido')
    .max(10_000_000, 'Limite inválido')
    .default(20),
});
