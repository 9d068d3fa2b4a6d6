// The contract uses zod/mini so the browser downloads as little as possible;
// the server parses with the very same schemas.
import { maxSerial } from '@product/domain';
import { z } from 'zod/mini';

/**
 * Every error answer: a Portuguese message, and sometimes a machine code (spec 2 §8). A 401 that
 * refuses the session token always has one: 'sessao-expirada' for an expired token of this server,
 * 'sessao-invalida' for any other (`sessionRefusalCodes` of @product/domain).
 */
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

/**
 * The numeric `{id}` of a path, one rule for every call: plain decimal
 * digits, no sign, no leading zero, nothing around them (`0x1`, `+1`, `1e3`,
 * `1.0`, `01`, ` 1`, `1\n` are all `message`, a 400). Digits beyond the
 * database's integer range are well formed but name no row: they become 0,
 * which no row has, so the call answers its own 404 and an out-of-range
 * value never reaches the database.
 */
export function pathId(message: string) {
  return z.pipe(
    z.string({ error: message }).check(z.regex(/^[1-9]\d*$/, message)),
    z.transform((digits: string) => (digits.length > 10 || Number(digits) > maxSerial ? 0 : Number(digits))),
  );
}

/** The text of a query integer that coercion used to read: plain digits, or '' (read as 0, as it always was). */
function queryNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value === '') return 0;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * A whole number from the query string, within bounds, with one message for
 * any fault. Only plain decimal digits are read (`0x1`, `1e3`, `+1`, `1.0`,
 * ` 1` are `message`); numbers pass as they are, for callers that build the
 * query from typed values.
 */
export function queryInt(message: string, min: number, max: number) {
  return z.pipe(
    z.transform(queryNumber),
    z.number({ error: message }).check(z.int({ error: message }), z.minimum(min, message), z.maximum(max, message)),
  );
}

/** Shared list query: page from 0, page size, free-text search. */
export const listQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(255, 'Máximo de 255 caracteres'))),
  page: z._default(queryInt('Página inválida', 0, Number.MAX_SAFE_INTEGER), 0),
  limit: z._default(queryInt('Limite inválido', 1, 10_000_000), 20),
});

/**
 * Characters no text of a request may carry: the C0 controls but tab, line
 * feed and carriage return (which text areas send), and DEL; and the
 * invisible ones that reorder text or break lines elsewhere — the bidi
 * controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), the BOM
 * U+FEFF, and NEL U+0085, U+2028, U+2029 — which outputs neutralise too
 * (`neutralizeInvisibleText`). PostgreSQL refuses NUL in text outright; the
 * rest have no business in a field either.
 */
export const controlCharacters =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u0085\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/;

/** 'Caracteres de controle não são permitidos: name' (a long path cut at 80 characters), or without a field. */
export function controlCharactersMessage(field: string): string {
  if (field === '') return 'Caracteres de controle não são permitidos.';
  return `Caracteres de controle não são permitidos: ${field.length > 80 ? `${field.slice(0, 80)}…` : field}`;
}

/** A value met in the walk below, with the way back to the root (paths are only spelled out when needed). */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Where a parsed request value (JSON, query, form fields) first holds a
 * control character, in strings or in keys: the field path ('name',
 * 'tags.0.tag'; '' for the value itself, or when a key is the culprit, its
 * object's path), or null when it holds none. Walks without recursion and
 * builds no path until it finds one, so neither deep nesting nor long
 * bodies cost more than one pass.
 */
export function controlCharacterField(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (controlCharacters.test(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], key: String(index), parent: visit });
      }
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      if (entries.some(([key]) => controlCharacters.test(key))) return pathOf(visit);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}
