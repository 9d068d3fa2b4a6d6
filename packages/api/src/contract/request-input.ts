// How a request's input is read against the contract's schemas, and the
// answers every call may give for its input or its session: the server's
// parsing (apps/server http/validation) and the mocks' are this one function.
import { z } from 'zod/mini';
import { controlCharacterField, controlCharactersMessage } from './common';

/** The failures any call may answer, in Portuguese. */
export const requestTexts = {
  /** The 401 of a missing, unreadable, expired or revoked session token. */
  invalidSession: 'Sessão inválida ou expirada. Entre novamente.',
  invalidBody: 'Corpo da requisição inválido.',
  invalidQuery: 'Parâmetros da requisição inválidos.',
} as const;

/** Portuguese messages for fields the contract leaves to zod's English defaults (e.g. a missing field). */
export type FieldMessages = Readonly<Record<string, string>>;

/** A request value read with a schema: its output, or the 400's message. */
export type ReadInput<T> = { success: true; data: T } | { success: false; message: string };

/**
 * Reads a request value (a JSON body, a query, path parameters) with a
 * contract schema. Input holding control characters is refused before the
 * schema looks at it (see `controlCharacterField`). Otherwise a failure is
 * the first issue's Portuguese message: the schema's own, or `required`'s for
 * a missing field, 'Campo obrigatório: field' or 'Valor inválido: field' when
 * the contract gave none, and `fallback` for the value as a whole.
 */
export function readRequestInput<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
  options: { required?: FieldMessages; fallback?: string } = {},
): ReadInput<z.output<T>> {
  const fallback = options.fallback ?? requestTexts.invalidBody;
  const field = controlCharacterField(input);
  if (field !== null) return { success: false, message: controlCharactersMessage(field) };
  const result = z.safeParse(schema, input, {
    error: (issue) => {
      const path = issue.path?.join('.') ?? '';
      if (path === '') return fallback;
      if (issue.code === 'invalid_type' && issue.input === undefined) {
        return options.required?.[path] ?? `Campo obrigatório: ${path}`;
      }
      return `Valor inválido: ${path}`;
    },
  });
  if (!result.success) return { success: false, message: result.error.issues[0]?.message ?? fallback };
  return { success: true, data: result.data };
}
