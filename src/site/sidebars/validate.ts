import { HexsiteError } from '../../errors/HexsiteError.js';
import { hints } from '../../errors/hints.js';
import { closest } from '../../util/closest.js';
import { findInSource } from '../../util/findInSource.js';
import type { DocMeta } from '../types.js';
import type { NormalizedItem, NormalizedSidebars } from './types.js';

/**
 * Every doc id a sidebar names must exist (drafts excepted: they are left out quietly), and a
 * doc may sit in one sidebar only, so that its page knows which sidebar to show.
 */
export function validateSidebars(options: {
  sidebars: NormalizedSidebars;
  docs: DocMeta[];
  draftIds: Set<string>;
  file: string | null;
  source: string;
}): HexsiteError[] {
  const { sidebars, docs, draftIds, file, source } = options;
  const ids = new Set(docs.map((doc) => doc.id));
  const owner = new Map<string, string>();
  const errors: HexsiteError[] = [];
  const place = (needle: string) => findInSource(source, needle);
  const check = (docId: string, sidebarId: string) => {
    if (draftIds.has(docId)) return;
    if (!ids.has(docId)) {
      const suggestions = closest(docId, ids, 5);
      const at = place(docId);
      errors.push(
        new HexsiteError(
          `Unexpected unknown doc id \`${docId}\` in sidebar \`${sidebarId}\`, expected the id of a doc. ${
            suggestions.length ? `Closest ids: ${suggestions.map((id) => `\`${id}\``).join(', ')}` : `Available ids: ${[...ids].sort().join(', ')}`
          }`,
          { file: file ?? undefined, line: at?.line, column: at?.column, ruleId: 'unknown-doc-id', hint: hints.sidebarDocId },
        ),
      );
      return;
    }
    const previous = owner.get(docId);
    if (previous && previous !== sidebarId) {
      const at = place(docId);
      errors.push(
        new HexsiteError(`Unexpected doc \`${docId}\` in sidebar \`${sidebarId}\`, expected each doc in one sidebar only; it is already in \`${previous}\``, {
          file: file ?? undefined,
          line: at?.line,
          column: at?.column,
          ruleId: 'doc-in-two-sidebars',
          hint: 'Remove the doc from one of the two sidebars, or link to it with a `link` item.',
        }),
      );
      return;
    }
    owner.set(docId, sidebarId);
  };
  const walk = (items: NormalizedItem[], sidebarId: string) => {
    for (const item of items) {
      if (item.type === 'doc') check(item.id, sidebarId);
      if (item.type === 'category') {
        if (item.link?.type === 'doc') check(item.link.id, sidebarId);
        walk(item.items, sidebarId);
      }
    }
  };
  for (const sidebar of sidebars) walk(sidebar.items, sidebar.id);
  return errors;
}
