/**
 * The layers of the server, and the features of the web app, as import rules (DESIGN.md §1):
 * routes → services → repositories and rendering → lib; a layer never imports one above it, and
 * one web feature never imports another (shared code lives in src/lib or src/components).
 */
const layerImport = (layers) => ({
  regex: `^(\\.\\./)+(${layers.join('|')})(/|\\.ts$)`,
  message: 'This layer may not import that one (see the layer rules in eslint.config.js).',
});
const serverLayer = (folder, forbidden) => ({
  files: [`apps/server/src/${folder}/**/*.ts`],
  rules: { 'no-restricted-imports': ['error', { patterns: [layerImport(forbidden)] }] },
});
const WEB_FEATURES = ['account', 'admin', 'configurator', 'entities'];
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
  serverLayer('routes', ['repositories', 'rendering', 'db', 'jobs']),
  serverLayer('plugins', ['repositories', 'rendering', 'db', 'jobs', 'routes']),
  serverLayer('services', ['routes', 'plugins', 'jobs', 'db']),
  serverLayer('repositories', ['services', 'routes', 'plugins', 'jobs', 'rendering']),
  serverLayer('rendering', ['repositories', 'services', 'routes', 'plugins', 'jobs', 'db']),
  serverLayer('lib', ['repositories', 'services', 'routes', 'plugins', 'jobs', 'db', 'rendering']),
  ...WEB_FEATURES.map(webFeature),
];
