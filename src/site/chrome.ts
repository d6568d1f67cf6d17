import type { SiteConfig } from '../config/types.js';
import { HexsiteError } from '../errors/HexsiteError.js';
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
export function createChrome(options: {
  config: SiteConfig;
  /** The last docs version's sidebars, docs and drafts: what the navbar's doc items lead to. */
  sidebars: Sidebar[];
  docsById: Map<string, DocMeta>;
  draftIds: Set<string>;
  /** Every docs version, newest first, on a site of more than one: doc items lead to the reader's version. */
  versions?: ChromeVersionDocs[];
  /** The last docs version's label and main doc: what `docsVersion` items read and lead to. */
  lastVersion?: { label: string; mainHref?: string };
}): { chrome: Omit<SiteChrome, 'home'>; errors: HexsiteError[] } {
  const { config, sidebars, docsById, draftIds, versions } = options;
  // The base URLs are those of the site's config: this build's is the current locale's.
  const locales =
    config.i18n.locales.length > 1
      ? localeBuildsOf(siteConfigOf(config)).map((build) => {
          const settings = localeSettingsOf(build.locale, config.i18n.localeConfigs);
          return { locale: build.locale, label: settings.label, baseUrl: build.baseUrl, htmlLang: settings.htmlLang };
        })
      : undefined;
  /** Where an item leads in each version that has its doc or sidebar, on a site of several. */
  const hrefsOf = (find: (version: ChromeVersionDocs) => string | undefined) =>
    versions && {
      versionHrefs: Object.fromEntries(
        versions.flatMap((version) => {
          const href = find(version);
          return href ? [[version.version.name, href]] : [];
        }),
      ),
    };
  const last = versions?.find((version) => version.version.isLast);
  const errors: HexsiteError[] = [];
  const errorAt = (needle: string, reason: string, ruleId: string, hint: string) => {
    const at = findInSource(config.configSource, needle);
    errors.push(new HexsiteError(reason, { file: config.configFile, line: at?.line, column: at?.column, ruleId, hint }));
  };
  const navItems: NavItem[] = [];
  for (const item of config.navbar.items) {
    const position = item.position ?? 'left';
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
        continue;
      }
      const href = firstHref(sidebar.items);
      if (!href) {
        errorAt(
          item.sidebarId ?? 'docSidebar',
          `Unexpected empty sidebar \`${sidebar.id}\` in navbar item "${item.label ?? ''}", expected a sidebar with at least one page`,
          'empty-sidebar',
          'Add docs to the sidebar, or remove the navbar item. Draft docs are left out of production builds.',
        );
        continue;
      }
      const sidebarHref = (version: ChromeVersionDocs) => {
        const found = version.sidebars.find((candidate) => candidate.id === item.sidebarId);
        return found && firstHref(found.items);
      };
      navItems.push({ label: item.label ?? sidebar.id, href, external: false, position, activeSidebar: sidebar.id, ...hrefsOf(sidebarHref) });
      continue;
    }
    if (item.type === 'doc') {
      const docId = item.docId ?? '';
      if (draftIds.has(docId)) continue;
      const doc = docsById.get(docId);
      if (!doc) {
        errorAt(
          docId,
          `Unexpected unknown doc id \`${docId}\` in navbar item "${item.label ?? ''}", expected the id of a doc`,
          'unknown-doc-id',
          closestHint(docId, docsById.keys(), 'Use the id of an existing doc.'),
        );
        continue;
      }
      navItems.push({ label: item.label ?? doc.sidebarLabel, href: doc.permalink, external: false, position, activeSidebar: doc.sidebar, ...hrefsOf((version) => version.docsById.get(docId)?.permalink) });
      continue;
    }
    if (item.type === 'docsVersion' || item.type === 'docsVersionDropdown') {
      // On a site of one version, the item reads and leads to it alone.
      const main = last ?? { version: { label: options.lastVersion?.label ?? 'Next' }, mainHref: options.lastVersion?.mainHref };
      if (!main.mainHref) {
        errorAt(
          item.type,
          `Unexpected \`${item.type}\` navbar item on a site without docs, expected docs to lead to`,
          'empty-docs-version',
          'Add docs to the docs folder, or remove the navbar item. Draft docs are left out of production builds.',
        );
        continue;
      }
      const dropdown = item.type === 'docsVersionDropdown' && versions;
      navItems.push({
        label: item.label ?? main.version.label,
        href: item.to ? resolveLink(config.baseUrl, item.to, undefined).href : main.mainHref,
        external: false,
        position,
        ...(item.label === undefined && { versionLabel: true as const }),
        ...(!item.to && hrefsOf((version) => version.mainHref)),
        ...(dropdown && { versionDropdown: true as const }),
      });
      continue;
    }
    if (item.type === 'localeDropdown') {
      navItems.push({
        label: currentLocaleOf(config).label,
        href: '#',
        external: false,
        position,
        // In the config's order, as Docusaurus lists them; each one's base URL on a site of several.
        locales: config.i18n.locales.map((locale) => {
          const built = locales?.find((one) => one.locale === locale);
          return { locale, label: built?.label ?? localeSettingsOf(locale, config.i18n.localeConfigs).label, ...(built && { baseUrl: built.baseUrl }) };
        }),
      });
      continue;
    }
    const link = resolveLink(config.baseUrl, item.to, item.href);
    navItems.push({ label: item.label ?? '', ...link, position, activePrefix: link.external ? undefined : link.href });
  }
  // Where the logo leads is known once the routes are (see `createUnlinkedSiteModel`).
  const chrome: Omit<SiteChrome, 'home'> = {
    title: config.title,
    tagline: config.tagline,
    baseUrl: config.baseUrl,
    url: config.url,
    logo: config.navbar.logo && {
      // Without a title beside it, the logo alone names the link home.
      alt: config.navbar.logo.alt || (config.navbar.title ? '' : config.title),
      src: withBase(config.baseUrl, fromSiteRoot(config.navbar.logo.src)),
      srcDark: config.navbar.logo.srcDark && withBase(config.baseUrl, fromSiteRoot(config.navbar.logo.srcDark)),
    },
    // A brand with neither logo nor title would be an empty link: the site's title stands in.
    navbarTitle: config.navbar.title || (config.navbar.logo ? undefined : config.title),
    hideNavbarOnScroll: config.navbar.hideOnScroll,
    navItems,
    ...createThemeStrings(currentLocaleOf(config), config.codeTranslations ?? {}),
    footer: config.footer && {
      style: config.footer.style,
      columns: config.footer.links.map((column) => ({
        title: column.title,
        items: column.items.map((item) => ({ label: item.label, ...resolveLink(config.baseUrl, item.to, item.href) })),
      })),
      copyright: config.footer.copyright,
    },
    colorMode: config.colorMode,
    // Its links are written as a Markdown page's are (`/docs/intro`): the site's base path goes in front.
    announcementBar: config.announcementBar && { ...config.announcementBar, content: prefixBasePath(config.announcementBar.content, config.baseUrl) },
    search: { shortcutHint: config.search.searchBarShortcutHint, placeholder: themeTranslatorOf(config)('theme.SearchBar.label', 'Search') },
    ...(versions && { versions: versions.map(({ version, mainHref }) => ({ name: version.name, label: version.label, href: mainHref ?? version.path, isLast: version.isLast })) }),
    ...(locales && { locales }),
  };
  return { chrome, errors };
}

/** One docs version, as the navbar's items read it. */
export interface ChromeVersionDocs {
  version: { name: string; label: string; isLast: boolean; path: string };
  sidebars: Sidebar[];
  docsById: Map<string, DocMeta>;
  /** Its main doc: where the version's items lead. */
  mainHref?: string;
}

function closestHint(input: string, candidates: Iterable<string>, fallback: string): string {
  const near = closest(input, candidates);
  return near.length ? `Did you mean ${near.map((id) => `\`${id}\``).join(' or ')}?` : fallback;
}
