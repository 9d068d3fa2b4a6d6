// `npm run chromatic`: publishes the Storybook (components and pages) to Chromatic, the hosted
// Storybook with visual review, when CHROMATIC_PROJECT_TOKEN is set; otherwise says so and
// exits 0. The CLI is large and needed only then, so it is fetched by `npx` at a pinned version
// instead of being a dependency. Extra arguments go to the CLI (e.g. `-- --exit-zero-on-changes`).
import { spawnSync } from 'node:child_process';

const chromaticVersion = '18.14.3';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'CHROMATIC_PROJECT_TOKEN is not set: nothing was published.',
      'To publish the Storybook to Chromatic, create a project at chromatic.com, copy its project token',
      '(Manage → Configure) and run: CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
      'In CI, store the token as a secret with that name. The local checks of every story (play, axe,',
      'screenshots) do not need it: npm run test:stories.',
    ].join('\n'),
  );
  process.exit(0);
}

// The CLI reads the token from CHROMATIC_PROJECT_TOKEN and runs `npm run build-storybook` itself.
const result = spawnSync(
  'npx',
  ['--yes', `chromatic@${chromaticVersion}`, '--build-script-name', 'build-storybook', ...process.argv.slice(2)],
  { stdio: 'inherit', shell: process.platform === 'win32' },
);
process.exit(result.status ?? 1);
