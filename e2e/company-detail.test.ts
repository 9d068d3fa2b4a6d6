import { readFileSync } from 'node:fs';
import {
  type ClientUser,
  type CompanyLicenseItem,
  clientUserListResponse,
  companyCnpjListResponse,
  companyDetail,
  companyLicenseDetail,
  companyLicenseListResponse,
  companyListResponse,
} from '@product/api/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAppForFile } from './support/demo-app';
import { pdfOfObjects } from './support/pdf';
import { staffAdminEnv } from './support/session';

// The company detail (spec 2 §2 'Company detail' … 'Documents') in a real browser against the real
// server on the demo data (offline registry: nothing reaches the internet), at a desktop and at a
// phone width. Grupo Horizonte Alimentos holds the companies; each width opens its own company and
// works on its own licence rows, and what a width changes in shared places (a branch CNPJ, the
// USER's codes, a logo) it puts back, so the two runs never see each other's traces.
const demo = demoAppForFile(staffAdminEnv);

const { signIn, apiGet, openFromSidebar, apiPatch } = demo;

const horizonteAdmin = 'admin@horizonte.demo.conforma.local';
const horizonteUser = 'usuario@horizonte.demo.conforma.local';
const demoEditor = 'editor@demo.conforma.local';

/** One of the company's tabs (Painel, Dados, CNPJs, Licenças, Documentos). */
const companyTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Seções da empresa' }).getByRole('tab', { name, exact: true });

