// `npm start`: builds the web app and the server bundle when missing or older than their
// sources, then runs the server (which migrates and seeds the database on start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_BUNDLE, SERVER_SOURCES, buildServer } from './build-server.mjs';

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
};

/** Whether `output` is missing or older than any of `sources`. */
const stale = (output, sources) =>
  !existsSync(output) || Math.max(...sources.map(newestMtime)) > statSync(output).mtimeMs;

const web = 'apps/web';
const domain = 'packages/domain/src';
const webSources = [join(web, 'src'), join(web, 'public'), join(web, 'index.html'), domain];
if (stale(join(web, 'dist', 'index.html'), webSources)) {
  console.log('Building the web app ...');
  // A production build whatever NODE_ENV the caller has (NODE_ENV=test would build dev React).
  const build = spawnSync('npm', ['run', 'build', '-w', web], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (stale(SERVER_BUNDLE, SERVER_SOURCES)) {
  console.log('Building the server ...');
  await buildServer();
}

// libvips decodes on several threads; with glibc's default of one malloc arena per thread the
// freed memory of big photos stays fragmented and resident. Two arenas keep the peak bounded.
const server = spawn(process.execPath, [SERVER_BUNDLE], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
