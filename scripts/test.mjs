// `npm test`: the whole suite in order, stopping at the first failing step.
// lint → build (also writes the route tree) → typecheck → architecture →
// unit and server (PGlite; PostgreSQL too with TEST_DATABASE_URL) → stories in
// Chromium → end-to-end → performance budget. Ends with the test counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { findChromium, installHint } from './chromium.mjs';

const resultsDir = '.tmp/test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const vitest = (name, projects, options = []) => [
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...options,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsDir}/${name}.json`,
  ],
];

// The stories as one project per core (at most 4), each with a Chromium of its own and a share of
// the story files (STORY_SHARDS, packages/ui/vitest.config.ts).
const storyShards = Math.min(4, Math.max(1, availableParallelism()));
const storyProjects = Array.from({ length: storyShards }, (_, i) => (i === 0 ? 'stories' : `stories-${i + 1}`));

const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['build', 'npm', ['run', 'build']],
  ['typecheck', 'node', ['scripts/typecheck.mjs']],
  ['architecture', 'npx', ['depcruise', 'packages', 'apps', '--config', '.dependency-cruiser.cjs']],
  // Two test files at a time even on two cores (vitest's default there is one): a server test
  // spends most of its time waiting on PostgreSQL, argon2 threads and timers, not on its own core.
  // The files that measure time ('server-timing') then run alone.
  ['unit and server', ...vitest('unit', ['domain', 'api', 'server', 'server-timing', 'tools'], ['--maxWorkers=2'])],
  [
    'stories',
    ...vitest('stories', storyProjects, [`--maxWorkers=${storyShards}`]),
    { STORY_SHARDS: String(storyShards) },
  ],
  ['end-to-end', ...vitest('e2e', ['e2e'])],
  ['budget', 'npx', ['tsx', 'scripts/budget.ts']],
];

const chromium = findChromium();
if (!chromium) {
  console.error(installHint);
  process.exit(1);
}
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the server tests run on PGlite only.');
}

const timings = [];
let failedStep = null;
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium, ...env },
  });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ['unit', 'stories', 'e2e']) {
  const file = `${resultsDir}/${name}.json`;
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`\n${timings.join(' · ')}`);
if (failedStep) console.error(`npm test failed at step: ${failedStep}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
