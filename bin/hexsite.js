#!/usr/bin/env node
// React checks NODE_ENV when it is first loaded: production mode renders several times faster.
process.env.NODE_ENV ??= 'production';
const { existsSync } = await import('node:fs');
const { fileURLToPath } = await import('node:url');
const { loadCompiled } = await import('./codeCache.js');

const compiled = fileURLToPath(new URL('../dist/cli.cjs', import.meta.url));
if (!existsSync(compiled)) {
  console.error(`✗ hexsite is not compiled: ${compiled} is missing. Run \`npm run compile\` in ${fileURLToPath(new URL('..', import.meta.url))} first.`);
  process.exit(1);
}
const cli = loadCompiled(compiled, { write: Boolean(process.env.HEXSITE_WRITE_CODE_CACHE) });

await cli.exports.main(process.argv);
