// Typechecks every package with its own tsconfig (its own lib and types), in one process each,
// as many at a time as the machine has cores: a tsc process is single-threaded, and the six
// were ~90 s one after another on two cores. Each one's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const tsc = 'node_modules/typescript/bin/tsc';
// The largest first, so the last one to start is a short one.
const projects = ['apps/web', 'packages/ui', 'apps/server', 'tsconfig.tools.json', 'packages/api', 'packages/domain'];

function check(project) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      process.stdout.write(output);
      console.log(`tsc ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`);
      done(code === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    if (!(await check(project))) failed = true;
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, worker));
process.exit(failed ? 1 : 0);
