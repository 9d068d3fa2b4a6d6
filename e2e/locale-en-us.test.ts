import {
  type CompanyLicenseItem,
  companyLicenseDetail,
  companyLicenseListResponse,
  companyListResponse,
  documentsResponse,
} from '@product/api/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAppForFile } from './support/demo-app';
import { staffAdmin } from './support/session';

// Issue 25, item 14: a compliance manager whose browser speaks American English and lives in New
// York still reads and types Brazilian dates (dd/mm/aaaa) and amounts ('R$ 1.234,56'), and the
// day typed is the day saved (no time-zone shift). The real server on the demo data (offline
// registry: nothing reaches the internet), in a Chromium context started in en-US.
const demo = demoAppForFile({ ADMIN_EMAIL: staffAdmin.email, ADMIN_PASSWORD: staffAdmin.password });
let page: Page;

const horizonteAdmin = 'admin@horizonte.demo.conforma.local';
/** The same call the page makes, with its own token. */
const apiGet = (path: string) => demo.apiGet(page, path);

/** '2026-11-07' as the app writes it whatever the browser's language: '07/11/2026'. */
const brazilianDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** The same day as an American browser would write it: '11/07/2026'. */
const americanDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

type License = CompanyLicenseItem;
const sameRow = (a: License, b: License) =>
  a.fiscalLicenseName === b.fiscalLicenseName && a.fiscalRegistrationCodeClass === b.fiscalRegistrationCodeClass;
/** The table's row of a licence: its name and its CNAE. */
const rowOf = (license: License) =>
  page
    .getByRole('table', { name: 'Licenças' })
    .locator('tbody tr')
    .filter({ hasText: license.fiscalLicenseName })
    .filter({ hasText: license.fiscalRegistrationCodeClass });

/** One of the company's tabs (Painel, Dados, CNPJs, Licenças, Documentos). */
const companyTab = (name: string) =>
  page.getByRole('tablist', { name: 'Seções da empresa' }).getByRole('tab', { name, exact: true });

