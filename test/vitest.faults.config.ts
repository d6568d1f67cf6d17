import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/faults/**/*.test.ts'],
    testTimeout: 120000,
    hookTimeout: 120000,
  },
  esbuild: { jsx: 'automatic' },
});
