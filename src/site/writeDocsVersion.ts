import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { readSidebarsFile } from '../content/readSidebarsFile.js';
import { DEFAULT_DOCS_ID, docsSetsOf, versionedDocsOf, versionedSidebarsOf, versionFolder, versionSidebarFile, versionsFileOf, type DocsSet } from '../content/docsVersions.js';
import { readVersionsFile } from '../content/readVersionsFile.js';
import { scanFolder, type ScannedFile } from '../content/scanFolder.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import { checkWriteTargets } from '../output/checkWriteTargets.js';
import { findInSource } from '../util/findInSource.js';
import { isInside } from '../util/isInside.js';
import { loadSidebars } from './sidebars/load.js';
import { validateVersionName } from '../content/validateVersionName.js';


/** What `writeDocsVersion` is asked. */
export interface DocsVersionOptions {
  config: SiteConfig;
  /** The new version's name, e.g. `1.0`. */
  name: string;
  /** Seconds the sidebars file's code may run. */
  timeoutSeconds: number;
  /** The docs set to snapshot (`docsSets[].id`); the `docs` key's (`default`) when left out. */
  docsId?: string;
}

/** What a new docs version is made of, as paths relative to the site folder. */
export interface WrittenDocsVersion {
  /** `versioned_docs/version-<name>`: the copy of the docs folder. */
  docsDir: string;
  /** `versioned_sidebars/version-<name>-sidebars.json`. */
  sidebarsFile: string;
  /** `versions.json`, with the name first. */
  versionsFile: string;
  /** Docs (Markdown pages) in the copy. */
  docs: number;
  /** Files in the copy, docs included. */
  files: number;
  /** Problems that did not stop it, e.g. a symbolic link to nothing, not copied. */
  warnings: HexsiteError[];
}

/**
 * Snapshots the docs as version `name`, in Docusaurus's layout: the docs folder copied to
 * `versioned_docs/version-<name>/`, the sidebars (evaluated as the build does) written as JSON
 * to `versioned_sidebars/version-<name>-sidebars.json`, and the name put first in
 * `versions.json`. Each part is written beside its place and renamed into it, versions.json
 * last; on failure the parts already in place are removed again, so nothing is left half-made.
 */
export async function writeDocsVersion(options: DocsVersionOptions): Promise<WrittenDocsVersion> {
  const { config, name } = options;
  const { siteDir } = config;
  const set = docsSetOf(config, options.docsId ?? DEFAULT_DOCS_ID);
  const VERSIONS_FILE = versionsFileOf(set.id);
  const nameError = validateVersionName(name);
  if (nameError) throw nameError;
  const versions = (await readVersionsFile(siteDir, VERSIONS_FILE)) ?? [];
  if (versions.includes(name)) {
    throw new HexsiteError(`Unexpected version name \`${name}\`, which ${VERSIONS_FILE} lists already, expected a new name`, {
      file: VERSIONS_FILE,
      ruleId: 'version-exists',
      hint: `Versions listed: ${versions.join(', ')}. Name the new version differently, or remove \`${name}\` from ${VERSIONS_FILE} and its folders to make it again.`,
    });
  }
  const docsDir = versionFolder(name, set.id);
  const sidebarsFile = versionSidebarFile(name, set.id);
  const docsFolder = path.resolve(siteDir, set.options.path);
  const files = await scanDocs({ config, set, docsFolder });
  const sidebars = await readSidebarsJson(config, options.timeoutSeconds, set.sidebarFile);
  // A link on the way (versioned_docs/ to a folder outside, versions.json to a file elsewhere) is refused, not written through.
  const [linked] = checkWriteTargets(siteDir, [docsDir, sidebarsFile, VERSIONS_FILE]).problems.filter((problem) => problem.ruleId === 'write-through-link');
  if (linked) throw linked;
  for (const part of [docsDir, sidebarsFile]) {
    if (existsSync(path.join(siteDir, part))) {
      throw new HexsiteError(`Unexpected existing \`${part}\` for a version ${VERSIONS_FILE} does not list, expected no file there yet`, {
        file: part,
        ruleId: 'version-leftover',
        hint: `It is left from an earlier version \`${name}\`: remove it, or list \`${name}\` in ${VERSIONS_FILE} if it is a version to keep.`,
      });
    }
  }
  await writeInPlace({ siteDir, docsDir, sidebarsFile, files: files.files, sidebars, versions: [name, ...versions], versionsFile: VERSIONS_FILE, set: set.id });
  return { docsDir, sidebarsFile, versionsFile: VERSIONS_FILE, docs: files.files.filter(isDoc).length, files: files.files.length, warnings: files.warnings };
}

