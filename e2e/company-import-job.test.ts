import { companyListResponse, importJobListResponse } from '@product/api/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRegistry, fakeCnpjs, startFakeRegistry } from '../apps/server/src/testing/fake-brasilapi';
import { type RunningApp, startApp } from './support/app';
import { launchChromium } from './support/browser';
import { clientJourney } from './support/client-journey';

// A large import (issue 13) in a real browser against the real server, whose registry is a
// BrasilAPI on this machine (apps/server/src/testing/fake-brasilapi.ts) that limits bursts like the real one:
// 60 CNPJs become a job; the page shows its progress, keeps it across a reload (the banner on
// the companies list), and ends on the spec's result screen with the companies created.
let app: RunningApp;
let browser: Browser;
let registry: FakeRegistry;
let demoPassword = '';

beforeAll(async () => {
  registry = await startFakeRegistry({ latencyMs: 50, perSecond: 5, burst: 5 });
  [app, browser] = await Promise.all([
    startApp({ DEMO_SEED: '1', CNPJ_REGISTRY: 'brasilapi', CNPJ_REGISTRY_URL: registry.url }),
    launchChromium(),
  ]);
  demoPassword = /com a senha: (\S+)/.exec(app.output())?.[1] ?? '';
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await registry?.close();
});

const { signIn, apiGet } = clientJourney(() => ({ app, browser }));

describe('a client ADMIN imports a sheet of 60 CNPJs', () => {
  let page: Page;
  const cnpjs = fakeCnpjs(60, 71_000_000);

  beforeAll(async () => {
    page = await signIn(1440, 'admin@horizonte.demo.conforma.local', demoPassword, '/client/dashboard');
    await page.goto(`${app.url}/client/companies`);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('follows the job across a reload and ends on the result screen', async () => {
    await page.getByRole('button', { name: 'Importar' }).click();
    let dialog = page.getByRole('dialog', { name: 'Importar empresas' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'sessenta.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`CNPJ\n${cnpjs.join('\n')}\n`),
    });
    await dialog.getByRole('button', { name: 'Importar' }).click();

    // The server answered at once: the progress of the job, moving.
    const bar = dialog.getByRole('progressbar', { name: 'CNPJs consultados' });
    await expect(bar).toBeVisibleSoon(15_000);
    await expect.poll(() => bar.getAttribute('aria-valuetext'), { timeout: 15_000 }).toMatch(/^\d+ de 60$/);
    const jobs = importJobListResponse.parse(await apiGet(page, '/api/v1/client/company/import/jobs'));
    expect(jobs.items[0]).toMatchObject({ fileName: 'sessenta.csv', status: 'running', sent: 60 });

    // Leaving (here: a reload) keeps it running; the list says so and reopens its progress.
    await page.reload();
    const banner = page.getByRole('region', { name: 'Importações em andamento' });
    await expect(banner.getByText(/Importação em andamento — \d+ de 60/)).toBeVisibleSoon(15_000);
    await banner.getByRole('button', { name: 'Ver andamento' }).click();
    dialog = page.getByRole('dialog', { name: 'Importar empresas' });
    await expect(dialog.getByRole('progressbar', { name: 'CNPJs consultados' })).toBeVisibleSoon();

    // The end: the spec's result screen, every CNPJ created once, the banner gone.
    const result = dialog.getByRole('region', { name: 'Resultado da importação' });
    await expect(result).toBeVisibleSoon(60_000);
    const count = (label: string) =>
      result.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent();
    expect(await count('CNPJs enviados')).toBe('60');
    expect(await count('Importados com sucesso')).toBe('60');
    expect(await count('Com erro')).toBe('0');
    expect(await result.getByRole('list', { name: 'CNPJs da planilha' }).getByRole('listitem').count()).toBe(60);
    await expect(page.getByText('Arquivo importado').first()).toBeVisibleSoon();
    expect(new Set(registry.stats.answered).size).toBe(60);
    expect(registry.stats.answered.length).toBe(60);
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await expect.poll(() => banner.count(), { timeout: 10_000 }).toBe(0);
    const listed = companyListResponse.parse(await apiGet(page, `/api/v1/client/company?search=${cnpjs[59]}&limit=10`));
    expect(listed.items.map((company) => company.name)).toEqual([`EMPRESA FICTICIA ${cnpjs[59]?.slice(0, 8)} LTDA`]);

    // Opened again, the dialog shows the kept result.
    await page.getByRole('button', { name: 'Importar' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Importar empresas' }).getByText(/Última importação: sessenta\.csv/),
    ).toBeVisibleSoon();
  });
});
