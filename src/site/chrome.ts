import { navbarItemType, type DropdownItemConfig, type NavbarItemConfig } from '../config/schema.js';
import type { SiteConfig } from '../config/types.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import { DEFAULT_DOCS_ID } from '../content/docsVersions.js';
import { closest } from '../util/closest.js';
import { findInSource } from '../util/findInSource.js';
import { fromSiteRoot, resolveLink, withBase } from './configLinks.js';
import { firstHref } from './sidebars/resolve.js';
import type { DocMeta, NavItem, Sidebar, SiteChrome } from './types.js';
import { prefixBasePath } from '../util/url.js';
import { localeBuildsOf, siteConfigOf } from '../config/localeBuilds.js';
import { currentLocaleOf, localeSettingsOf } from '../i18n/locale.js';
import { createThemeStrings, themeTranslatorOf } from '../i18n/themeStrings.js';

/**
 * Resolves the navbar and footer of the config into links. A navbar item naming an unknown
 * sidebar or doc is an error that lists the valid ids; a draft doc's item is left out.
 */
export function createChrome(
  options: { config: SiteConfig } & ChromeDocsSet & {
    /** The docs sets of `docsSets`, by id: what items with their `docsPluginId` lead to. */
    docsSets?: Map<string, ChromeDocsSet>;
  },
): { chrome: Omit<SiteChrome, 'home'>; errors: HexsiteError[] } {
  const { config } = options;
  // The base URLs are those of the site's config: this build's is the current locale's.
  const locales =
    config.i18n.locales.length > 1
      ? localeBuildsOf(siteConfigOf(config)).map((build) => {
          const settings = localeSettingsOf(build.locale, config.i18n.localeConfigs);
          return { locale: build.locale, label: settings.label, baseUrl: build.baseUrl, htmlLang: settings.htmlLang };
        })
      : undefined;
  /** Where an item leads in each version of its docs set that has its doc or sidebar, on a set of several. */
  const hrefsOf = (versions: ChromeVersionDocs[] | undefined, find: (version: ChromeVersionDocs) => string | undefined) =>
    versions && {
      versionHrefs: Object.fromEntries(
        versions.flatMap((version) => {
          const href = find(version);
          return href ? [[version.version.name, href]] : [];
        }),
      ),
    };
  const errors: HexsiteError[] = [];
  const errorAt = (needle: string, reason: string, ruleId: string, hint: string) => {
    const at = findInSource(config.configSource, needle);
    errors.push(new HexsiteError(reason, { file: config.configFile, line: at?.line, column: at?.column, ruleId, hint }));
  };
  /** The docs set an item names (`docsPluginId`), the `docs` key's without one; undefined (and an error) when there is no such set. */
  const setOf = (item: NavbarItemConfig | DropdownItemConfig): (ChromeDocsSet & { mark: { docsPluginId?: string } }) | undefined => {
    const id = item.docsPluginId ?? DEFAULT_DOCS_ID;
    if (id === DEFAULT_DOCS_ID) return { ...options, mark: {} };
    const found = options.docsSets?.get(id);
    if (found) return { ...found, mark: { docsPluginId: id } };
    const ids = [DEFAULT_DOCS_ID, ...(options.docsSets?.keys() ?? [])];
    errorAt(
      id,
      `Unexpected unknown docs set \`${id}\` in \`docsPluginId\` of navbar item "${item.label ?? ''}", expected one of: ${ids.join(', ')}`,
      'unknown-docs-plugin-id',
      closestHint(id, ids, '`default` is the `docs` key\'s set; the others are the ids of `docsSets`.'),
    );
    return undefined;
  };
  const resolveItem = (item: NavbarItemConfig | DropdownItemConfig): NavItem | undefined => {
    const position = ('position' in item && item.position) || 'left';
    const isDocsItem = item.type === 'docSidebar' || item.type === 'doc' || item.type === 'docsVersion' || item.type === 'docsVersionDropdown';
    const set = isDocsItem ? setOf(item) : undefined;
    if (isDocsItem && !set) return undefined;
    const { sidebars, docsById, draftIds, versions, mark } = set ?? { ...options, mark: {} };
    const last = versions?.find((version) => version.version.isLast);
    if (item.type === 'docSidebar') {
      const sidebar = sidebars.find((candidate) => candidate.id === item.sidebarId);
      if (!sidebar) {
        const ids = sidebars.map((candidate) => candidate.id);
        errorAt(
          item.sidebarId ?? 'docSidebar',
          `Unexpected unknown sidebar id \`${item.sidebarId}\` in navbar item "${item.label ?? ''}", expected one of the available sidebar ids: ${ids.join(', ') || '(none)'}`,
          'unknown-sidebar-id',
          closestHint(item.sidebarId ?? '', ids, 'Use a sidebar id defined in the sidebars file.'),
        );
        return undefined;
      }
      const href = firstHref(sidebar.items);
      if (!href) {
        errorAt(
          item.sidebarId ?? 'docSidebar',
          `Unexpected empty sidebar \`${sidebar.id}\` in navbar item "${item.label ?? ''}", expected a sidebar with at least one page`,
          'empty-sidebar',
          'Add docs to the sidebar, or remove the navbar item. Draft docs are left out of production builds.',
        );
        return undefined;
      }
      const sidebarHref = (version: ChromeVersionDocs) => {
        const found = version.sidebars.find((candidate) => candidate.id === item.sidebarId);
        return found && firstHref(found.items);
      };
      return { label: item.label ?? sidebar.id, href, external: false, position, activeSidebar: sidebar.id, ...hrefsOf(versions, sidebarHref), ...mark };
    }
    if (item.type === 'doc') {
      const docId = item.docId ?? '';
      if (draftIds.has(docId)) return undefined;
      const doc = docsById.get(docId);
      if (!doc) {
        errorAt(
          docId,
          `Unexpected unknown doc id \`${docId}\` in navbar item "${item.label ?? ''}", expected the id of a doc`,
          'unknown-doc-id',
          closestHint(docId, docsById.keys(), 'Use the id of an existing doc.'),
        );
        return undefined;
      }
      return { label: item.label ?? doc.sidebarLabel, href: doc.permalink, external: false, position, activeSidebar: doc.sidebar, ...hrefsOf(versions, (version) => version.docsById.get(docId)?.permalink), ...mark };
    }
    if (item.type === 'docsVersion' || item.type === 'docsVersionDropdown') {
      // On a site of one version, the item reads and leads to it alone.
      const main = last ?? { version: { label: set?.lastVersion?.label ?? 'Next' }, mainHref: set?.lastVersion?.mainHref };
      if (!main.mainHref) {
        errorAt(
          item.type,
          `Unexpected \`${item.type}\` navbar item on a site without docs, expected docs to lead to`,
          'empty-docs-version',
          'Add docs to the docs folder, or remove the navbar item. Draft docs are left out of production builds.',
        );
        return undefined;
      }
      const dropdown = item.type === 'docsVersionDropdown' && versions;
      return {
        label: item.label ?? main.version.label,
        href: item.to ? resolveLink(config.baseUrl, item.to, undefined).href : main.mainHref,
        external: false,
        position,
        ...(item.label === undefined && { versionLabel: true as const }),
        ...(!item.to && hrefsOf(versions, (version) => version.mainHref)),
        ...(dropdown && { versionDropdown: true as const }),
        ...mark,
      };
    }
    if (item.type === 'localeDropdown') {
      return {
        label: currentLocaleOf(config).label,
        href: '#',
        external: false,
        position,
        // In the config's order, as Docusaurus lists them; each one's base URL on a site of several.
        locales: config.i18n.locales.map((locale) => {
          const built = locales?.find((one) => one.locale === locale);
          return { locale, label: built?.label ?? localeSettingsOf(locale, config.i18n.localeConfigs).label, ...(built && { baseUrl: built.baseUrl }) };
        }),
      };
    }
    if (item.type === 'html') return { label: '', href: '', external: false, position, html: item.value ?? '', kind: 'html' };
    if (item.type === 'search') return { label: '', href: '', external: false, position, kind: 'search' };
    if ('items' in item && navbarItemType(item) === 'dropdown') {
      const items = (item.items ?? []).flatMap((child) => {
        const resolved = resolveItem(child);
        return resolved ? [{ ...resolved, ...(child.className && { className: child.className }) }] : [];
      });
      return { label: item.label ?? '', href: '#', external: false, position, kind: 'dropdown', items };
    }
    const link = resolveLink(config.baseUrl, item.to, item.href, item.prependBaseUrlToHref);
    return { label: item.label ?? '', ...(item.html !== undefined && { html: item.html }), ...link, position, activePrefix: link.external ? undefined : link.href };
  };
  const navItems: NavItem[] = [];
  for (const item of config.navbar.items) {
    const resolved = resolveItem(item);
    if (resolved) navItems.push({ ...resolved, ...(item.className && { className: item.className }) });
  }
  // The search box goes where a `search` item is, once.
  const searchItems = config.navbar.items.filter((item) => item.type === 'search');
  if (searchItems.length > 1) {
    errorAt('search', `Unexpected ${searchItems.length} navbar items of type \`search\`, expected one at most`, 'duplicate-search-item', 'Keep one `search` item: the search box goes where it is.');
  }
  const moreVersions = [...(options.docsSets ?? [])].flatMap(([id, set]) => (set.versions ? [[id, chromeVersionsOf(set.versions)] as const] : []));
  // Where the logo leads is known once the routes are (see `createUnlinkedSiteModel`).
  const chrome: Omit<SiteChrome, 'home'> = {
    title: config.title,
    tagline: config.tagline,
    baseUrl: config.baseUrl,
    url: config.url,
    logo: config.navbar.logo && createLogo(config.baseUrl, config.navbar.logo, config.navbar.title ? '' : config.title),
    // A brand with neither logo nor title would be an empty link: the site's title stands in.
    navbarTitle: config.navbar.title || (config.navbar.logo ? undefined : config.title),
    hideNavbarOnScroll: config.navbar.hideOnScroll,
    navItems,
    ...createThemeStrings(currentLocaleOf(config), config.codeTranslations ?? {}),
    footer: config.footer && {
      style: config.footer.style,
      columns: config.footer.links.map((column) => ({
        title: column.title,
        ...(column.className && { className: column.className }),
        items: column.items.map((item) =>
          item.html !== undefined
            ? { label: '', href: '', external: false, html: item.html, ...(item.className && { className: item.className }) }
            : { label: item.label ?? '', ...resolveLink(config.baseUrl, item.to, item.href, item.prependBaseUrlToHref), ...(item.className && { className: item.className }) },
        ),
      })),
      copyright: config.footer.copyright,
    },
    colorMode: config.colorMode,
    // Its links are written as a Markdown page's are (`/docs/intro`): the site's base path goes in front.
    announcementBar: config.announcementBar && { ...config.announcementBar, content: prefixBasePath(config.announcementBar.content, config.baseUrl) },
    search: { shortcutHint: config.search.searchBarShortcutHint, placeholder: themeTranslatorOf(config)('theme.SearchBar.label', 'Search') },
    ...(options.versions && { versions: chromeVersionsOf(options.versions) }),
    ...(moreVersions.length && { docsSets: Object.fromEntries(moreVersions) }),
    ...(locales && { locales }),
  };
  return { chrome, errors };
}

