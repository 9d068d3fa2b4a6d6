// Typechecks every package with its own tsconfig (its own lib and types), in one process each.
import { spawnSync } from 'node:child_process';

const projects = ['packages/domain', 'packages/api', 'packages/ui', 'apps/server', 'apps/web', 'tsconfig.tools.json'];
let failed = false;
for (const project of projects) {
  const started = Date.now();
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  console.log(`tsc ${project}: ${result.status === 0 ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`);
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
