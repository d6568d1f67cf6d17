import { existsSync } from 'node:fs';
import path from 'node:path';
import { resolveInside } from '../config/siteRoot.js';
import type { SiteConfig } from '../config/types.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { closest } from '../util/closest.js';
import { findInSource, positionOf } from '../util/findInSource.js';
import { readSource } from './readSource.js';
import { parseVersionsFile, VERSIONS_FILE } from './readVersionsFile.js';
import type { VersionSource, VersionSources } from './types.js';

export type { VersionSource, VersionSources } from './types.js';

/** The name of the docs folder's own version, beside those of `versions.json`. */
export const CURRENT_VERSION = 'current';
/** The id of the docs set of the `docs` key (Docusaurus's plugin-content-docs instance without an id). */
export const DEFAULT_DOCS_ID = 'default';
/** The folder of each version's docs: `versioned_docs/version-1.0/`. */
export const VERSIONED_DOCS = 'versioned_docs';
/** The folder of each version's sidebars: `versioned_sidebars/version-1.0-sidebars.json`. */
export const VERSIONED_SIDEBARS = 'versioned_sidebars';

/** The options of one docs set: the `docs` key, or an element of `docsSets`. */
export type DocsOptions = SiteConfig['docs'];

/** One docs set of the site, as the content and the site model read it. */
export interface DocsSet {
  /** `default` for the `docs` key; `docsSets[].id` for the others. */
  id: string;
  options: DocsOptions;
  /** Its key in the config, for messages: `docs`, `docsSets[0]`. */
  key: string;
  /** Its sidebars file relative to the site folder, or null when its sidebar is generated from its folder. */
  sidebarFile: string | null;
}

