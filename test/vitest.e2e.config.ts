import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    // One browser, pages in sequence: the machine has two cores.
    fileParallelism: false,
  },
});