/** The docs set of an id, or an error naming the sets there are. */
function docsSetOf(config: SiteConfig, id: string): DocsSet {
  const sets = docsSetsOf(config);
  const found = sets.find((set) => set.id === id);
  if (found) return found;
  throw new HexsiteError(`Unexpected unknown docs set \`${id}\` in \`docs:version:${id}\`, expected one of: ${sets.map((set) => set.id).join(', ')}`, {
    file: config.configFile,
    ruleId: 'unknown-docs-plugin-id',
    hint: `\`docs:version\` snapshots the \`docs\` key's set; \`docs:version:<id>\` the set of \`docsSets\` with that id.`,
  });
}

/** The docs folder's files, as the build finds them; an error when it holds no docs. */
async function scanDocs(options: { config: SiteConfig; set: DocsSet; docsFolder: string }): Promise<{ files: ScannedFile[]; warnings: HexsiteError[] }> {
  const { config, set, docsFolder } = options;
  const shown = set.options.path;
  const VERSIONED_DOCS_DIR = versionedDocsOf(set.id);
  if (isInside(docsFolder, path.join(config.siteDir, VERSIONED_DOCS_DIR))) {
    throw new HexsiteError(`Unexpected docs folder \`${shown}\`, which holds ${VERSIONED_DOCS_DIR}/, expected a docs folder beside it`, {
      file: config.configFile,
      ruleId: 'docs-folder-versioned',
      hint: `A version is a copy of the docs folder into ${VERSIONED_DOCS_DIR}/, which cannot lie inside it: move the docs into a folder of their own (docs/) and set ${set.key}.path.`,
    });
  }
  const found = await scanFolder(config.site, docsFolder);
  if (!found.files.some(isDoc)) {
    throw new HexsiteError(`Unexpected ${existsSync(docsFolder) ? `docs folder \`${shown}\` without Markdown files` : `missing docs folder \`${shown}\``}, expected the docs to snapshot`, {
      file: config.configFile,
      ruleId: 'version-no-docs',
      hint: `A version is a copy of the docs as they are: write the docs (.md or .mdx) first, or set ${set.key}.path to their folder.`,
    });
  }
  return found;
}

/** A doc as the build counts them: Markdown, in no folder nor file starting with `_` (partials). */
function isDoc(file: ScannedFile): boolean {
  return /\.mdx?$/.test(file.path) && !file.path.split('/').some((segment) => segment.startsWith('_'));
}

/**
 * The sidebars as the build reads them, as the text of a JSON file; the default sidebar when the
 * site has no sidebars file, so that the version's sidebar is the current one's.
 */
async function readSidebarsJson(config: SiteConfig, timeoutSeconds: number, sidebarFile: string | null): Promise<string> {
  const read = await readSidebarsFile(config, timeoutSeconds, sidebarFile);
  const sidebars = loadSidebars(read);
  const unwritable = findUnwritable(sidebars, '');
  if (read && unwritable) {
    throw new HexsiteError(`Unexpected ${unwritable.found} at \`${unwritable.at}\`, expected values a JSON file can hold (strings, numbers, booleans, arrays, objects)`, {
      file: read.file,
      ...findInSource(read.source, unwritable.at.split(/[.[]/)[0]),
      ruleId: 'version-sidebars-unwritable',
      hint: 'A version keeps its sidebars as JSON: write the value itself instead of code that makes it.',
    });
  }
  return `${JSON.stringify(sidebars, null, 2)}\n`;
}

