// npm runs `prepare` after `npm install`/`npm ci` in this checkout, in the clone of a git
// dependency before packing it, and during `npm pack`/`npm publish`. Compiling needs the
// devDependencies (they are bundled into dist/); an install without them keeps what is
// compiled, or says what to do, and never fails for it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

// `npm pack` and `npm publish` compile in `prepack`, with the declaration files.
if (['pack', 'publish'].includes(process.env.npm_command ?? '')) process.exit(0);

const require = createRequire(import.meta.url);
let devDependencies = true;
try {
  require.resolve('typescript');
  require.resolve('unified');
} catch {
  devDependencies = false;
}
if (!devDependencies) {
  if (!existsSync('dist/cli.cjs')) {
    console.warn('hexsite: not compiled, as the devDependencies are not installed. Run `npm install` (with them), then `npm run compile`.');
  }
  process.exit(0);
}
// A git dependency is packed from its clone without `prepack`: it gets its declaration files here.
// npm names the clone in npm_package_resolved; in this checkout it is unset (or says so).
const resolved = process.env.npm_package_resolved ?? '';
const asDependency = !['', 'undefined', 'null'].includes(resolved);
const run = spawnSync(process.execPath, ['bin/compile.js', ...(asDependency ? ['--types'] : [])], { stdio: 'inherit' });
process.exit(run.status ?? 1);
