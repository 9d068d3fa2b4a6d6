import { companyCnpjOperations } from '@product/api/contract/operations/company-cnpjs';
import { defineOperation, errors } from '@product/api/contract/operations/define';
import { logoOperations } from '@product/api/contract/operations/logos';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { callOperation } from './call';
import { createHttp, toApiError } from './http';

/** An HTTP client whose every call is recorded and answered with `answer` (JSON unless a Response). */
function recordingHttp(answer: unknown = {}, status = 200, token: string | null = 'token-123') {
  const requests: Request[] = [];
  const http = createHttp({
    baseUrl: 'http://api.test',
    getToken: () => token,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      // A copy: the body of the one sent is read on its way out.
      requests.push(request.clone());
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { http, requests };
}

const thing = z.object({ id: z.int(), name: z.string() });

/** Declared here so the test does not depend on a resource's schemas: a path with a number and a text parameter. */
const renameThing = defineOperation({
  method: 'put',
  path: '/api/v1/things/{id}/names/{slug}',
  summary: 'Renomear',
  tag: 'Testes',
  auth: true,
  access: 'signed-in',
  textParams: ['slug'],
  query: z.object({ page: z.optional(z.int()), search: z.optional(z.string()), all: z.optional(z.boolean()) }),
  body: z.object({ name: z.string() }),
  responses: { 200: thing, ...errors(400, 401) },
});

const readThing = defineOperation({
  method: 'get',
  path: '/api/v1/things',
  summary: 'Ler',
  tag: 'Testes',
  auth: true,
  access: 'signed-in',
  responses: { 200: thing, ...errors(401) },
});

const downloadThing = defineOperation({
  method: 'get',
  path: '/api/v1/things/file',
  summary: 'Baixar',
  tag: 'Testes',
  auth: false,
  access: 'public',
  responses: { 200: { raw: 'text/plain' }, ...errors(404) },
});

describe('callOperation', () => {
  it('takes the method and the path from the operation, filling and encoding its parameters', async () => {
    const { http, requests } = recordingHttp({ id: 7, name: 'Novo' });
    await callOperation(http, renameThing, { params: { id: 7, slug: 'a b/c' }, body: { name: 'Novo' } });
    expect(requests[0]?.method).toBe('PUT');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/v1/things/7/names/a%20b%2Fc');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends the query without its empty values, and no query at all when none is given', async () => {
    const { http, requests } = recordingHttp({ id: 1, name: 'x' });
    await callOperation(http, renameThing, {
      params: { id: 1, slug: 's' },
      query: { page: 2, search: '', all: false },
      body: { name: 'x' },
    });
    await callOperation(http, renameThing, { params: { id: 1, slug: 's' }, body: { name: 'x' } });
    expect(Object.fromEntries(new URL(requests[0]?.url ?? '').searchParams)).toEqual({ page: '2', all: 'false' });
    expect(new URL(requests[1]?.url ?? '').search).toBe('');
  });

  it('sends the body as JSON, also on a DELETE', async () => {
    const { http, requests } = recordingHttp({ message: 'CNPJ excluído' });
    await callOperation(http, companyCnpjOperations.delete, {
      params: { id: 3 },
      body: { registrationCode: '11222333000181' },
    });
    expect(requests[0]?.method).toBe('DELETE');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/v1/client/company/3/cnpj');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ registrationCode: '11222333000181' });
  });

  it('sends a multipart form as it is', async () => {
    const logo = { message: 'Logo cadastrada', logoSrc: 'https://cdn.test/logo.png' };
    const { http, requests } = recordingHttp(logo, 201);
    const form = new FormData();
    form.append('file', new File(['png'], 'logo.png', { type: 'image/png' }));
    const answer = await callOperation(http, logoOperations.upload, { params: { id: 5 }, form });
    expect(answer).toEqual(logo);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await requests[0]?.formData();
    expect(sent?.get('file')).toMatchObject({ name: 'logo.png' });
  });

  it("answers the success schema's output, unknown fields left out", async () => {
    const { http } = recordingHttp({ id: 9, name: 'Coisa', extra: true });
    await expect(callOperation(http, readThing)).resolves.toEqual({ id: 9, name: 'Coisa' });
  });

  it('rejects an answer that does not match the success schema', async () => {
    const { http } = recordingHttp({ id: 'nove', name: 'Coisa' });
    const failure = await callOperation(http, readThing).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(z.core.$ZodError);
    expect((failure as z.core.$ZodError).issues[0]?.path).toEqual(['id']);
  });

  it('rejects an error answer with the ApiError of its message, unparsed', async () => {
    const { http } = recordingHttp({ message: 'Sessão inválida ou expirada. Entre novamente.' }, 401);
    const failure = await callOperation(http, readThing).catch((error: unknown) => error);
    expect(toApiError(failure)).toMatchObject({
      status: 401,
      serverMessage: 'Sessão inválida ou expirada. Entre novamente.',
    });
  });

  it('hands a raw answer back as the Response', async () => {
    const { http } = recordingHttp(new Response('bytes', { headers: { 'Content-Type': 'text/plain' } }));
    const answer = await callOperation(http, downloadThing);
    expect(answer).toBeInstanceOf(Response);
    expect(await answer.text()).toBe('bytes');
  });

  it("passes ky's options through (the token of a session the browser has just forgotten)", async () => {
    const { http, requests } = recordingHttp({ id: 1, name: 'x' }, 200, null);
    await callOperation(http, readThing, {}, { headers: { Authorization: 'Bearer outro' } });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer outro');
  });
});
