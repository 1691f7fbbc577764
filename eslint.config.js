// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', '.scratch', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'log'] }],
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
