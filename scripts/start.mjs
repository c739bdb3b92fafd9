// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server (TypeScript through tsx). Embedded defaults: PGlite under ./data, dev mailbox, sandbox
// payments, demo catalogue on first start.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (!existsSync(builtIndex)) return true;
  const sources = ['src/web', 'src/shared', 'src/server/demo/artwork'].map((d) =>
    path.join(root, d),
  );
  const newest = Math.max(...sources.filter(existsSync).map(newestMtime));
  return newest > statSync(builtIndex).mtimeMs;
}

if (process.env.SKIP_BUILD !== 'true' && needsBuild()) {
  console.log('Building the web app (first start or changed sources)…');
  const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
