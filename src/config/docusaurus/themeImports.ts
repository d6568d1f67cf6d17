import path from 'node:path';
import { standInReasonOf } from '../../../theme/mdx/standIns.js';
import { scanOverrides } from '../../themeOverrides/scanOverrides.js';
import type { MigrationNote } from './notes.js';
import { siteCodeFiles, specifiersOf } from './missingPackages.js';

/**
 * The notes of a Docusaurus site's code that uses what hexsite only stands in for: each module of
 * Docusaurus's theme it imports that renders its children or nothing here (`@theme/DocSidebar`),
 * with the files importing it, and each script of `src/theme` that shadows a theme module hexsite
 * has no component for (`src/theme/MDXContent.js`), which is left unused. Never an error: the
 * site builds, and says what differs.
 */
export function themeImportNotes(siteDir: string, folders: string[]): MigrationNote[] {
  const importers = new Map<string, string[]>();
  for (const file of siteCodeFiles(siteDir, folders)) {
    for (const specifier of specifiersOf(file)) {
      const module = specifier.replace(/^@theme-original\//, '@theme/');
      if (!reasonOf(module)) continue;
      const shown = path.relative(siteDir, file).split(path.sep).join('/');
      const list = importers.get(module) ?? [];
      if (!list.includes(shown)) list.push(shown);
      importers.set(module, list);
    }
  }
  const notes: MigrationNote[] = [...importers]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, files]) => ({ group: 'approximated', option: `import of \`${module}\``, instead: reasonOf(module)!, pages: files }));
  return [...notes, ...unknownOverrideNotes(siteDir)];
}

/** What a note says of a module hexsite stands in for, in whole or in part. */
function reasonOf(module: string): string | undefined {
  if (module === THEME_COMMON_INTERNAL) return "hexsite's where `@docusaurus/theme-common` has the name, else a stand-in that renders nothing and returns nothing (Docusaurus's own theme components use it)";
  const reason = standInReasonOf(module);
  return reason && `a stand-in: ${reason}`;
}

/** `@docusaurus/theme-common/internal`: partly hexsite's, partly stand-ins (theme/mdx/common/internal.ts). */
const THEME_COMMON_INTERNAL = '@docusaurus/theme-common/internal';

/** The scripts of `src/theme` named after no component hexsite lets a site replace. */
function unknownOverrideNotes(siteDir: string): MigrationNote[] {
  const notes: MigrationNote[] = [];
  try {
    scanOverrides(siteDir, {
      onUnknown: (name, relative) =>
        notes.push({
          group: 'unsupported',
          option: `swizzled \`@theme/${name}\``,
          instead: `left unused: hexsite's theme has no component \`${name}\` a site may replace, and uses its own (\`hexsite swizzle --list\` names those it has)`,
          pages: [relative],
        }),
    });
  } catch {
    // Two overrides of one component: the build reports it, with both files.
  }
  return notes;
}
