import type { SiteConfig } from '../config/types.js';
import { frontmatterKeyLine } from '../content/frontmatter.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import { closest } from '../util/closest.js';
import type { UnlinkedRoute } from './modelTypes.js';
import { documentTitle } from './titles.js';
import type { Doc } from './docs.js';
import { createBreadcrumbs, createPagination, createToc, findPath, indexSidebar, type SidebarIndex } from './navigation.js';
import { createPageSidebar } from './windowSidebar.js';
import type { ResolvedSidebars } from './sidebars/resolve.js';
import { groupByTag } from './tags.js';
import type { Card, DocPage, PageLink, PageVersion, SidebarCategory, SidebarItem } from './types.js';
import { themeTranslatorOf } from '../i18n/themeStrings.js';
import type { Translate } from '../../theme/components/SiteContext.js';

/** The classes of every docs page's `<html>`, before its set's id and its version's. */
const DOCS_CLASS = 'docs-wrapper plugin-docs';

/** One route per doc, per generated category index and per docs tag, plus the tags list. */
export function createDocRoutes(options: {
  config: SiteConfig;
  docs: Doc[];
  docsById: Map<string, Doc>;
  resolved: ResolvedSidebars;
  docsBase: string;
  draftIds: Set<string>;
  /** On `<html>`: the version's class (`docs-version-current`). */
  versionClass: string;
  /** The docs set's id, on `<html>` as `plugin-id-<id>`; `default` when left out. */
  docsId?: string;
  /** Whether search engines are kept off the version's pages. */
  noIndex?: boolean;
  /** What a page shows of its version, on a site of several (by the doc's id: the same doc in the others). */
  versionOf?: (docId?: string) => PageVersion;
}): { routes: UnlinkedRoute[]; errors: HexsiteError[] } {
  const { config, docs, docsById, resolved, docsBase, draftIds, versionOf } = options;
  const docsClass = `${DOCS_CLASS} plugin-id-${options.docsId ?? 'default'} ${options.versionClass}`;
  const versionNoIndex = options.noIndex ? { noIndex: true } : {};
  const ofSet = options.docsId && options.docsId !== 'default' ? { docsPluginId: options.docsId } : {};
  const errors: HexsiteError[] = [];
  const routes: UnlinkedRoute[] = [];
  const sidebars = new Map(resolved.sidebars.map((sidebar) => [sidebar.id, indexSidebar(sidebar.items)]));
  const noSidebar = indexSidebar([]);
  const translate = themeTranslatorOf(config);

  const byPermalink = new Map(docs.map((doc) => [doc.permalink, doc]));
  // `pagination_label` names a doc in its neighbours' previous/next links.
  const labelled = (link: PageLink | undefined) => link && { ...link, title: byPermalink.get(link.href)?.paginationLabel ?? link.title };
  for (const doc of docs) {
    const toc = doc.hideTableOfContents ? undefined : { min: doc.tocMinHeadingLevel, max: doc.tocMaxHeadingLevel };
    const sidebar = (doc.sidebar && sidebars.get(doc.sidebar)) || noSidebar;
    const sidebarOrder = createPagination(sidebar, doc.permalink);
    const pagination = { prev: labelled(sidebarOrder.prev), next: labelled(sidebarOrder.next) };
    const page: DocPage = {
      kind: 'doc',
      permalink: doc.permalink,
      title: doc.title,
      documentTitle: documentTitle(doc.title, config),
      description: doc.description,
      keywords: doc.keywords,
      noIndex: doc.unlisted || options.noIndex === true,
      htmlClassName: `${docsClass} docs-doc-page docs-doc-id-${doc.id}`,
      ...(versionOf && { version: versionOf(doc.id) }),
      ...ofSet,
      docId: doc.id,
      hideTitle: doc.hideTitle,
      unlisted: doc.unlisted,
      toc: toc ? createToc(doc.parsed.headings, toc.min, toc.max) : [],
      sidebarId: doc.sidebar,
      sidebar: doc.sidebar ? createPageSidebar(sidebar, doc.permalink) : undefined,
      breadcrumbs: doc.sidebar ? createBreadcrumbs(sidebar, doc.permalink, doc.sidebarLabel) : [],
      prev: overridePagination(doc.paginationPrev, pagination.prev, docsById),
      next: overridePagination(doc.paginationNext, pagination.next, docsById),
      tags: doc.tags,
      editUrl: doc.editUrl,
      ...(doc.lastUpdate && { lastUpdate: doc.lastUpdate }),
      ...(doc.untranslated && { untranslated: true }),
    };
    for (const [key, value] of [
      ['pagination_prev', doc.paginationPrev],
      ['pagination_next', doc.paginationNext],
    ] as const) {
      if (typeof value === 'string' && !docsById.has(value) && !draftIds.has(value)) {
        errors.push(
          new HexsiteError(`Unexpected unknown doc id \`${value}\` in \`${key}\`, expected the id of a doc`, {
            file: doc.file,
            line: frontmatterKeyLine(doc.head, key),
            ruleId: 'unknown-doc-id',
            hint: closest(value, docsById.keys()).length ? `Did you mean \`${closest(value, docsById.keys())[0]}\`?` : 'Use the id of an existing doc, or `null` for no link.',
          }),
        );
      }
    }
    if (doc.parsed.docCardList) {
      const category = findOwnCategory(sidebar, doc.permalink);
      if (!category) {
        errors.push(
          new HexsiteError('Unexpected `::doc-card-list` in a doc that is not the page of a sidebar category, expected it only in a category\'s own doc', {
            file: doc.file,
            line: doc.parsed.docCardList.line,
            column: doc.parsed.docCardList.column,
            ruleId: 'category-only-feature',
            hint: 'Make this doc the link of a category (`link: { type: \'doc\', id: \'' + doc.id + '\' }`), or remove `::doc-card-list`.',
          }),
        );
      } else {
        page.cards = createCards(category.items ?? [], docsById, translate);
      }
    }
    routes.push({ page, content: { file: doc.file, key: doc.key, ...(toc && { toc }) } });
  }

  for (const index of resolved.generatedIndexes) {
    const sidebar = sidebars.get(index.sidebarId) ?? noSidebar;
    const pagination = createPagination(sidebar, index.permalink);
    routes.push({
      page: {
        kind: 'docCategory',
        permalink: index.permalink,
        title: index.title,
        documentTitle: documentTitle(index.title, config),
        description: index.description,
        htmlClassName: `${docsClass} docs-doc-page`,
        ...versionNoIndex,
        ...(versionOf && { version: versionOf() }),
        ...ofSet,
        sidebarId: index.sidebarId,
        sidebar: createPageSidebar(sidebar, index.permalink),
        breadcrumbs: createBreadcrumbs(sidebar, index.permalink, index.title),
        cards: createCards(index.category.items ?? [], docsById, translate),
        ...pagination,
      },
    });
  }

  const listed = docs.filter((doc) => !doc.unlisted);
  const groups = groupByTag(listed);
  if (groups.length) {
    routes.push({
      page: {
        kind: 'docsTags',
        permalink: `${docsBase}/tags`,
        title: translate('theme.tags.tagsPageTitle', 'Tags'),
        documentTitle: documentTitle(translate('theme.tags.tagsPageTitle', 'Tags'), config),
        htmlClassName: `${docsClass} docs-tags-list-page`,
        ...versionNoIndex,
        ...(versionOf && { version: versionOf() }),
        tags: groups.map((group) => ({ ...group.tag, count: group.items.length })),
      },
    });
    for (const group of groups) {
      const count = group.items.length;
      const nDocsTagged = translate('theme.docs.tagDocListPageTitle.nDocsTagged', 'One doc tagged|{count} docs tagged', { count });
      const title = translate('theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', { nDocsTagged, tagName: group.tag.label });
      routes.push({
        page: {
          kind: 'docsTag',
          permalink: group.tag.permalink,
          title,
          documentTitle: documentTitle(title, config),
          description: group.tag.description,
          htmlClassName: `${docsClass} docs-tags-doc-list-page`,
          ...versionNoIndex,
          ...(versionOf && { version: versionOf() }),
          tag: group.tag,
          allTagsHref: `${docsBase}/tags`,
          docs: group.items
            .map((doc) => ({ title: doc.title, href: doc.permalink, description: doc.description }))
            .sort((a, b) => a.title.localeCompare(b.title, 'en')),
        },
      });
    }
  }
  return { routes, errors };
}

