import { afterEach, describe, expect, it, vi } from 'vitest';
import { importCompanies } from './companies/company-import';
import { createHttp, toApiError } from './http';
import { fetchWithUploadProgress, type UploadProgress } from './upload-progress';

type Listener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

class FakeTarget {
  readonly listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, loaded = 0, total = 0) {
    for (const listener of this.listeners.get(type) ?? []) listener({ loaded, total, lengthComputable: total > 0 });
  }
}

/**
 * Enough of XMLHttpRequest to drive the adapter: records what is sent and lets the
 * test play the browser's part (upload events, then an answer, an error or an abort).
 */
class FakeXhr extends FakeTarget {
  static last: FakeXhr | undefined;
  static answer: (xhr: FakeXhr) => void = () => {};
  readonly upload = new FakeTarget();
  readonly headers = new Map<string, string>();
  method = '';
  url = '';
  body: Blob | null = null;
  responseType = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseHeaders = '';
  aborted = false;

  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: Blob | null) {
    this.body = body;
    queueMicrotask(() => FakeXhr.answer(this));
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  respond(status: number, json: unknown) {
    const size = this.body?.size ?? 0;
    this.upload.emit('loadstart');
    this.upload.emit('progress', Math.floor(size / 2), size);
    this.upload.emit('progress', size, size);
    this.upload.emit('load');
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.response = new Blob([JSON.stringify(json)], { type: 'application/json' });
    this.responseHeaders = 'content-type: application/json\r\nx-request-id: abc\r\n';
    this.emit('load');
  }
}

const result = {
  message: 'Arquivo importado',
  sent: 1,
  success: 1,
  error: 0,
  items: [{ cnpj: '31457892000188', code: 'success', message: 'Empresa criada: HORIZONTE ALIMENTOS LTDA' }],
};
const http = createHttp({ baseUrl: 'http://api.test', getToken: () => 'token-123' });
const sheet = () => new File(['CNPJ\n31457892000188\n'], 'empresas.csv', { type: 'text/csv' });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
  FakeXhr.answer = () => {};
});

describe('fetchWithUploadProgress through XMLHttpRequest', () => {
  it('sends the multipart body with ky’s headers (the bearer token) and reports its progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = (xhr) => xhr.respond(200, result);
    const progress: UploadProgress[] = [];
    const answer = await importCompanies(http, sheet(), (step) => progress.push(step));

    expect(answer).toEqual({ kind: 'result', result });
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url, xhr.responseType]).toEqual([
      'POST',
      'http://api.test/api/v1/client/company/import',
      'blob',
    ]);
    expect(xhr.headers.get('authorization')).toBe('Bearer token-123');
    const contentType = xhr.headers.get('content-type') ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(xhr.body, { headers: { 'content-type': contentType } }).formData();
    const file = form.get('file');
    expect(file instanceof File ? [file.name, await file.text()] : null).toEqual([
      'empresas.csv',
      'CNPJ\n31457892000188\n',
    ]);
    const size = xhr.body?.size ?? 0;
    expect(progress.map((step) => step.percent)).toEqual([0, Math.floor(size / 2) / size, 1, 1]);
    expect(progress.at(-1)).toEqual({ percent: 1, transferredBytes: size, totalBytes: size });
  });

  it('hands an error answer to ky, which turns it into ApiError with the server’s message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = (xhr) => xhr.respond(413, { message: 'Arquivo maior que 5 MB.' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await importCompanies(http, sheet()).catch((caught: unknown) => caught);
    expect(toApiError(error)).toMatchObject({ status: 413, serverMessage: 'Arquivo maior que 5 MB.' });
  });

  it('keeps the answer’s status and headers, with no body where the status forbids one', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    // No upload events at all (Chromium when a service worker answers): the answer still means 100%.
    FakeXhr.answer = (xhr) => {
      xhr.status = 204;
      xhr.responseHeaders = 'x-request-id: abc';
      xhr.emit('load');
    };
    const progress: UploadProgress[] = [];
    const response = await fetchWithUploadProgress((step) => progress.push(step))('http://api.test/x', {
      method: 'POST',
      body: 'abc',
    });
    expect([response.status, response.headers.get('x-request-id'), response.body]).toEqual([204, 'abc', null]);
    expect(progress).toEqual([{ percent: 1, transferredBytes: 3, totalBytes: 3 }]);
  });

  it('rejects like fetch: a TypeError for a network failure, the signal’s reason for an abort', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = (xhr) => xhr.emit('error');
    const send = fetchWithUploadProgress(() => {});
    await expect(send('http://api.test/x', { method: 'POST', body: 'a' })).rejects.toThrow(TypeError);

    const controller = new AbortController();
    FakeXhr.answer = () => controller.abort(new DOMException('Tempo esgotado', 'TimeoutError'));
    const aborted = send('http://api.test/x', { method: 'POST', body: 'a', signal: controller.signal });
    await expect(aborted).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(FakeXhr.last?.aborted).toBe(true);
  });
});

describe('fetchWithUploadProgress without XMLHttpRequest', () => {
  it('sends with fetch and reports the whole body once answered', async () => {
    const progress: UploadProgress[] = [];
    const fetchMock = vi.fn(async (_request: Request) => Response.json(result));
    vi.stubGlobal('fetch', fetchMock);
    const response = await fetchWithUploadProgress((step) => progress.push(step))('http://api.test/x', {
      method: 'POST',
      body: 'abcd',
    });
    expect(await response.json()).toEqual(result);
    expect(progress).toEqual([
      { percent: 0, transferredBytes: 0, totalBytes: 4 },
      { percent: 1, transferredBytes: 4, totalBytes: 4 },
    ]);
    expect(await fetchMock.mock.calls[0]?.[0].text()).toBe('abcd');
  });
});
