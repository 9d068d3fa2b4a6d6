import { type ApiOperation, apiOperations, isMultipartBody } from '@product/api/contract/operations';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  asText,
  hostileValue,
  type JsonBodyCase,
  type JsonSchema,
  jsonBody,
  jsonText,
  type MultipartCase,
  multipartBody,
  pathSegment,
  type QueryCase,
  queryString,
  uploadFile,
  validValue,
} from '../testing/fuzz-arbitraries';
import { type AuthVariant, authVariants, type FuzzWorld, openFuzzWorld } from '../testing/fuzz-world';
import { databaseKinds } from '../testing/harness';

/**
 * Property-based fuzzing of every operation of the contract (issue 15).
 * Requests are generated from each operation's request schemas and then
 * mutated (see testing/fuzz-arbitraries.ts), sent in process with the identity that
 * reaches the handler (a client ADMIN in the client area, staff in the admin
 * area, the person's own token in My account, none for public calls; now and
 * then a wrong one), and every answer must hold:
 *
 * - never a 5xx;
 * - a 4xx is JSON with a `message` in Portuguese (see `portugueseProblem`);
 * - a 4xx wrote nothing: no row (the trigger log of testing/fuzz-world.ts, which
 *   leaves out only `tablesWrittenOnRefusal`: the sign-in and public-call
 *   limits, which record refused attempts by design), no stored file, no
 *   e-mail.
 *
 * Seeded: a failure prints fast-check's seed and path; FUZZ_SEED=<seed> runs
 * the same requests again (FUZZ_ONLY=<part of 'method path'> narrows it to
 * some operations, FUZZ_PATH=<path> replays one counterexample of one
 * operation), FUZZ_RUNS sets how many requests in all (per database).
 *
 * By default 10,000 on PGlite (about 60–70 s of CPU) and 2,000 on
 * PostgreSQL (every operation still gets at least 20). The PGlite half runs
 * in every `npm test` and sends the 10,000 through the same handlers; the
 * PostgreSQL half looks for what differs with the driver, and keeping it
 * small keeps this file, already the longest of the server's, from doubling
 * (FUZZ_RUNS=10000 there passes in about a minute).
 */

const seed = Number(process.env.FUZZ_SEED ?? 150_015);
const only = process.env.FUZZ_ONLY;
const replayPath = process.env.FUZZ_PATH;
const defaultRuns = { pglite: 10_000, postgres: 2_000 } as const;
const runsFor = (kind: 'pglite' | 'postgres') => Number(process.env.FUZZ_RUNS ?? defaultRuns[kind]);

const operations = apiOperations.filter((operation) => !only || labelOf(operation).includes(only));

function labelOf(operation: ApiOperation): string {
  return `${operation.method} ${operation.path}`;
}

const paramsOf = (operation: ApiOperation) => [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '');

/** Requests per operation: more where there is more to mutate (a body, a query, path ids); at least 20. */
function plan(total: number): { label: string; operation: ApiOperation; runs: number }[] {
  const weight = (operation: ApiOperation) =>
    1 + (operation.query ? 1 : 0) + (operation.body ? 2 : 0) + (paramsOf(operation).length > 0 ? 0.5 : 0);
  const sum = operations.reduce((all, operation) => all + weight(operation), 0);
  return operations.map((operation) => ({
    label: labelOf(operation),
    operation,
    runs: Math.max(20, Math.ceil((total * weight(operation)) / sum)),
  }));
}

// ------------------------------------------------------------------ the requests

type BodyCase =
  | { kind: 'none' }
  | { kind: 'json'; contentType: string | null; json: JsonBodyCase }
  | { kind: 'multipart'; multipart: MultipartCase };

interface FuzzRequest {
  method: string;
  path: string;
  query: QueryCase;
  body: BodyCase;
  auth: AuthVariant;
  origin: 'same' | 'foreign-origin' | 'cross-site';
}

const schemaOf = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const cut = (text: string, length = 200) => (text.length > length ? `${text.slice(0, length)}…(${text.length})` : text);

const jsonContentTypes = fc.oneof(
  { weight: 24, arbitrary: fc.constant<string | null>('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom<string | null>(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
      null,
    ),
  },
);

