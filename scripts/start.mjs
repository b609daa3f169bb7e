// `npm start`: builds the web app if it has not been built, then runs the server with demo data
// (with NODE_ENV=production: without it, and the server refuses SEED=demo there).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
if (!existsSync(`${root}apps/web/dist/index.html`)) {
  console.log('Building the web app (first start only)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...(process.env.NODE_ENV === 'production' ? {} : { SEED: 'demo' }), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
