import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { apiPaths, errorResponse } from '@product/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/database';
import { missingBuildText } from './http/static';
import { createTestApp, databaseKinds, jsonPost, openTestDatabase, tempDir } from './testing/harness';

const indexHtml = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';
const bundle = `console.log(${JSON.stringify('Conforma '.repeat(400))});`;
const html = { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };

describe.each(databaseKinds)('the app on %s', (kind) => {
  let handle: DatabaseHandle;
  const web = tempDir('conforma-web-');
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    mkdirSync(path.join(web.path, 'assets'));
    writeFileSync(path.join(web.path, 'index.html'), indexHtml);
    writeFileSync(path.join(web.path, 'assets', 'index-Bx7f3k.js'), bundle);
    writeFileSync(path.join(web.path, 'robots.txt'), 'User-agent: *\n');
    app = createTestApp(handle.db, { webDist: web.path });
  });
  afterAll(async () => {
    await handle?.close();
    web.remove();
  });

  async function expectError(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(errorResponse.parse(await response.json())).toEqual({ message });
  }

  describe('web app', () => {
    it('serves index.html, not cached, for a client-side route', async () => {
      const response = await app.request('/admin/accounts/business', html);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    });

    it('serves index.html at the root', async () => {
      const response = await app.request('/');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(indexHtml);
    });

    it('serves hashed assets for a year, gzipped when asked', async () => {
      const response = await app.request('/assets/index-Bx7f3k.js', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
      expect(response.headers.get('Content-Encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(bundle);
    });

    it('serves other files revalidated', async () => {
      const response = await app.request('/robots.txt');
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toBe('User-agent: *\n');
    });

    it('answers 404, not index.html, for a missing asset', async () => {
      await expectError(await app.request('/assets/missing-123.js', html), 404, 'Recurso não encontrado.');
    });

    it('never leaves the web folder', async () => {
      const response = await app.request('/%2e%2e/%2e%2e/%2e%2e/etc/passwd');
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('root:');
    });

    it('says to build the web app when there is no index.html', async () => {
      const empty = tempDir('conforma-empty-web-');
      const bare = createTestApp(handle.db, { webDist: empty.path });
      const response = await bare.request('/');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(missingBuildText);
      expect(missingBuildText).toContain('npm run build');
      empty.remove();
    });
  });

  describe('API errors', () => {
    it('answers 404 JSON for an unknown API path, even to a browser', async () => {
      await expectError(await app.request('/api/unknown', html), 404, 'Recurso não encontrado.');
      await expectError(await app.request('/api/v1/admin/nada', jsonPost({})), 404, 'Recurso não encontrado.');
    });

    it('answers 400 to malformed JSON', async () => {
      await expectError(await app.request(apiPaths.login, jsonPost('{nope')), 400, 'Corpo da requisição inválido.');
    });

    it('answers 413 to an oversized body', async () => {
      const body = JSON.stringify({ username: 'a@b.com', password: 'x'.repeat(2 * 1024 * 1024) });
      await expectError(await app.request(apiPaths.login, jsonPost(body)), 413, 'Corpo da requisição grande demais.');
    });

    it('answers 500 with a Portuguese message and no stack trace to an unexpected error', async () => {
      const broken = createTestApp(handle.db);
      broken.get('/api/boom', () => {
        throw new Error('segredo interno');
      });
      const response = await broken.request('/api/boom');
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toContain('segredo');
      expect(errorResponse.parse(JSON.parse(text))).toEqual({
        message: 'Erro interno do servidor. Tente novamente mais tarde.',
      });
    });
  });
});
