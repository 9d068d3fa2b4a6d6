import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screenTitles } from '@product/domain';
import { describe, expect, it } from 'vitest';

// The document titles live in the domain, which may not read the web app: the check that they
// cover every route of the app's generated route tree lives here.
const routeTree = readFileSync(resolve(import.meta.dirname, '../apps/web/src/routeTree.gen.ts'), 'utf8');

/** The keys of `FileRoutesById`: every route id of the app, `__root__` included. */
function routeIds(): string[] {
  // Up to the interface's own closing brace: route ids may hold braces (`{-$cnpjId}`, an optional segment).
  const body = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(routeTree)?.[1];
  if (!body) throw new Error('routeTree.gen.ts has no FileRoutesById');
  return [...body.matchAll(/^\s*'?([^':\s]+)'?:/gm)].map((match) => match[1] ?? '');
}

describe('the screen titles against the route tree', () => {
  it('name every route of the web app, and no route that is gone', () => {
    const ids = routeIds();
    expect(ids).toContain('__root__');
    expect(ids).toContain('/_authenticated/admin/cnaes');
    expect(Object.keys(screenTitles).sort()).toEqual([...ids].sort());
  });
});
