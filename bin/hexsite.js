#!/usr/bin/env node
// React checks NODE_ENV when it is first loaded: production mode renders several times faster.
process.env.NODE_ENV ??= 'production';
const { fileURLToPath } = await import('node:url');
const { loadCompiled } = await import('./codeCache.js');
const cli = loadCompiled(fileURLToPath(new URL('../dist/cli.cjs', import.meta.url)), { write: Boolean(process.env.HEXSITE_WRITE_CODE_CACHE) });

await cli.exports.main(process.argv);
