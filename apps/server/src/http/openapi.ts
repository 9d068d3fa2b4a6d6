import {
  type ApiOperation,
  apiOperations,
  isMultipartBody,
  isRawAnswer,
  type OperationAccess,
  type OperationAnswer,
  type OperationBody,
  rolesAllowed,
} from '@product/api/contract/operations';
import { systemOperations } from '@product/api/contract/operations/system';
import { accessRoles, brand, groupConfinedRoles } from '@product/domain';
import { z } from 'zod/mini';
import { implement } from './implement';

type JsonSchema = Record<string, unknown>;

/** What each status means, for the document's answer descriptions. */
const statusDescriptions: Readonly<Record<number, string>> = {
  200: 'Sucesso',
  201: 'Criado',
  400: 'Dados inválidos (a mensagem diz qual campo e por quê)',
  401: 'Sem sessão válida: token ausente, adulterado, expirado ou de usuário desativado',
  403: 'Sem permissão: papel, código de permissão ou cliente não permitidos, ou chamada de outro site',
  404: 'Não encontrado (ou de outra conta)',
  409: 'Conflito com o estado atual',
  410: 'Link expirado',
  413: 'Arquivo ou corpo grande demais',
  415: 'Tipo de conteúdo ou de arquivo não aceito',
  422: 'Conteúdo que não pôde ser lido',
  429: 'Muitas tentativas ou chamadas; tente mais tarde',
  502: 'Serviço externo (Receita Federal) indisponível',
};

/**
 * A contract schema as JSON Schema (draft 2020-12, the dialect of OpenAPI
 * 3.1): what a client sends (`input`: defaults optional, text before any
 * transform) or what the server answers (`output`). Checks with no JSON
 * Schema form (refinements, transforms) are left out, not refused.
 */
function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(operation: ApiOperation): JsonSchema[] {
  const text = new Set(operation.textParams ?? []);
  const inPath = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: name && text.has(name) ? { type: 'string' } : { type: 'integer', minimum: 1 },
  }));
  if (!operation.query) return inPath;
  const query = jsonSchemaOf(operation.query, 'input');
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query.required ?? []) as string[]);
  const inQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function requestBodyOf(body: OperationBody): JsonSchema {
  if (!isMultipartBody(body)) {
    return { required: true, content: { 'application/json': { schema: jsonSchemaOf(body, 'input') } } };
  }
  const properties = Object.fromEntries(
    Object.entries(body.multipart).map(([name, field]) => [
      name,
      field === 'file'
        ? { type: 'string', contentMediaType: 'application/octet-stream' }
        : jsonSchemaOf(field, 'input'),
    ]),
  );
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object', properties, required: [...body.required] } } },
  };
}

function responseOf(status: number, answer: OperationAnswer): JsonSchema {
  const description = statusDescriptions[status] ?? 'Resposta';
  if (isRawAnswer(answer)) return { description, content: { [answer.raw]: {} } };
  return { description, content: { 'application/json': { schema: jsonSchemaOf(answer, 'output') } } };
}

/** Portuguese list: 'A', 'A e B', 'A, B e C'. */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/** The operation's access declaration in words, for its description in the document. */
export function whoMayCall(access: OperationAccess): string {
  if (access === 'public') return 'Quem pode: qualquer pessoa, sem token.';
  if (access === 'signed-in') return 'Quem pode: qualquer pessoa com sessão válida, de qualquer papel.';
  const roles = rolesAllowed(access);
  const who = roles.length === accessRoles.length ? 'os oito papéis' : listed(roles);
  const confined = listed(groupConfinedRoles.filter((role) => roles.includes(role)));
  if (access.area === 'admin') {
    const inGroup = confined ? ` ${confined} só as contas do próprio grupo (as de outro grupo respondem 404).` : '';
    return `Quem pode: ${who}.${inGroup}`;
  }
  const inGroup = confined ? `; ${confined} só clientes do próprio grupo` : '';
  const codes = access.codes ?? [];
  const needs =
    codes.length > 0
      ? ` Um USER precisa de ${listed(codes)}${access.exceptOwnUser ? ', exceto no próprio usuário' : ''}.`
      : '';
  return (
    `Quem pode: ${who}, dentro do cliente do token (staff depois de entrar nele${inGroup}).${needs}` +
    ' Um USER só alcança as empresas atribuídas a ele; ids de outra conta respondem 404.'
  );
}

/** `get /api/v1/client/user/{id}` → `get_api_v1_client_user_id`: unique, since method and path are. */
function operationIdOf(operation: ApiOperation): string {
  return `${operation.method}_${operation.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;
}

/** The OpenAPI 3.1 document of the whole API, from the contract's list of operations. */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = apiOperations): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    const item = paths[operation.path] ?? {};
    paths[operation.path] = item;
    const parameters = parametersOf(operation);
    item[operation.method] = {
      operationId: operationIdOf(operation),
      summary: operation.summary,
      description: whoMayCall(operation.access),
      tags: [operation.tag],
      security: operation.auth ? [{ bearer: [] }] : [],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.body ? { requestBody: requestBodyOf(operation.body) } : {}),
      responses: Object.fromEntries(
        Object.entries(operation.responses).map(([status, answer]) => [status, responseOf(Number(status), answer)]),
      ),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${brand.name} API`,
      version: '1.0.0',
      description:
        'Plataforma de licenças e conformidade: área administrativa e área do cliente. Erros respondem `{ message }` em português.',
    },
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

// Built on the first request, then served as the same text: the contract does not change while the server runs.
let documentText: string | undefined;
export function openApiDocumentText(): string {
  documentText ??= JSON.stringify(buildOpenApiDocument());
  return documentText;
}

/** GET /api/docs: the OpenAPI document, public like the web app that reads the same contract. */
export function docsHandlers() {
  return [
    implement(systemOperations.docs, (_, c) =>
      c.body(openApiDocumentText(), 200, { 'Content-Type': 'application/json; charset=utf-8' }),
    ),
  ];
}
