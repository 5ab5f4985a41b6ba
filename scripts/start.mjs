// `npm start`: builds the web app when its build is missing or older than its sources, then
// runs the server (which migrates and seeds the database on start).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const web = 'apps/web';
const built = join(web, 'dist', 'index.html');

const newestMtime = (dir) => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
};

const sources = [
  join(web, 'src'),
  join(web, 'public'),
  join(web, 'index.html'),
  'packages/domain/src',
];
const stale =
  !existsSync(built) ||
  sources.some(
    (s) =>
      existsSync(s) &&
      (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs) > statSync(built).mtimeMs,
  );

if (stale && existsSync(join(web, 'index.html'))) {
  console.log('Building the web app ...');
  // A production build whatever NODE_ENV the caller has (NODE_ENV=test would build dev React).
  const build = spawnSync('npm', ['run', 'build', '-w', web], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// libvips decodes on several threads; with glibc's default of one malloc arena per thread the
// freed memory of big photos stays fragmented and resident. Two arenas keep the peak bounded.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
