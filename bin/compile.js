// Compiles the generator (src/, templates/, theme/) into dist/ with esbuild, then builds the
// browser bundle once (dist/client/), which every site build copies, and the code cache of
// the command line (bin/codeCache.js). With --types (`npm pack`), also the package's
// declaration files (dist/types/, bin/emitTypes.js).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { isAscii } from 'node:buffer';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { emitTypes } from './emitTypes.js';
import { patchDependencies } from './patchDependencies.js';
import { REQUIRE_BANNER, requireExternals } from './requireExternals.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// Names this build of hexsite by its sources, locked dependencies and the edits made to them:
// the page store of a site is kept only while this name is unchanged (`engineKey` in
// src/cache/pageStore.ts hashes the same files when hexsite runs from its sources). An
// installed package carries the name compiled in; a copy without the lock file (a git
// dependency's may lack it) is named by package.json's dependencies instead.
const engine = createHash('sha1');
const sources = readdirSync('src', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name).split(path.sep).join('/'))
  .sort();
const lock = existsSync('package-lock.json') ? 'package-lock.json' : 'package.json';
for (const file of [...sources, lock, 'bin/patchDependencies.js']) engine.update(file).update('\0').update(readFileSync(file)).update('\0');

rmSync('dist', { recursive: true, force: true });

// What every bundle shares. Dependencies are bundled in: Node's ESM loader is slow with the
// hundreds of small modules of the unified ecosystem (0.5 s at every start). React stays
// external so that React pages in a site and the renderer share one copy; esbuild has a
// native binary.
const common = {
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  // lunr-languages: the browser's chunks of search languages (theme/search/languageModules.ts);
  // on Node, src/search/searchLanguage.ts requires the one a build needs from the installed package.
  external: ['esbuild', 'react', 'react-dom', 'react/*', 'react-dom/*', 'playwright-core', 'vitest', 'chokidar', 'fsevents', 'lunr-languages', 'lunr-languages/*'],
  jsx: 'automatic',
  define: { HEXSITE_VERSION: JSON.stringify(version), HEXSITE_ENGINE: JSON.stringify(engine.digest('hex').slice(0, 12)) },
  // Edits to dependencies that make them faster and change no result: bin/patchDependencies.js.
  // React and esbuild, left external, are loaded by require(): bin/requireExternals.js.
  plugins: [patchDependencies(), requireExternals(['esbuild', 'react', 'react-dom'])],
  // Maps beside the bundles, for a debugger pointed at them, and no comment naming them: the
  // package leaves them out (21 MB), and a comment would name a file it does not have.
  sourcemap: 'external',
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: {
    index: 'src/index.ts',
    // One worker file per stage, each with only that stage's code: src/threads/worker.ts.
    parseWorker: 'src/pipeline/workers/parse.ts',
    searchWorker: 'src/pipeline/workers/search.ts',
    renderWorker: 'src/pipeline/workers/render.ts',
    scanWorker: 'src/checkOutput/scanWorker.ts',
    bundle: 'src/bundle/bundleClient.ts',
  },
  format: 'esm',
  // Bundled CommonJS dependencies call require(); an ESM bundle gets one from createRequire.
  banner: { js: REQUIRE_BANNER },
});

// Every highlight grammar, loaded only by a site that asks for more than the common ones
// (`prism.additionalLanguages`, src/markdown/plugins/grammars.ts).
await build({ ...common, entryPoints: { grammars: 'src/markdown/plugins/allGrammars.ts' }, outExtension: { '.js': '.cjs' }, format: 'cjs', sourcemap: false });

// The command line is CommonJS, which bin/hexsite.js runs with V8's code cache
// (bin/codeCache.js): Node 20 keeps none for ES modules. Every start reads its source, decodes
// it and hashes it, and V8 hashes it again, so it is compiled without whitespace and comments
// (1.8 MB, not 2.6), names kept for stack traces. It must be ASCII: V8 keeps a source with one
// other character at two bytes a character, which took 11 ms more to decode and 12 ms more to
// load with the cache. esbuild escapes strings, not regular expressions.
const cli = await build({
  ...common,
  entryPoints: { cli: 'src/cli/main.ts' },
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  minifyWhitespace: true,
  write: false,
  banner: { js: "const __hexsiteModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
  define: { ...common.define, 'import.meta.url': '__hexsiteModuleUrl' },
});
for (const file of cli.outputFiles) {
  if (file.path.endsWith('.cjs') && !isAscii(file.contents)) {
    const at = file.text.search(/[^\0-\x7f]/);
    throw new Error(`dist/cli.cjs is not ASCII, near: ${file.text.slice(Math.max(0, at - 60), at + 20)}\nWrite that character as a \\u escape in the source.`);
  }
  writeFileSync(file.path, file.contents);
}

// The dev client (theme/dev/devClient.ts): the script every page served by `serve --watch`
// runs, and no built page holds. A classic script of its own, read by the watch server.
await build({
  entryPoints: { devClient: 'theme/dev/devClient.ts' },
  outdir: 'dist',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  logLevel: 'warning',
});

const { buildClientBundle } = await import('../dist/bundle.js');
await buildClientBundle();

// The code cache of the command line, made by building the Hexagon site: a build of any site
// runs the same functions, and this one has every kind of page and Markdown.
const out = mkdtempSync(path.join(tmpdir(), 'hexsite-code-cache-'));
try {
  if (!existsSync('content/hexsite.config.ts')) throw new Error('the Hexagon site (content/) is missing');
  const run = spawnSync(process.execPath, ['bin/hexsite.js', 'build', 'content', '--out', out, '--no-cache'], {
    env: { ...process.env, HEXSITE_WRITE_CODE_CACHE: '1' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr || run.stdout);
} catch (error) {
  rmSync('dist/cli.cjs.cache', { force: true });
  console.warn(`hexsite: no code cache made, the command line starts slower: ${error.message}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}

if (process.argv.includes('--types')) emitTypes('dist/types');
