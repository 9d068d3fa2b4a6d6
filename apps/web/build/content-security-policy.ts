import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * What the build does for the server's Content-Security-Policy (apps/server/src/http/
 * content-security-policy.ts), which allows no inline script and inline styles only by hash:
 *
 * - sonner writes its stylesheet into a `<style>` element when it loads; here its own copy as a
 *   file (`sonner/dist/styles.css`, the same rules) is imported instead, so the toasts' CSS is a
 *   static file like every other, and the print frame copies it by its `<link>`;
 * - react-to-print writes its page style (`@page { margin: 0 } …`) into the print frame, which
 *   inherits the page's policy: its text is hashed as built and listed in `.vite/csp.json`, which
 *   the server reads into `style-src`.
 *
 * Each fails the build when the library no longer does what it expects, rather than letting a
 * toast or a print go unstyled.
 */
export function contentSecurityPolicy(): Plugin[] {
  return [sonnerStylesheet(), inlineStyleHashes()];
}

const inNodeModules = (id: string, file: string) => id.replaceAll('\\', '/').endsWith(`/node_modules/${file}`);

function sonnerStylesheet(): Plugin {
  return {
    name: 'conforma-sonner-stylesheet',
    apply: 'build',
    transform(code, id) {
      if (!inNodeModules(id, 'sonner/dist/index.mjs')) return null;
      const insertion = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/g;
      const calls = code.match(insertion)?.length ?? 0;
      if (calls !== 1) this.error(`sonner should insert its stylesheet once with __insertCSS, found ${calls} calls.`);
      // An import may stand anywhere at the top level; at the end it leaves sonner's 'use client' first.
      return { code: `${code.replace(insertion, '')}\nimport './styles.css';\n`, map: null };
    },
  };
}

/** CSP source of a `<style>` text: `sha256-` and the base64 digest of its UTF-8 bytes. */
export function styleHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

function inlineStyleHashes(): Plugin {
  let pageStyle: string | null = null;
  return {
    name: 'conforma-inline-style-hashes',
    apply: 'build',
    transform(code, id) {
      if (!inNodeModules(id, 'react-to-print/dist/react-to-print.mjs')) return null;
      // The default page style is a plain template literal: its value is its text, with any CRLF as LF.
      const literals = [...code.matchAll(/`([^`]*@page[^`]*)`/g)].map(([, text]) => text ?? '');
      const [literal] = literals;
      if (literals.length !== 1 || literal === undefined || /[\\$]/.test(literal)) {
        this.error('react-to-print should hold its default page style in one plain template literal.');
      }
      pageStyle = literal.replaceAll('\r\n', '\n');
      return null;
    },
    generateBundle() {
      // No print view in this build (react-to-print unused): nothing inline to allow.
      const styleHashes = pageStyle === null ? [] : [styleHash(pageStyle)];
      this.emitFile({ type: 'asset', fileName: '.vite/csp.json', source: JSON.stringify({ styleHashes }, null, 1) });
    },
  };
}
