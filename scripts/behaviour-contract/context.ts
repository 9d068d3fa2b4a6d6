// The two worlds every scenario shares (one server for the whole file: building
// it is most of the contract's time) and the comparison they are held to.
// `behaviour-contract.test.ts` opens them; each file in scenarios/ describes
// one resource against them.
import { fixtureNow } from '@product/api/mocks';
import { cnpjCheckDigits } from '@product/domain';
import { expect } from 'vitest';
import { fakeRegistry, registryCompany } from './server-support';
import type { ScenarioApi, Send } from './transcript';
import { transcriptOf } from './transcript';
import { openMockWorld, openServerWorld } from './worlds';

export const worldTimeout = 180_000;

/** A valid CNPJ from its root and branch number (1 is the matriz). */
export function fixtureCnpj(root: string, branch: number): string {
  const base = `${root}${String(branch).padStart(4, '0')}`;
  return `${base}${cnpjCheckDigits(base)}`;
}

/**
 * The companies the server's fake registry knows (a scenario may add its own
 * with `registry.add` before it runs; the mocks' registry is seeded by the
 * scenario itself).
 */
export const registry = fakeRegistry();

type ServerWorld = Awaited<ReturnType<typeof openServerWorld>>;
let opened: ServerWorld | undefined;
export const mocks = openMockWorld();

/** Opens the server (its clock on the mocks' day, 22 Nov 2026) and starts the mocks. */
export async function openWorlds(): Promise<void> {
  opened = await openServerWorld({ registry, now: () => fixtureNow });
  mocks.listen();
}

export async function closeWorlds(): Promise<void> {
  mocks.close();
  await opened?.world.close();
}

/** The server world, once `openWorlds` has run (inside a hook or a test). */
export function server(): ServerWorld {
  if (!opened) throw new Error('the behaviour worlds are not open');
  return opened;
}

export { registryCompany };

/** The id a creating call answered (`{ id }`, or `{ cnae: { id } }`). */
export const createdId = (body: unknown): number => {
  const answer = body as { id?: number; cnae?: { id: number } };
  const id = answer.id ?? answer.cnae?.id;
  if (id === undefined) throw new Error(`no id in ${JSON.stringify(body)}`);
  return id;
};

/** Both transcripts of a scenario, the server's first: the mocks must answer the same. */
export async function expectSameBehaviour(
  scenario: (api: ScenarioApi) => Promise<void>,
  opaque?: ReadonlySet<string>,
): Promise<void> {
  const expected = await transcriptOf(server().send, scenario, opaque);
  const actual = await transcriptOf(mocks.send, scenario, opaque);
  expect(actual.map((entry) => entry.step)).toEqual(expected.map((entry) => entry.step));
  for (const [index, entry] of expected.entries()) expect(actual[index], entry.step).toEqual(entry);
}

export type { Send };