/** Every docs set of the site, the `docs` key's (`default`) first. */
export function docsSetsOf(config: SiteConfig): DocsSet[] {
  const more = config.docsSets.map(
    ({ id, ...options }, index): DocsSet => ({
      id,
      options,
      key: `docsSets[${index}]`,
      sidebarFile: typeof options.sidebarPath === 'string' ? path.posix.normalize(options.sidebarPath.split(path.sep).join('/')).replace(/^\.\//, '') : null,
    }),
  );
  return [{ id: DEFAULT_DOCS_ID, options: config.docs, key: 'docs', sidebarFile: config.sidebarFile }, ...more];
}

/** The prefix of a docs set's versioning files, as Docusaurus names them: none for `default`, `api_` for set `api`. */
function prefixOf(id: string): string {
  return id === DEFAULT_DOCS_ID ? '' : `${id}_`;
}

/** `versions.json`, or `api_versions.json` for the docs set `api`. */
export function versionsFileOf(id: string = DEFAULT_DOCS_ID): string {
  return `${prefixOf(id)}${VERSIONS_FILE}`;
}

/** `versioned_docs`, or `api_versioned_docs` for the docs set `api`. */
export function versionedDocsOf(id: string = DEFAULT_DOCS_ID): string {
  return `${prefixOf(id)}${VERSIONED_DOCS}`;
}

/** `versioned_sidebars`, or `api_versioned_sidebars` for the docs set `api`. */
export function versionedSidebarsOf(id: string = DEFAULT_DOCS_ID): string {
  return `${prefixOf(id)}${VERSIONED_SIDEBARS}`;
}

/** `versioned_docs/version-1.0` (`api_versioned_docs/version-1.0` for the docs set `api`). */
export function versionFolder(name: string, id: string = DEFAULT_DOCS_ID): string {
  return `${versionedDocsOf(id)}/version-${name}`;
}

/** `versioned_sidebars/version-1.0-sidebars.json` (`api_versioned_sidebars/…` for the docs set `api`). */
export function versionSidebarFile(name: string, id: string = DEFAULT_DOCS_ID): string {
  return `${versionedSidebarsOf(id)}/version-${name}-sidebars.json`;
}

export async function readVersionSources(config: SiteConfig, set: DocsSet = docsSetsOf(config)[0]): Promise<{ versions: VersionSources; warnings: HexsiteError[] }> {
  const { site } = config;
  const { id, options: docs, key: setKey } = set;
  const versionsFile = versionsFileOf(id);
  const versionedDocs = versionedDocsOf(id);
  const warnings: HexsiteError[] = [];
  const real = path.join(site.dir, versionsFile);
  let names: string[] = [];
  let file: VersionSources['file'] = null;
  if (existsSync(real)) {
    const inside = resolveInside(site, real, { file: config.configFile, what: versionsFile });
    if (inside) {
      const { text } = await readSource(inside, versionsFile);
      file = { name: versionsFile, source: text };
      names = parseVersionNames(text, versionsFile);
    }
  } else if (existsSync(path.join(site.dir, versionedDocs))) {
    warnings.push(
      new HexsiteError(`Unexpected \`${versionedDocs}/\` without \`${versionsFile}\`, expected the list of versions to build`, {
        file: versionedDocs,
        ruleId: 'versions-file-missing',
        hint: `Its versions are not built, as Docusaurus leaves them. List them in \`${versionsFile}\`, newest first (["2.0", "1.0"]), to build them.`,
      }),
    );
  }
  const errors: HexsiteError[] = [];
  const configError = (needle: string, message: string, hint: string) => {
    const at = findInSource(config.configSource, needle);
    errors.push(new HexsiteError(message, { file: config.configFile, line: at?.line, column: at?.column, ruleId: 'unknown-docs-version', hint }));
  };
  // As Docusaurus reads them: `current` where versions.json lists it, else first when included.
  const all = docs.includeCurrentVersion && !names.includes(CURRENT_VERSION) ? [CURRENT_VERSION, ...names] : names;
  const known = names.includes(CURRENT_VERSION) ? names : [CURRENT_VERSION, ...names];
  const unknown = (name: string, key: string) =>
    configError(
      name,
      `Unexpected unknown docs version \`${name}\` in \`${setKey}.${key}\`, expected one of: ${all.join(', ') || '(none)'}`,
      closest(name, known).length ? `Did you mean \`${closest(name, known)[0]}\`?` : `The versions are \`current\` (the docs folder) and the names of ${versionsFile}.`,
    );
  if (!all.length) {
    configError(
      'includeCurrentVersion',
      `Unexpected \`${setKey}.includeCurrentVersion: false\` without ${versionsFile}, expected at least one docs version to build`,
      `Create a version with \`hexsite docs:version <name>\`, or remove \`includeCurrentVersion\`.`,
    );
  }
  for (const name of Object.keys(docs.versions)) if (!known.includes(name)) unknown(name, 'versions');
  for (const name of docs.onlyIncludeVersions ?? []) if (!all.includes(name)) unknown(name, 'onlyIncludeVersions');
  const last = docs.lastVersion ?? names.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;
  if (docs.lastVersion !== undefined && !all.includes(docs.lastVersion)) unknown(docs.lastVersion, 'lastVersion');
  const only = docs.onlyIncludeVersions;
  if (only && all.includes(last) && !only.includes(last)) {
    configError(
      'onlyIncludeVersions',
      `Unexpected \`${setKey}.onlyIncludeVersions\` without the last version \`${last}\`, expected it among them`,
      `Add \`${last}\` to \`onlyIncludeVersions\`, or set \`${setKey}.lastVersion\` to one of them.`,
    );
  }
  for (const name of names) {
    if (name !== CURRENT_VERSION && !existsSync(path.join(site.dir, versionFolder(name, id)))) {
      const at = file && findInSource(file.source, name);
      errors.push(
        new HexsiteError(`Unexpected version \`${name}\` without its docs folder \`${versionFolder(name, id)}/\``, {
          file: versionsFile,
          line: at?.line,
          column: at?.column,
          ruleId: 'version-folder-missing',
          hint: `Create the version with \`hexsite ${docsVersionCommand(id)} ${name}\` (it copies the docs folder), or remove it from ${versionsFile}.`,
        }),
      );
    }
  }
  if (errors.length) throw new HexsiteErrors(errors);
  const included = all
    .filter((name) => !only || only.includes(name))
    .map((name): VersionSource => {
      if (name === CURRENT_VERSION) return { name, folder: docs.path, sidebarFile: set.sidebarFile };
      const sidebars = versionSidebarFile(name, id);
      return { name, folder: versionFolder(name, id), sidebarFile: existsSync(path.join(site.dir, sidebars)) ? sidebars : null };
    });
  return { versions: { all, included, last, file }, warnings };
}

/**
 * The names of `versions.json` (see `parseVersionsFile`), each once. `current` may be among
 * them, as Docusaurus allows: it places the docs folder's version in the list.
 */
function parseVersionNames(text: string, versionsFile: string): string[] {
  const names = parseVersionsFile(text, versionsFile);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  const wrong = twice ?? names.find((name) => !name.trim());
  if (wrong === undefined) return names;
  const at = findInSource(text, wrong);
  const reason =
    twice !== undefined
      ? `Unexpected version \`${wrong}\` listed twice, expected each version once`
      : 'Unexpected empty version name, expected a name such as "1.0"';
  throw new HexsiteError(reason, { file: versionsFile, line: at?.line, column: at?.column, ruleId: 'versions-file-invalid' });
}

/** The command that snapshots a version of a docs set: `docs:version`, `docs:version:api`, as Docusaurus names them. */
export function docsVersionCommand(id: string): string {
  return id === DEFAULT_DOCS_ID ? 'docs:version' : `docs:version:${id}`;
}

/**
 * Sidebars of Docusaurus 1 name their docs and themselves `version-1.0/…`; Docusaurus 2 reads
 * plain ids. Both are read: the prefix is taken off.
 */
export function withoutVersionPrefix(value: unknown, name: string): unknown {
  const prefix = `version-${name}/`;
  const strip = (text: string) => (text.startsWith(prefix) ? text.slice(prefix.length) : text);
  if (typeof value === 'string') return strip(value);
  if (Array.isArray(value)) return value.map((each) => withoutVersionPrefix(each, name));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [strip(key), key === 'href' || key === 'label' ? each : withoutVersionPrefix(each, name)]));
  }
  return value;
}

