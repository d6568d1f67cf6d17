import { existsSync } from 'node:fs';
import path from 'node:path';
import { resolveInside } from '../config/siteRoot.js';
import type { SiteConfig } from '../config/types.js';
import { HexsiteError, HexsiteErrors } from '../errors/HexsiteError.js';
import { closest } from '../util/closest.js';
import { findInSource } from '../util/findInSource.js';
import { readSource } from './readSource.js';
import { parseVersionsFile, VERSIONS_FILE } from './readVersionsFile.js';
import type { VersionSource, VersionSources } from './types.js';

export type { VersionSource, VersionSources } from './types.js';

/** The name of the docs folder's own version, beside those of `versions.json`. */
export const CURRENT_VERSION = 'current';
/** The folder of each version's docs: `versioned_docs/version-1.0/`. */
export const VERSIONED_DOCS = 'versioned_docs';
/** The folder of each version's sidebars: `versioned_sidebars/version-1.0-sidebars.json`. */
export const VERSIONED_SIDEBARS = 'versioned_sidebars';

/** `versioned_docs/version-1.0`. */
export function versionFolder(name: string): string {
  return `${VERSIONED_DOCS}/version-${name}`;
}

/** `versioned_sidebars/version-1.0-sidebars.json`. */
export function versionSidebarFile(name: string): string {
  return `${VERSIONED_SIDEBARS}/version-${name}-sidebars.json`;
}

/**
 * Reads `versions.json` and settles which docs versions the site has and which this build
 * makes, as Docusaurus does: the docs folder is `current` (unless `includeCurrentVersion` is
 * false), each name of `versions.json` is a folder of `versioned_docs/`, the last version is the
 * first of `versions.json` (else `current`), and `onlyIncludeVersions` narrows the build. Every
 * name the config gives must be one of these; a version without its folder is an error.
 */
export async function readVersionSources(config: SiteConfig): Promise<{ versions: VersionSources; warnings: HexsiteError[] }> {
  const { site, docs } = config;
  const warnings: HexsiteError[] = [];
  const real = path.join(site.dir, VERSIONS_FILE);
  let names: string[] = [];
  let file: VersionSources['file'] = null;
  if (existsSync(real)) {
    const inside = resolveInside(site, real, { file: config.configFile, what: VERSIONS_FILE });
    if (inside) {
      const { text } = await readSource(inside, VERSIONS_FILE);
      file = { name: VERSIONS_FILE, source: text };
      names = parseVersionNames(text);
    }
  } else if (existsSync(path.join(site.dir, VERSIONED_DOCS))) {
    warnings.push(
      new HexsiteError(`Unexpected \`${VERSIONED_DOCS}/\` without \`${VERSIONS_FILE}\`, expected the list of versions to build`, {
        file: VERSIONED_DOCS,
        ruleId: 'versions-file-missing',
        hint: `Its versions are not built, as Docusaurus leaves them. List them in \`${VERSIONS_FILE}\`, newest first (["2.0", "1.0"]), to build them.`,
      }),
    );
  }
  const errors: HexsiteError[] = [];
  const configError = (needle: string, message: string, hint: string) => {
    const at = findInSource(config.configSource, needle);
    errors.push(new HexsiteError(message, { file: config.configFile, line: at?.line, column: at?.column, ruleId: 'unknown-docs-version', hint }));
  };
  const all = [...(docs.includeCurrentVersion ? [CURRENT_VERSION] : []), ...names];
  const known = [CURRENT_VERSION, ...names];
  const unknown = (name: string, key: string) =>
    configError(
      name,
      `Unexpected unknown docs version \`${name}\` in \`docs.${key}\`, expected one of: ${all.join(', ') || '(none)'}`,
      closest(name, known).length ? `Did you mean \`${closest(name, known)[0]}\`?` : `The versions are \`current\` (the docs folder) and the names of ${VERSIONS_FILE}.`,
    );
  if (!all.length) {
    configError(
      'includeCurrentVersion',
      `Unexpected \`docs.includeCurrentVersion: false\` without ${VERSIONS_FILE}, expected at least one docs version to build`,
      `Create a version with \`hexsite docs:version <name>\`, or remove \`includeCurrentVersion\`.`,
    );
  }
  for (const name of Object.keys(docs.versions)) if (!known.includes(name)) unknown(name, 'versions');
  for (const name of docs.onlyIncludeVersions ?? []) if (!all.includes(name)) unknown(name, 'onlyIncludeVersions');
  const last = docs.lastVersion ?? names[0] ?? CURRENT_VERSION;
  if (docs.lastVersion !== undefined && !all.includes(docs.lastVersion)) unknown(docs.lastVersion, 'lastVersion');
  const only = docs.onlyIncludeVersions;
  if (only && all.includes(last) && !only.includes(last)) {
    configError(
      'onlyIncludeVersions',
      `Unexpected \`docs.onlyIncludeVersions\` without the last version \`${last}\`, expected it among them`,
      `Add \`${last}\` to \`onlyIncludeVersions\`, or set \`docs.lastVersion\` to one of them.`,
    );
  }
  for (const name of names) {
    if (!existsSync(path.join(site.dir, versionFolder(name)))) {
      const at = file && findInSource(file.source, name);
      errors.push(
        new HexsiteError(`Unexpected version \`${name}\` without its docs folder \`${versionFolder(name)}/\``, {
          file: VERSIONS_FILE,
          line: at?.line,
          column: at?.column,
          ruleId: 'version-folder-missing',
          hint: `Create the version with \`hexsite docs:version ${name}\` (it copies the docs folder), or remove it from ${VERSIONS_FILE}.`,
        }),
      );
    }
  }
  if (errors.length) throw new HexsiteErrors(errors);
  const included = all
    .filter((name) => !only || only.includes(name))
    .map((name): VersionSource => {
      if (name === CURRENT_VERSION) return { name, folder: docs.path, sidebarFile: config.sidebarFile };
      const sidebars = versionSidebarFile(name);
      return { name, folder: versionFolder(name), sidebarFile: existsSync(path.join(site.dir, sidebars)) ? sidebars : null };
    });
  return { versions: { all, included, last, file }, warnings };
}

/** The names of `versions.json` (see `parseVersionsFile`), each once, none `current`. */
function parseVersionNames(text: string): string[] {
  const names = parseVersionsFile(text);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  const wrong = twice ?? names.find((name) => name === CURRENT_VERSION || !name.trim());
  if (wrong === undefined) return names;
  const at = findInSource(text, wrong);
  const reason =
    twice !== undefined
      ? `Unexpected version \`${wrong}\` listed twice, expected each version once`
      : wrong === CURRENT_VERSION
        ? `Unexpected version \`${CURRENT_VERSION}\`, expected it left out: it names the docs folder`
        : 'Unexpected empty version name, expected a name such as "1.0"';
  throw new HexsiteError(reason, { file: VERSIONS_FILE, line: at?.line, column: at?.column, ruleId: 'versions-file-invalid' });
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