/** The versions of a docs set as the chrome lists them for the client. */
function chromeVersionsOf(versions: ChromeVersionDocs[]): NonNullable<SiteChrome['versions']> {
  return versions.map(({ version, mainHref }) => ({ name: version.name, label: version.label, href: mainHref ?? version.path, isLast: version.isLast }));
}

/** One docs set, as the navbar's items read it. */
export interface ChromeDocsSet {
  /** The last docs version's sidebars, docs and drafts: what the navbar's doc items lead to. */
  sidebars: Sidebar[];
  docsById: Map<string, DocMeta>;
  draftIds: Set<string>;
  /** Every docs version, newest first, on a set of more than one: doc items lead to the reader's version. */
  versions?: ChromeVersionDocs[];
  /** The last docs version's label and main doc: what `docsVersion` items read and lead to. */
  lastVersion?: { label: string; mainHref?: string };
}

/** One docs version, as the navbar's items read it. */
export interface ChromeVersionDocs {
  version: { name: string; label: string; isLast: boolean; path: string };
  sidebars: Sidebar[];
  docsById: Map<string, DocMeta>;
  /** Its main doc: where the version's items lead. */
  mainHref?: string;
}

/**
 * The navbar's logo: its images below the base URL (`img/logo.svg` is the site's), and where it
 * leads when it has an `href` of its own (`to`'s rules: a path of the site gets the base URL).
 */
function createLogo(baseUrl: string, logo: NonNullable<SiteConfig['navbar']['logo']>, altFallback: string): NonNullable<SiteChrome['logo']> {
  const image = (src: string) => withBase(baseUrl, fromSiteRoot(src));
  return {
    // Without a title beside it, the logo alone names the link home.
    alt: logo.alt || altFallback,
    src: image(logo.src),
    srcDark: logo.srcDark && image(logo.srcDark),
    ...(logo.href !== undefined && { href: resolveLink(baseUrl, logo.href, undefined).href }),
    ...(logo.target !== undefined && { target: logo.target }),
    ...(logo.width !== undefined && { width: logo.width }),
    ...(logo.height !== undefined && { height: logo.height }),
    ...(logo.className !== undefined && { className: logo.className }),
    ...(logo.style !== undefined && { style: logo.style }),
  };
}

function closestHint(input: string, candidates: Iterable<string>, fallback: string): string {
  const near = closest(input, candidates);
  return near.length ? `Did you mean ${near.map((id) => `\`${id}\``).join(' or ')}?` : fallback;
}
