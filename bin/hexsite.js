#!/usr/bin/env node
// React checks NODE_ENV when it is first loaded: production mode renders several times faster.
process.env.NODE_ENV ??= 'production';
const { main } = await import('../dist/cli.js');

await main(process.argv);