/** '31457892000340' as the screens write it: '31.457.892/0003-40' (letters too: '12.ABC.345/0001-88'). */
const maskedCnpj = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A 1 × 1 PNG, a real one: the server reads the bytes, never the name. */
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A minimal valid PDF (catalogue, pages, one page, cross-reference table), told apart by `label`. */
function pdfOf(label: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>`,
  ];
  const stream = `BT /F1 12 Tf 20 100 Td (${label}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  return pdfOfObjects(objects);
}

const riskLabels = {
  low_level: 'Risco Baixo',
  medium_level: 'Risco Médio',
  high_level: 'Risco Alto',
} as const;

// Offline registry: only HORIZONTE ALIMENTOS (31457892) has branches, and the demo already holds both;
// only QUIMICA CAMACARI has high-risk CNAEs. Each width opens its own company for the header, Dados and
// Painel, its own branch on CNPJs and its own pending licence (first / last of the high-risk ones).
const alimentos = '31457892000188';
const quimica = '08331754000136';
const journeys = [
  { width: 1440, opens: quimica, via: 'menu', branch: '31457892000340', pending: 'first' },
  { width: 320, opens: '12ABC345000188', via: 'link', branch: '31457892000269', pending: 'last' },
] as const;

for (const journey of journeys) {
  const { width } = journey;
  describe(`the company detail at ${width} px`, () => {
    let page: Page;
    const ids = new Map<string, number>();
    const idOf = (cnpj: string) => {
      const id = ids.get(cnpj);
      if (id === undefined) throw new Error(`no company ${cnpj} in the demo account`);
      return id;
    };
    const licenseFile = { name: `licenca-${width}.pdf`, bytes: pdfOf(`Licenca ${width}`) };
    let edited: CompanyLicenseItem | undefined;

    const licensesOf = async (companyId: number) =>
      companyLicenseListResponse.parse(await apiGet(page, `/api/v1/client/company/${companyId}/licenses?limit=1000`))
        .result[0].items;
    const openCompany = async (cnpj: string, tab: string) => {
      await page.goto(`${demo.app.url}/client/companies/${idOf(cnpj)}`);
      await expect(companyTab(page, tab)).toBeVisibleSoon(20_000);
      await companyTab(page, tab).click();
    };

    beforeAll(async () => {
      page = await signIn(width, horizonteAdmin, demo.password, '/client/dashboard');
      const list = companyListResponse.parse(await apiGet(page, '/api/v1/client/company?limit=100'));
      for (const company of list.items) if (company.registrationCode) ids.set(company.registrationCode, company.id);
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it("opens a company from the list and reads its risk badge and 'Perfil do CNPJ'", async () => {
      const id = idOf(journey.opens);
      const company = companyDetail.parse(await apiGet(page, `/api/v1/client/company/${id}`));
      expect(company.cnpjLevel).not.toBeNull();

      await openFromSidebar(page, width, 'Empresas');
      await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisibleSoon(20_000);
      const card = page
        .getByRole('list', { name: 'Lista de empresas' })
        .getByRole('article', { name: company.name, exact: true });
      await expect(card).toBeVisibleSoon(20_000);
      if (journey.via === 'menu') {
        await card.getByRole('button', { name: `Ações de ${company.name}` }).click();
        await page.getByRole('menuitem', { name: 'Acessar' }).click();
      } else {
        await card.getByRole('link', { name: company.name }).click();
      }
      await page.waitForURL(`${demo.app.url}/client/companies/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisibleSoon(20_000);

      const level = company.cnpjLevel ?? 'low_level';
      await expect(page.locator('header').getByText(riskLabels[level], { exact: true })).toBeVisibleSoon();
      const profile = page.getByRole('region', { name: 'Perfil do CNPJ' });
      for (const [each, label] of Object.entries(riskLabels)) {
        const button = profile.getByRole('article', { name: label }).getByRole('button', { name: 'Continuar' });
        await expect(button).toBeVisibleSoon();
        expect(await button.isDisabled(), label).toBe(each !== level);
      }
      await profile
        .getByRole('article', { name: riskLabels[level] })
        .getByRole('button', { name: 'Continuar' })
        .click();
      await page.waitForURL(`${demo.app.url}/client/companies/${id}/panel`);
      expect(await companyTab(page, 'Painel').getAttribute('aria-selected')).toBe('true');
    });

    it("refreshes the registry data, then sends and deletes a logo on 'Dados'", async () => {
      await companyTab(page, 'Dados').click();
      const registry = page.getByRole('region', { name: 'Dados', exact: true });
      await expect(registry.getByRole('button', { name: 'Atualizar dados' })).toBeVisibleSoon(20_000);
      await registry.getByRole('button', { name: 'Atualizar dados' }).click();
      await expect(page.getByText('Atualizando empresa').first()).toBeVisibleSoon();
      await expect(page.getByText('Empresa atualizada').first()).toBeVisibleSoon(60_000);
      await expect(registry.getByText('Atualizado hoje')).toBeVisibleSoon(20_000);

      const profile = page.getByRole('region', { name: 'Perfil da Empresa' });
      await expect(profile.getByText('Sem logo cadastrada')).toBeVisibleSoon();
      await profile
        .locator('input[type="file"]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
      await expect(profile.getByText('Pré-visualização da nova logo')).toBeVisibleSoon();
      await profile.getByRole('button', { name: 'Enviar logo' }).click();
      await expect(page.getByText('Logo cadastrada').first()).toBeVisibleSoon(20_000);
      await expect(profile.getByText('Logo atual')).toBeVisibleSoon();
      const company = companyDetail.parse(await apiGet(page, `/api/v1/client/company/${idOf(journey.opens)}`));
      expect(company.logoSrc).not.toBeNull();

      await profile.getByRole('button', { name: 'Excluir logo' }).click();
      await expect(page.getByText('Logo excluida').first()).toBeVisibleSoon(20_000);
      await expect(profile.getByText('Sem logo cadastrada')).toBeVisibleSoon();
      const after = companyDetail.parse(await apiGet(page, `/api/v1/client/company/${idOf(journey.opens)}`));
      expect(after.logoSrc).toBeNull();
    });

    it("adds a branch CNPJ of the company's root and deletes it on 'CNPJs'", async () => {
      const companyId = idOf(alimentos);
      const held = async () =>
        companyCnpjListResponse
          .parse(await apiGet(page, `/api/v1/client/company/${companyId}/cnpj?limit=100`))
          .items.map((item) => item.registrationCode);
      const heldBefore = await held();
      await openCompany(alimentos, 'CNPJs');
      const table = page.getByRole('table', { name: 'CNPJs' });
      const row = table.getByRole('row').filter({ hasText: maskedCnpj(journey.branch) });

      const remove = async () => {
        await expect(row).toBeVisibleSoon(20_000);
        await row.getByRole('button', { name: `Excluir ${maskedCnpj(journey.branch)}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Excluir CNPJ' });
        await expect(dialog.getByText('Esta ação é irreversível.')).toBeVisibleSoon();
        expect(await dialog.getByRole('button', { name: 'Excluir' }).isDisabled()).toBe(true);
        await dialog.getByRole('radio', { name: 'Sim' }).check();
        await dialog.getByRole('button', { name: 'Excluir' }).click();
        await expect(page.getByText('CNPJ excluído').first()).toBeVisibleSoon(20_000);
        await dialog.waitFor({ state: 'detached', timeout: 10_000 });
        await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
        expect(await held()).not.toContain(journey.branch);
      };
      const add = async () => {
        await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Adicionar CNPJ' });
        await dialog.getByLabel('CNPJ').fill(journey.branch);
        await dialog.getByRole('button', { name: 'Adicionar' }).click();
        await expect(page.getByText('CNPJ adicionado').first()).toBeVisibleSoon(30_000);
        await dialog.waitFor({ state: 'detached', timeout: 10_000 });
        await expect(row).toBeVisibleSoon(20_000);
        expect(await row.getByText('Filial', { exact: true }).count()).toBe(1);
        expect(await held()).toContain(journey.branch);
      };

      // Both offline branches are in the demo from the start: out first, then back, as it was.
      if (heldBefore.includes(journey.branch)) {
        await remove();
        await add();
      } else {
        await add();
        await remove();
      }
      expect((await held()).sort()).toEqual([...heldBefore].sort());
    });

    it("filters 'Licenças' by a high-risk CNAE, fills a pending licence with a PDF, and resets another", async () => {
      const companyId = idOf(quimica);
      const high = (await licensesOf(companyId))
        .filter((license) => license.fiscalRegistrationLevel === 'high_level')
        .sort((a, b) => a.id - b.id);
      const pending = high.filter((license) => license.status === 'pending');
      expect(pending.length).toBeGreaterThan(0);
      const target = journey.pending === 'first' ? pending[0] : pending.at(-1);
      if (!target) throw new Error('no pending licence of a high-risk CNAE');
      edited = target;
      const cnae = target.fiscalRegistrationCodeClass;
      const resetTarget = high.find(
        (license) =>
          license.fiscalRegistrationCodeClass === cnae && license.id !== target.id && license.status !== 'pending',
      );
      if (!resetTarget) throw new Error(`no other licence of ${cnae} to reset`);

      await openCompany(quimica, 'Licenças');
      const table = page.getByRole('table', { name: 'Licenças' });
      await expect(table).toBeVisibleSoon(20_000);
      const bodyRows = table.locator('tbody tr');
      await page.getByRole('combobox', { name: 'Filtrar por CNAE' }).click();
      await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(cnae)}`) }).click();
      await page.keyboard.press('Escape');
      const expected = high.filter((license) => license.fiscalRegistrationCodeClass === cnae).length;
      await expect.poll(() => bodyRows.count(), { timeout: 20_000 }).toBe(expected);
      for (const text of await table.locator('tbody tr td:nth-child(3)').allTextContents()) {
        expect(text).toContain(cnae);
      }
      expect(decodeURIComponent(page.url())).toContain(cnae);

      // The pending row: Tipo, validity, conditions, fee and a PDF sent to the repository from the dialog.
      const dialog = page.getByRole('dialog', { name: target.fiscalLicenseName });
      const targetRow = bodyRows.filter({ hasText: target.fiscalLicenseName });
      expect(await targetRow.locator('td').first().textContent()).toBe('Pendente');
      await targetRow.getByRole('button', { name: 'Ver/editar licença' }).click();
      await expect(dialog).toBeVisibleSoon(20_000);
      // A client ADMIN never sees the state's links and sources.
      expect(await dialog.getByText('Links e fontes').count()).toBe(0);
      await dialog.getByRole('combobox', { name: 'Tipo' }).click();
      await page.getByRole('option', { name: 'Licença', exact: true }).click();
      await dialog.getByRole('group', { name: 'Tem validade' }).getByRole('radio', { name: 'Sim' }).check();
      await dialog.getByLabel('Validade', { exact: true }).fill('31/12/2027');
      await dialog
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: licenseFile.name, mimeType: 'application/pdf', buffer: licenseFile.bytes });
      await expect(page.getByText('Arquivo enviado ao repositório com sucesso').first()).toBeVisibleSoon(20_000);
      const fileChoice = dialog.getByRole('combobox', { name: 'Arquivo (Licença)' });
      await expect.poll(() => fileChoice.textContent(), { timeout: 20_000 }).toContain(licenseFile.name);
      const conditions = `Renovar o laudo técnico a cada 6 meses (${width}).`;
      await dialog.getByRole('group', { name: 'Possui condicionantes' }).getByRole('radio', { name: 'Sim' }).check();
      await dialog.getByLabel('Condicionantes', { exact: true }).fill(conditions);
      await dialog.getByRole('group', { name: 'Possui taxa' }).getByRole('radio', { name: 'Sim' }).check();
      const feeName = `Taxa de licenciamento ${width}`;
      await dialog.getByLabel('Nome da taxa', { exact: true }).fill(feeName);
      await dialog.getByLabel('Valor da taxa', { exact: true }).fill('15075');
      await dialog.getByLabel('Vencimento da taxa', { exact: true }).fill('30/06/2027');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Alteração realizada').first()).toBeVisibleSoon(20_000);
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });
      // The pointer leaves the toasts: at a phone's width they cover the rows' foot, and a hovered toast never closes.
      await page.mouse.move(0, 0);

      const saved = companyLicenseDetail.parse(
        await apiGet(page, `/api/v1/client/company/${companyId}/licenses/${target.id}`),
      );
      expect(saved.status).not.toBe('pending');
      expect(saved.validUntil).toBe('2027-12-31');
      expect(saved.files.documents.map((file) => file.name)).toContain(licenseFile.name);

      // Opened again, the dialog shows every value saved.
      await expect.poll(() => targetRow.locator('td').first().textContent(), { timeout: 20_000 }).not.toBe('Pendente');
      await targetRow.getByRole('button', { name: 'Ver/editar licença' }).click();
      await expect(dialog).toBeVisibleSoon(20_000);
      expect(await dialog.getByRole('combobox', { name: 'Tipo' }).textContent()).toContain('Licença');
      expect(
        await dialog.getByRole('group', { name: 'Tem validade' }).getByRole('radio', { name: 'Sim' }).isChecked(),
      ).toBe(true);
      expect(await dialog.getByLabel('Validade', { exact: true }).inputValue()).toBe('31/12/2027');
      expect(
        await dialog
          .getByRole('group', { name: 'Possui condicionantes' })
          .getByRole('radio', { name: 'Sim' })
          .isChecked(),
      ).toBe(true);
      expect(await dialog.getByLabel('Condicionantes', { exact: true }).inputValue()).toBe(conditions);
      expect(await dialog.getByLabel('Nome da taxa', { exact: true }).inputValue()).toBe(feeName);
      expect((await dialog.getByLabel('Valor da taxa', { exact: true }).inputValue()).replace(/\s/g, ' ')).toBe(
        'R$ 150,75',
      );
      expect(await dialog.getByLabel('Vencimento da taxa', { exact: true }).inputValue()).toBe('30/06/2027');
      // The repository selector shows the attached file (issue 25, item 8), which is listed too.
      await expect
        .poll(() => dialog.getByRole('combobox', { name: 'Arquivo (Licença)' }).textContent(), { timeout: 20_000 })
        .toContain(licenseFile.name);
      await expect(dialog.getByText('Arquivos anexados')).toBeVisibleSoon();
      await expect(dialog.getByText(`Licença: ${licenseFile.name}`)).toBeVisibleSoon();
      await dialog.getByRole('button', { name: 'Fechar' }).last().click();
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });

      // Another row of the same CNAE, back to its initial state.
      const resetDialog = page.getByRole('dialog', { name: resetTarget.fiscalLicenseName });
      await bodyRows
        .filter({ hasText: resetTarget.fiscalLicenseName })
        .getByRole('button', { name: 'Ver/editar licença' })
        .click();
      await expect(resetDialog).toBeVisibleSoon(20_000);
      await resetDialog.getByRole('button', { name: 'Resetar' }).click();
      const confirm = page.getByRole('dialog', { name: 'Resetar licença' });
      await expect(confirm).toBeVisibleSoon();
      expect(await confirm.getByRole('button', { name: 'Resetar' }).isDisabled()).toBe(true);
      await confirm.getByRole('radio', { name: 'Sim' }).check();
      await confirm.getByRole('button', { name: 'Resetar' }).click();
      await expect(page.getByText('Licença resetada').first()).toBeVisibleSoon(20_000);
      await confirm.waitFor({ state: 'detached', timeout: 10_000 });
      await resetDialog.getByRole('button', { name: 'Fechar' }).last().click();
      await resetDialog.waitFor({ state: 'detached', timeout: 10_000 });
      const reset = companyLicenseDetail.parse(
        await apiGet(page, `/api/v1/client/company/${companyId}/licenses/${resetTarget.id}`),
      );
      expect(reset.status).toBe('pending');
      expect(reset.type).toBeNull();
    });

    it("browses 'Documentos' to the licence's file, previews and downloads it, and prints the 'Cartão CNPJ'", async () => {
      if (!edited) throw new Error('the licence step did not run');
      const cnae = edited.fiscalRegistrationCodeClass;
      const company = companyDetail.parse(await apiGet(page, `/api/v1/client/company/${idOf(quimica)}`));
      await openCompany(quimica, 'Documentos');
      await expect(page.getByRole('heading', { level: 2, name: 'Documentos' })).toBeVisibleSoon(20_000);
      await page
        .getByRole('button', { name: /^Abrir pasta / })
        .first()
        .click();
      await expect(page.getByRole('button', { name: 'Abrir Cartão CNPJ' })).toBeVisibleSoon(20_000);
      await page.getByRole('button', { name: new RegExp(`^Abrir pasta .*${escapeRegExp(cnae)}`) }).click();

      const file = page.getByRole('article', { name: `Arquivo ${licenseFile.name}` });
      await expect(file).toBeVisibleSoon(20_000);
      await file.getByRole('button', { name: `Abrir ${licenseFile.name}` }).click();
      const preview = page.getByRole('dialog', { name: licenseFile.name });
      await expect(preview.getByTitle(`Pré-visualização de ${licenseFile.name}`)).toBeVisibleSoon(20_000);
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        preview.getByRole('link', { name: 'Download' }).click(),
      ]);
      expect(readFileSync(await download.path()).equals(licenseFile.bytes)).toBe(true);
      await preview.getByRole('button', { name: 'Fechar' }).last().click();
      await preview.waitFor({ state: 'detached', timeout: 10_000 });

      // Up to the CNPJ folder by the trail: its 'Cartão CNPJ', printed in a frame of its own.
      await page.getByRole('navigation', { name: 'Pastas' }).getByRole('link').last().click();
      await page.getByRole('button', { name: 'Abrir Cartão CNPJ' }).click();
      const cardDialog = page.getByRole('dialog', { name: 'Cartão CNPJ' });
      const registrationName = company.registration_name ?? company.name;
      await expect(
        cardDialog.getByRole('article', { name: 'Cartão CNPJ' }).getByText(registrationName).first(),
      ).toBeVisibleSoon(20_000);
      const [printFrame] = await Promise.all([
        page.waitForEvent('frameattached', { timeout: 20_000 }),
        cardDialog.getByRole('button', { name: 'Imprimir' }).click(),
      ]);
      await expect.poll(() => printFrame.content().catch(() => ''), { timeout: 20_000 }).toContain(registrationName);
      await cardDialog.getByRole('button', { name: 'Fechar' }).last().click();
      await cardDialog.waitFor({ state: 'detached', timeout: 10_000 });
    });

    it("exports the company's data from 'Painel' and prints it", async () => {
      const company = companyDetail.parse(await apiGet(page, `/api/v1/client/company/${idOf(journey.opens)}`));
      const code = maskedCnpj(company.registration_code ?? '');
      await openCompany(journey.opens, 'Painel');
      await page.getByRole('button', { name: 'Exportar dados' }).click();
      const dialog = page.getByRole('dialog', { name: 'Exportar dados' });
      const report = dialog.getByRole('article', { name: 'Dados da Empresa e Licenças' });
      await expect(report).toBeVisibleSoon(20_000);
      await expect(report.getByText(code, { exact: true })).toBeVisibleSoon();
      const [printFrame] = await Promise.all([
        page.waitForEvent('frameattached', { timeout: 20_000 }),
        dialog.getByRole('button', { name: 'Imprimir' }).click(),
      ]);
      await expect.poll(() => printFrame.content().catch(() => ''), { timeout: 20_000 }).toContain(code);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    });

    it("shows the demo USER without GET_LICENSES a disabled 'Licenças' tab and 'Acesso restrito'", async () => {
      const users = clientUserListResponse.parse(await apiGet(page, '/api/v1/client/user/?limit=100'));
      const operator = users.items.find((user) => user.email === horizonteUser);
      if (!operator) throw new Error('no demo USER');
      expect(operator.permissionRole).toContain('GET_LICENSES');
      const patch = (user: ClientUser, codes: readonly string[]) =>
        apiPatch(page, `/api/v1/client/user/${user.id}`, {
          name: user.name,
          email: user.email,
          systemRole: user.systemRole,
          enabled: user.enabled,
          permissionRole: codes,
          companies: user.companies.map((company) => ({ id: company.id })),
        });
      const companyId = operator.companies[0]?.id;
      if (companyId === undefined) throw new Error('the demo USER has no company');

      await patch(
        operator,
        operator.permissionRole.filter((code) => code !== 'GET_LICENSES'),
      );
      try {
        const theirs = await signIn(width, horizonteUser, demo.password, '/client/dashboard');
        try {
          await theirs.goto(`${demo.app.url}/client/companies/${companyId}`);
          const tab = companyTab(theirs, 'Licenças');
          await expect(tab).toBeVisibleSoon(20_000);
          expect(await tab.getAttribute('aria-disabled')).toBe('true');
          expect(await tab.getAttribute('href')).toBeNull();
          expect(await companyTab(theirs, 'Painel').getAttribute('aria-disabled')).not.toBe('true');
          await theirs.goto(`${demo.app.url}/client/companies/${companyId}/licenses`);
          await expect(theirs.getByRole('heading', { level: 2, name: 'Acesso restrito' })).toBeVisibleSoon(20_000);
          expect(await theirs.getByRole('table', { name: 'Licenças' }).count()).toBe(0);
        } finally {
          await theirs.context().close();
        }
      } finally {
        await patch(operator, operator.permissionRole);
      }
    });

    it("shows the state's links and sources in the licence dialog to the staff EDITOR, not to the client ADMIN", async () => {
      const companyId = idOf(quimica);
      const license = (await licensesOf(companyId)).find((item) => item.id !== edited?.id);
      if (!license) throw new Error('no licence to open');
      const withSources = companyLicenseDetail.parse(
        await apiGet(page, `/api/v1/client/company/${companyId}/licenses/${license.id}`),
      );
      // The client ADMIN's own answer carries no sources, and the dialog shows none.
      expect(withSources.sources ?? []).toHaveLength(0);
      const openLicense = async (on: Page) => {
        await on.goto(`${demo.app.url}/client/companies/${companyId}/licenses`);
        const row = on
          .getByRole('table', { name: 'Licenças' })
          .locator('tbody tr')
          .filter({ hasText: license.fiscalLicenseName })
          .filter({ hasText: license.fiscalRegistrationCodeClass });
        await expect(row).toBeVisibleSoon(20_000);
        await row.getByRole('button', { name: 'Ver/editar licença' }).click();
        const dialog = on.getByRole('dialog', { name: license.fiscalLicenseName });
        await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeVisibleSoon(20_000);
        return dialog;
      };
      const ours = await openLicense(page);
      expect(await ours.getByText('Links e fontes').count()).toBe(0);
      await ours.getByRole('button', { name: 'Fechar' }).last().click();

      const staff = await signIn(width, demoEditor, demo.password, '/admin/accounts/business');
      try {
        await staff.getByRole('searchbox').fill('horizonte');
        const card = staff
          .getByRole('article')
          .filter({ hasText: /horizonte/i })
          .first();
        await expect(card).toBeVisibleSoon(20_000);
        const name = (await card.getAttribute('aria-label')) ?? '';
        await card.getByRole('button', { name, exact: true }).click();
        await staff.waitForURL(`${demo.app.url}/client/dashboard`);
        await expect(staff.getByText('Cliente carregado!').first()).toBeVisibleSoon(20_000);
        const theirs = await openLicense(staff);
        await expect(theirs.getByText('Links e fontes')).toBeVisibleSoon(20_000);
        const links = theirs.getByRole('link', { name: /^BA - / });
        await expect(links).toBeVisibleSoon();
        expect(await links.first().getAttribute('href')).toMatch(/^https:\/\//);
      } finally {
        await staff.context().close();
      }
    });
  });
}
