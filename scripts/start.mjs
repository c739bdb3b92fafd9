// `npm start`: builds what is missing or older than its sources (the web app and, with it, the
// server bundle; or the server bundle alone), then runs the bundled server (`node
// dist/server/main.js`, as production does). Embedded defaults: PGlite under ./data, dev mailbox,
// sandbox payments, demo catalogue on first start. SKIP_BUILD=true builds nothing: the server
// bundle runs as it is, or, when there is none, the TypeScript sources through tsx.
// `npm run worker` (`start.mjs worker`): the same for the worker (src/server/worker.ts), which
// needs the server bundle only.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  SERVER_BUNDLE,
  SERVER_NODE_FLAGS,
  WORKER_BUNDLE,
  isStale,
  root,
  serverBuildIsStale,
  serverEnv,
} from './server-build.mjs';

// The web app and the server's first-paint renderer (dist/ssr) are built from the same sources,
// and with them the art drawn by demo/ (site art, the demo catalogue's product images).
const webSources = ['src/web', 'src/shared', 'demo'];
const webIsStale = () =>
  isStale('dist/web/index.html', webSources) ||
  isStale('dist/ssr/entry-server.js', webSources) ||
  !existsSync(path.join(root, 'dist/demo/products'));

function run(script, what) {
  console.log(`Building ${what} (first start or changed sources)…`);
  const built = spawnSync('npm', ['run', script, '--silent'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const worker = process.argv[2] === 'worker';
if (process.env.SKIP_BUILD !== 'true') {
  if (!worker && webIsStale()) run('build', 'the web app and the server');
  else if (serverBuildIsStale()) run('build:server', 'the server');
}

const [bundle, source] = worker
  ? [WORKER_BUNDLE, 'src/server/worker.ts']
  : [SERVER_BUNDLE, 'src/server/main.ts'];
const args = existsSync(path.join(root, bundle))
  ? [...SERVER_NODE_FLAGS, bundle]
  : ['--import', 'tsx', source];
const server = spawn(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