/** `pagination_next: some-id` replaces the sidebar's next link; `null` (or a draft's id) removes it. */
function overridePagination(value: string | null | undefined, fallback: PageLink | undefined, docsById: Map<string, Doc>): PageLink | undefined {
  if (value === null) return undefined;
  if (value === undefined) return fallback;
  const doc = docsById.get(value);
  return doc ? { title: doc.paginationLabel ?? doc.sidebarLabel, href: doc.permalink } : undefined;
}

/** The category whose own page is at `href`. */
function findOwnCategory(sidebar: SidebarIndex, href: string): SidebarCategory | undefined {
  const path = findPath(sidebar, href);
  const last = path?.[path.length - 1];
  return last?.type === 'category' && last.href === href ? last : undefined;
}

function createCards(items: SidebarItem[], docsById: Map<string, Doc>, translate: Translate): Card[] {
  return items.flatMap((item): Card[] => {
    if (item.type === 'link') {
      if (item.unlisted) return [];
      const doc = item.docId ? docsById.get(item.docId) : undefined;
      return [{ type: 'doc', title: item.label, href: item.href, description: doc?.description }];
    }
    if (item.type === 'more') return [];
    const href = (item.linkUnlisted ? undefined : item.href) ?? item.firstHref;
    if (!href) return [];
    const count = item.items?.length ?? 0;
    return [{ type: 'category', title: item.label, href, description: item.description ?? translate('theme.docs.DocCard.categoryDescription.plurals', '1 item|{count} items', { count }) }];
  });
}
