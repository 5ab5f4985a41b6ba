import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_BUNDLE, SERVER_SOURCES, buildServer } from '../../scripts/build-server.mjs';
import { ROOT } from './paths.ts';

const WEB = join(ROOT, 'apps/web');
const BUILT = join(WEB, 'dist/index.html');
const SOURCES = [
  join(WEB, 'src'),
  join(WEB, 'public'),
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(WEB, 'package.json'),
  join(ROOT, 'packages/domain/src'),
];

const newestMtime = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
};

/**
 * Builds apps/web when its build is missing or older than any of its sources (the server serves
 * apps/web/dist), so browser tests always see the code under test. Throws if the build fails.
 */
export const ensureWebBuilt = (): void => {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestMtime))) return;
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: ROOT,
    // vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    throw new Error(`Building apps/web failed:\n${build.stdout}\n${build.stderr}`);
  }
};

/**
 * Bundles the server when its bundle is missing or older than its sources: the browser tests
 * run the server as `npm start` does.
 */
export const ensureServerBuilt = async (): Promise<void> => {
  const builtAt = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (builtAt > Math.max(...SERVER_SOURCES.map(newestMtime))) return;
  await buildServer();
};
