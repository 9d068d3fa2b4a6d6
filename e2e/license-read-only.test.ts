import { readFileSync } from 'node:fs';
import {
  type ClientUser,
  type CompanyLicenseItem,
  clientFilePaths,
  clientUserListResponse,
  companyLicenseListResponse,
  companyLicensePaths,
  repositoryUploadResponse,
} from '@product/api/contract';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAppForFile } from './support/demo-app';
import { pdfOfObjects } from './support/pdf';

// Issue 25, 'A read-only user cannot read a licence': the demo USER of Grupo Horizonte, given
// GET_LICENSES without UPDATE_LICENSES (and without GET_FILES, the Documentos tab's code), opens a
// licence the client ADMIN filled in, reads every answer, opens and downloads its file, and meets
// no Salvar, no Resetar and no refused call — in a real browser against the real server.
const demo = demoAppForFile();
const { signIn, apiGet, apiPatch } = demo;

const horizonteAdmin = 'admin@horizonte.demo.conforma.local';
const horizonteUser = 'usuario@horizonte.demo.conforma.local';
/** The codes of someone who only reads licences (an auditor): no UPDATE_LICENSES, no GET_FILES. */
const readerCodes = ['GET_COMPANY', 'GET_LICENSES'];

/** A minimal one-page PDF the server's content check accepts. */
function pdfOf(label: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  return pdfOfObjects(objects, `%PDF-1.4\n% ${label}\n`);
}

describe('a USER who may read licences but not change them', () => {
  let admin: Page;
  let operator: ClientUser;
  let companyId = 0;
  let license: CompanyLicenseItem;
  const file = { name: 'Licença sanitária 2027.pdf', bytes: pdfOf('Licenca sanitaria 2027') };

  /** A call with the ADMIN page's token, as the screens would send it. */
  const adminCall = async (path: string, init: RequestInit) => {
    const token = await admin.evaluate(() => localStorage.getItem('conforma.token'));
    const answer = await fetch(`${demo.app.url}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
      },
    });
    expect(answer.status, await answer.clone().text()).toBeLessThan(300);
    return answer.json();
  };

  beforeAll(async () => {
    admin = await signIn(1440, horizonteAdmin, demo.password, '/client/dashboard');
    const users = clientUserListResponse.parse(await apiGet(admin, '/api/v1/client/user/?limit=100'));
    const found = users.items.find((user) => user.email === horizonteUser);
    if (!found) throw new Error('no demo USER');
    operator = found;
    companyId = operator.companies[0]?.id ?? 0;
    if (!companyId) throw new Error('the demo USER has no company');
    await apiPatch(admin, `/api/v1/client/user/${operator.id}`, {
      name: operator.name,
      email: operator.email,
      systemRole: operator.systemRole,
      enabled: operator.enabled,
      permissionRole: readerCodes,
      companies: operator.companies.map((company) => ({ id: company.id })),
    });

    // The ADMIN fills a licence in: validity, conditions, a fee, a note and an uploaded file.
    const [first] = companyLicenseListResponse.parse(
      await apiGet(admin, `${companyLicensePaths.list(companyId)}?limit=1000`),
    ).result[0].items;
    if (!first) throw new Error('the company has no licence');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
    form.append('file_type', 'document');
    const uploaded = repositoryUploadResponse.parse(
      await adminCall(clientFilePaths.repository(companyId), { method: 'POST', body: form }),
    );
    const saved = (await adminCall(companyLicensePaths.one(companyId, first.id), {
      method: 'PUT',
      body: JSON.stringify({
        type: 'document',
        validUntil: '2027-08-31',
        conditions: 'Manter o laudo de potabilidade da água em dia',
        feeName: 'Taxa de fiscalização sanitária',
        feeAmount: 150,
        feeExpirationDate: '2027-01-15',
        note: 'Renovar na vigilância sanitária municipal',
        fileId: uploaded.file.id,
      }),
    })) as { license: CompanyLicenseItem };
    license = saved.license;
  });
  afterAll(async () => {
    await admin?.context().close();
  });

  it('opens the licence from its row, reads every answer, and opens and downloads its file', async () => {
    const reader = await signIn(1440, horizonteUser, demo.password, '/client/dashboard');
    // Every answer the journey gets: none may be a refusal (each call the dialog makes is allowed).
    const refused: string[] = [];
    reader.on('response', (response: Response) => {
      if (response.url().includes('/api/') && [401, 403].includes(response.status())) {
        refused.push(`${response.status()} ${response.url()}`);
      }
    });
    try {
      await reader.goto(`${demo.app.url}/client/companies/${companyId}/licenses`);
      const row = reader
        .getByRole('table', { name: 'Licenças' })
        .locator('tbody tr')
        .filter({ hasText: license.fiscalLicenseName })
        .filter({ hasText: license.fiscalRegistrationCodeClass })
        .first();
      await expect(row).toBeVisibleSoon(20_000);
      await expect(row.getByRole('button', { name: 'Visualizar licença' })).toBeVisibleSoon();
      expect(await row.getByRole('button', { name: 'Ver/editar licença' }).count()).toBe(0);

      // A click on the row itself, as the manager did.
      await row.getByText(license.fiscalLicenseName, { exact: true }).click();
      const dialog = reader.getByRole('dialog', { name: license.fiscalLicenseName });
      await expect(dialog).toBeVisibleSoon(20_000);
      const fact = (label: string) =>
        dialog
          .locator('dt')
          .filter({ hasText: new RegExp(`^${label}$`) })
          .locator('xpath=following-sibling::dd');
      await expect(fact('Tipo')).toBeVisibleSoon();
      expect(await fact('Tipo').textContent()).toBe('Licença');
      expect(await fact('Validade').textContent()).toBe('31/08/2027');
      expect(await fact('Condicionantes').textContent()).toBe('Manter o laudo de potabilidade da água em dia');
      expect(await fact('Nome da taxa').textContent()).toBe('Taxa de fiscalização sanitária');
      expect((await fact('Valor da taxa').textContent())?.replace(/\s/g, ' ')).toBe('R$ 150,00');
      expect(await fact('Vencimento da taxa').textContent()).toBe('15/01/2027');
      expect(await fact('Observações').textContent()).toBe('Renovar na vigilância sanitária municipal');
      await expect(dialog.getByText(`Licença: ${file.name}`)).toBeVisibleSoon();
      expect(await dialog.getByRole('button', { name: 'Salvar' }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Resetar' }).count()).toBe(0);
      expect(await dialog.getByRole('combobox').count()).toBe(0);
      expect(await dialog.getByRole('textbox').count()).toBe(0);

      // Abrir shows the file; Download saves the very bytes uploaded.
      await dialog.getByRole('button', { name: `Abrir ${file.name}` }).click();
      const preview = reader.getByRole('dialog', { name: file.name });
      await expect(preview).toBeVisibleSoon(20_000);
      const [download] = await Promise.all([
        reader.waitForEvent('download', { timeout: 20_000 }),
        preview.getByRole('link', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(file.name);
      expect(readFileSync(await download.path())).toEqual(file.bytes);
      await preview.getByRole('button', { name: 'Fechar' }).last().click();
      await preview.waitFor({ state: 'detached', timeout: 10_000 });
      await dialog.getByRole('button', { name: 'Fechar' }).last().click();
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });

      expect(refused).toEqual([]);
    } finally {
      await reader.context().close();
    }
  });
});