beforeAll(async () => {
  page = await demo.signIn(1440, horizonteAdmin, demo.password, '/client/dashboard', {
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
});
afterAll(async () => {
  await page?.context().close();
});

describe('a client ADMIN whose browser is American English in New York', () => {
  let companyId = 0;
  let registrationCode = '';

  it('is really in en-US and New York', async () => {
    const [language, timeZone, nativeDay] = await page.evaluate(() => [
      navigator.language,
      Intl.DateTimeFormat().resolvedOptions().timeZone,
      new Date(2026, 10, 7).toLocaleDateString(),
    ]);
    expect(language).toBe('en-US');
    expect(timeZone).toBe('America/New_York');
    // What a native date input would show for 7 November 2026 here.
    expect(nativeDay).toBe('11/7/2026');
  });

  it("reads a licence's validity in the table as dd/mm/aaaa", async () => {
    const companies = companyListResponse.parse(await apiGet('/api/v1/client/company?limit=100')).items;
    // A company with a licence still pending (to fill) and one dated on a day that cannot pass for a month.
    for (const company of companies) {
      const licenses = companyLicenseListResponse.parse(
        await apiGet(`/api/v1/client/company/${company.id}/licenses?limit=1000`),
      ).result[0].items;
      // A row told apart by its name and CNAE, so the search finds that very row (a licence is
      // required by several CNAEs, and by the same CNAE of several CNPJs).
      const alone = (row: License) => licenses.filter((other) => sameRow(other, row)).length === 1;
      const dated = licenses.find(
        (license) => license.validUntil && Number(license.validUntil.slice(8, 10)) > 12 && alone(license),
      );
      const pending = licenses.some((license) => license.status === 'pending' && alone(license));
      if (company.registrationCode && dated?.validUntil && pending) {
        companyId = company.id;
        registrationCode = company.registrationCode;
        await page.goto(`${demo.app.url}/client/companies/${company.id}`);
        await expect(companyTab('Licenças')).toBeVisibleSoon(20_000);
        await companyTab('Licenças').click();
        await page.getByRole('searchbox').fill(dated.fiscalLicenseName);
        const row = rowOf(dated);
        await expect(row).toBeVisibleSoon(20_000);
        await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(brazilianDay(dated.validUntil));
        expect(await row.textContent()).not.toContain(americanDay(dated.validUntil));
        return;
      }
    }
    throw new Error('no company with a pending licence and a dated one, each alone of its name and CNAE');
  });

  it("types a licence's validity and fee as in Brazil and saves the very same day", async () => {
    const licenses = companyLicenseListResponse.parse(
      await apiGet(`/api/v1/client/company/${companyId}/licenses?limit=1000`),
    ).result[0].items;
    const target = licenses.find(
      (license) => license.status === 'pending' && licenses.filter((other) => sameRow(other, license)).length === 1,
    );
    if (!target) throw new Error('no pending licence');
    await page.getByRole('searchbox').fill(target.fiscalLicenseName);
    const row = rowOf(target);
    await expect(row).toBeVisibleSoon(20_000);
    await row.getByRole('button', { name: 'Ver/editar licença' }).click();
    const dialog = page.getByRole('dialog', { name: target.fiscalLicenseName });
    await expect(dialog).toBeVisibleSoon(20_000);
    await dialog.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Licença', exact: true }).click();
    await dialog.getByRole('group', { name: 'Tem validade' }).getByRole('radio', { name: 'Sim' }).check();

    // Typed key by key, as a person does: digits only, the slashes come by themselves.
    const validity = dialog.getByLabel('Validade', { exact: true });
    await validity.fill('');
    await validity.pressSequentially('31022027');
    expect(await validity.inputValue()).toBe('31/02/2027');
    await expect(dialog.getByText('Data inválida: fevereiro de 2027 tem 28 dias.')).toBeVisibleSoon();
    await validity.fill('');
    await validity.pressSequentially('07112026');
    expect(await validity.inputValue()).toBe('07/11/2026');
    expect(await dialog.getByText('Data inválida: fevereiro de 2027 tem 28 dias.').count()).toBe(0);

    await dialog.getByRole('group', { name: 'Possui condicionantes' }).getByRole('radio', { name: 'Sim' }).check();
    await dialog.getByLabel('Condicionantes', { exact: true }).fill('Renovar o laudo técnico a cada 6 meses.');
    await dialog.getByRole('group', { name: 'Possui taxa' }).getByRole('radio', { name: 'Sim' }).check();
    await dialog.getByLabel('Nome da taxa', { exact: true }).fill('Taxa de licenciamento');
    const amount = dialog.getByLabel('Valor da taxa', { exact: true });
    await amount.fill('');
    await amount.pressSequentially('123456');
    expect((await amount.inputValue()).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    const due = dialog.getByLabel('Vencimento da taxa', { exact: true });
    await due.fill('');
    await due.pressSequentially('30062027');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Alteração realizada').first()).toBeVisibleSoon(20_000);
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });

    // The server holds the days typed, not the day before (New York is behind Brasília and UTC).
    const saved = companyLicenseDetail.parse(await apiGet(`/api/v1/client/company/${companyId}/licenses/${target.id}`));
    expect(saved.validUntil).toBe('2026-11-07');
    expect(saved.feeExpirationDate).toBe('2027-06-30');
    expect(saved.feeAmount).toBe(1234.56);

    // The table says so in Brazilian, and the dialog shows back what was typed.
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('07/11/2026');
    expect(await row.textContent()).not.toContain('11/07/2026');
    await row.getByRole('button', { name: 'Ver/editar licença' }).click();
    await expect(dialog).toBeVisibleSoon(20_000);
    expect(await dialog.getByLabel('Validade', { exact: true }).inputValue()).toBe('07/11/2026');
    expect(await dialog.getByLabel('Vencimento da taxa', { exact: true }).inputValue()).toBe('30/06/2027');
    expect((await dialog.getByLabel('Valor da taxa', { exact: true }).inputValue()).replace(/\s/g, ' ')).toBe(
      'R$ 1.234,56',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it("downloads the 'Cartão CNPJ' as a PDF named after the CNPJ", async () => {
    await page.goto(`${demo.app.url}/client/companies/${companyId}`);
    await expect(companyTab('Documentos')).toBeVisibleSoon(20_000);
    await companyTab('Documentos').click();
    await page
      .getByRole('button', { name: /^Abrir pasta / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Abrir Cartão CNPJ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cartão CNPJ' });
    await expect(dialog.getByRole('article', { name: 'Cartão CNPJ' })).toBeVisibleSoon(20_000);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    const opened = /^cartao-cnpj-([0-9A-Z]{14})\.pdf$/.exec(download.suggestedFilename());
    expect(opened, download.suggestedFilename()).not.toBeNull();
    // The first folder is one of the company's establishments: the matriz or a branch of the same root.
    expect(opened?.[1]?.slice(0, 8)).toBe(registrationCode.slice(0, 8));
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    await dialog.getByRole('button', { name: 'Fechar' }).last().click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
  });
  it('previews a PDF in the same dialog as every other: Tab stays on its controls, Escape closes it', async () => {
    // A CNAE folder holding a PDF, in any of the account's companies.
    const companies = companyListResponse.parse(await apiGet('/api/v1/client/company?limit=100')).items;
    const documentsOf = async (path: string) =>
      documentsResponse
        .parse(await apiGet(`${path}?limit=100`))
        .items.filter((item) => item.kind === 'file' || ('totalFiles' in item && item.totalFiles > 0));
    let found: { path: string; name: string } | undefined;
    search: for (const company of companies) {
      const base = `/api/v1/client/company/${company.id}/documents`;
      for (const cnpj of await documentsOf(base)) {
        for (const cnae of await documentsOf(`${base}/${cnpj.id}`)) {
          if (cnae.kind !== 'cnae-folder') continue;
          const pdf = (await documentsOf(`${base}/${cnpj.id}/${cnae.id}`)).find(
            (item) => item.kind === 'file' && item.type.toLowerCase() === 'pdf',
          );
          if (pdf) {
            found = { path: `/client/companies/${company.id}/documents/${cnpj.id}/${cnae.id}`, name: pdf.name };
            break search;
          }
        }
      }
    }
    if (!found) throw new Error('no PDF in the demo documents');
    await page.goto(`${demo.app.url}${found.path}`);
    const opener = page.getByRole('button', { name: `Abrir ${found.name}` }).first();
    await expect(opener).toBeVisibleSoon(20_000);
    await opener.click();
    const preview = page.getByRole('dialog', { name: found.name });
    const frame = preview.getByTitle(`Pré-visualização de ${found.name}`);
    await expect(frame).toBeVisibleSoon(20_000);
    // The ✕ of every dialog, beside the footer's 'Fechar'.
    expect(await preview.getByRole('button', { name: 'Fechar' }).count()).toBe(2);

    // Real Tab presses: every stop is one of the dialog's controls, never the PDF frame nor <body>.
    const stops = new Set<string>();
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const active = document.activeElement;
        const dialog = document.querySelector('[role="dialog"]');
        return {
          tag: active?.tagName ?? '',
          inside: Boolean(dialog && active && active !== dialog && dialog.contains(active)),
          name: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '',
        };
      });
      expect(stop.tag).not.toBe('IFRAME');
      expect(stop.inside, `Tab press ${press + 1} left the dialog for <${stop.tag}>`).toBe(true);
      stops.add(`${stop.tag} ${stop.name}`);
    }
    expect([...stops].sort()).toEqual(['A Download', 'BUTTON Fechar']);

    // A click in the document does not keep the keys: Escape still closes the preview.
    await frame.click();
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached', timeout: 10_000 });
    await expect(opener).toBeVisibleSoon();
  });
});
