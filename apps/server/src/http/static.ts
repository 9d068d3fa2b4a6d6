import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { readBuildStyleHashes, type WebAppPolicySources, webAppPolicy } from './content-security-policy';
import { readPagePreloads, withPagePreloads } from './page-preloads';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

export const missingBuildText =
  'Conforma: a interface web ainda não foi gerada. Execute `npm run build` na raiz do projeto e reinicie o servidor.';

async function readRegularFile(file: string): Promise<Buffer | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? await readFile(file) : null;
  } catch {
    return null;
  }
}

/** The file under `root` a URL path names, or null when it would step outside `root`. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

/**
 * Serves the built web app: files as they are (hashed `/assets/*` cached for
 * a year, everything else revalidated), and index.html for any other page a
 * browser asks for, so the client-side router can draw it. Every answer
 * carries the web app's Content-Security-Policy (the page's, with the inline
 * style hashes of the build it serves), and index.html names the scripts of
 * the page asked for (http/page-preloads). Returns null when the request is not
 * for the web app (the caller answers 404).
 */
export async function serveWebApp(
  c: Context,
  webDist: string,
  policy: Omit<WebAppPolicySources, 'styleHashes'> = {},
): Promise<Response | null> {
  const root = path.resolve(webDist);
  const urlPath = c.req.path;
  const file = urlPath === '/' ? null : resolveInside(root, urlPath);
  if (file) {
    const body = await readRegularFile(file);
    if (body) {
      c.header('Content-Type', getMimeType(file) ?? 'application/octet-stream');
      c.header('Cache-Control', urlPath.startsWith('/assets/') ? immutable : revalidate);
      // Only a document reads it: here an SVG or other file opened on its own.
      c.header('Content-Security-Policy', webAppPolicy(policy));
      return c.body(new Uint8Array(body), 200);
    }
    if (urlPath.startsWith('/assets/')) return null;
  }

  const acceptsHtml = (c.req.header('Accept') ?? '').includes('text/html');
  if (urlPath !== '/' && !acceptsHtml) return null;
  const index = await readRegularFile(path.join(root, 'index.html'));
  if (!index) {
    return c.text(missingBuildText, urlPath === '/' ? 200 : 404, {
      'Cache-Control': revalidate,
      'Content-Security-Policy': webAppPolicy(policy),
    });
  }
  // Read with index.html, so a new build's hashes and scripts come with its page.
  const [styleHashes, pages] = await Promise.all([readBuildStyleHashes(root), readPagePreloads(root)]);
  return c.body(withPagePreloads(index.toString('utf8'), pages, urlPath), 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': revalidate,
    'Content-Security-Policy': webAppPolicy({ ...policy, styleHashes }),
  });
}
