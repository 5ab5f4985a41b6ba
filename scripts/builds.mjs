// The two builds the server runs from: the web app (Vite, apps/web/dist) and the server itself,
// bundled with the domain package into one ES module (esbuild), so that the shop runs plain
// JavaScript: no TypeScript transpiled at every start, and about 45 MB less memory than running
// the sources through tsx. Each is made again only when missing or older than its sources;
// `npm start`, the browser tests and the benchmarks all build through here.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const domain = join(root, 'packages/domain/src');

const WEB_BUILT = join(web, 'dist/index.html');
const WEB_SOURCES = [
  join(web, 'src'),
  join(web, 'public'),
  join(web, 'index.html'),
  join(web, 'vite.config.ts'),
  join(web, 'package.json'),
  domain,
];

// At the depth of src/routes/, so the server's relative path to apps/web/dist holds for both.
export const SERVER_BUNDLE = join(root, 'apps/server/dist/bundle/server.mjs');
const SERVER_SOURCES = [join(root, 'apps/server/src'), domain];

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
};

/** Whether `output` is missing or older than any of `sources`. */
const stale = (output, sources) =>
  !existsSync(output) || Math.max(...sources.map(newestMtime)) > statSync(output).mtimeMs;

/** Builds apps/web; throws with Vite's output if the build fails. */
const buildWeb = () => {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    // A production build whatever NODE_ENV the caller has (vitest's 'test' would build dev React).
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`Building apps/web failed:\n${result.stdout}\n${result.stderr}`);
  }
};

const buildServer = () =>
  build({
    entryPoints: [join(root, 'apps/server/src/server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@fotoobraz/domain': join(domain, 'index.ts') },
    logLevel: 'warning',
  });

/** Builds the web app when stale; `log` hears of it first (a build takes a while). */
export const ensureWebBuilt = (log = () => {}) => {
  if (!stale(WEB_BUILT, WEB_SOURCES)) return;
  log('Building the web app ...');
  buildWeb();
};

/** Bundles the server when stale. */
export const ensureServerBuilt = async (log = () => {}) => {
  if (!stale(SERVER_BUNDLE, SERVER_SOURCES)) return;
  log('Building the server ...');
  await buildServer();
};

// `npm run build`: both, whatever their age.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildWeb();
  await buildServer();
  console.log(`Built ${WEB_BUILT} and ${SERVER_BUNDLE}`);
}
