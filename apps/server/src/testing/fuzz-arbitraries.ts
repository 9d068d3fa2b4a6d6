// Test support, long on purpose: the hostile-value generators of every field kind live together so the
// fuzz suite draws from one vocabulary.
import fc from 'fast-check';

/**
 * Generators of hostile requests for the fuzz suite (http/fuzz.test.ts): values
 * shaped by the contract's request schemas, seen through their JSON Schema
 * (`z.toJSONSchema`, the same view the OpenAPI document gives, and a small
 * vocabulary: types, properties, enums, anyOf, lengths, bounds, patterns),
 * then mutated — wrong types, nulls, missing and extra keys, huge and
 * unusual unicode strings, extreme numbers, injection strings, broken JSON,
 * odd path ids and query strings, random files.
 */

/** The JSON Schema keywords `z.toJSONSchema` writes for the contract's requests. Others are ignored. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/**
 * A piece of JSON text written as it is: the numbers `JSON.stringify` cannot
 * spell (`1e999`, `-0`, 2^53 + 1, thirty digits) and structures too deep to
 * build as values.
 */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod](): string {
    return `raw(${this.text.length > 80 ? `${this.text.slice(0, 80)}… (${this.text.length} chars)` : this.text})`;
  }
}

/** JSON text of a value that may hold `RawJson` pieces and own `__proto__` keys. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .map((key) => `${JSON.stringify(key)}:${jsonText(record[key])}`)
      .join(',')}}`;
  }
  return 'null';
}

// ------------------------------------------------------------------ hostile values

/** A field set with defineProperty, so `__proto__` becomes an own key instead of the prototype. */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function objectOf(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) define(out, key, value);
  return out;
}

const hundredK = 100_000;

/** Strings that have broken servers: sizes, unicode oddities, injections, numbers and dates in text. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '   \t  ',
  '\n',
  'a'.repeat(hundredK),
  'ç'.repeat(hundredK),
  '😀'.repeat(hundredK / 2),
  'x'.repeat(1_100_000),
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u007f',
  '\u0085',
  '\u2028\u2029',
  '\u200b\u200c\u200d\ufeff',
  '\u202eabc\u202c',
  'مرحبا بالعالم',
  'שלום עולם',
  'e\u0301\u0301\u0301\u0301',
  'Z\u0334\u0321\u0322\u031b\u0317\u0318\u0319\u031c\u031d\u031e\u031f\u0320',
  '\ud800',
  '\udfff',
  'a\ud800b',
  '\udc00\ud800',
  '𝕳𝖊𝖑𝖑𝖔',
  'İıßﬀ',
  "' OR 1=1--",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' AND pg_sleep(5)--",
  '%',
  '_',
  '%_%\\',
  '\\',
  "\\'",
  '$1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, sent as plain text.
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  '=HYPERLINK("http://x","y")',
  '=1+1',
  '@SUM(1)',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '0',
  '-1',
  '1e999',
  '0x10',
  '9'.repeat(400),
  '00000000000000',
  '11.111.111/1111-11',
  'AB.CDE.FGH/IJKL-00',
  'a@b',
  '@',
  `${'x'.repeat(300)}@example.com`,
  '"a b"@c.d',
  'ADMIN@CLIENTE.TEST',
  ' admin@cliente.test ',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-13-01',
  '+275760-09-13T00:00:00Z',
  '1.234,56',
  'CONFORMA',
];

/** Numbers as JSON text, beyond what a double or an int column holds. */
export const extremeNumbers: readonly RawJson[] = [
  '-0',
  '1e308',
  '-1e308',
  '1e999',
  '-1e999',
  '5e-324',
  '9007199254740993',
  '-9007199254740993',
  '123456789012345678901234567890',
  '2147483648',
  '-2147483649',
  '4294967296',
  '0.1',
  '1.0',
  '1E2',
].map((text) => new RawJson(text));

/** Keys that pollute prototypes or pose as fields of the session. */
export const hostileKeys: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'isAdmin',
  'access_role',
  'clientId',
  'client_id',
  'current_client_id',
  'id',
  '',
  ' ',
  'a'.repeat(10_000),
  '😀',
  '\ud800',
  '\u0000',
];

