/**
 * The layers of the server, and the features of the web app, as import rules (DESIGN.md §1):
 * areas → routes → services (and the events they emit) → repositories and rendering → lib; a
 * layer never imports one above it, areas talk to each other only through the app's decorators
 * and the events, and one web feature never imports another (shared code lives in src/lib or
 * src/components).
 */
const layerImport = (layers) => ({
  regex: `^(\\.\\./)+(${layers.join('|')})(/|\\.ts$)`,
  message: 'This layer may not import that one (see the layer rules in eslint.config.js).',
});
const serverLayer = (folder, forbidden) => ({
  files: [`apps/server/src/${folder}/**/*.ts`],
  rules: { 'no-restricted-imports': ['error', { patterns: [layerImport(forbidden)] }] },
});
const WEB_FEATURES = ['account', 'admin', 'configurator', 'entities', 'withdrawal'];
const webFeature = (feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${WEB_FEATURES.filter((f) => f !== feature).join('|')})/`,
            message:
              'A feature does not import another feature; share through src/lib or src/components.',
          },
        ],
      },
    ],
  },
});

export const layerRules = [
  serverLayer('routes', ['areas', 'repositories', 'rendering', 'db', 'jobs']),
  serverLayer('plugins', ['areas', 'repositories', 'rendering', 'db', 'jobs', 'routes']),
  serverLayer('services', ['areas', 'routes', 'plugins', 'jobs', 'db']),
  serverLayer('events', ['areas', 'routes', 'plugins', 'jobs', 'db', 'rendering']),
  serverLayer('repositories', [
    'areas',
    'services',
    'events',
    'routes',
    'plugins',
    'jobs',
    'rendering',
  ]),
  serverLayer('rendering', [
    'areas',
    'repositories',
    'services',
    'routes',
    'plugins',
    'jobs',
    'db',
  ]),
  serverLayer('lib', [
    'areas',
    'repositories',
    'services',
    'events',
    'routes',
    'plugins',
    'jobs',
    'db',
    'rendering',
  ]),
  ...WEB_FEATURES.map(webFeature),
];
