import type { Context } from 'hono';
import { z } from 'zod/mini';
import { badRequest, errorMessages } from './errors';

/** Portuguese messages for fields the contract leaves to zod's English defaults (e.g. a missing field). */
export type FieldMessages = Readonly<Record<string, string>>;

/**
 * Parses with the contract's schema; a failure becomes a 400 carrying the
 * first issue's Portuguese message. Issues the contract gave no message of
 * its own get one from `required` (missing field) or a generic one.
 */
export function parseOr400<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
  options: { required?: FieldMessages; fallback?: string } = {},
): z.output<T> {
  const fallback = options.fallback ?? errorMessages.invalidBody;
  const result = z.safeParse(schema, input, {
    error: (issue) => {
      const field = issue.path?.join('.') ?? '';
      if (field === '') return fallback;
      if (issue.code === 'invalid_type' && issue.input === undefined) {
        return options.required?.[field] ?? `Campo obrigatório: ${field}`;
      }
      return `Valor inválido: ${field}`;
    },
  });
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? fallback);
}

/** The JSON body, or a 400 'Corpo da requisição inválido.' when it is not JSON. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(errorMessages.invalidBody);
  }
}

/** Route pattern for a contract path: the app is not strict, so `/x` also answers `/x/`. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