/** Structures a parser must survive: deep, wide, long. */
const hostileStructures: readonly unknown[] = [
  new RawJson(`${'['.repeat(5000)}${']'.repeat(5000)}`),
  new RawJson(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`),
  new RawJson(`[${Array.from({ length: 20_000 }, () => '0').join(',')}]`),
  new RawJson(`{${Array.from({ length: 5000 }, (_, index) => `"k${index}":${index}`).join(',')}}`),
  objectOf([['__proto__', { isAdmin: true, access_role: 'CONFORMA' }]]),
  objectOf([['constructor', { prototype: { isAdmin: true } }]]),
  [null],
  [[]],
  {},
  [],
];

/** Any hostile JSON value: fixed cases and generated ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 2_147_483_647) },
  { weight: 2, arbitrary: fc.constantFrom(...extremeNumbers) },
  { weight: 1, arbitrary: fc.constantFrom(...hostileStructures) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** A hostile value as query or form text. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : jsonText(value);
}

// ------------------------------------------------------------------ valid values from a schema

/** Extra values for a field, by its path in the body (`tags.*.id`): ids of fixtures, real CNPJs, e-mails. */
export type Hint = (path: readonly string[]) => fc.Arbitrary<unknown> | undefined;

const words = ['Padaria', 'Alfa', 'Norte', 'Licença', 'São João', 'Ação', 'Empresa 1', 'ÇÃO', 'x', 'Zé'];

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? min + 40, min + 40);
  if (schema.pattern !== undefined) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= min && text.length <= max);
  }
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' }),
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
    fc
      .array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 })
      .map((parts) => parts.join(' '))
      .filter((text) => text.length >= min && text.length <= max),
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const above = schema.exclusiveMinimum;
  const below = schema.exclusiveMaximum;
  let min = Math.max(schema.minimum ?? -1e9, above === undefined ? -Infinity : above + (integer ? 1 : 1e-9));
  let max = Math.min(schema.maximum ?? 1e9, below === undefined ? Infinity : below - (integer ? 1 : 1e-9));
  min = Math.max(min, Number.MIN_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (integer) {
    min = Math.ceil(min);
    max = Math.floor(max);
    return fc.oneof({ weight: 4, arbitrary: fc.integer({ min, max }) }, fc.constantFrom(min, max));
  }
  // Mostly whole numbers: several schemas of `number` take only integers (a refinement JSON Schema does not show).
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
  );
}

/**
 * A value the schema accepts (as far as JSON Schema says: refinements such
 * as CNPJ check digits are left to the hints). Optional keys come and go;
 * strings stay short, so the sizes come from the mutations.
 */
export function validValue(schema: JsonSchema, hint: Hint, path: readonly string[] = []): fc.Arbitrary<unknown> {
  const plain = fromSchema(schema, hint, path);
  const hinted = hint(path);
  return hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: plain }) : plain;
}

function fromSchema(schema: JsonSchema, hint: Hint, path: readonly string[]): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((item) => validValue(item, hint, path)));
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  // `{}` (what toJSONSchema writes for a part it cannot express): any JSON value.
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => ofType(type, schema, hint, path)));
}

function ofType(type: string, schema: JsonSchema, hint: Hint, path: readonly string[]): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validValue(schema.items, hint, [...path, '*']) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, item]) => [key, validValue(item, hint, [...path, key])]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

// ------------------------------------------------------------------ mutations of a JSON body

type Path = readonly (string | number)[];

/** Every place in a value (the value itself included), at most `limit` of them. */
function placesOf(value: unknown, limit = 200): Path[] {
  const out: Path[] = [];
  const visit = (current: unknown, path: Path) => {
    if (out.length >= limit) return;
    out.push(path);
    if (current instanceof RawJson) return;
    if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) visit(item, [...path, index]);
    } else if (typeof current === 'object' && current !== null) {
      for (const key of Object.keys(current)) visit((current as Record<string, unknown>)[key], [...path, key]);
    }
  };
  visit(value, []);
  return out;
}

/** A copy of `value` with the place at `path` changed by `change` (undefined removes it). */
function changeAt(value: unknown, path: Path, change: (current: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change(value);
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = changeAt(copy[Number(head)], rest, change);
    if (next === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = next;
    return copy;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(record)) {
      const next = key === String(head) ? changeAt(record[key], rest, change) : record[key];
      if (next !== undefined) define(copy, key, next);
    }
    return copy;
  }
  return value;
}

/** What was done to a request, for the report and the counterexample. */
export type Mutation = string;

export interface JsonBodyCase {
  mutation: Mutation;
  /** The body as sent: JSON text, or bytes that are not UTF-8. */
  text?: string;
  bytes?: Uint8Array;
}

const breakages: readonly ((text: string) => string)[] = [
  (text) => text.slice(0, Math.max(0, Math.floor(text.length / 2))),
  (text) => `${text},`,
  (text) => `${text}}`,
  (text) => `\ufeff${text}`,
  (text) => text.replace(/\}$/, ',}'),
  (text) => text.replaceAll('"', "'"),
  (text) => `/* comentário */${text}`,
  (text) => text.replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
  (text) => text.replace(/^\{"([^"]+)":/, '{"$1":{"$where":"1"},"$1":'),
  () => '',
  () => '   ',
  () => 'null',
  () => 'NaN',
  () => 'undefined',
  () => '"texto"',
  () => '{',
  () => '}{',
  () => '[1,2',
  () => '{"a":1}{"b":2}',
];

const notUtf8: readonly number[][] = [[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xfe, 0xff]];

/**
 * A JSON body: the valid value as it is (a share of requests must pass
 * validation and reach the handlers), or with one place replaced by a
 * hostile value, a key removed, a hostile key added, the whole body
 * replaced, the text broken, or bytes that are not UTF-8.
 */
export function jsonBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<JsonBodyCase> {
  const asIs = valid.map((value): JsonBodyCase => ({ mutation: 'válido', text: jsonText(value) }));
  const replaced = valid.chain((value) =>
    fc.tuple(fc.constantFrom(...placesOf(value)), hostileValue).map(([path, replacement]): JsonBodyCase => {
      return {
        mutation: path.length === 0 ? 'corpo trocado' : `campo trocado: ${path.join('.')}`,
        text: jsonText(changeAt(value, path, () => replacement)),
      };
    }),
  );
  const removed = valid.chain((value) => {
    const places = placesOf(value).filter((path) => path.length > 0);
    if (places.length === 0) return fc.constant<JsonBodyCase>({ mutation: 'sem corpo', text: '' });
    return fc.constantFrom(...places).map(
      (path): JsonBodyCase => ({
        mutation: `campo removido: ${path.join('.')}`,
        text: jsonText(changeAt(value, path, () => undefined)),
      }),
    );
  });
  const added = valid.chain((value) =>
    fc
      .tuple(fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ maxLength: 12 })), hostileValue)
      .map(([key, extra]): JsonBodyCase => {
        const base = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
        const copy = changeAt(base, [], (current) => current) as Record<string, unknown>;
        define(copy, key, extra);
        return { mutation: 'chave a mais', text: jsonText(copy) };
      }),
  );
  const broken = valid.chain((value) =>
    fc.integer({ min: 0, max: breakages.length - 1 }).map((index): JsonBodyCase => {
      const breakage = breakages[index] ?? ((text: string) => text);
      return { mutation: `JSON quebrado #${index}`, text: breakage(jsonText(value)) };
    }),
  );
  const badBytes = valid.chain((value) =>
    fc.constantFrom(...notUtf8).map((bytes): JsonBodyCase => {
      const text = new TextEncoder().encode(jsonText(value));
      const middle = Math.floor(text.length / 2);
      return {
        mutation: 'bytes fora de UTF-8',
        bytes: new Uint8Array([...text.slice(0, middle), ...bytes, ...text.slice(middle)]),
      };
    }),
  );
  return fc.oneof(
    { weight: 4, arbitrary: asIs },
    { weight: 6, arbitrary: replaced },
    { weight: 2, arbitrary: removed },
    { weight: 2, arbitrary: added },
    { weight: 2, arbitrary: broken },
    { weight: 1, arbitrary: badBytes },
  );
}

