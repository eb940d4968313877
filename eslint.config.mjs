// The repository's lint: TypeScript, React hooks, accessibility of the JSX, and the boundaries between
// the parts of the portal. `npm run lint` (part of `npm test`).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const PRODUCT_SOURCES = ['shared/src/**', 'shell/src/**', 'remote-*/src/**', 'api/src/**'];
const REACT_SOURCES = ['{shared,shell,remote-*}/src/**/*.{ts,tsx}', 'bench/monolith/src/**/*.{ts,tsx}'];

/**
 * The parts of the repository and who may import whom:
 *  - every app (the shell, each remote, the API) imports only itself and `@portal/shared`;
 *  - `@portal/shared` imports no app;
 *  - no remote imports another remote or the shell;
 *  - in a remote, a feature (`src/features/<name>/`) reaches another feature only through its
 *    `index.ts`, the feature's public face; the rest of the remote may use any feature;
 *  - product code imports no tooling (build, scripts, bench, tests' support, containers).
 * Tooling may import anything. Packages from npm and Node's own modules are open to all.
 */
export const BOUNDARY_ELEMENTS = [
  { type: 'shared', pattern: 'shared/src' },
  { type: 'shell', pattern: 'shell/src' },
  // A feature of a remote: its folder under src/features/. Listed before the remote so that it wins.
  { type: 'feature', pattern: 'remote-*/src/features/*', capture: ['remote', 'feature'] },
  { type: 'remote', pattern: 'remote-*/src', capture: ['remote'] },
  { type: 'api', pattern: 'api/src' },
  {
    type: 'tooling',
    pattern: [
      'tooling',
      'scripts',
      'build',
      'bench',
      'docker',
      'deploy',
      'e2e',
      'types',
      'api/test',
      'api/bench',
      'api/soak',
      'api/scripts',
    ],
    partialMatch: false,
  },
];

const BOUNDARY_POLICIES = [
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
  { from: { element: { type: 'shell' } }, allow: { to: { element: { types: { anyOf: ['shell', 'shared'] } } } } },
  {
    from: { element: { type: 'remote' } },
    allow: [
      { to: { element: { type: 'shared' } } },
      { to: { element: { types: { anyOf: ['remote', 'feature'] }, captured: { remote: '{{ from.element.captured.remote }}' } } } },
    ],
  },
  {
    from: { element: { type: 'feature' } },
    allow: [
      { to: { element: { type: 'shared' } } },
      { to: { element: { type: 'remote', captured: { remote: '{{ from.element.captured.remote }}' } } } },
      {
        to: {
          element: {
            type: 'feature',
            captured: { remote: '{{ from.element.captured.remote }}', feature: '{{ from.element.captured.feature }}' },
          },
        },
      },
      {
        to: {
          element: { type: 'feature', captured: { remote: '{{ from.element.captured.remote }}' }, fileInternalPath: 'index.{ts,tsx}' },
        },
      },
    ],
  },
  { from: { element: { type: 'api' } }, allow: { to: { element: { types: { anyOf: ['api', 'shared'] } } } } },
  // Tests beside the code may use the tooling that checks it (the build's contract checks, say).
  { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'tooling' } } } },
  {
    from: { element: { type: 'tooling' } },
    allow: { to: { element: { types: { anyOf: ['tooling', 'shared', 'shell', 'remote', 'api'] } } } },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'test-results/**',
      'e2e/.work/**',
      '**/playwright-report/**',
      'bench/results/**',
      'bench/experiments/dist/**',
      'bench/monolith/dist/**',
      '**/.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The browser's code, and tooling's functions that run in a page (Playwright's evaluate, init scripts).
    files: ['shared/src/**', 'shell/src/**', 'remote-*/src/**', 'bench/**', 'e2e/**', 'build/runtime/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter's pattern, empty or not.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // One i18next instance and one query cache for the whole page: the apps translate and read through
    // @portal/shared (federation singletons), never with a copy of the library of their own.
    files: ['shell/src/**', 'remote-*/src/**', 'shared/src/**'],
    ignores: ['shared/src/i18n/**', 'shared/src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['i18next', 'react-i18next'].map((name) => ({
              name,
              message: 'Translate through @portal/shared (useTranslation, fixedT, registerCatalogues).',
            })),
            {
              name: '@tanstack/react-query',
              message: 'Read through @portal/shared/data: one query cache for the whole portal (useEndpointQuery, useEndpointPages, …).',
            },
          ],
        },
      ],
    },
  },
  {
    files: REACT_SOURCES,
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': BOUNDARY_ELEMENTS,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/include': [
        ...PRODUCT_SOURCES,
        'tooling/**',
        'scripts/**',
        'build/**',
        'bench/**',
        'docker/**',
        'deploy/**',
        'e2e/**',
        'types/**',
        'api/**',
        '*/rspack.config.mjs',
        '*.{ts,mjs}',
      ],
      'import/resolver': { typescript: { project: './tsconfig.json', alwaysTryTypes: true }, node: true },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: BOUNDARY_POLICIES }],
    },
  },
);
