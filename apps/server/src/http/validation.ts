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
 * its own get one from `required` (missing field) or a generic one. Input the
 * schema accepts is then refused (400) if it holds control characters (see
 * `refuseControlCharacters`), so every query, path parameter and body read
 * through here is covered, whatever its schema says of text.
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
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? fallback);
  refuseControlCharacters(input);
  return result.data;
}

/**
 * The JSON body, or a 400 'Corpo da requisição inválido.' when it is not
 * JSON; a 400 too when any string or key in it holds a control character
 * (see `refuseControlCharacters`), before any schema looks at it.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw badRequest(errorMessages.invalidBody);
  }
  refuseControlCharacters(body);
  return body;
}

/** Route pattern for a contract path: the app is not strict, so `/x` also answers `/x/`. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
