// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npm', ['run', 'dev', '-w', '@phonekade/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { SEED: 'demo', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@phonekade/web'], { cwd: root, stdio: 'inherit' }),
];
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)));
