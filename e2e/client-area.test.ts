import {
  clientFilePaths,
  companyCreateResponse,
  companyLicenseListResponse,
  companyLicensePaths,
  companyLicenseUpdateResponse,
  companyListResponse,
  companyPaths,
  dashboardKpis,
  documentsResponse,
  fileLinkResponse,
  loginResponse,
  repositoryUploadResponse,
} from '@product/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';

// The "done when": on `npm start` (demo data on an empty database) a
// client administrator adds a demo CNPJ and sees it with licences and
// documents — here through the API of the real server process.
let app: RunningApp;
let token = '';

const call = async (path: string, init: RequestInit = {}) =>
  fetch(`${app.url}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body && typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });

beforeAll(async () => {
  app = await startApp({ DEMO_SEED: '1', CNPJ_REGISTRY: 'offline' });
});
afterAll(async () => {
  await app?.stop();
});

describe('a client administrator on the demo data', () => {
  let companyId = 0;

  it('is printed once with the demo password, and signs in', async () => {
    const password = /com a senha: (\S+)/.exec(app.output())?.[1];
    expect(app.output()).toContain('admin@vida.demo.conforma.local');
    const response = await fetch(`${app.url}/api/v1/system/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin@vida.demo.conforma.local', password }),
    });
    expect(response.status).toBe(200);
    token = loginResponse.parse(await response.json()).access_token;
  });

  it('sees the account’s demo company and its dashboard', async () => {
    const list = companyListResponse.parse(await (await call(companyPaths.list)).json());
    expect(list.items.map((item) => item.name)).toEqual(['HOSPITAL VIDA PLENA LTDA']);
    const kpis = dashboardKpis.parse(await (await call('/api/v1/client/kpis')).json());
    expect(kpis.companies).toBe(1);
    expect(kpis.cnpjs.high_level).toBe(1);
  });

  it('adds a demo CNPJ and gets its licence rows, pending', async () => {
    const created = await call(companyPaths.list, { method: 'POST', body: JSON.stringify({ cnpj: '31457892000188' }) });
    expect(created.status).toBe(201);
    const body = companyCreateResponse.parse(await created.json());
    expect(body.message).toBe('Empresa criada');
    companyId = body.id;
    const licenses = companyLicenseListResponse.parse(await (await call(companyLicensePaths.list(companyId))).json())
      .result[0];
    expect(licenses.total).toBeGreaterThan(0);
    expect(licenses.items.map((item) => item.fiscalLicenseName)).toContain('Alvará de Localização e Funcionamento');
    expect(new Set(licenses.items.map((item) => item.status))).toEqual(new Set(['pending']));
  });

  it('uploads a licence document, files it on a licence and finds it in the documents', async () => {
    const form = new FormData();
    const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'Alvará 2026.pdf');
    form.append('file_type', 'document');
    const uploaded = await call(clientFilePaths.repository(companyId), { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const file = repositoryUploadResponse.parse(await uploaded.json()).file;

    const licenses = companyLicenseListResponse.parse(await (await call(companyLicensePaths.list(companyId))).json())
      .result[0];
    const alvara = licenses.items.find((item) => item.fiscalLicenseName === 'Alvará de Localização e Funcionamento');
    if (!alvara) throw new Error('no Alvará row');
    const saved = await call(companyLicensePaths.one(companyId, alvara.id), {
      method: 'PUT',
      body: JSON.stringify({ type: 'document', validUntil: '2030-12-31', fileId: file.id }),
    });
    expect(saved.status).toBe(200);
    const license = companyLicenseUpdateResponse.parse(await saved.json()).license;
    expect(license.status).toBe('in_conformity');
    expect(license.files.documents.map((document) => document.name)).toEqual(['Alvará 2026.pdf']);

    const cnpjFolder = documentsResponse
      .parse(await (await call(clientFilePaths.documents(companyId))).json())
      .items.find((item) => item.kind === 'cnpj-folder');
    if (cnpjFolder?.kind !== 'cnpj-folder') throw new Error('no CNPJ folder');
    const files = documentsResponse.parse(
      await (
        await call(
          clientFilePaths.cnaeDocuments(
            companyId,
            cnpjFolder.clientNationalRegistrationId,
            alvara.fiscalRegistrationId,
          ),
        )
      ).json(),
    );
    expect(files.items.map((item) => item.name)).toContain('Alvará 2026.pdf');

    const link = fileLinkResponse.parse(await (await call(clientFilePaths.repositoryFile(companyId, file.id))).json());
    const opened = await fetch(new URL(link.url, app.url));
    expect(opened.headers.get('content-type')).toContain('application/pdf');
    expect(await opened.text()).toBe(pdf);
  });
});
