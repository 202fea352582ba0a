import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'workers/**/*.test.ts',
      'sw/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/hostile/**/*.test.ts',
      'tests/deploy/**/*.test.ts',
    ],
    setupFiles: ['tests/unit/setup.ts'],
    environment: 'node',
    pool: 'threads',
    // The server tests start a reference backend and make a dozen calls each: on a busy 2-core
    // machine the default 5 s ran out while nothing was wrong (docs/testing.md).
    testTimeout: 15_000,
  },
});
