/// <reference types="vite/client" />
// The behaviour contract (issue 26): one scripted scenario per resource whose
// mocks are registered from the operation table — create, list with filters
// and pages, update, delete, refused callers — run against the msw mocks the
// stories use and against the real server on PGlite, from the same starting
// state. Their answers, ids and times normalised, must be equal: when a mock
// drifts from the server's behaviour (not only its schemas), this fails.
// It lives here because the server may not import the mocks, nor the api
// package the server (.dependency-cruiser.cjs); scripts/ may read both, as
// scripts/mock-fixtures.test.ts does. Each resource's scenario is a file in
// behaviour-contract/scenarios/ exporting `describeBehaviour`; they share one
// server (context.ts), in the files' alphabetical order.
import { afterAll, beforeAll } from 'vitest';
import { closeWorlds, openWorlds, worldTimeout } from './behaviour-contract/context';

const scenarios = import.meta.glob<{ describeBehaviour(): void }>('./behaviour-contract/scenarios/*.ts', {
  eager: true,
});

beforeAll(openWorlds, worldTimeout);
afterAll(closeWorlds);

for (const path of Object.keys(scenarios).sort()) scenarios[path]?.describeBehaviour();
