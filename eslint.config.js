import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layerRules } from './eslint-layers.js';

/**
 * The server's files that may read the time themselves with `new Date()` (issue 45): the clock,
 * and the migrations and the backup, which run outside the app and its clock. Everything else
 * takes the kernel's clock, so a test that moves it moves the whole server at once. A folder
 * ends in `/**`; scripts/server-clock.test.ts holds the comments to the same list.
 */
export const READS_THE_TIME = [
  'apps/server/src/lib/clock.ts',
  'apps/server/src/db/migrations/**',
  'apps/server/src/db/backup.ts',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  ...layerRules,
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: READS_THE_TIME,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            "The server reads the time from the injected clock, not `new Date()`: the kernel's `now`, or a repository's `this.database.now` (apps/server/src/lib/clock.ts).",
        },
      ],
    },
  },
);