/**
 * The docs sets of `docsSets` checked against each other and the `docs` key's, as Docusaurus
 * requires of its instances: each id once (`default` is the `docs` key's), each folder read by
 * one set, and no set's routes at or below another's (a set at the site root may have others
 * beside it, as Docusaurus allows). Each problem is placed at its line of the config.
 */
export function checkDocsSets(config: SiteConfig): void {
  const sets = docsSetsOf(config);
  if (sets.length === 1) return;
  const errors: HexsiteError[] = [];
  const seen = new Map<string, number>();
  const errorAt = (key: string, value: string, occurrence: number, reason: string, ruleId: string, hint: string) => {
    const at = findKeyValue(config.configSource, key, value, occurrence);
    errors.push(new HexsiteError(reason, { file: config.configFile, line: at?.line, column: at?.column, ruleId, hint }));
  };
  for (const set of sets.slice(1)) {
    if (set.sidebarFile !== null && !existsSync(path.join(config.site.dir, set.sidebarFile))) {
      errorAt('sidebarPath', String(set.options.sidebarPath), 0, `Unexpected missing sidebars file \`${set.sidebarFile}\` in \`${set.key}.sidebarPath\`, expected a file of the site folder`, 'sidebars-file-missing', `Create it, or remove \`sidebarPath\` to generate the set's sidebar from its folder.`);
    }
    const count = seen.get(set.id) ?? 0;
    seen.set(set.id, count + 1);
    if (set.id === DEFAULT_DOCS_ID) {
      errorAt('id', set.id, 0, `Unexpected docs set id \`${DEFAULT_DOCS_ID}\` in \`${set.key}.id\`, expected another id: \`${DEFAULT_DOCS_ID}\` is the \`docs\` key's set`, 'duplicate-docs-id', 'Give the set an id of its own (`api`), or move its options to the `docs` key.');
    } else if (count === 1) {
      errorAt('id', set.id, 1, `Unexpected docs set id \`${set.id}\` given twice in \`docsSets\`, expected each set's id once`, 'duplicate-docs-id', 'Each set names its versioning files, translations and navbar items by its id: give each set one of its own.');
    }
  }
  const route = (set: DocsSet) => set.options.routeBasePath.replace(/^\/+|\/+$/g, '');
  const folder = (set: DocsSet) => path.posix.normalize(set.options.path.split(path.sep).join('/')).replace(/\/+$/, '');
  sets.forEach((set, index) => {
    const earlier = sets.slice(0, index);
    const sameFolder = earlier.find((other) => folder(other) === folder(set));
    if (sameFolder) {
      errorAt('path', set.options.path, 0, `Unexpected docs folder \`${set.options.path}\` of \`${set.key}\`, which \`${sameFolder.key}\` reads too, expected a folder of its own`, 'overlapping-docs-sets', `Give \`${set.key}.path\` the folder of this set's docs.`);
    }
    const mine = route(set);
    const overlapping = earlier.find((other) => {
      const theirs = route(other);
      if (!mine || !theirs) return false;
      return mine === theirs || mine.startsWith(`${theirs}/`) || theirs.startsWith(`${mine}/`);
    });
    if (overlapping) {
      errorAt(
        'routeBasePath',
        set.options.routeBasePath,
        0,
        `Unexpected \`${set.key}.routeBasePath\` \`${set.options.routeBasePath}\`, which ${route(overlapping) === mine ? 'is' : 'overlaps'} \`${overlapping.key}.routeBasePath\` \`${overlapping.options.routeBasePath}\`, expected each docs set at a path of its own`,
        'overlapping-docs-sets',
        `Set \`${set.key}.routeBasePath\` to a path no other set starts with (\`${set.id}\`).`,
      );
    }
  });
  if (errors.length) throw new HexsiteErrors(errors);
}

/** Where `key: 'value'` is written in the config, the `occurrence`-th time (0-based), else where the value is. */
function findKeyValue(source: string, key: string, value: string, occurrence: number): { line: number; column: number } | undefined {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`\\b${key}\\s*:\\s*['"\`]${escaped}['"\`]`, 'g');
  const found = [...source.matchAll(pattern)];
  const match = found[Math.min(occurrence, found.length - 1)];
  return match?.index === undefined ? findInSource(source, value, occurrence) : positionOf(source, match.index);
}
