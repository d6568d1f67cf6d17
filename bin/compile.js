// Compiles the generator (src/, templates/, theme/) into dist/ with esbuild, then builds the
// browser bundle once (dist/client/), which every site build copies.
import { build } from 'esbuild';

await build({
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts', parseWorker: 'src/build/parseWorker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});

const { buildClientBundle } = await import('../dist/cli.js');
await buildClientBundle();
