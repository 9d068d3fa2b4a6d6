import { clientFilePaths, companyListResponse, companyPaths, documentsResponse } from '@product/api/contract';
import { authTexts } from '@product/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signSession } from '../apps/server/src/auth/tokens';
import { demoAppForFile } from './support/demo-app';
import { staffAdmin } from './support/session';

// The shell, routing and session messages of issue 25 in a real browser against the real server
// on the demo data: every inner page loads whole with nothing missing, the restricted page stays
// in the person's shell, toasts keep off the header's buttons, and a token the server refuses is
// named for what it is.

// Known here so that the test can sign a token the server accepts as its own (an expired one).
const jwtSecret = 'segredo-de-teste-do-e2e-com-mais-de-32-caracteres';
const demo = demoAppForFile({
  ADMIN_EMAIL: staffAdmin.email,
  ADMIN_PASSWORD: staffAdmin.password,
  JWT_SECRET: jwtSecret,
});
const { signIn, apiGet, enterClientFromCard } = demo;

const clientAdmin = 'admin@vida.demo.conforma.local';
const demoEditor = 'editor@demo.conforma.local';

/** What went wrong while a page was open: answers of 400 and above, and console errors. */
function watch(page: Page) {
  const failed: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { failed, consoleErrors };
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box of a toast once sonner has slid it into place. */
async function settledToastBox(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await expect(toast).toBeVisibleSoon();
  await expect
    .poll(() => toast.evaluate((item) => item.dataset.mounted === 'true' && getComputedStyle(item).transform))
    .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  const box = await toast.boundingBox();
  if (!box) throw new Error(`toast '${text}' has no box`);
  return box;
}

async function expectClear(toastText: string, page: Page, covered: Locator) {
  const toast = await settledToastBox(page, toastText);
  for (const element of await covered.all()) {
    const box = await element.boundingBox();
    if (!box) continue;
    expect(overlaps(toast, box), `${toastText} ${JSON.stringify(toast)} over ${JSON.stringify(box)}`).toBe(false);
  }
}

describe('every inner page opened directly (a full load)', () => {
  it('fetches all it names and logs no error, for a client', async () => {
    const page = await signIn(1440, clientAdmin, demo.password, '/client/dashboard');
    try {
      const companies = companyListResponse.parse(await apiGet(page, companyPaths.list));
      const company = companies.items[0];
      if (!company) throw new Error('the demo account has no company');
      const folders = documentsResponse.parse(await apiGet(page, clientFilePaths.documents(company.id)));
      const cnpjFolder = folders.items.find((item) => item.kind === 'cnpj-folder');
      if (cnpjFolder?.kind !== 'cnpj-folder') throw new Error('no CNPJ folder');
      const cnpjId = cnpjFolder.clientNationalRegistrationId;
      const levels = documentsResponse.parse(await apiGet(page, clientFilePaths.cnpjDocuments(company.id, cnpjId)));
      const level = levels.items.find((item) => item.kind === 'cnae-folder');
      if (level?.kind !== 'cnae-folder') throw new Error('no documents level');
      const base = `/client/companies/${company.id}`;
      const paths = [
        '/client/companies',
        base,
        `${base}/panel`,
        `${base}/data`,
        `${base}/cnpjs`,
        `${base}/licenses`,
        `${base}/documents`,
        `${base}/documents/${cnpjId}`,
        `${base}/documents/${cnpjId}/${level.clientNationalRegistrationFiscalRegistrationId}`,
      ];
      await expectWholeLoads(page, paths);
    } finally {
      await page.context().close();
    }
  });

  it('fetches all it names and logs no error, for CONFORMA staff', async () => {
    const page = await signIn(1440, staffAdmin.email, staffAdmin.password, '/admin/accounts/business');
    try {
      await expectWholeLoads(page, ['/admin/cnaes', '/admin/licenses']);
    } finally {
      await page.context().close();
    }
  });
});

/** A 1×1 transparent PNG: what the map's tiles get here, where nothing may reach the internet. */
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Each path in a fresh tab of the signed-in context: its h1 shows, no answer fails, nothing is logged as an error. */
async function expectWholeLoads(signedIn: Page, paths: readonly string[]) {
  // The journey's context refuses other origins (a failed load, logged as an error by Chromium):
  // the OpenStreetMap tiles of the panel's map get a blank image instead.
  await signedIn.context().route(
    (url) => url.origin !== new URL(demo.app.url).origin,
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ status: 200, contentType: 'image/png', body: blankTile })
        : route.abort(),
  );
  for (const path of paths) {
    const page = await signedIn.context().newPage();
    const seen = watch(page);
    try {
      await page.goto(`${demo.app.url}${path}`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisibleSoon();
      const preloads = await page.locator('link[rel="modulepreload"]').count();
      expect({ path, failed: seen.failed, consoleErrors: seen.consoleErrors }).toEqual({
        path,
        failed: [],
        consoleErrors: [],
      });
      // The server named this page's own scripts (the map the build writes is in use).
      expect(preloads, path).toBeGreaterThan(1);
    } finally {
      await page.close();
    }
  }
}