// ------------------------------------------------------------------ query strings

/**
 * `encodeURIComponent`, but a lone surrogate (which it refuses) is written as
 * the bytes a careless encoder would produce (CESU-8), which are not UTF-8.
 */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** Query fragments written as they are: broken percent-escapes, bytes that are not UTF-8, separators. */
const rawQueryValues: readonly string[] = [
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%E2%82',
  '%u0041',
  '+%2B+',
  '%25',
  '%00',
  '%0A',
  '&&&',
  '==',
  ';',
  '#fragmento',
  '%23',
  '[]',
  'a[b]=c',
];

const weirdQueryNames: readonly string[] = [
  '__proto__',
  'constructor',
  'page[]',
  'search[]',
  'a[b]',
  '',
  'x'.repeat(5000),
  'PAGE',
  'limit ',
];

export interface QueryCase {
  mutation: Mutation;
  /** `?…` as sent, or ''. */
  text: string;
}

/** A query string from the operation's query schema, valid or mutated; without a schema, junk now and then. */
export function queryString(valid: fc.Arbitrary<Record<string, unknown>> | null): fc.Arbitrary<QueryCase> {
  const pairsOf = (value: Record<string, unknown>) =>
    Object.entries(value).map(([name, item]) => [name, asText(item)] as [string, string]);
  const written = (pairs: readonly (readonly [string, string])[], raw: readonly string[] = []) => {
    const parts = [...pairs.map(([name, item]) => `${encodeText(name)}=${encodeText(item)}`), ...raw];
    return parts.length === 0 ? '' : `?${parts.join('&')}`;
  };
  const base = valid ?? fc.constant<Record<string, unknown>>({});
  const asIs = base.map((value): QueryCase => ({ mutation: 'válido', text: written(pairsOf(value)) }));
  const replaced = base.chain((value) => {
    const pairs = pairsOf(value);
    if (pairs.length === 0) return fc.constant<QueryCase>({ mutation: 'válido', text: '' });
    return fc
      .tuple(fc.integer({ min: 0, max: pairs.length - 1 }), hostileValue)
      .map(([index, replacement]): QueryCase => {
        const copy = [...pairs];
        const name = copy[index]?.[0] ?? 'x';
        copy[index] = [name, asText(replacement)];
        return { mutation: `parâmetro trocado: ${name}`, text: written(copy) };
      });
  });
  const repeated = base.chain((value) =>
    fc.tuple(fc.constantFrom('search', 'page', 'limit', 'sort', ...Object.keys(value)), hostileValue).map(
      ([name, extra]): QueryCase => ({
        mutation: 'parâmetro repetido',
        text: written([...pairsOf(value), [name, asText(extra)], [name, '1']]),
      }),
    ),
  );
  const strangeNames = base.chain((value) =>
    fc.tuple(fc.constantFrom(...weirdQueryNames), hostileValue).map(
      ([name, extra]): QueryCase => ({
        mutation: 'parâmetro estranho',
        text: written([...pairsOf(value), [name, asText(extra)]]),
      }),
    ),
  );
  const raw = base.chain((value) =>
    fc
      .tuple(
        fc.constantFrom('search', 'page', 'limit', 'tag', ...Object.keys(value)),
        fc.constantFrom(...rawQueryValues),
      )
      .map(
        ([name, fragment]): QueryCase => ({
          mutation: 'codificação quebrada',
          text: written(pairsOf(value), [`${name}=${fragment}`]),
        }),
      ),
  );
  return fc.oneof(
    { weight: valid ? 4 : 12, arbitrary: asIs },
    { weight: valid ? 6 : 1, arbitrary: replaced },
    { weight: 1, arbitrary: repeated },
    { weight: 1, arbitrary: strangeNames },
    { weight: 1, arbitrary: raw },
  );
}

