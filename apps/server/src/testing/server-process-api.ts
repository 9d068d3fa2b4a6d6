import {
  apiPaths,
  type CompanyLicenseItem,
  type CompanyLicenseListResponse,
  type CompanyLicenseUpdateRequest,
  type CompanyListResponse,
  clientFilePaths,
  companyImportPaths,
  companyLicensePaths,
  companyPaths,
  type RepositoryListResponse,
  type RepositoryUploadResponse,
} from '@product/api/contract';
import { delay } from './server-process';

/**
 * The calls the tests of a server process (the fault suite, the compiled server, two instances) make
 * over real HTTP, as the web app makes them.
 */

async function json<T>(answer: Response, expected: number): Promise<T> {
  const text = await answer.text();
  if (answer.status !== expected) throw new Error(`${answer.url}: ${answer.status} ${text}`);
  return JSON.parse(text) as T;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function signIn(url: string, credentials: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${url}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: credentials.email, password: credentials.password }),
  });
  return (await json<{ access_token: string }>(answer, 200)).access_token;
}

/** POST the sheet (a CSV of CNPJs); the answer, or null when the server died under it. */
export async function importSheet(url: string, token: string, cnpjs: readonly string[]): Promise<Response | null> {
  const form = new FormData();
  form.set('file', new File([`CNPJ\n${cnpjs.join('\n')}\n`], 'empresas.csv', { type: 'text/csv' }));
  return fetch(`${url}${companyImportPaths.import}`, { method: 'POST', headers: auth(token), body: form }).catch(
    () => null,
  );
}

/**
 * Waits while an import job of the account is running, when the server has
 * import jobs (a big sheet may become one that goes on after a restart);
 * without that route (404) there is nothing to wait for.
 */
export async function waitForImportJobs(url: string, token: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`${url}${companyImportPaths.import}/jobs`, { headers: auth(token) });
    const text = await answer.text();
    if (answer.status === 404 || answer.status === 405) return;
    if (answer.status !== 200) throw new Error(`import jobs: ${answer.status} ${text}`);
    if (!/"status":"running"/.test(text)) return;
    if (Date.now() > deadline) throw new Error(`an import job is still running: ${text}`);
    await delay(200);
  }
}

export async function listCompanies(url: string, token: string): Promise<CompanyListResponse['items']> {
  const answer = await fetch(`${url}${companyPaths.list}?limit=10000`, { headers: auth(token) });
  return (await json<CompanyListResponse>(answer, 200)).items;
}

export async function createCompany(url: string, token: string, cnpj: string): Promise<number> {
  const answer = await fetch(`${url}${companyPaths.list}`, {
    method: 'POST',
    headers: { ...auth(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ cnpj }),
  });
  return (await json<{ id: number }>(answer, 201)).id;
}

export async function licenseRows(url: string, token: string, companyId: number): Promise<CompanyLicenseItem[]> {
  const answer = await fetch(`${url}${companyLicensePaths.list(companyId)}?limit=1000`, { headers: auth(token) });
  return (await json<CompanyLicenseListResponse>(answer, 200)).result[0]?.items ?? [];
}

export async function repository(url: string, token: string, companyId: number): Promise<RepositoryListResponse> {
  const answer = await fetch(`${url}${clientFilePaths.repository(companyId)}?limit=1000`, { headers: auth(token) });
  return json<RepositoryListResponse>(answer, 200);
}

/** A multipart upload to the company's repository, as the licence dialog sends it before 'Salvar'. */
export function uploadRequest(
  token: string,
  file: { name: string; bytes: Uint8Array },
  fileType: 'document' | 'protocol' | 'fee',
): RequestInit {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(file.bytes)], file.name));
  form.set('file_type', fileType);
  return { method: 'POST', headers: auth(token), body: form };
}

export async function upload(
  url: string,
  token: string,
  companyId: number,
  file: { name: string; bytes: Uint8Array },
  fileType: 'document' | 'protocol' | 'fee',
): Promise<number> {
  const answer = await fetch(`${url}${clientFilePaths.repository(companyId)}`, uploadRequest(token, file, fileType));
  return (await json<RepositoryUploadResponse>(answer, 201)).file.id;
}

export function saveLicenseRequest(token: string, body: CompanyLicenseUpdateRequest): RequestInit {
  return {
    method: 'PUT',
    headers: { ...auth(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** The bytes behind a repository file, through its temporary link (null when the link or the bytes are missing). */
export async function download(
  url: string,
  token: string,
  companyId: number,
  fileId: number,
): Promise<Uint8Array | null> {
  const link = await fetch(`${url}${clientFilePaths.repositoryFile(companyId, fileId)}`, { headers: auth(token) });
  if (link.status !== 200) return null;
  const { url: signed } = (await link.json()) as { url: string };
  const answer = await fetch(new URL(signed, url));
  return answer.status === 200 ? new Uint8Array(await answer.arrayBuffer()) : null;
}
