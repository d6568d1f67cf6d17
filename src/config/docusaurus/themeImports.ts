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
      if (!standInReasonOf(module)) continue;
      const shown = path.relative(siteDir, file).split(path.sep).join('/');
      const list = importers.get(module) ?? [];
      if (!list.includes(shown)) list.push(shown);
      importers.set(module, list);
    }
  }
  const notes: MigrationNote[] = [...importers]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, files]) => ({ group: 'approximated', option: `import of \`${module}\``, instead: `a stand-in: ${standInReasonOf(module)!}`, pages: files }));
  return [...notes, ...unknownOverrideNotes(siteDir)];
}

/** The scripts of `src/theme` named after no component hexsite lets a site replace. */
function unknownOverrideNotes(siteDir: string): MigrationNote[] {
  const notes: MigrationNote[] = [];
  try {
    scanOverrides(siteDir, {
      onUnknown: (name, relative) =>
        notes.push({
          group: 'unsupported',
          option: `swizzled \`@theme/${name}\``,
          instead: `left unused: hexsite has no theme module \`${name}\` to replace (\`hexsite swizzle --list\` names those it has)`,
          pages: [relative],
        }),
    });
  } catch {
    // Two overrides of one component: the build reports it, with both files.
  }
  return notes;
}
