import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
    testTimeout: 30000,
    snapshotSerializers: ['test/unit/rootPathSerializer.ts'],
  },
  esbuild: { jsx: 'automatic' },
});