function bodyArbitrary(operation: ApiOperation, fuzz: FuzzWorld): fc.Arbitrary<BodyCase> {
  const hint = fuzz.hint(operation);
  const body = operation.body;
  if (body && isMultipartBody(body)) {
    const fields = Object.fromEntries(
      Object.entries(body.multipart).map(([name, field]) => [
        name,
        field === 'file' ? ('file' as const) : validValue(schemaOf(field), hint, [name]).map(asText),
      ]),
    );
    return multipartBody(fields, uploadFile(fuzz.uploadSamples(operation))).map(
      (multipart): BodyCase => ({ kind: 'multipart', multipart }),
    );
  }
  if (body) {
    return fc
      .tuple(jsonBody(validValue(schemaOf(body), hint)), jsonContentTypes)
      .map(([json, contentType]): BodyCase => ({ kind: 'json', contentType, json }));
  }
  if (operation.method === 'get') return fc.constant<BodyCase>({ kind: 'none' });
  // A call that takes no body now and then gets one anyway.
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant<BodyCase>({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: hostileValue.map(
        (value): BodyCase => ({
          kind: 'json',
          contentType: 'application/json',
          json: { mutation: 'corpo inesperado', text: jsonText(value) },
        }),
      ),
    },
  );
}

function requestArbitrary(operation: ApiOperation, fuzz: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const names = paramsOf(operation);
  const query = operation.query
    ? (validValue(schemaOf(operation.query), fuzz.hint(operation)) as fc.Arbitrary<Record<string, unknown>>)
    : null;
  const changing = operation.method !== 'get';
  return fc
    .record({
      segments: fc.tuple(...names.map((name) => pathSegment(fuzz.pathValues(operation, name)))),
      query: queryString(query),
      body: bodyArbitrary(operation, fuzz),
      auth: fc.oneof(
        { weight: 12, arbitrary: fc.constant<AuthVariant>('caller') },
        { weight: 1, arbitrary: fc.constantFrom(...authVariants.filter((variant) => variant !== 'caller')) },
      ),
      origin: changing
        ? fc.oneof(
            { weight: 40, arbitrary: fc.constant('same' as const) },
            { weight: 1, arbitrary: fc.constantFrom('foreign-origin' as const, 'cross-site' as const) },
          )
        : fc.constant('same' as const),
    })
    .map(({ segments, query: queryCase, body, auth, origin }) => {
      let index = 0;
      const path = operation.path.replace(/\{\w+\}/g, () => segments[index++] ?? '');
      const request: FuzzRequest = {
        method: operation.method.toUpperCase(),
        path,
        query: queryCase,
        body,
        auth,
        origin,
      };
      // fast-check prints counterexamples with this: short, whatever the sizes inside.
      Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
      return request;
    });
}

function mutationOf(request: FuzzRequest): string {
  const body =
    request.body.kind === 'json'
      ? request.body.json.mutation
      : request.body.kind === 'multipart'
        ? request.body.multipart.mutation
        : 'sem corpo';
  return `${body.replace(/:.*/, '')} / query ${request.query.mutation.replace(/:.*/, '')}`;
}

function describeRequest(request: FuzzRequest): string {
  const body =
    request.body.kind === 'json'
      ? `json[${request.body.contentType}] ${request.body.json.mutation}: ${cut(
          request.body.json.text ?? `bytes ${Buffer.from(request.body.json.bytes ?? []).toString('hex')}`,
          300,
        )}`
      : request.body.kind === 'multipart'
        ? `multipart ${request.body.multipart.mutation}: ${cut(
            JSON.stringify(
              request.body.multipart.raw ??
                request.body.multipart.parts?.map((part) =>
                  part.file
                    ? { name: part.name, file: part.file.name, type: part.file.type, size: part.file.bytes.length }
                    : { name: part.name, value: cut(part.value ?? '', 80) },
                ),
            ),
            400,
          )}`
        : 'sem corpo';
  return `${request.method} ${cut(`${request.path}${request.query.text}`, 300)} auth=${request.auth} origin=${request.origin} ${body}`;
}

async function send(fuzz: FuzzWorld, operation: ApiOperation, request: FuzzRequest): Promise<Response> {
  const headers = new Headers();
  const authorization = await fuzz.authorization(fuzz.callerOf(operation), request.auth);
  if (authorization !== null) headers.set('Authorization', authorization);
  if (request.origin === 'foreign-origin') headers.set('Origin', 'https://atacante.example');
  if (request.origin === 'cross-site') headers.set('Sec-Fetch-Site', 'cross-site');
  let body: RequestInit['body'];
  if (request.body.kind === 'json') {
    if (request.body.contentType !== null) headers.set('Content-Type', request.body.contentType);
    const { text, bytes } = request.body.json;
    body = bytes ? new Uint8Array(bytes) : text;
  } else if (request.body.kind === 'multipart') {
    const { raw, parts = [] } = request.body.multipart;
    if (raw) {
      headers.set('Content-Type', raw.contentType);
      body = raw.text;
    } else {
      const form = new FormData();
      for (const part of parts) {
        if (part.file) {
          form.append(part.name, new File([new Uint8Array(part.file.bytes)], part.file.name, { type: part.file.type }));
        } else form.append(part.name, part.value ?? '');
      }
      body = form;
    }
  }
  return fuzz.world.app.request(`${request.path}${request.query.text}`, { method: request.method, headers, body });
}

