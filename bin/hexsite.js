#!/usr/bin/env node
// React checks NODE_ENV when it is first loaded: production mode renders several times faster.
process.env.NODE_ENV ??= 'production';
const { existsSync } = await import('node:fs');
const { fileURLToPath } = await import('node:url');
const { loadCompiled } = await import('./codeCache.js');

const compiled = fileURLToPath(new URL('../dist/cli.cjs', import.meta.url));
if (!existsSync(compiled)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // A checkout has its sources; an installed package is compiled before it is packed.
  const advice = existsSync(new URL('../src', import.meta.url))
    ? `Run \`npm run compile\` in ${root} first.`
    : 'This installation of hexsite is incomplete: install hexsite again.';
  console.error(`✗ hexsite is not compiled: ${compiled} is missing. ${advice}`);
  process.exit(1);
}
const cli = loadCompiled(compiled, { write: Boolean(process.env.HEXSITE_WRITE_CODE_CACHE) });

await cli.exports.main(process.argv);
