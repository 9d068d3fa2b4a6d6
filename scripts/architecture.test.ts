import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { cruise, type IReporterOutput } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));
const probes: string[] = [];

/** Writes a throw-away module that imports `target`, and cruises it with the project's rules. */
async function violationsOf(folder: string, target: string): Promise<string[]> {
  const file = join(folder, `arch-probe-${process.pid}-${probes.length}.ts`);
  probes.push(join(root, file));
  writeFileSync(join(root, file), `import '${target}';\n`);
  const previous = process.cwd();
  process.chdir(root);
  try {
    const result: IReporterOutput = await cruise([file], { ruleSet: config, ...config.options, validate: true });
    const output = result.output;
    if (typeof output === 'string') throw new Error(output);
    return output.summary.violations.filter((v) => v.from === file).map((v) => v.rule.name);
  } finally {
    process.chdir(previous);
  }
}

afterEach(() => {
  for (const probe of probes.splice(0)) rmSync(probe, { force: true });
});

describe('the architecture check (ARCHITECTURE.md arrows)', () => {
  it('fails when ui imports the api', async () => {
    expect(await violationsOf('packages/ui/src', '@product/api/contract')).toContain('ui-knows-no-http');
  });
  it('fails when the server imports ui or the api client', async () => {
    expect(await violationsOf('apps/server/src', '@product/ui')).toContain('server-uses-contract-and-domain');
    expect(await violationsOf('apps/server/src', '@product/api/client')).toContain('server-uses-contract-and-domain');
  });
  it('fails when domain imports anything but zod', async () => {
    expect(await violationsOf('packages/domain/src', 'ky')).toContain('domain-is-pure');
    expect(await violationsOf('packages/domain/src', 'node:fs')).toContain('domain-no-node-builtins');
  });
  it('fails when the contract imports ky or msw', async () => {
    expect(await violationsOf('packages/api/src/contract', 'msw')).toContain('contract-is-transport-free');
  });
  it('allows the arrows the architecture draws', async () => {
    expect(await violationsOf('apps/web/src', '@product/api/client')).toEqual([]);
    expect(await violationsOf('apps/server/src', '@product/api/contract')).toEqual([]);
    expect(await violationsOf('packages/ui/src', '@product/domain')).toEqual([]);
  });
});