// ------------------------------------------------------------------ the properties

const englishStock =
  /^(bad request|not found|unauthorized|forbidden|internal server error|method not allowed|payload too large|content too large|unsupported media type|too many requests|conflict|gone|unprocessable (entity|content)|request timeout|service unavailable)\.?$/i;
/** What a message must never show: a library's error, a database's, a stack, a value printed by accident. */
const leaks =
  /undefined|\[object |zoderror|typeerror|syntaxerror|rangeerror|error:|\bat .*\(.*:\d+:\d+\)|node_modules|duplicate key|violates|relation "|syntax error|invalid input|unexpected (token|end)|json at position|stack/i;
const portugueseWords = new Set(
  (
    'de da do das dos não é em no na nos nas um uma os as ou para por com sem já mais este esta ' +
    'seu sua campo valor inválido inválida inválidos obrigatório obrigatória encontrado encontrada ' +
    'permissão sessão arquivo empresa usuário senha muitos muitas tente novamente aguarde grande demais'
  ).split(' '),
);
const englishWords = new Set(
  (
    'the is are not of to for with expected received invalid input must should be found request error ' +
    'required string number object array unexpected token failed cannot too large bad internal server ' +
    'unauthorized forbidden malformed missing please try again denied allowed exceeded'
  ).split(' '),
);

/**
 * Why a message is not Portuguese prose, or null when it is: it must be
 * non-empty, not an English stock phrase, leak nothing internal, hold no
 * English word (a field name after the last colon, as in 'Valor inválido:
 * name', is code and not counted), and hold a Portuguese word or accent.
 * An English message of a library or the database fails at least one test.
 */
function portugueseProblem(message: string): string | null {
  const text = message.trim();
  if (text === '') return 'mensagem vazia';
  if (englishStock.test(text)) return 'frase padrão em inglês';
  if (leaks.test(text)) return 'mostra um detalhe interno';
  const prose = text.replace(/:\s*[\w.$[\]-]+…?$/u, '');
  const tokens = prose.toLowerCase().match(/\p{L}+/gu) ?? [];
  const english = tokens.filter((word) => englishWords.has(word));
  if (english.length > 0) return `palavras em inglês: ${english.join(', ')}`;
  if (!/[ãõçáéíóúâêôà]/i.test(prose) && !tokens.some((word) => portugueseWords.has(word))) {
    return 'nenhuma palavra portuguesa';
  }
  return null;
}

/** The `message` of a JSON error body, or null when the body is not JSON or has none. */
function messageOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/** Counts for the report: statuses overall and per operation, mutations, the distinct refusal messages. */
class Tally {
  total = 0;
  statuses = new Map<number, number>();
  perOperation = new Map<string, Map<number, number>>();
  mutations = new Map<string, number>();
  messages = new Map<string, number>();
  repairs = 0;

  record(label: string, status: number, mutation: string): void {
    this.total += 1;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    const own = this.perOperation.get(label) ?? new Map<number, number>();
    own.set(status, (own.get(status) ?? 0) + 1);
    this.perOperation.set(label, own);
    this.mutations.set(mutation, (this.mutations.get(mutation) ?? 0) + 1);
  }

  report(kind: string, seconds: number, cpuSeconds: number): string {
    const statuses = (counts: Map<number, number>) =>
      [...counts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
    const top = (counts: Map<string, number>, howMany: number) =>
      [...counts.entries()]
        .sort(([, a], [, b]) => b - a)
        .slice(0, howMany)
        .map(([text, count]) => `  ${String(count).padStart(5)}  ${text}`)
        .join('\n');
    return [
      `fuzz on ${kind}: ${this.total} requests in ${seconds.toFixed(1)} s, ${cpuSeconds.toFixed(1)} s of CPU (seed ${seed}); callers repaired ${this.repairs} times`,
      `statuses: ${statuses(this.statuses)}`,
      'per operation:',
      ...[...this.perOperation.entries()].map(([label, counts]) => `  ${label}: ${statuses(counts)}`),
      'mutations (body / query):',
      top(this.mutations, 40),
      `refusal messages (${this.messages.size} distinct, most frequent):`,
      top(this.messages, 40),
    ].join('\n');
  }
}

describe('the Portuguese check of refusal messages', () => {
  it.each([
    'Bad Request',
    'Not Found',
    'Internal Server Error',
    'Unsupported Media Type',
    'Invalid input: expected string, received number',
    'Too small: expected string to have >=1 characters',
    'Malformed JSON in request body',
    'Body exceeded 1mb limit',
    'invalid input syntax for type integer: "abc"',
    'duplicate key value violates unique constraint "users_email_key"',
    'Unexpected token } in JSON at position 3',
    "Cannot read properties of undefined (reading 'id')",
    '[object Object]',
    'ZodError',
    '',
  ])('refuses %j', (message) => {
    expect(portugueseProblem(message)).not.toBeNull();
  });

  it.each([
    'ID inválido.',
    'Corpo da requisição inválido.',
    'Valor inválido: name',
    'Campo obrigatório: enabled',
    'Caracteres de controle não são permitidos: tags.0.note',
    'Tipo de conteúdo não suportado. Envie os dados como application/json.',
    'Email ou senha incorretos.',
    'Limite inválido',
  ])('accepts %j', (message) => {
    expect(portugueseProblem(message)).toBeNull();
  });
});

describe.each(databaseKinds)('fuzz of every operation of the contract on %s', (kind) => {
  let fuzz: FuzzWorld;
  const tally = new Tally();
  let started = 0;
  /** The write log's last id seen: each request's writes are those after it. */
  let mark = 0;
  let cpuAtStart = process.cpuUsage();
  const target = runsFor(kind);

  beforeAll(async () => {
    fuzz = await openFuzzWorld(kind);
    started = Date.now();
    cpuAtStart = process.cpuUsage();
  }, 120_000);
  afterAll(async () => {
    const cpu = process.cpuUsage(cpuAtStart);
    console.log(tally.report(kind, (Date.now() - started) / 1000, (cpu.user + cpu.system) / 1e6));
    await fuzz?.close();
  });

  it.each(plan(target))(
    '$label: never 5xx, refusals in Portuguese that write nothing',
    async ({ label, operation, runs }) => {
      let sent = 0;
      const storage = fuzz.touchesStorage(operation);
      const property = fc.asyncProperty(requestArbitrary(operation, fuzz), async (request) => {
        sent += 1;
        if (await fuzz.prepare(operation, sent)) mark = (await fuzz.writesSince(mark)).mark;
        const changing = request.method !== 'GET';
        const files = storage ? fuzz.storageSnapshot() : '';
        const mails = fuzz.mails.length;

        const response = await send(fuzz, operation, request);
        const text = await response.text();
        const { status } = response;
        tally.record(label, status, mutationOf(request));
        const answer = `${status} ${response.headers.get('content-type')} ${cut(text, 300)}`;
        const { writes, mark: next } = await fuzz.writesSince(mark);
        mark = next;

        if (status >= 500) throw new Error(`5xx: ${answer}`);
        if (status >= 400) {
          if (!/^application\/json\b/.test(response.headers.get('content-type') ?? '')) {
            throw new Error(`a refusal that is not JSON: ${answer}`);
          }
          const message = messageOf(text);
          if (message === null) throw new Error(`a refusal without a JSON message: ${answer}`);
          const problem = portugueseProblem(message);
          if (problem) throw new Error(`a refusal not in Portuguese (${problem}): ${answer}`);
          tally.messages.set(`${status} ${message}`, (tally.messages.get(`${status} ${message}`) ?? 0) + 1);
          if (writes.length > 0) throw new Error(`a refused request wrote ${writes.join(', ')}: ${answer}`);
          if (storage && fuzz.storageSnapshot() !== files) {
            throw new Error(`a refused request changed the stored files: ${answer}`);
          }
          if (fuzz.mails.length !== mails) throw new Error(`a refused request sent an e-mail: ${answer}`);
        } else if (status < 300 && changing) {
          const repaired = await fuzz.repairCallers();
          tally.repairs += repaired;
          if (repaired > 0) mark = (await fuzz.writesSince(mark)).mark;
        }
      });
      await fc.assert(property, { seed, numRuns: runs, ...(replayPath ? { path: replayPath } : {}) });
    },
    600_000,
  );

  it(`sent at least ${target} requests`, () => {
    expect(tally.total).toBeGreaterThanOrEqual(only ? 1 : target);
    expect(tally.statuses.size).toBeGreaterThan(0);
  });
});