describe('the restricted page, inside the shell of the area the person is in', () => {
  it('shows /client/access-restricted in the client shell', async () => {
    const page = await signIn(1440, clientAdmin, demo.password, '/client/dashboard');
    try {
      await page.goto(`${demo.app.url}/client/access-restricted`);
      await expect(page.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisibleSoon();
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      await expect(menu.getByRole('link', { name: 'Empresas' })).toBeVisibleSoon();
      expect(await page.getByText('Página não encontrada').count()).toBe(0);
      // A client role on an admin page: the toast, and the restricted page in the client shell.
      await page.goto(`${demo.app.url}/admin/cnaes`);
      await page.waitForURL(`${demo.app.url}/client/access-restricted`);
      await expect(page.getByText(authTexts.forbiddenDescription).first()).toBeVisibleSoon();
      await expect(menu.getByRole('link', { name: 'Empresas' })).toBeVisibleSoon();
    } finally {
      await page.context().close();
    }
  });

  for (const width of [1440, 320]) {
    it(`shows an EDITOR on /admin/cnaes the admin shell at ${width} px, the toast clear of the header`, async () => {
      const page = await signIn(width, demoEditor, demo.password, '/admin/accounts/business');
      try {
        await page.goto(`${demo.app.url}/admin/cnaes`);
        await page.waitForURL(`${demo.app.url}/admin/access-restricted`);
        await expect(page.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisibleSoon();
        // The admin sidebar (a drawer at 320 px) is there, with the EDITOR's entries.
        const menu = page.getByRole('navigation', { name: 'Menu principal', includeHidden: true });
        expect(await menu.getByRole('link', { name: 'Business', includeHidden: true }).count()).toBe(1);
        if (width < 1024) await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisibleSoon();
        await expect(page.getByText('Acesso restrito.').first()).toBeVisibleSoon();
        // Neither the top bar (its menu button) nor the page's own buttons are under the toast.
        await expectClear('Acesso restrito.', page, page.locator('header'));
        await expectClear('Acesso restrito.', page, page.getByRole('main').getByRole('button'));
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('toasts and the header', () => {
  for (const width of [1440, 320]) {
    it(`keeps 'Cliente carregado!' off 'Assinar calendário' at ${width} px`, async () => {
      const page = await signIn(width, staffAdmin.email, staffAdmin.password, '/admin/accounts/business');
      try {
        await enterClientFromCard(page, 'vida');
        const subscribe = page.getByRole('button', { name: 'Assinar calendário' });
        await expect(subscribe).toBeVisibleSoon();
        await expectClear('Cliente carregado!', page, subscribe);
        await expectClear('Cliente carregado!', page, page.locator('header'));
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('a stored token the server refuses', () => {
  /** Chromium's own line for a failed answer: the 401 is the server's word, not an error of the app. */
  const networkLine = /^Failed to load resource: the server responded with a status of 401/;

  async function openWith(token: (own: string) => Promise<string>, clock?: Date) {
    const page = await signIn(1440, clientAdmin, demo.password, '/client/dashboard');
    const own = (await page.evaluate(() => localStorage.getItem('conforma.token'))) ?? '';
    const stored = await token(own);
    await page.evaluate((value) => localStorage.setItem('conforma.token', value), stored);
    if (clock) await page.clock.setFixedTime(clock);
    const seen = watch(page);
    const infos: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') infos.push(message.text());
    });
    await page.goto(`${demo.app.url}/client/dashboard`);
    await page.waitForURL(`${demo.app.url}/`);
    return { page, seen, infos };
  }

  it("with a broken signature says 'Entre novamente na sua conta.', not 'Sessão expirada.'", async () => {
    const { page, seen, infos } = await openWith(async (own) => {
      const [header, payload, signature = ''] = own.split('.');
      // Still a token the browser reads (claims, a future expiry): only the server can tell.
      const broken = `${signature.slice(0, -6)}${signature.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'}`;
      return `${header}.${payload}.${broken}`;
    });
    try {
      await expect(page.getByText(authTexts.signInAgain).first()).toBeVisibleSoon();
      expect(await page.getByText(authTexts.sessionExpired).count()).toBe(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisibleSoon();
      expect(seen.failed.every((line) => line.startsWith('401 /api/'))).toBe(true);
      expect(seen.failed.length).toBeGreaterThan(0);
      expect(seen.consoleErrors.filter((line) => !networkLine.test(line))).toEqual([]);
      // The answer is still logged for support, as information.
      expect(infos.some((line) => line.includes('→ 401'))).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it("that the server finds expired says 'Sessão expirada.'", async () => {
    // Signed by the server's secret a day ago; the browser's clock is set back so it still looks valid.
    const dayAgo = Math.floor(Date.now() / 1000) - 24 * 60 * 60;
    const { page, seen } = await openWith(
      async (own) => {
        const claims = JSON.parse(Buffer.from(own.split('.')[1] ?? '', 'base64url').toString('utf8'));
        const { iat: _iat, exp: _exp, ...payload } = claims;
        return signSession(payload, new TextEncoder().encode(jwtSecret), dayAgo);
      },
      new Date((dayAgo + 60) * 1000),
    );
    try {
      await expect(page.getByText(authTexts.sessionExpired).first()).toBeVisibleSoon();
      expect(await page.getByText(authTexts.signInAgain).count()).toBe(0);
      expect(seen.consoleErrors.filter((line) => !networkLine.test(line))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
