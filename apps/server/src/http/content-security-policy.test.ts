import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createS3Storage } from '../storage/s3';
import { createTestApp, databaseKinds, openTestDatabase, tempDir } from '../testing/harness';
import { buildHashesFile, jsonAnswerPolicy, mapTileOrigin, webAppPolicy } from './content-security-policy';

const indexHtml = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';
const html = { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };
// What apps/web/build/content-security-policy.ts lists for react-to-print's page style.
const printStyleHash = 'sha256-VqJ0k9HbwnugthqnO223SRPoQooGv+H+KrWdXiOXBgc=';

/** `a x y; b z` → { a: ['x', 'y'], b: ['z'] }, failing on a directive given twice. */
function directivesOf(policy: string | null): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives, `${name} twice`).not.toHaveProperty(name);
    directives[name] = sources;
  }
  return directives;
}

describe('the web app policy', () => {
  it('allows scripts, styles, fonts and calls only from the app itself, and no plugin or framing site', () => {
    expect(directivesOf(webAppPolicy())).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'font-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:', mapTileOrigin],
      'connect-src': ["'self'"],
      'frame-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(mapTileOrigin).toBe('https://tile.openstreetmap.org');
  });

  it('adds the hashed inline styles and the storage that serves previews, and nothing that is not a hash', () => {
    const policy = directivesOf(
      webAppPolicy({
        styleHashes: [printStyleHash, "'unsafe-inline'", 'sha256-x; script-src *', 'unsafe-inline'],
        fileOrigin: 'https://arquivos.example.com',
      }),
    );
    expect(policy['style-src']).toEqual(["'self'", `'${printStyleHash}'`]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toContain('https://arquivos.example.com');
    expect(policy['frame-src']).toEqual(["'self'", 'https://arquivos.example.com']);
  });
});

describe.each(databaseKinds)('Content-Security-Policy answers on %s', (kind) => {
  let handle: DatabaseHandle;
  const web = tempDir('conforma-csp-web-');
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    mkdirSync(path.join(web.path, '.vite'));
    writeFileSync(path.join(web.path, 'index.html'), indexHtml);
    writeFileSync(path.join(web.path, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(web.path, buildHashesFile), JSON.stringify({ styleHashes: [printStyleHash] }));
    app = createTestApp(handle.db, { webDist: web.path });
  });
  afterAll(async () => {
    await handle?.close();
    web.remove();
  });

  it.each(['/', '/client/dashboard', '/admin/accounts/business'])(
    '%s: the page policy, with the build’s hashes',
    async (page) => {
      const response = await app.request(page, html);
      expect(await response.text()).toBe(indexHtml);
      const policy = response.headers.get('Content-Security-Policy');
      expect(policy).toBe(webAppPolicy({ styleHashes: [printStyleHash] }));
      const directives = directivesOf(policy);
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(directives['style-src']).toEqual(["'self'", `'${printStyleHash}'`]);
      expect(directives['connect-src']).toEqual(["'self'"]);
      expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(policy).not.toMatch(/unsafe-|\*/);
    },
  );

  it('gives files opened on their own the page policy too', async () => {
    const response = await app.request('/favicon.svg');
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('Content-Security-Policy')).toBe(webAppPolicy());
  });

  it('gives JSON answers, errors included, the strict policy', async () => {
    for (const url of ['/api/docs', '/api/v1/nada', '/nada.json']) {
      const response = await app.request(url);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(response.headers.get('Content-Security-Policy'), url).toBe(jsonAnswerPolicy);
    }
    expect(directivesOf(jsonAnswerPolicy)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  });

  it('lets previews load presigned files from the S3 bucket', async () => {
    const storage = createS3Storage({
      kind: 's3',
      endpoint: null,
      region: 'sa-east-1',
      bucket: 'conforma-arquivos',
      accessKeyId: 'AKIAEXEMPLO',
      secretAccessKey: 'segredo',
      forcePathStyle: false,
    });
    const withS3 = createTestApp(handle.db, { webDist: web.path, storage });
    const directives = directivesOf((await withS3.request('/', html)).headers.get('Content-Security-Policy'));
    const bucket = 'https://conforma-arquivos.s3.sa-east-1.amazonaws.com';
    expect(directives['frame-src']).toEqual(["'self'", bucket]);
    expect(directives['img-src']).toContain(bucket);
    expect(directives['connect-src']).toEqual(["'self'"]);
  });
});
