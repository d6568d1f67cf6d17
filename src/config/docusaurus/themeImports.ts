import path from 'node:path';
import { standInReasonOf } from '../../../theme/mdx/standIns.js';
import { BUILTIN_SPECIFIERS } from '../../../theme/mdx/builtins.js';
import { getThemeComponent } from '../../themeOverrides/components.js';
import { OVERRIDES_DIR, scanOverrides } from '../../themeOverrides/scanOverrides.js';
import type { MigrationNote } from './notes.js';
import { siteCodeFiles, specifiersOf } from './missingPackages.js';

/**
 * The notes of a Docusaurus site's code that uses what hexsite only stands in for: each module of
 * Docusaurus's theme it imports that renders its children or nothing here (`@theme/DocSidebar`),
 * with the files importing it, and each script of `src/theme` that shadows a theme module hexsite
 * has no component for (`src/theme/MDXContent.js`), which is left unused. Never an error: the
 * site builds, and says what differs.
 */
export function themeImportNotes(siteDir: string, folders: string[], files = siteCodeFiles(siteDir, folders)): MigrationNote[] {
  const unused = unknownOverrides(siteDir, files);
  const importers = new Map<string, string[]>();
  for (const file of files) {
    const shown = path.relative(siteDir, file).split(path.sep).join('/');
    if (unused.has(shown)) continue;
    for (const { specifier } of specifiersOf(file)) {
      const module = specifier.replace(/^@theme-original\//, '@theme/');
      // An override's `@theme-original/Footer` (or `@theme/Footer`) is the theme's component.
      if (!reasonOf(module) || (shown.startsWith(`${OVERRIDES_DIR}/`) && getThemeComponent(module.slice('@theme/'.length)))) continue;
      const list = importers.get(module) ?? [];
      if (!list.includes(shown)) list.push(shown);
      importers.set(module, list);
    }
  }
  const notes: MigrationNote[] = [...importers]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, files]) => ({ group: 'approximated', option: `import of \`${module}\``, instead: reasonOf(module)!, pages: files }));
  const overrides: MigrationNote[] = [...unused].sort(([a], [b]) => a.localeCompare(b)).map(([relative, name]) => ({
    group: 'unsupported',
    option: `swizzled \`@theme/${name}\``,
    instead: `left unused: hexsite's theme has no component \`${name}\` a site may replace, and uses its own (\`hexsite swizzle --list\` names those it has)`,
    pages: [relative],
  }));
  return [...notes, ...overrides];
}

/** What a note says of a module hexsite stands in for, in whole or in part. */
function reasonOf(module: string): string | undefined {
  const reason = PARTIAL_MODULES[module] ?? standInReasonOf(module);
  return reason && `a stand-in: ${reason}`;
}

/** The modules partly hexsite's, partly stand-ins (theme/mdx/common/internal.ts). */
const PARTIAL_MODULES: Record<string, string> = {
  '@docusaurus/theme-common/internal': "the names `@docusaurus/theme-common` has are hexsite's; any other (Docusaurus's own theme components use them) renders nothing and returns nothing",
  '@docusaurus/plugin-content-docs/client': "the docs' global data hooks (`useAllDocsData`, `useActiveVersion`, `useVersions`…) are hexsite's; those of a doc page's own data (`useDoc`, `useDocsVersion`, `useDocsSidebar`…) render nothing and return nothing, as hexsite renders its docs itself",
  '@docusaurus/plugin-content-blog/client': "hexsite renders its blog itself and gives a site's components none of its data: `useBlogPost`, `useBlogMetadata`… render nothing and return nothing",
};

/**
 * The scripts of `src/theme` named after no component hexsite lets a site replace: any at the
 * top (`src/theme/MDXContent.js`), and deeper ones named after a module of Docusaurus's theme
 * (`src/theme/Navbar/Logo/index.js`; other files there are the overrides' own helpers): their
 * file → the module's name.
 */
function unknownOverrides(siteDir: string, files: string[]): Map<string, string> {
  const unknown = new Map<string, string>();
  try {
    scanOverrides(siteDir, { onUnknown: (name, relative) => unknown.set(relative, name) });
  } catch {
    // Two overrides of one component: the build reports it, with both files.
  }
  // `files` holds those of `src/` whatever the content folders are.
  for (const file of files.map((absolute) => path.relative(siteDir, absolute).split(path.sep).join('/'))) {
    const name = file.startsWith(`${OVERRIDES_DIR}/`) ? file.slice(OVERRIDES_DIR.length + 1).replace(/(\/index)?\.[cm]?[jt]sx?$/, '') : undefined;
    if (name?.includes('/') && `@theme/${name}` in BUILTIN_SPECIFIERS && !getThemeComponent(name)) unknown.set(file, name);
  }
  return unknown;
}
