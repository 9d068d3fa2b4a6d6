// `npm run dev`: the API server (restarting on change) and the web app with hot
// reload. Open http://localhost:3000; Vite proxies /api to the server on 3001.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@product/server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npm', ['run', 'dev', '-w', '@product/web'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000', API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  });
}
