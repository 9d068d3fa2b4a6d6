import {
  accountPaths,
  adminUserPaths,
  apiPaths,
  calendarPaths,
  clientFilePaths,
  clientLogPaths,
  clientUserPaths,
  cnaePaths,
  companyCnpjPaths,
  companyImportPaths,
  companyLicensePaths,
  companyPaths,
  dashboardPaths,
  groupPaths,
  licensePaths,
  notificationPaths,
  passwordResetPaths,
  profilePath,
  signupPath,
  tagPaths,
} from '@product/api/contract';
import { apiOperations, docsPath, httpMethods } from '@product/api/contract/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientWorld, openClientWorld } from '../testing/client-world';
import { databaseKinds } from '../testing/harness';
import { buildOpenApiDocument, openApiDocumentText } from './openapi';

interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}
interface Operation {
  operationId: string;
  summary: string;
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

/**
 * `{id}`, `{companyId}`, `:id` all become `{}`, and a trailing slash goes: the shape a route answers on.
 * A Hono parameter with a pattern ending in an extension (`:token{[A-Za-z0-9_-]+\\.ics}`) is `{}.ics`.
 */
const shapeOf = (path: string) =>
  path
    .replace(/:\w+\{[^/]*?\\\.(\w+)\}/g, '{}.$1')
    .replace(/\{\w+\}|:\w+(\{[^/]*\})?/g, '{}')
    .replace(/\/+$/, '');

/** Every path the contract names, its builders called with placeholders. */
function contractPaths(): string[] {
  const groups: unknown[] = [
    apiPaths,
    signupPath,
    passwordResetPaths,
    profilePath,
    accountPaths,
    groupPaths,
    cnaePaths,
    licensePaths,
    adminUserPaths,
    dashboardPaths,
    notificationPaths,
    companyPaths,
    companyCnpjPaths,
    tagPaths,
    companyImportPaths,
    companyLicensePaths,
    clientFilePaths,
    clientUserPaths,
    clientLogPaths,
    calendarPaths,
  ];
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (typeof value === 'function') {
      const builder = value as (...args: string[]) => unknown;
      visit(builder(...Array.from({ length: builder.length }, (_, index) => `{p${index}}`)));
    } else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  groups.forEach(visit);
  return found;
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument() as unknown as Document;

  it('is OpenAPI 3.1 with every operation of the contract, each once', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Conforma API', version: '1.0.0' });
    const listed = apiOperations.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(listed).size).toBe(listed.length);
    const inDocument = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(inDocument.sort()).toEqual([...listed].sort());
    const ids = inDocument.map((entry) => {
      const [method, path] = entry.split(' ');
      return document.paths[path ?? '']?.[method ?? '']?.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('names every path of the contract', () => {
    const documented = new Set(Object.keys(document.paths).map(shapeOf));
    const missing = contractPaths().filter((path) => !documented.has(shapeOf(path)));
    expect(missing).toEqual([]);
  });
  it('describes parameters, bodies and answers from the zod schemas', () => {
    const one = document.paths['/api/v1/client/user/{id}'];
    expect(one?.patch?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
    ]);
    const create = document.paths['/api/v1/client/user/']?.post;
    const body = create?.requestBody?.content['application/json']?.schema;
    expect(body).toMatchObject({
      type: 'object',
      required: ['name', 'email', 'password', 'systemRole'],
      properties: {
        name: { type: 'string', minLength: 2, maxLength: 255 },
        password: { type: 'string', minLength: 6, maxLength: 32 },
        systemRole: { enum: ['ADMIN', 'USER'] },
      },
    });
    expect(create?.responses['201']?.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['message', 'user'],
    });
    expect(create?.responses['409']?.content?.['application/json']?.schema).toMatchObject({
      properties: { message: { type: 'string' } },
    });
    const list = document.paths['/api/v1/client/user/']?.get;
    expect(list?.parameters?.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['search', 'query', false],
      ['page', 'query', false],
      ['limit', 'query', false],
    ]);
    const upload = document.paths['/api/v1/client/company/{id}/repository']?.post;
    expect(upload?.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      required: ['file', 'file_type'],
      properties: { file: { type: 'string' }, file_type: { enum: ['document', 'protocol', 'fee'] } },
    });
  });
  it('asks a bearer token exactly where the call needs one, and lists its 401', () => {
    for (const operation of apiOperations) {
      const documented = document.paths[operation.path]?.[operation.method];
      expect(documented?.security, operation.path).toEqual(operation.auth ? [{ bearer: [] }] : []);
      if (operation.auth) expect(Object.keys(documented?.responses ?? {}), operation.path).toContain('401');
    }
  });
  it('is built once and then served as the same text', () => {
    expect(openApiDocumentText()).toBe(openApiDocumentText());
  });
});

describe.each(databaseKinds)('the documented API on %s', (kind) => {
  let world: ClientWorld;
  beforeAll(async () => {
    world = await openClientWorld(kind);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('serves the document at /api/docs without a token', async () => {
    const response = await world.app.request(docsPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const served = (await response.json()) as Document;
    expect(served).toEqual(JSON.parse(openApiDocumentText()));
  });
  it('answers every documented operation (a token-less call is refused, never unknown)', async () => {
    const document = JSON.parse(openApiDocumentText()) as Document;
    const unknown: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const textParams = new Set(
          (operation.parameters ?? []).filter((p) => p.in === 'path' && p.schema.type === 'string').map((p) => p.name),
        );
        const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) => (textParams.has(name) ? 'x' : '1'));
        const response = await world.app.request(concrete, { method: method.toUpperCase() });
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        if (response.status === 404 && body.message === 'Recurso não encontrado.') unknown.push(`${method} ${path}`);
        else if (operation.security.length > 0) expect(response.status, `${method} ${path}`).toBe(401);
      }
    }
    expect(unknown).toEqual([]);
  });
  it('documents every API route the server registers', () => {
    const documented = new Set(
      apiOperations.map((operation) => `${operation.method.toUpperCase()} ${shapeOf(operation.path)}`),
    );
    const methods = new Set(httpMethods.map((method) => method.toUpperCase()));
    const served = world.app.routes
      .filter((route) => methods.has(route.method) && route.path.startsWith('/api/'))
      .map((route) => `${route.method} ${shapeOf(route.path)}`);
    expect([...new Set(served)].filter((route) => !documented.has(route))).toEqual([]);
  });
});