// ------------------------------------------------------------------ path parameters

/** Path segments (already percent-encoded where they must be) that are not plain ids. */
export const weirdSegments: readonly string[] = [
  '0',
  '-1',
  '00',
  '01',
  '1.5',
  '1e3',
  '0x1',
  '+1',
  '%201',
  '1%20',
  '%2B1',
  '99999999999999999999',
  '2147483648',
  '2147483647',
  '4294967296',
  '9'.repeat(400),
  '%00',
  '1%00',
  '..',
  '.',
  '..%2F',
  '..%2f..%2fetc%2fpasswd',
  '%2E%2E',
  '%2F',
  '%5C',
  '',
  'abc',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '%F0%9F%98%80',
  '%C3%A9',
  '%E9',
  '%',
  '%zz',
  '%ED%A0%80',
  "'%20OR%201=1--",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '__proto__',
  'constructor',
  '%20',
  '1;2',
  '1,2',
  '[1]',
  '%7B%7D',
  'a'.repeat(3000),
];

/** A path parameter: one of the fixtures' values (most of the time), a weird segment, a missing id, random text. */
export function pathSegment(valid: readonly string[]): fc.Arbitrary<string> {
  const odd = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...weirdSegments) },
    { weight: 1, arbitrary: fc.integer({ min: 100_000, max: 2_147_483_647 }).map(String) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 24 }).map(encodeText) },
  );
  if (valid.length === 0) return odd;
  return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...valid) }, { weight: 2, arbitrary: odd });
}

// ------------------------------------------------------------------ multipart bodies

export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface MultipartPart {
  name: string;
  value?: string;
  file?: UploadFile;
}

export interface MultipartCase {
  mutation: Mutation;
  parts?: MultipartPart[];
  /** A body that only claims to be multipart. */
  raw?: { contentType: string; text: string };
}

