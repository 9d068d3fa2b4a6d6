import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import type { FileStorage } from '../storage/types';

/**
 * Where the map's tiles come from in production: `openStreetMapProvider` in
 * packages/ui (LocationsMap/tiles.ts). Tests and stories draw local tiles.
 */
export const mapTileOrigin = 'https://tile.openstreetmap.org';

/**
 * The build's list of inline `<style>` texts it vouches for, as CSP hashes
 * (written by apps/web/build/inline-style-hashes.ts): react-to-print's page
 * style, which it writes into the print frame.
 */
export const buildHashesFile = '.vite/csp.json';

export interface WebAppPolicySources {
  /** `sha256-…` hashes of inline styles the build lists; anything else is dropped. */
  styleHashes?: readonly string[];
  /** Origin of presigned file links (S3) that previews frame or show; null when this server signs them. */
  fileOrigin?: string | null;
}

const hashPattern = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/**
 * The Content-Security-Policy of the web app's pages. Scripts only from our
 * own files (Vite emits no inline script, not even the module-preload
 * polyfill), styles from our files (vanilla-extract and sonner's stylesheet are
 * static CSS) plus the hashed inline ones, no plugins, and no framing by others.
 */
export function webAppPolicy({ styleHashes = [], fileOrigin = null }: WebAppPolicySources = {}): string {
  const fromStorage = fileOrigin ? [fileOrigin] : [];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...styleHashes.filter((hash) => hashPattern.test(hash)).map((hash) => `'${hash}'`)],
    'font-src': ["'self'"],
    // data: the map's local grid tiles; blob: a new logo previewed before it is sent.
    'img-src': ["'self'", 'data:', 'blob:', mapTileOrigin, ...fromStorage],
    'connect-src': ["'self'"],
    // The PDF preview frames a signed file link; react-to-print's frame is srcdoc (it inherits this policy).
    'frame-src': ["'self'", ...fromStorage],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** For answers no browser should render as a page (JSON): nothing loads, nothing frames them. */
export const jsonAnswerPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Gives every JSON answer that has no policy of its own the strict one. */
export function strictPolicyForJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('Content-Type') ?? '';
    if (type.startsWith('application/json') && !c.res.headers.has('Content-Security-Policy')) {
      c.res.headers.set('Content-Security-Policy', jsonAnswerPolicy);
    }
  };
}

/** The inline style hashes a web build lists; none when it lists none (an older or a test build). */
export async function readBuildStyleHashes(webDist: string): Promise<string[]> {
  try {
    const listed = JSON.parse(await readFile(path.join(webDist, buildHashesFile), 'utf8')) as { styleHashes?: unknown };
    return Array.isArray(listed.styleHashes) ? listed.styleHashes.filter((hash) => typeof hash === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The origin of the storage's presigned links (S3), found by signing a link
 * for a key that need not exist; null when files come through this server.
 */
export function presignedFileOrigin(storage: FileStorage): string | null {
  const link = storage.presignGet?.('content-security-policy', {
    now: new Date(0),
    expiresInSeconds: 1,
    contentType: 'application/octet-stream',
    contentDisposition: 'inline',
  });
  return link ? new URL(link).origin : null;
}