/** The first value JSON.stringify would drop or change, and where (`tutorialSidebar[2].customProps`). */
function findUnwritable(value: unknown, at: string): { found: string; at: string } | undefined {
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint' || typeof value === 'undefined') return { found: `a ${typeof value}`, at };
  if (typeof value === 'number' && !Number.isFinite(value)) return { found: `the number ${value}`, at };
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnwritable(item, `${at}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return { found: `an object of class ${prototype.constructor?.name ?? 'unknown'}`, at };
  for (const [key, item] of Object.entries(value)) {
    // An `undefined` field reads as an absent one, as JSON writes it.
    if (item === undefined) continue;
    const found = findUnwritable(item, at ? `${at}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/**
 * Copies and writes each part beside its place, then renames them in: the docs folder, the
 * sidebars, and versions.json last, so that a version is listed only once it is whole. A failure
 * removes what this call made, folders it created included, and is thrown again.
 */
async function writeInPlace(options: { siteDir: string; docsDir: string; sidebarsFile: string; files: ScannedFile[]; sidebars: string; versions: string[]; versionsFile: string; set: string }): Promise<void> {
  const { siteDir } = options;
  const docsTarget = path.join(siteDir, options.docsDir);
  const sidebarsTarget = path.join(siteDir, options.sidebarsFile);
  const versionsTarget = path.join(siteDir, options.versionsFile);
  const createdDirs: string[] = [];
  const temporary: string[] = [];
  const placed: string[] = [];
  try {
    for (const dir of [path.dirname(docsTarget), path.dirname(sidebarsTarget)]) {
      const created = await mkdir(dir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST' && error.code !== 'ENOTDIR') throw error;
        const shown = path.relative(siteDir, dir).split(path.sep).join('/');
        throw new HexsiteError(`Unexpected file \`${shown}\`, expected a folder of versions there`, {
          file: shown,
          ruleId: 'version-folder-is-file',
          hint: `Rename or remove the file: docs versions go in the folders ${versionedDocsOf(options.set)}/ and ${versionedSidebarsOf(options.set)}/.`,
        });
      });
      if (created) createdDirs.push(created);
    }
    // Dot names: the build skips them, should one be left by a kill mid-copy.
    const docsTemporary = await mkdtemp(path.join(path.dirname(docsTarget), `.${path.basename(docsTarget)}-`));
    temporary.push(docsTemporary);
    for (const file of options.files) {
      const to = path.join(docsTemporary, ...file.path.split('/'));
      await mkdir(path.dirname(to), { recursive: true });
      await copyFile(file.real, to);
    }
    const sidebarsTemporary = await writeTemporary(siteDir, sidebarsTarget, options.sidebars);
    temporary.push(sidebarsTemporary);
    const versionsTemporary = await writeTemporary(siteDir, versionsTarget, `${JSON.stringify(options.versions, null, 2)}\n`);
    temporary.push(versionsTemporary);
    for (const [from, to] of [[docsTemporary, docsTarget], [sidebarsTemporary, sidebarsTarget], [versionsTemporary, versionsTarget]]) {
      await rename(from, to);
      placed.push(to);
    }
  } catch (error) {
    // versions.json is placed last, in one rename: when anything failed, it is still the old one.
    for (const made of [...temporary, ...placed.filter((file) => file !== versionsTarget)]) await rm(made, { recursive: true, force: true }).catch(() => {});
    for (const dir of createdDirs.reverse()) await rmdir(dir).catch(() => {});
    throw error;
  }
}

/**
 * Writes `text` to a new file beside `file` (a dot name: the build skips it) and returns its
 * path. A file of that name is never written over; one this call began is removed if it fails.
 */
async function writeTemporary(siteDir: string, file: string, text: string): Promise<string> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, text, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      await rm(temporary, { force: true }).catch(() => {});
      throw error;
    }
    const shown = path.relative(siteDir, temporary).split(path.sep).join('/');
    throw new HexsiteError(`Unexpected existing \`${shown}\`, expected no file of that name`, {
      file: shown,
      ruleId: 'version-temporary-exists',
      hint: 'It is left from a `hexsite docs:version` that was stopped while writing: delete it and run the command again.',
    });
  }
  return temporary;
}
