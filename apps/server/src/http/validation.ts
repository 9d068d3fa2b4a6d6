import {
  controlCharacterField,
  controlCharactersMessage,
  type FieldMessages,
  readRequestInput,
} from '@product/api/contract';
import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { badRequest, errorMessages } from './errors';

export type { FieldMessages };

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
 * first issue's Portuguese message (`readRequestInput`, the reading the mocks
 * share: the schema's own message, `required`'s for a missing field, a
 * generic one otherwise). Input holding control characters is refused (400)
 * before the schema looks at it, so every body, query and path parameter
 * read through here is covered, whatever its schema says of text — and each
 * is walked once.
 */
export function parseOr400<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
  options: { required?: FieldMessages; fallback?: string } = {},
): z.output<T> {
  const read = readRequestInput(schema, input, options);
  if (!read.success) throw badRequest(read.message);
  return read.data;
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
