/**
 * The layers of the server, and the parts of the web app, as one import rule (DESIGN.md §1).
 * It denies by default: each part names the parts it may import, and everything else is refused,
 * including a folder nobody has named yet. An import is judged by the file it resolves to, not
 * by how its path is spelled, so `../../configurator/x` from one feature is seen as the
 * configurator feature whatever the depth.
 *
 * Server: each folder of src/areas is an area, holding its own layers (routes → services (and the
 * events they emit) → repositories and rendering, and jobs beside the services); its index.ts is
 * its door, the one file of it another area (or the app) may import. What all areas share lives
 * outside src/areas in the same layers, under the kernel, and imports no area. Web: a feature
 * never imports another feature; what two features share lives in src/lib or src/components,
 * which (with src/config) import no feature.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The composition roots: they put the parts together, so they may import every part. */
const ANY = '*';

/**
 * What each part of apps/server/src may import besides itself (a top-level file is a part too).
 * A file of an area is held to the row of its layer (`areas/orders/services/x.ts` to `services`),
 * for its own area's layers and for the shared ones alike; an area's door to `door`.
 */
const SERVER_PARTS = {
  server: ANY,
  app: ANY,
  'request-hooks': ANY,
  // An area's index.ts: it builds the area from its own layers and the shared parts.
  door: [
    'routes',
    'services',
    'events',
    'jobs',
    'repositories',
    'rendering',
    'plugins',
    'lib',
    'config',
    'kernel',
  ],
  // What every area is built with (the kernel), and the model's generic routes.
  kernel: ['routes', 'services', 'events', 'repositories', 'plugins', 'lib', 'config'],
  config: ['lib'],
  routes: ['services', 'events', 'plugins', 'lib', 'config'],
  plugins: ['lib', 'config'],
  services: ['events', 'repositories', 'rendering', 'lib', 'config'],
  events: ['services', 'repositories', 'lib', 'config'],
  // Jobs run services and repositories on a timer; they are started by their area.
  jobs: ['services', 'events', 'repositories', 'lib', 'config'],
  repositories: ['lib', 'config'],
  rendering: ['lib', 'config'],
  lib: ['config'],
  // Migrations, the seed and the backup work on the database below every layer that serves it.
  db: ['repositories', 'lib', 'config'],
};

/** What each part of apps/web/src may import besides itself; `features/*` is any one feature. */
const WEB_PARTS = {
  main: ANY,
  prerender: ANY,
  app: ANY,
  'features/*': ['lib', 'components', 'config', 'prerendered-zone'],
  components: ['lib', 'config'],
  lib: ['config'],
  config: [],
  'prerendered-zone': [],
};

/**
 * Single imports allowed across a boundary the tables above close, each with its reason:
 * `from` is the importing file (or its folder), `to` the imported file, both from the repo root.
 */
const EXCEPTIONS = [
  {
    from: 'apps/server/src/db/seed/catalogue.seed.ts',
    to: 'apps/server/src/services/unit-of-work.ts',
    why: 'the seed writes the whole catalogue in one transaction, with the same transactor the services use',
  },
];

const APPS = [
  { root: 'apps/server/src', parts: SERVER_PARTS },
  { root: 'apps/web/src', parts: WEB_PARTS },
];
const SERVER = APPS[0];

/** The shared parts that may import an area's door: the app builds them, the events name their types. */
const IMPORT_DOORS = new Set(['server', 'app', 'events']);

/**
 * The part of apps/server/src a file belongs to: a shared part (`routes`, `kernel`, …), or
 * `{ area, layer }` for a file of an area (its layer folder, or `door` for its index.ts).
 */
const serverPlaceOf = (relative) => {
  const [top, area, second] = path.posix.relative(SERVER.root, relative).split('/');
  if (top !== 'areas' || !area || !second) return { layer: partOf(SERVER, relative) };
  const name = second.replace(/\.(tsx?|js|json)$/, '');
  return { area, layer: name === 'index' ? 'door' : name };
};

const doorOf = (area) => `${SERVER.root}/areas/${area}/index.ts`;

/**
 * Why a server file may not import another: an area imports another area only through its door,
 * a shared part imports no area (the app and the events: only doors), and within an area or
 * among the shared parts each layer imports what its row allows.
 */
const serverRefusal = (file, target) => {
  const from = serverPlaceOf(file);
  const to = serverPlaceOf(target);
  if (to.area && to.area !== from.area) {
    if (to.layer === 'door' && (from.area || IMPORT_DOORS.has(from.layer))) return undefined;
    if (from.area) {
      return `An area imports another only through its door (layers/boundaries): ${from.area} → ${to.area}; import ${doorOf(to.area)}, and export there what ${from.area} needs.`;
    }
    const door = IMPORT_DOORS.has(from.layer) ? `; import the area's door, ${doorOf(to.area)}` : '';
    return `${SERVER.root}/${from.layer} is shared by all areas and imports none (see the import rules in eslint-layers.js)${door}.`;
  }
  return layerRefusal(SERVER, from.layer, to.layer);
};

/** Why part `from` may not import part `to` (rows of the table of `app`), or undefined. */
const layerRefusal = (app, from, to) => {
  if (from === to) return undefined;
  const allowed = allowedFor(app, from);
  if (allowed === undefined) {
    return `${app.root}/${from} is no part named in eslint-layers.js; name what it may import there.`;
  }
  if (allowed === ANY || allowed.includes(to)) return undefined;
  if (from.startsWith('features/') && to.startsWith('features/')) {
    return `A feature does not import another feature (${from} → ${to}); share through src/lib or src/components.`;
  }
  return `${app.root}/${from} may not import ${app.root}/${to} (see the import rules in eslint-layers.js).`;
};

/** The part a repo-relative path belongs to, e.g. `routes`, `features/account`, `prerendered-zone`. */
const partOf = (app, relative) => {
  const [first, second] = path.posix.relative(app.root, relative).split('/');
  if (first === 'features' && second) return `features/${second.replace(/\.tsx?$/, '')}`;
  return first.replace(/\.(tsx?|js|json)$/, '');
};

const allowedFor = (app, part) => app.parts[part.startsWith('features/') ? 'features/*' : part];

const toRepoPath = (file) => path.relative(ROOT, file).split(path.sep).join('/');

const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);

const withoutExtension = (file) => file.replace(/\.tsx?$/, '');

const isException = (file, target) =>
  EXCEPTIONS.some(
    (e) => inside(file, e.from) && withoutExtension(target) === withoutExtension(e.to),
  );

/** Why `file` may not import `target` (both repo-relative), or undefined when it may. */
const refusal = (file, target) => {
  const app = APPS.find((a) => inside(file, a.root));
  if (!app || !inside(target, app.root) || isException(file, target)) return undefined;
  if (app === SERVER) return serverRefusal(file, target);
  return layerRefusal(app, partOf(app, file), partOf(app, target));
};

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports stay inside the layers and features named in eslint-layers.js' },
    schema: [],
  },
  create(context) {
    const file = toRepoPath(context.filename);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = toRepoPath(path.resolve(path.dirname(context.filename), source.value));
      const message = refusal(file, target);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const layerRules = [
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { boundaries } } },
    rules: { 'layers/boundaries': 'error' },
  },
];
