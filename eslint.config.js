import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
  {
    // Runtime-neutral code runs in the page, the service worker and the Comlink worker.
    files: ['src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'dexie*', '../*'] }],
    },
  },
  {
    // A folder inside src/common (pages/, tracking/) may use the modules above it, but still
    // never anything outside src/common.
    files: ['src/common/*/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'dexie*', '../../*'] }],
    },
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
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Playwright polls until the predicate's value is truthy, and a promise always is.
          selector:
            'CallExpression[callee.property.name="waitForFunction"] > :function[async=true]',
          message:
            'waitForFunction returns at once on an async predicate; use expect.poll(() => page.evaluate(...)).',
        },
      ],
    },
  },
);
