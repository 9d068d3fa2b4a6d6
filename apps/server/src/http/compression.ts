import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const gzipAsync = promisify(gzip);

/** Smaller answers go as they are: gzip's own header and a round trip cost more than they save. */
export const compressionThreshold = 1024;

/**
 * Answers up to this size are compressed in place: a few KB of JSON take ~0.03–0.05 ms of gzip, while
 * handing them to libuv's threads (a zlib stream, a callback) cost ~0.1 ms of this thread's own time
 * (issue 27, measured per call). Larger ones still go to the threads, so a big list or a page of the
 * web app never holds the event loop.
 */
export const inPlaceCompressionLimit = 8 * 1024;

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Whether `Accept-Encoding` takes gzip: listed (or `*`) with a q above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const accepted = q === undefined || Number(q) > 0;
    if (name.trim() === 'gzip') return accepted;
    if (name.trim() === '*') wildcard = accepted;
  }
  return wildcard;
}

/**
 * gzip for the answers that gain from it (JSON, scripts, styles, pages, SVG) when the client
 * takes it, as one body with its length. Every answer of this server is built in memory (JSON,
 * the web app's files, downloads read whole from storage), so it is compressed whole: Hono's
 * `compress()` streamed each one through a web CompressionStream instead, which sent even a
 * 300-byte answer as chunked pieces in several socket writes and cost ~1 ms a call (issue 14:
 * a list call stood at 3–5× its SQL). Answers under `compressionThreshold` bytes go as they are.
 * zlib works on libuv's threads, not the event loop, for answers over `inPlaceCompressionLimit`:
 * compressing every answer in place cost a third of the answers a second under load (bench:api, 50
 * connections: 85 against 124 a second).
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    const type = answer.headers.get('Content-Type') ?? '';
    if (
      c.req.method === 'HEAD' ||
      answer.status === 204 ||
      answer.status === 206 ||
      answer.status === 304 ||
      answer.headers.has('Content-Encoding') ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      noTransform.test(answer.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    // The answer depends on Accept-Encoding even where it is not compressed: caches must know.
    const vary = answer.headers.get('Vary');
    if (vary !== '*' && !(vary && varyAcceptEncoding.test(vary))) {
      answer.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (!acceptsGzip(c.req.header('Accept-Encoding')) || answer.body === null) return;
    const body = new Uint8Array(await answer.arrayBuffer());
    // The answer is replaced below: its headers move to the new one as they are, not copied.
    const headers = answer.headers;
    let sent: Uint8Array = body;
    if (body.byteLength >= compressionThreshold) {
      sent = body.byteLength <= inPlaceCompressionLimit ? gzipSync(body) : await gzipAsync(body);
      headers.set('Content-Encoding', 'gzip');
    }
    headers.delete('Content-Length');
    // Cleared first: assigning over an answer makes Hono rebuild the new one around its body as a
    // stream (and copy the old headers back), which is the chunked sending this replaces.
    c.res = undefined;
    // zlib and arrayBuffer() give plain (not shared) memory, which is what a body takes.
    const bytes = sent as Uint8Array<ArrayBuffer>;
    c.res = new Response(bytes, { status: answer.status, statusText: answer.statusText, headers });
  };
}
