import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressAnswers, compressionThreshold, inPlaceCompressionLimit } from './compression';

const big = { items: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Empresa ${index} Ltda` })) };
const bigText = JSON.stringify(big);

function app() {
  const server = new Hono();
  server.use(compressAnswers());
  server.get('/big', (c) => c.json(big));
  server.get('/small', (c) => c.json({ ok: true }));
  server.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  server.get('/kept', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }));
  server.get('/empty', (c) => c.body(null, 204));
  server.get('/varied', (c) => c.json(big, 200, { Vary: 'Origin' }));
  server.get('/sized/:bytes', (c) => c.json(sized(Number(c.req.param('bytes'))), 201, { 'X-Kept': 'sim' }));
  return server;
}

/** A JSON answer of about `bytes` bytes. */
const sized = (bytes: number) => ({ text: 'Razão social Ltda. '.repeat(Math.ceil(bytes / 20)) });

const gzipped = { headers: { 'Accept-Encoding': 'gzip, deflate, br' } };

describe('compressed answers', () => {
  it('gzips a large JSON answer whole, for a client that takes gzip', async () => {
    expect(bigText.length).toBeGreaterThan(compressionThreshold);
    const response = await app().request('/big', gzipped);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(bigText.length / 3);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(big);
  });

  it('gives the same answer whether gzip ran in place (small) or on libuv threads (large)', async () => {
    for (const bytes of [compressionThreshold + 100, inPlaceCompressionLimit - 100, inPlaceCompressionLimit * 4]) {
      const response = await app().request(`/sized/${bytes}`, gzipped);
      expect(response.status).toBe(201);
      expect(response.headers.get('Content-Encoding')).toBe('gzip');
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(response.headers.get('X-Kept')).toBe('sim');
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
      expect(JSON.parse(body)).toEqual(sized(bytes));
    }
  });

  it('sends a small answer as it is, still saying it depends on Accept-Encoding', async () => {
    const response = await app().request('/small', gzipped);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('sends plain bytes to a client that does not take gzip', async () => {
    for (const encoding of [undefined, 'identity', 'gzip;q=0', 'br']) {
      const response = await app().request('/big', encoding ? { headers: { 'Accept-Encoding': encoding } } : {});
      expect(response.headers.get('Content-Encoding')).toBeNull();
      expect(await response.json()).toEqual(big);
    }
  });

  it('leaves alone what does not gain or must not change: images, no-transform, no content', async () => {
    const image = await app().request('/image', gzipped);
    expect(image.headers.get('Content-Encoding')).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);
    const kept = await app().request('/kept', gzipped);
    expect(kept.headers.get('Content-Encoding')).toBeNull();
    expect(await kept.json()).toEqual(big);
    const empty = await app().request('/empty', gzipped);
    expect(empty.status).toBe(204);
    expect(empty.headers.get('Content-Encoding')).toBeNull();
  });

  it('adds Accept-Encoding to a Vary the answer already has', async () => {
    const response = await app().request('/varied', gzipped);
    expect(response.headers.get('Vary')).toBe('Origin, Accept-Encoding');
  });
});

describe('Accept-Encoding', () => {
  it('takes gzip when listed or covered by *, and not when refused with q=0', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
