import type { MigrationNote } from './notes.js';
import type { Migration } from './readDocusaurusConfig.js';

/** The groups of notes, in the order they are printed, and their headings. */
const GROUPS: Array<{ group: MigrationNote['group']; heading: string }> = [
  { group: 'unsupported', heading: 'unsupported (left out; the site differs from Docusaurus’s build)' },
  { group: 'approximated', heading: 'approximated (hexsite does something close)' },
  { group: 'unused', heading: 'not used by a build' },
];

/** Pages listed under a note before "and N more". */
const PAGES_SHOWN = 5;

/**
 * The notes of a Docusaurus config as one block of lines, grouped, each with the file and line
 * of the option and what hexsite does instead. Empty when there is nothing to say.
 */
export function formatMigration(migration: Migration): string[] {
  const { configFile, notes } = migration;
  if (!notes.length) return [];
  const lines = [`${configFile} is read as hexsite's config; of its options:`];
  for (const { group, heading } of GROUPS) {
    const inGroup = notes.filter((note) => note.group === group);
    if (!inGroup.length) continue;
    lines.push(`  ${heading}: ${inGroup.length}`);
    for (const note of inGroup) {
      // A note about the site's code (an import of a package not installed) names its files below, not a line of the config.
      const at = note.line !== undefined ? `${configFile}:${note.line}  ` : note.pages?.length ? '' : `${configFile}  `;
      lines.push(`    ${at}${note.option}: ${note.instead}`);
      if (note.pages?.length) {
        const shown = note.pages.slice(0, PAGES_SHOWN).join(', ');
        const more = note.pages.length > PAGES_SHOWN ? ` and ${note.pages.length - PAGES_SHOWN} more` : '';
        lines.push(`      ${note.pages.length} file${note.pages.length === 1 ? '' : 's'}: ${shown}${more}`);
      }
    }
  }
  return lines;
}
