// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import { createNodeResolver } from 'eslint-plugin-import-x/node-resolver';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featureDir = new URL('./apps/web/src/features', import.meta.url);
const features = readdirSync(featureDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Features don't import each other (shared -> features -> app); the app layer composes them.
const featureBoundaries = features.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
            message:
              'Features do not import each other; share through api/, components/, lib/ or stores/, or compose in app/.',
          },
          {
            group: ['@/app/*', '../../*', '../../../*'],
            message:
              'A feature imports only its own files and the shared layers (api, components, lib, stores, @phonekade/shared).',
          },
        ],
      },
    ],
  },
}));

// The shared layers sit under the features: they never reach up into a feature or the app.
const sharedLayers = {
  files: ['apps/web/src/{api,components,lib,stores}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
            message:
              'Shared layers (api, components, lib, stores) never import a feature or the app; move what both need down here.',
          },
        ],
      },
    ],
  },
};

// A cycle makes load order decide what a module sees; every web import resolves as Vite does ('@' is src).
const noImportCycles = {
  files: ['apps/web/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createNodeResolver({ alias: { '@': [fileURLToPath(new URL('./apps/web/src', import.meta.url))] } }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

// Server layers (docs/architecture.md): routes -> services (rules) -> repositories (SQL).
const serverModuleDir = new URL('./apps/server/src/modules', import.meta.url);
const serverModules = readdirSync(serverModuleDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Another module's SQL: a module asks that module's service, so its rules are not skipped. */
const otherModulesRepositories = (module) => ({
  group: [
    '**/modules/*/*.repository.ts',
    '../*/*.repository.ts',
    `!**/modules/${module}/*.repository.ts`,
    `!../${module}/*.repository.ts`,
  ],
  message: "A module never imports another module's repository; call that module's service instead.",
});

const noPlugins = {
  group: ['**/plugins/*', '**/plugins/**'],
  message:
    'Only routes (*.routes.ts) use plugins; services and repositories take plain values (AuthUser from lib/current-user.ts).',
};

// Routes may use plugins (guards, rate limits); everything else in a module may not.
const serverModuleBoundaries = serverModules.flatMap((module) => [
  {
    files: [`apps/server/src/modules/${module}/**/*.routes.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModulesRepositories(module)] }] },
  },
  {
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: ['**/*.routes.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModulesRepositories(module), noPlugins] }] },
  },
]);

// Plugins are the web framework's side: they reach the data through services, never by SQL.
const serverPlugins = {
  files: ['apps/server/src/plugins/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/*.repository.ts'],
            message: "Plugins use a module's service (or lib/), never its repository.",
          },
        ],
      },
    ],
  },
};

// The database layer (schema, client, migrations) sits under everything: it never knows the modules.
const serverDatabase = {
  files: ['apps/server/src/db/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/modules/**', '**/plugins/**', '**/seed/**'],
            message: 'db/ never imports modules, plugins or the seed; they import db/.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'reports/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Messages are shown in the page, beside what they are about; questions in an in-page dialog
      // (docs/decisions/078-inline-form-errors-and-photo-errors.md).
      'no-alert': 'error',
    },
  },
  ...featureBoundaries,
  sharedLayers,
  noImportCycles,
  ...serverModuleBoundaries,
  serverPlugins,
  serverDatabase,
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
