import { controlCharacterField, controlCharactersMessage } from '@product/api/contract';
import type { Context } from 'hono';
import { z } from 'zod/mini';
import { badRequest, errorMessages } from './errors';

/** Portuguese messages for fields the contract leaves to zod's English defaults (e.g. a missing field). */
export type FieldMessages = Readonly<Record<string, string>>;

/**
 * 400 'Caracteres de controle não são permitidos: field' when a request value
 * (JSON body, query, path parameters, form fields) holds a control character
 * other than tab, line feed or carriage return, in a string or a key (see
 * `controlCharacterField`): PostgreSQL refuses NUL in text, and no field has
 * a use for the others.
 */
export function refuseControlCharacters(input: unknown): void {
  const field = controlCharacterField(input);
  if (field !== null) throw badRequest(controlCharactersMessage(field));
}

/**
 * Parses with the contract's schema; a failure becomes a 400 carrying the
 * first issue's Portuguese message. Issues the contract gave no message of
 * its own get one from `required` (missing field) or a generic one. Input
 * holding control characters is refused (400) before the schema looks at it
 * (see `refuseControlCharacters`), so every body, query and path parameter
 * read through here is covered, whatever its schema says of text — and each
 * is walked once.
 */
export function parseOr400<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
  options: { required?: FieldMessages; fallback?: string } = {},
): z.output<T> {
  const fallback = options.fallback ?? errorMessages.invalidBody;
  refuseControlCharacters(input);
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
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? fallback);
  return result.data;
}

/**
 * The JSON body, or a 400 'Corpo da requisição inválido.' when it is not
 * JSON. Its control characters are refused by `parseOr400`, which every body
 * goes through.
 */
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
