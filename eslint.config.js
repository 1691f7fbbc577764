import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
// @ts-expect-error -- the plugin ships no type declarations.
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports flow one way: exposes → features → lib/config/components. A feature never imports another.
const restrictedZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature; move what both need down to src/lib or src/components.',
  })),
  {
    target: './src/features',
    from: './src/exposes',
    message: 'Features do not import the exposed modules; exposes compose features.',
  },
  {
    target: ['./src/lib', './src/config', './src/components'],
    from: ['./src/features', './src/exposes'],
    message: 'Shared code does not import features or exposes.',
  },
  { target: './src', from: ['./emulator', './host-sandbox'], message: 'The remote knows neither host nor emulator.' },
  { target: './emulator', from: ['./src', './host-sandbox'], message: 'The emulator is independent of the app.' },
];

// The type-aware rules (no-floating-promises, await-thenable) run in Oxlint, on TypeScript 7's checker
// (.oxlintrc.json): here they made ESLint build TypeScript 6 programs for every file, two thirds of its time.
export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      '.scratch',
      'test-results',
      'playwright-report',
      'bench/results',
      '**/@mf-types',
      // Next's build and the declarations it writes (host-next/).
      '**/.next',
      'host-next/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // A scrolling region must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // kebab-case file and folder names (dotted suffixes such as .test.ts and .module.css are fine).
    files: ['src/**', 'emulator/**', 'host-sandbox/**', 'packages/**', 'tests/**', 'scripts/**', 'bench/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: restrictedZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The app and the libraries report problems (warn, error) and nothing else on the console.
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line tools and test harnesses print their progress; the sandbox host logs analytics.
    files: ['scripts/**', 'bench/**', 'emulator/src/cli.ts', 'emulator/tools/**', 'tests/**', 'host-sandbox/**'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error', 'info', 'log'] }] },
  },
  {
    // A stage reads as the user names it: its label comes from the user's stages (stageLabel,
    // useBoardStages, useStageLabel), never from the table of default labels, which knows neither a
    // stage the user added (it would read "Stage 542a…") nor a rename.
    files: ['src/**'],
    ignores: ['src/lib/applications/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/applications/statuses',
              importNames: ['statusLabel', 'STATUS_LABELS'],
              message: "Label a stage from the user's stages (stageLabel, useBoardStages or useStageLabel).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['host-sandbox/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**', '@/*'], message: 'The host uses the remote through federation only.' }] },
      ],
    },
  },
  prettier,
);
