import { firstHref } from './sidebars/resolve.js';
import type { DocMeta, Sidebar, VersionMetadata } from './types.js';

/** The one docs version hexsite builds (SPEC §3): current, labelled Next. */
export function createVersionMetadata(options: {
  docs: DocMeta[];
  sidebars: Sidebar[];
  docSidebar: Map<string, string>;
  draftIds: string[];
  docsBase: string;
  mainDocId: string;
}): VersionMetadata {
  const { docs, sidebars, docSidebar, draftIds, docsBase, mainDocId } = options;
  return {
    name: 'current',
    label: 'Next',
    isLast: true,
    path: docsBase,
    mainDocId,
    docs: docs.map((doc) => ({ id: doc.id, path: doc.permalink, ...(docSidebar.has(doc.id) ? { sidebar: docSidebar.get(doc.id) } : {}) })),
    sidebars: Object.fromEntries(
      sidebars.map((sidebar) => {
        const path = firstHref(sidebar.items);
        const doc = docs.find((candidate) => candidate.permalink === path);
        return [sidebar.id, path ? { link: { path, label: doc?.sidebarLabel ?? sidebar.id } } : {}];
      }),
    ),
    draftIds,
  };
}

/** The main doc: `intro` when there is one, else the first doc of the first sidebar, else the first doc. */
export function findMainDocId(docs: DocMeta[], sidebars: Sidebar[]): string | undefined {
  if (docs.some((doc) => doc.id === 'intro')) return 'intro';
  const first = sidebars.length ? firstHref(sidebars[0].items) : undefined;
  return docs.find((doc) => doc.permalink === first)?.id ?? docs[0]?.id;
}
