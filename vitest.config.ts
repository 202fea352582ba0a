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
  },
});
