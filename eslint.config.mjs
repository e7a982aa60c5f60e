// One ESLint configuration for the whole monorepo. Each package runs `eslint .` (ESLint finds this file by
// walking up), so `turbo run lint` lints package by package and caches each result.
//
// What is an error here: real bugs (unused code, promises nobody awaits, hooks called conditionally or with
// missing dependencies) and broken architecture (the import boundaries below). Style is Prettier's job.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Absolute paths: `turbo` runs ESLint from each package's folder, and relative zones would follow the cwd. */
const at = (...parts) => path.join(root, ...parts);

const webApps = ['shell', 'storefront-mfe', 'dashboard-mfe'];
const remotes = ['storefront-mfe', 'dashboard-mfe'];
const workspaces = ['contracts', 'shared-ui', ...webApps, 'api', 'e2e', 'tools'];
const appPackages = [...webApps, 'api', 'e2e'].flatMap((app) => [`@phoneparts/${app}`, `@phoneparts/${app}/*`]);
/** The apps are not libraries: no package imports one by name (the path zones cover `../` imports). */
const notALibrary = { group: appPackages, message: 'An app is not a library.' };
/** contracts/src/dev-defaults.ts holds the demo admin's password: Node code only. */
const nodeOnlyDevDefaults = {
  group: ['@phoneparts/contracts/dev-defaults', '**/contracts/src/dev-defaults'],
  message: 'Development defaults (the demo password) stay out of browser bundles.',
};
const tsconfigs = [
  ...workspaces.filter((w) => w !== 'tools'),
  'tools/bench-results',
  'tools/mail-catcher',
  'tools/serve-static',
].map((w) => at(w, 'tsconfig.json'));

/**
 * API feature folders under api/src. A feature may import another feature's *public* files only:
 *   - `*.module.ts`     its Nest module (what you import into your module),
 *   - `*.service.ts`    and `*.repository.ts`: the providers a Nest module exports,
 *   - `index.ts`        plain types and functions a feature chooses to share.
 * Everything else in a feature folder (controllers, mappers, row types, helpers, sub-folders) is internal.
 * `common/`, `config/`, `database/` and `rate-limits/` are shared infrastructure that every feature may
 * import; the composition roots (`main.ts`, `app.*.ts`, `cli/`) wire features together, so they may import anything.
 */
const apiShared = ['common', 'config', 'database', 'rate-limits'];
const apiCompositionRoots = ['cli'];
/** Every other folder under api/src is a feature (a new folder gets the rule without editing this file). */
const apiFeatures = fs
  .readdirSync(at('api/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...apiShared, ...apiCompositionRoots].includes(entry.name))
  .map((entry) => entry.name);
const apiPublicFiles = ['*.module.ts', '*.service.ts', '*.repository.ts', 'index.ts'].map((file) =>
  at('api/src/*', file),
);

/** `from` every workspace except `allowed` (and the importing one). */
const otherWorkspaces = (self, allowed) =>
  workspaces.filter((w) => w !== self && !allowed.includes(w)).map((w) => at(w));

/** `testTools`: what a web app's tests may use besides (the build tools, to check the app's own config). */
const workspaceBoundaries = (testTools = []) => [
  // contracts is the bottom layer; shared-ui builds on contracts only.
  { target: at('contracts'), from: otherWorkspaces('contracts', []), message: 'contracts depends on nothing.' },
  {
    target: at('shared-ui'),
    from: otherWorkspaces('shared-ui', ['contracts']),
    message: 'shared-ui builds on contracts only.',
  },
  // A remote is deployed on its own: it may use shared-ui and contracts, never the shell or the other remote.
  ...remotes.map((remote) => ({
    target: at(remote, 'src'),
    from: otherWorkspaces(remote, ['contracts', 'shared-ui', ...testTools]),
    message: 'A remote imports only shared-ui and contracts.',
  })),
  // The shell loads the remotes at run time through Module Federation, never from their sources.
  {
    target: at('shell', 'src'),
    from: otherWorkspaces('shell', ['contracts', 'shared-ui', ...testTools]),
    message: 'The shell loads the remotes at run time (Module Federation), not from their sources.',
  },
  // No web code in the API and no API code in the web apps: they share contracts only.
  { target: at('api'), from: webApps.concat('shared-ui').map((w) => at(w)), message: 'The API shares contracts only.' },
];

// An API feature imports another feature's public files only (see apiPublicFiles).
const apiFeatureBoundaries = [
  ...apiFeatures.map((feature) => ({
    target: at('api/src', feature),
    from: [at('api/src', `!(${[feature, ...apiShared].join('|')})`, '**')],
    except: apiPublicFiles,
    message: `Import another feature's module, service, repository or index.ts, not its internals.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/server-dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/.data/**',
      'api/drizzle/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    // The shop matches control characters on purpose, to refuse them in input; the rule exists to catch
    // accidental ones, which is not what these regular expressions are.
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }] },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.recommended],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      parserOptions: {
        // Type information for the few rules that need it; each file is checked against its package's tsconfig.
        projectService: { allowDefaultProject: ['api/drizzle.config.ts'] },
        tsconfigRootDir: root,
      },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: tsconfigs, alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // A promise nobody awaits loses its error (an unhandled rejection) and its ordering.
      // React Router's navigate() may return a promise (only with its data APIs, unused here): not a loss.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }] },
      ],
      // An async function where a void callback is expected (event handlers excepted: React awaits nothing anyway).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...workspaceBoundaries(), ...apiFeatureBoundaries] }],
      'no-restricted-imports': ['error', { patterns: [notALibrary] }],
    },
  },
  {
    // The demo password and the local addresses are for Node tools: no browser bundle may carry them.
    files: [...webApps, 'shared-ui'].map((w) => `${w}/src/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [notALibrary, nodeOnlyDevDefaults] }] },
  },
  {
    // All SQL behind repositories (Immich's shape): outside a `*.repository.ts` (and the database folder
    // that defines the tables), no query builder and no table; a service keeps the logic and may open a
    // transaction to hand to repositories. Type imports of a table (a row's type) are not queries.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.repository.ts', 'api/src/database/**', 'api/src/**/*.spec.ts', 'api/src/**/*.int-spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            notALibrary,
            { regex: '^drizzle-orm(/|$)', message: 'SQL belongs in a *.repository.ts.' },
            {
              regex: '/database/schema(/|$)',
              allowTypeImports: true,
              message: 'Tables are queried in a *.repository.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // A test arranges state across features (a paid order needs a part row), so the feature rule is for
    // production code; the workspace boundaries still hold.
    files: ['api/**/*.spec.ts', 'api/**/*.int-spec.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: workspaceBoundaries() }] },
  },
  {
    // A web app's tests may check its own build configuration (the federation contract in webpack.config.js).
    files: webApps.map((app) => `${app}/src/**/*.spec.{ts,tsx}`),
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: workspaceBoundaries(['tools']) }],
      '@typescript-eslint/no-require-imports': ['error', { allow: ['/webpack\\.config\\.js$'] }],
    },
  },
  {
    // Declaration files describe what exists elsewhere: unused names there are not dead code, and a
    // `/// <reference path>` to another declaration file is what that syntax is for.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off', '@typescript-eslint/triple-slash-reference': 'off' },
  },
);