export const hostileFileNames: readonly string[] = [
  '../../etc/passwd',
  '..\\..\\boot.ini',
  '/etc/shadow',
  '',
  '.pdf',
  '.',
  'a.pdf.exe',
  'index.html',
  'logo.svg',
  `${'a'.repeat(1000)}.pdf`,
  'Relatório de vistoria ção 😀.pdf',
  '\u202Efdp.exe',
  'CON.pdf',
  'a\u0000b.pdf',
  'nome"com"aspas.pdf',
  'x\r\nContent-Type: text/html.pdf',
  '%2e%2e%2fa.pdf',
  '__proto__',
  'arquivo sem extensão',
];

const fileTypes = ['application/pdf', 'image/png', 'text/csv', 'application/octet-stream', 'text/html', ''];

/**
 * A multipart upload: the form's fields (files and texts from their schemas)
 * as they should be, or with one missing, a text replaced by a hostile value,
 * a file in place of a text or a text in place of a file, the file sent
 * twice, extra fields, or a body that is not multipart at all.
 */
export function multipartBody(
  fields: Readonly<Record<string, 'file' | fc.Arbitrary<string>>>,
  files: fc.Arbitrary<UploadFile>,
): fc.Arbitrary<MultipartCase> {
  const entries = Object.entries(fields);
  const validParts = fc.tuple(
    ...entries.map(([name, field]) =>
      field === 'file'
        ? files.map((file): MultipartPart => ({ name, file }))
        : field.map((value): MultipartPart => ({ name, value })),
    ),
  );
  const asIs = validParts.map((parts): MultipartCase => ({ mutation: 'válido', parts }));
  const withoutOne = validParts.chain((parts) =>
    fc.integer({ min: 0, max: Math.max(0, parts.length - 1) }).map(
      (index): MultipartCase => ({
        mutation: `campo removido: ${parts[index]?.name ?? ''}`,
        parts: parts.filter((_, at) => at !== index),
      }),
    ),
  );
  const replaced = validParts.chain((parts) =>
    fc.tuple(fc.integer({ min: 0, max: Math.max(0, parts.length - 1) }), hostileValue, files).map(
      ([index, value, file]): MultipartCase => ({
        mutation: `campo trocado: ${parts[index]?.name ?? ''}`,
        // A text where a file was, and a file where a text was.
        parts: parts.map((part, at) =>
          at !== index ? part : part.file ? { name: part.name, value: asText(value) } : { name: part.name, file },
        ),
      }),
    ),
  );
  const extra = validParts.chain((parts) =>
    fc
      .tuple(
        fc.oneof(fc.constantFrom(...hostileKeys, 'file', 'comment', 'file_type'), fc.string()),
        hostileValue,
        files,
      )
      .map(
        ([name, value, file]): MultipartCase => ({
          mutation: 'campo a mais',
          parts: [...parts, name === 'file' ? { name, file } : { name, value: asText(value) }],
        }),
      ),
  );
  const notMultipart = fc
    .constantFrom(
      { contentType: 'multipart/form-data', text: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc' },
      { contentType: 'multipart/form-data; boundary=x', text: 'nada de partes aqui' },
      { contentType: 'multipart/form-data; boundary=x', text: '--x\r\n\r\n--x--' },
      {
        contentType: 'multipart/form-data; boundary=x',
        text: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7',
      },
      { contentType: `multipart/form-data; boundary=${'b'.repeat(5000)}`, text: '--b--' },
      { contentType: 'multipart/form-data; boundary="', text: '' },
    )
    .map((raw): MultipartCase => ({ mutation: 'multipart quebrado', raw }));
  return fc.oneof(
    { weight: 4, arbitrary: asIs },
    { weight: 2, arbitrary: withoutOne },
    { weight: 3, arbitrary: replaced },
    { weight: 2, arbitrary: extra },
    { weight: 1, arbitrary: notMultipart },
  );
}

/** A file to upload: one of the samples (under a fitting or hostile name), or random bytes, or a sample cut short. */
export function uploadFile(samples: readonly UploadFile[]): fc.Arbitrary<UploadFile> {
  const name = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...hostileFileNames) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map((text) => `${text}.pdf`) },
  );
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...samples) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...samples), name)
        .map(([sample, fileName]) => ({ ...sample, name: fileName })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 2048 }), name, fc.constantFrom(...fileTypes))
        .map(([bytes, fileName, type]) => ({ name: fileName, type, bytes })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...samples), fc.nat())
        .map(([sample, cut]) => ({ ...sample, bytes: sample.bytes.slice(0, cut % (sample.bytes.length + 1)) })),
    },
  );
}
