import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The layers of docs/architecture.md ("Layers"): what each folder may import. Imports are relative,
// so each rule is a regular expression over the import's path; a dynamic import() is held to the
// same rule as a static one.

/** `no-restricted-imports` and `no-restricted-syntax` (for import()) for the given path rules. */
function importRules(rules, packages = []) {
  const esquery = (regex) => regex.replaceAll('/', '\\/');
  return {
    'no-restricted-imports': [
      'error',
      { patterns: [...packages, ...rules.map(([regex, message]) => ({ regex, message }))] },
    ],
    'no-restricted-syntax': [
      'error',
      ...rules.map(([regex, message]) => ({
        selector: `ImportExpression[source.value=/${esquery(regex)}/]`,
        message,
      })),
    ],
  };
}

/** The same rules with one more `no-restricted-syntax` selector. */
function withSelector(rules, selector) {
  const [level, ...selectors] = rules['no-restricted-syntax'];
  return { ...rules, 'no-restricted-syntax': [level, ...selectors, selector] };
}

const NO_FEATURES = [
  '(^|/)features(/|$)',
  'Shared layers (data, lib, api, ui, i18n) never import a feature; move what both need down.',
];
/** From a file `depth` folders below its feature's folder, a path into another feature's files. */
const intoAnotherFeature = (depth) => [
  `^(\\.\\./){${depth + 1}}[^./][^/]*/.|(^|/)features/[^/]+/.`,
  "Import another feature through its index.ts ('../<feature>'), which lists what it offers.",
];
const OUTSIDE_COMMON = (depth) => [
  `^(\\.\\./){${depth + 1}}`,
  'src/common runs in the page, the service worker, the worker and Node: it imports only itself.',
];
const COMMON_PACKAGES = [
  {
    group: ['react', 'react-*', 'dexie', 'dexie-*', 'wouter', 'wouter/*'],
    message: 'src/common has no DOM, React or Dexie: it also runs in the worker and in Node.',
  },
];

// Playwright polls until the predicate's value is truthy, and a promise always is.
const ASYNC_WAIT_FOR_FUNCTION = {
  selector: 'CallExpression[callee.property.name="waitForFunction"] > :function[async=true]',
  message:
    'waitForFunction returns at once on an async predicate; use expect.poll(() => page.evaluate(...)).',
};
// A sleep before a "nothing happened" check passes when the thing happens late. A pause that is
// itself the scenario (a player's second tap) is a Node timer with its reason.
const FIXED_WAIT = {
  selector: 'CallExpression[callee.property.name="waitForTimeout"]',
  message:
    'No fixed waits (docs/qa.md "No fixed waits"): move the page clock past the delay (the clock fixture) or wait for a signal (a locator, page.waitForRequest, the ledger, networkQuiet).',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'server/.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['sw/**/*.ts', 'workers/**/*.ts'],
    languageOptions: { globals: globals.worker },
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  // Runtime-neutral code runs in the page, the service worker, the Comlink worker and Node.
  ...[0, 1, 2].map((depth) => ({
    files: [`src/common/${'*/'.repeat(depth)}*.ts`],
    rules: importRules([OUTSIDE_COMMON(depth)], COMMON_PACKAGES),
  })),
  {
    files: ['src/common/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['src/{data,lib,api,ui,i18n}/**/*.{ts,tsx}'],
    ignores: ['src/data/tracking/**'],
    rules: importRules([NO_FEATURES]),
  },
  {
    // The service worker runs this: the tracking outbox and its drain, with nothing of the page.
    files: ['src/data/tracking/*.ts'],
    rules: importRules(
      [['^\\.\\./(?!\\.\\./common/)', 'src/data/tracking imports only src/common.']],
      [{ group: ['react', 'react-*'], message: 'The service worker runs src/data/tracking.' }],
    ),
  },
  ...[0, 1, 2].map((depth) => ({
    files: [`src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: ['src/features/*/index.ts'],
    rules: importRules([intoAnotherFeature(depth)]),
  })),
  {
    // An index.ts only re-exports (vite.config.ts tells the bundler so): importing one name from it
    // loads that name's module, not the whole feature.
    files: ['src/features/*/index.ts'],
    rules: withSelector(importRules([intoAnotherFeature(0)]), {
      selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
      message: "A feature's index.ts only re-exports what other features use.",
    }),
  },
  {
    files: ['server/**/*.ts'],
    rules: importRules([
      ['(^|/)src/(?!common/)', 'The server shares only src/common with the storefront.'],
    ]),
  },
  {
    files: ['sw/**/*.ts'],
    rules: importRules([
      [
        '(^|/)src/(?!common/|data/tracking/)',
        'The service worker imports only src/common and the tracking outbox (src/data/tracking).',
      ],
    ]),
  },
  {
    files: ['workers/**/*.ts'],
    rules: importRules([['(^|/)src/(?!common/)', 'The worker imports only src/common.']]),
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['tests/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ASYNC_WAIT_FOR_FUNCTION] },
  },
  {
    // Tests only: the benchmarks in scripts/ poll with a pause between looks, which is no check.
    files: ['tests/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ASYNC_WAIT_FOR_FUNCTION, FIXED_WAIT] },
  },
);
