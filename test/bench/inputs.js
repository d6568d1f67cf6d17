// Prepares what the benchmark builds and measures sizes on disk: the Hexagon site (a copy of
// content/), generated corpora (../shared/bench/gen-corpus.mjs) and a copy of a corpus read as
// MDX, the floor pipelines (../shared/bench/floor, installed with `npm ci` when its node_modules
// are missing), and the byte counts of folders (output, parse cache, Markdown sources).
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Files inside a site folder that are not its sources. */
const NOT_SOURCES = new Set(['.hexsite', 'build', 'node_modules']);

/** Sum of the sizes of the files under `dir` (symlinks not followed) for which keep(name) holds. */
export function dirBytes(dir, keep = () => true, skip = new Set()) {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += dirBytes(full, keep, skip);
    else if (entry.isFile() && keep(entry.name)) total += lstatSync(full).size;
  }
  return total;
}

/** Bytes of Markdown (*.md, *.mdx) under a site folder, outside its cache and output. */
export function markdownBytes(siteDir) {
  return dirBytes(siteDir, (name) => /\.mdx?$/.test(name), NOT_SOURCES);
}

/** Bytes of the parse cache and other hexsite files kept in the site folder (.hexsite/). */
export function cacheBytes(siteDir) {
  return dirBytes(path.join(siteDir, '.hexsite'));
}

/**
 * Figures of one build's output folder. The place to add more, e.g. the first-load JS and CSS
 * of a page (bytes a browser fetches before the first paint) — not measured yet.
 */
export function outputFigures(outDir) {
  return { outBytes: dirBytes(outDir) };
}

/** Copies the Hexagon site (content/ of the hexsite under test) into `work`, without its cache or output. */
export function copyHexagon(hexsiteRoot, work) {
  const from = path.join(hexsiteRoot, 'content');
  const site = path.join(work, 'hexagon');
  cpSync(from, site, { recursive: true, filter: (src) => !NOT_SOURCES.has(path.basename(src)) || path.dirname(src) !== from });
  return { id: 'hexagon', label: 'Hexagon', site, floorSrc: path.join(site, 'docs') };
}

/** Generates a corpus of `size` docs pages into `work` and gives it a hexsite config. */
export function makeCorpus(generator, size, work) {
  const site = path.join(work, `corpus-${size}`);
  const run = spawnSync(process.execPath, [generator, String(size), site], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`gen-corpus.mjs ${size} failed:\n${run.stderr}`);
  writeFileSync(path.join(site, 'hexsite.config.json'), JSON.stringify({ title: 'Corpus', url: 'https://example.com', baseUrl: '/' }) + '\n');
  return { id: `corpus-${size}`, label: `corpus ${size}`, size, site, floorSrc: path.join(site, 'docs') };
}

/**
 * Copies a corpus (before any build: no cache, no output) into `work` with its config's
 * `markdown.format` set to 'mdx', so that hexsite reads its `.md` pages as MDX, as the MDX floor
 * does. Sets `input.mdxSite` to the copy.
 */
export function addMdxCopy(input, work) {
  const site = path.join(work, `${input.id}-mdx`);
  cpSync(input.site, site, { recursive: true, filter: (src) => !NOT_SOURCES.has(path.basename(src)) || path.dirname(src) !== input.site });
  const configFile = path.join(site, 'hexsite.config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  writeFileSync(configFile, JSON.stringify({ ...config, markdown: { ...config.markdown, format: 'mdx' } }) + '\n');
  input.mdxSite = site;
  return input;
}

/**
 * Copies a corpus (before any build) into `work` as a site of three docs versions: its docs
 * folder (`current`) and two copies of it as versions `2.0` and `1.0` (versions.json,
 * versioned_docs/), three times the docs. Sets `input.versionsSite` to the copy.
 */
export function addVersionsCopy(input, work) {
  const site = path.join(work, `${input.id}-versions`);
  cpSync(input.site, site, { recursive: true, filter: (src) => !NOT_SOURCES.has(path.basename(src)) || path.dirname(src) !== input.site });
  for (const name of ['2.0', '1.0']) {
    const folder = path.join(site, 'versioned_docs', `version-${name}`);
    cpSync(path.join(site, 'docs'), folder, { recursive: true });
    // Each version's text its own, as a real version's is: no page is the same text as another's, parsed once for both.
    for (const file of readdirSync(folder, { recursive: true })) {
      if (/\.mdx?$/.test(file)) appendFileSync(path.join(folder, file), `\nThis page is of version ${name}.\n`);
    }
  }
  writeFileSync(path.join(site, 'versions.json'), JSON.stringify(['2.0', '1.0']) + '\n');
  input.versionsSite = site;
  return input;
}

/**
 * Copies the versions copy of a corpus (see `addVersionsCopy`) as a site of two locales: English
 * and French, every doc and post of every version translated (each translation a text of its
 * own, as a real one is): 3 versions × 2 locales of the corpus's pages.
 */
export function addLocalesCopy(input, work) {
  const site = path.join(work, `${input.id}-locales`);
  cpSync(input.versionsSite, site, { recursive: true });
  const i18n = path.join(site, 'i18n', 'fr');
  const translate = (from, to) => {
    if (!existsSync(from)) return;
    cpSync(from, to, { recursive: true });
    for (const file of readdirSync(to, { recursive: true })) {
      if (/\.mdx?$/.test(file)) appendFileSync(path.join(to, file), '\nCette page est traduite en français.\n');
    }
  };
  translate(path.join(site, 'docs'), path.join(i18n, 'docusaurus-plugin-content-docs', 'current'));
  for (const name of ['2.0', '1.0']) translate(path.join(site, 'versioned_docs', `version-${name}`), path.join(i18n, 'docusaurus-plugin-content-docs', `version-${name}`));
  translate(path.join(site, 'blog'), path.join(i18n, 'docusaurus-plugin-content-blog'));
  const configFile = path.join(site, 'hexsite.config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  writeFileSync(configFile, JSON.stringify({ ...config, i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } }) + '\n');
  input.localesSite = site;
  return input;
}

/**
 * Writes a one-page site with `markdown.format: 'mdx'` into `work`, for asking the hexsite under
 * test whether it knows the key (a build of it takes a second).
 */
export function makeMdxProbe(work) {
  const site = path.join(work, 'mdx-probe');
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'docs/intro.md'), '# Probe\n\nOne page.\n');
  writeFileSync(path.join(site, 'hexsite.config.json'), JSON.stringify({ title: 'Probe', url: 'https://example.com', baseUrl: '/', markdown: { format: 'mdx' } }) + '\n');
  return site;
}

/**
 * Makes sure the floor can run: returns its script, or undefined (with the reason printed) when
 * it is to be skipped. Installs its dependencies first unless `install` is false.
 */
export function prepareFloor(floorDir, { install }) {
  const script = path.join(floorDir, 'floor.mjs');
  const shown = path.resolve(floorDir);
  if (!existsSync(script)) {
    console.log(`Floor skipped: ${script} not found.`);
    return undefined;
  }
  if (existsSync(path.join(floorDir, 'node_modules'))) return script;
  if (!install) {
    console.log(`Floor skipped: its dependencies are not installed (npm ci --prefix ${shown}).`);
    return undefined;
  }
  console.log(`Installing the floor's dependencies: npm ci --prefix ${shown}`);
  const npm = spawnSync('npm', ['ci', '--prefix', floorDir, '--no-audit', '--no-fund'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (npm.status !== 0) throw new Error(`npm ci --prefix ${shown} failed (exit ${npm.status}).`);
  return script;
}
