import path from 'node:path';
import { isGrammarName } from '../../markdown/plugins/grammars.js';
import { filesUnder } from '../../util/filesUnder.js';
import { relativePosix } from '../../util/posixPath.js';
import { NAVBAR_ITEM_KEYS, navbarItemType } from '../schema.js';
import { Notes, type MigrationNote } from './notes.js';
import { isBareSpecifier, knownOf, missingOf, packageNameOf, SEARCH_PACKAGES, type MissingUse } from './packages.js';

/**
 * Turns a Docusaurus config, as its file evaluates, into hexsite's: what Docusaurus keeps under
 * `themeConfig` and in the classic preset's options goes to hexsite's top-level keys, the
 * plugins hexsite has built in to theirs, and every option it cannot honour is noted once with
 * what it does instead. Docusaurus's defaults where they differ from hexsite's are written out.
 */

/** What the translation gives. */
export interface Translation {
  /** hexsite's config, to be validated by its schema. */
  config: Record<string, unknown>;
  notes: MigrationNote[];
}

/** Where the config came from. */
export interface TranslationContext {
  /** The config file, relative to the site folder. */
  file: string;
  source: string;
  siteDir: string;
  /** What the config required that is not there, as its evaluation recorded it. */
  missing?: MissingUse[];
}

type Options = Record<string, unknown>;

export function translateDocusaurusConfig(value: unknown, context: TranslationContext): Translation {
  const reading = new Reading(context);
  reading.site(isObject(value) ? value : {});
  reading.missingUses(context.missing ?? []);
  return { config: reading.config, notes: reading.notes.list };
}

const CLASSIC_PRESET = '@docusaurus/preset-classic';
const NPM2YARN = '@docusaurus/remark-plugin-npm2yarn';
const MARKDOWN_LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
const ON_PROBLEM = ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'onDuplicateRoutes'] as const;

/** Top-level options that mean the same in both. */
const SAME_TOP = ['title', 'tagline', 'url', 'baseUrl', 'favicon', 'titleDelimiter', 'staticDirectories', 'headTags', 'scripts', 'stylesheets'] as const;

/** Options only `docusaurus deploy` (or Docusaurus's own bundler) reads. */
const UNUSED_TOP: Record<string, string> = {
  organizationName: 'used by `docusaurus deploy` only; hexsite builds a folder that any static host serves',
  projectName: 'used by `docusaurus deploy` only; hexsite builds a folder that any static host serves',
  deploymentBranch: 'used by `docusaurus deploy` only',
  githubHost: 'used by `docusaurus deploy` only',
  githubPort: 'used by `docusaurus deploy` only',
  future: "Docusaurus's flags for its next version and its bundler; hexsite builds as it always does",
  webpack: 'hexsite bundles with esbuild, not webpack',
  baseUrlIssueBanner: 'hexsite shows no banner for a wrong `baseUrl`',
};

const UNSUPPORTED_TOP: Record<string, string> = {
  clientModules: 'not loaded: hexsite runs no client modules; put their styles in `theme.customCss`',
  ssrTemplate: "not used: pages are written in hexsite's own HTML shell",
  storage: 'not used: the theme keeps its choices under its own storage keys',
};

/** The keys of the classic preset's docs options that hexsite takes as they are. */
const DOCS_SAME = ['path', 'editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor', 'lastVersion', 'includeCurrentVersion', 'onlyIncludeVersions'] as const;
const BLOG_SAME = [
  'path',
  'blogTitle',
  'blogDescription',
  'blogSidebarCount',
  'blogSidebarTitle',
  'showReadingTime',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'editUrl',
  'onInlineTags',
  'onInlineAuthors',
  'onUntruncatedBlogPosts',
] as const;
const VERSION_KEYS = ['label', 'path', 'banner', 'badge', 'noIndex', 'className'];
const LOCALE_KEYS = ['label', 'direction', 'htmlLang', 'calendar', 'path'];
const LINK_KEYS = ['label', 'to', 'href', 'prependBaseUrlToHref', 'html', 'className'];
const LOGO_KEYS = ['alt', 'src', 'srcDark', 'href', 'target', 'width', 'height', 'className', 'style'];

class Reading {
  readonly config: Record<string, unknown> = {};
  readonly notes: Notes;
  private readonly markdown: Options = {};
  /** Tags made from other options (`themeConfig.metadata`, `noIndex`): after the config's own `headTags`, whichever comes first in it. */
  private readonly headTags: Options[] = [];
  /** The packages and files named by a note already. */
  private readonly named = new Set<string>();
  private prismThemeNoted = false;

  constructor(private readonly context: TranslationContext) {
    this.notes = new Notes(context.source);
  }

  site(site: Options): void {
    for (const [key, value] of Object.entries(site)) {
      if (this.isMissing(key, value)) continue;
      if ((SAME_TOP as readonly string[]).includes(key)) this.config[key] = value;
      else if ((ON_PROBLEM as readonly string[]).includes(key)) this.config[key] = value;
      else if (key in UNUSED_TOP) this.notes.add('unused', key, UNUSED_TOP[key]);
      else if (key in UNSUPPORTED_TOP) this.notes.add('unsupported', key, UNSUPPORTED_TOP[key]);
      else if (key === 'customFields') this.config.customFields = this.withoutMissing(value, 'customFields');
      else if (key === 'i18n') this.i18n(value);
      else if (key === 'markdown') this.siteMarkdown(value);
      else if (key === 'presets') this.list(value, 'presets', (entry, option) => this.preset(entry, option));
      else if (key === 'plugins') this.list(value, 'plugins', (entry, option) => this.plugin(entry, option));
      else if (key === 'themes') this.list(value, 'themes', (entry, option) => this.theme(entry, option));
      else if (key === 'themeConfig') this.themeConfig(value);
      else if (key === 'trailingSlash') {
        if (value !== undefined) this.notes.add('approximated', key, `each page is written as \`<path>/index.html\` and linked as \`<path>/\`, whatever \`trailingSlash\` says`);
      } else if (key === 'noIndex') {
        if (value === true) {
          this.pushHeadTag({ tagName: 'meta', attributes: { name: 'robots', content: 'noindex, nofollow' } });
          this.notes.add('approximated', key, 'every page has `<meta name="robots" content="noindex, nofollow">`; the sitemap is still written');
        }
      } else this.notes.add('unsupported', key, 'not a Docusaurus option hexsite knows: left out');
    }
    // Docusaurus's default, where hexsite's own differs: a second page at one URL is a warning.
    this.config.onDuplicateRoutes ??= 'warn';
    if (this.headTags.length) this.config.headTags = [...((this.config.headTags as unknown[] | undefined) ?? []), ...this.headTags];
    // Docusaurus reads every file as MDX unless told otherwise; hexsite by default goes by the extension.
    this.markdown.format ??= 'mdx';
    this.config.markdown = { ...(this.config.markdown as Options | undefined), ...this.markdown };
  }

  private i18n(value: unknown): void {
    if (!isObject(value)) return;
    const i18n: Options = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'defaultLocale' || key === 'locales' || key === 'path') i18n[key] = inner;
      else if (key === 'localeConfigs' && isObject(inner)) {
        i18n.localeConfigs = Object.fromEntries(
          Object.entries(inner).map(([locale, options]) => [locale, this.pick(options, LOCALE_KEYS, `i18n.localeConfigs.${locale}`, 'not used: each locale is built under `baseUrl/<locale>/` of this site')]),
        );
      } else this.notes.add('unsupported', `i18n.${key}`, 'not an i18n option hexsite knows: left out');
    }
    this.config.i18n = i18n;
  }

  private siteMarkdown(value: unknown): void {
    if (!isObject(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      const option = `markdown.${key}`;
      if (key === 'format') this.markdown.format = inner;
      else if ((MARKDOWN_LISTS as readonly string[]).includes(key)) this.markdown[key] = this.markdownPlugins(inner, option);
      else if (key === 'hooks' && isObject(inner)) {
        for (const [hook, policy] of Object.entries(inner)) {
          if (hook === 'onBrokenMarkdownLinks' && typeof policy === 'string') this.config.onBrokenMarkdownLinks = policy;
          else if (hook === 'onBrokenMarkdownImages') this.notes.add('approximated', `${option}.${hook}`, 'a missing image is always an error');
          else this.notes.add('unsupported', `${option}.${hook}`, 'not a Markdown hook hexsite knows: left out');
        }
      } else if (key === 'mermaid') {
        if (inner) this.notes.add('unsupported', option, '```mermaid blocks are shown as code, not drawn');
      } else if (key === 'mdx1Compat') this.notes.add('approximated', option, 'MDX is read as MDX 3 with hexsite\'s own leniencies');
      else if (key === 'anchors') this.notes.add('unsupported', option, 'heading ids are lower-cased as by default');
      else this.notes.add('unsupported', option, 'not used: hexsite reads Markdown with its own pipeline');
    }
  }

  /** A list of presets, plugins or themes: each entry `name`, `[name, options]`, a function or a module. */
  private list(value: unknown, key: string, read: (entry: { name: string | undefined; options: Options; value: unknown }, option: string) => void): void {
    if (!Array.isArray(value)) return;
    value.forEach((entry, index) => {
      const option = `${key}[${index}]`;
      // `false`, `null` and `undefined` entries are how Docusaurus lets a config turn one off.
      if (entry === false || entry === null || entry === undefined) return;
      const [main, options] = Array.isArray(entry) ? entry : [entry, {}];
      const missing = missingOf(main);
      if (missing) {
        this.notes.add('unsupported', option, `not run: it needs ${missingText(missing, this.named)}`, { locateBy: missing.through ?? missing.packageName });
        return;
      }
      read({ name: nameOf(main, key), options: isObject(options) ? options : {}, value: main }, option);
    });
  }

  private preset(entry: { name: string | undefined; options: Options; value: unknown }, option: string): void {
    const name = entry.name ?? '';
    if (name !== CLASSIC_PRESET) {
      // A preset that wraps the classic one (as several companies' internal presets do) takes its options.
      const classicKeys = Object.keys(entry.options).filter((key) => ['docs', 'blog', 'pages', 'theme'].includes(key));
      if (!classicKeys.length) {
        this.notes.add('unsupported', option, `the preset \`${name || 'function'}\` is not run`, { locateBy: name });
        return;
      }
      this.notes.add('approximated', option, `the preset \`${name}\` is read as the classic preset: its \`docs\`, \`blog\`, \`pages\` and \`theme\` options are honoured, its own are not`, { locateBy: packageNameOf(name) });
    }
    // The classic preset's pages are those of src/pages, unless its `pages` option says otherwise.
    this.config.pages ??= { path: 'src/pages' };
    for (const [key, value] of Object.entries(entry.options)) {
      const at = `${option}.${key}`;
      if (this.isMissing(at, value)) continue;
      if (key === 'docs') this.docs(value, at);
      else if (key === 'blog') this.blog(value, at);
      else if (key === 'pages') this.pages(value, at);
      else if (key === 'theme') this.classicTheme(value, at);
      else if (key === 'gtag') this.config.gtag = value;
      else if (key === 'googleAnalytics') this.googleAnalytics(value, at);
      else if (key === 'sitemap') this.sitemap(value, at);
      else if (key === 'googleTagManager') this.notes.add('unsupported', at, 'no Google Tag Manager snippet is added; add it with `scripts` or `headTags`');
      else if (key === 'svgr') this.notes.add('unused', at, 'SVG files imported by React pages are handled by hexsite as files');
      else if (key === 'debug') this.notes.add('unused', at, 'hexsite has no debug pages');
      else this.notes.add('unsupported', at, `not an option of the classic preset: left out`);
    }
  }

  private plugin(entry: { name: string | undefined; options: Options; value: unknown }, option: string): void {
    const name = entry.name;
    const { options } = entry;
    if (name === '@docusaurus/plugin-content-docs') {
      // Without an `id`, the plugin is the site's docs (a site whose preset has `docs: false`).
      if (options.id === undefined || options.id === 'default') {
        this.config.docs = this.docsOptions(options, option);
        return;
      }
      const docs = this.docsOptions(options, option, { instance: true });
      // A docs set's pages share the site docs' Markdown plugins (`docsSets` has no lists of its own).
      for (const key of MARKDOWN_LISTS) {
        if (docs[key] === undefined) continue;
        delete docs[key];
        this.notes.add('approximated', `${option}.${key}`, `the docs set \`${String(options.id)}\` uses the site docs' Markdown plugins, not its own \`${key}\``, { locateBy: key });
      }
      this.config.docsSets = [...((this.config.docsSets as Options[] | undefined) ?? []), { id: options.id, ...docs }];
    } else if (name === '@docusaurus/plugin-content-blog' || name === '@docusaurus/plugin-content-pages') {
      const folder = typeof options.path === 'string' ? options.path : name.endsWith('blog') ? 'blog' : 'src/pages';
      this.notes.add('unsupported', option, `a second ${name.endsWith('blog') ? 'blog' : 'pages'} instance (\`path: ${JSON.stringify(folder)}\`) is not built: its pages are left out`, {
        locateBy: name,
        pages: filesUnder(this.context.siteDir, folder, /\.mdx?$/),
      });
    } else if (name === '@docusaurus/plugin-client-redirects') this.redirects(options, option);
    else if (name === '@docusaurus/plugin-ideal-image') {
      this.notes.add('approximated', option, 'images are plain responsive images (`<img>` scaled to the column): no low-quality placeholders or generated sizes', { locateBy: name });
    } else if (name === '@docusaurus/plugin-google-gtag') this.config.gtag = options;
    else if (name === '@docusaurus/plugin-google-analytics') this.googleAnalytics(options, option);
    else if (name === '@docusaurus/plugin-sitemap') this.sitemap(options, option);
    else if (name !== undefined && SEARCH_PACKAGES.includes(name)) this.search(name, option);
    else if (typeof entry.value === 'function' && name === undefined) {
      const functionName = (entry.value as { name?: string }).name;
      this.notes.add('unsupported', option, `the plugin ${functionName ? `\`${functionName}\`` : 'function'} is not run: hexsite runs plugins written for its own API (docs/plugins.md)`, { locateBy: functionName || 'plugins' });
    } else {
      this.notes.add('unsupported', option, `the plugin \`${name ?? 'anonymous'}\` is not run: hexsite runs plugins written for its own API (docs/plugins.md)`, { locateBy: name ? shortName(name) : 'plugins' });
    }
  }

  private theme(entry: { name: string | undefined; options: Options; value: unknown }, option: string): void {
    const name = entry.name ?? '';
    if (name === '@docusaurus/theme-classic') return;
    if (SEARCH_PACKAGES.includes(name)) this.search(name, option);
    else if (name === '@docusaurus/theme-live-codeblock') this.notes.add('unsupported', option, '```jsx live blocks are shown as code, not run', { locateBy: name });
    else if (name === '@docusaurus/theme-mermaid') this.notes.add('unsupported', option, '```mermaid blocks are shown as code, not drawn', { locateBy: name });
    else this.notes.add('unsupported', option, `the theme \`${name || 'function'}\` is not used: hexsite has one theme, built in`, { locateBy: name ? shortName(name) : 'themes' });
  }

  private search(name: string, option: string): void {
    this.notes.add('approximated', option, `\`${name}\` is replaced by hexsite's built-in search (indexed at build time, no server)`, { locateBy: shortName(name) });
  }

  private redirects(options: Options, option: string): void {
    for (const [key, value] of Object.entries(options)) {
      if (key === 'redirects' && Array.isArray(value)) this.config.redirects = value.map((each) => (isObject(each) ? { from: each.from, to: each.to } : each));
      else this.notes.add('unsupported', `${option}.${key}`, `\`${key}\` of the client redirects is not supported: only its \`redirects\` list is made into pages`);
    }
  }

  private googleAnalytics(options: unknown, option: string): void {
    if (!isObject(options)) return;
    this.config.gtag = { trackingID: options.trackingID, ...(options.anonymizeIP !== undefined && { anonymizeIP: options.anonymizeIP }) };
    this.notes.add('approximated', option, 'Universal Analytics is loaded through gtag.js, as `gtag`', { locateBy: option.endsWith('googleAnalytics') ? 'googleAnalytics' : '@docusaurus/plugin-google-analytics' });
  }

  private sitemap(options: unknown, option: string): void {
    if (options === false) {
      this.notes.add('unsupported', option, 'the sitemap is always written');
      return;
    }
    if (isObject(options) && Object.keys(options).length) {
      this.notes.add('approximated', option, `the sitemap lists every page that is not \`noindex\`, with its last change; ${Object.keys(options).map((key) => `\`${key}\``).join(', ')} not used`);
    }
  }

  private docs(value: unknown, option: string): void {
    if (value === false) {
      // No docs: a folder no site has, so that the docs folder (if any) is not built.
      this.config.docs = { path: '.hexsite-no-docs' };
      return;
    }
    if (isObject(value)) this.config.docs = this.docsOptions(value, option);
  }

  /**
   * The docs options of the preset or of a docs plugin, as hexsite's `docs` takes them, and
   * those of an instance besides the site's docs as a set of `docsSets` takes them.
   */
  private docsOptions(value: Options, option: string, as: { instance?: boolean } = {}): Options {
    const docs: Options = {};
    for (const [key, inner] of Object.entries(value)) {
      const at = `${option}.${key}`;
      if (this.isMissing(at, inner)) continue;
      if ((DOCS_SAME as readonly string[]).includes(key)) docs[key] = inner;
      else if (key === 'routeBasePath') docs.routeBasePath = routeBase(inner);
      else if (key === 'sidebarPath') docs.sidebarPath = inner === false ? false : this.sitePath(inner);
      else if (key === 'versions' && isObject(inner)) {
        docs.versions = Object.fromEntries(Object.entries(inner).map(([name, options]) => [name, this.pick(options, VERSION_KEYS, `${at}.${name}`, 'not used for a version')]));
      } else if ((MARKDOWN_LISTS as readonly string[]).includes(key)) docs[key] = this.markdownPlugins(inner, at);
      else if (key === 'admonitions') this.admonitions(inner, at);
      else if (key === 'id' && (as.instance || inner === 'default')) continue;
      else this.notes.add(...docsNote(key, at));
    }
    return docs;
  }

  private blog(value: unknown, option: string): void {
    if (value === false) {
      this.config.blog = false;
      return;
    }
    if (!isObject(value)) return;
    const blog: Options = {};
    for (const [key, inner] of Object.entries(value)) {
      const at = `${option}.${key}`;
      if (this.isMissing(at, inner)) continue;
      if ((BLOG_SAME as readonly string[]).includes(key)) blog[key] = inner;
      else if (key === 'routeBasePath') blog.routeBasePath = routeBase(inner);
      else if (key === 'postsPerPage') {
        if (inner === 'ALL') {
          blog.postsPerPage = Number.MAX_SAFE_INTEGER;
        } else blog.postsPerPage = inner;
      } else if (key === 'feedOptions') blog.feedOptions = this.feedOptions(inner, at);
      else if ((MARKDOWN_LISTS as readonly string[]).includes(key)) blog[key] = this.markdownPlugins(inner, at);
      else if (key === 'admonitions') this.admonitions(inner, at);
      else if (key === 'id' && inner === 'default') continue;
      else this.notes.add('unsupported', at, blogInstead(key));
    }
    this.config.blog = blog;
  }

  private feedOptions(value: unknown, option: string): Options | undefined {
    if (!isObject(value)) return undefined;
    const feed: Options = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'type') {
        // Docusaurus takes one type, a list, `'all'`, or null (no feed: hexsite always writes them).
        if (inner === 'all' || inner === null || inner === undefined) continue;
        feed.type = [inner].flat();
      } else if (key === 'title' || key === 'description' || key === 'limit') feed[key] = inner;
      else this.notes.add('unsupported', `${option}.${key}`, 'not used: the feeds are written with their defaults');
    }
    return feed;
  }

  private pages(value: unknown, option: string): void {
    if (value === false) {
      this.config.pages = { path: '.hexsite-no-pages' };
      return;
    }
    const pages: Options = { path: 'src/pages' };
    if (isObject(value)) {
      for (const [key, inner] of Object.entries(value)) {
        const at = `${option}.${key}`;
        if (this.isMissing(at, inner)) continue;
        if (key === 'path') pages.path = this.sitePath(inner);
        else if ((MARKDOWN_LISTS as readonly string[]).includes(key)) pages[key] = this.markdownPlugins(inner, at);
        else if (key === 'admonitions') this.admonitions(inner, at);
        else this.notes.add('unsupported', at, 'not an option of hexsite\'s pages: left out');
      }
    }
    this.config.pages = pages;
  }

  private classicTheme(value: unknown, option: string): void {
    if (!isObject(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      const at = `${option}.${key}`;
      if (key !== 'customCss') {
        this.notes.add('unsupported', at, 'not an option of the classic theme hexsite knows: left out');
        continue;
      }
      const files: string[] = [];
      for (const [index, file] of [inner].flat().entries()) {
        if (typeof file !== 'string') continue;
        const relative = this.sitePath(file) as string;
        if (/\.(s[ac]ss|less|styl)$/.test(relative)) {
          this.notes.add('unsupported', Array.isArray(inner) ? `${at}[${index}]` : at, `\`${relative}\` is not compiled (hexsite reads CSS, not Sass or Less): left out; write it as CSS`, { locateBy: path.basename(relative) });
        } else files.push(relative);
      }
      if (files.length) this.config.customCss = files.length === 1 ? files[0] : files;
    }
  }

  private themeConfig(value: unknown): void {
    if (!isObject(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      const option = `themeConfig.${key}`;
      if (this.isMissing(option, inner)) continue;
      if (key === 'navbar') this.navbar(inner);
      else if (key === 'footer') this.footer(inner);
      else if (key === 'colorMode' || key === 'announcementBar' || key === 'image') this.config[key] = inner;
      else if (key === 'tableOfContents' && isObject(inner)) this.config.tableOfContents = { minHeadingLevel: 2, maxHeadingLevel: 3, ...inner };
      else if (key === 'prism') this.prism(inner);
      else if (key === 'metadata' && Array.isArray(inner)) for (const attributes of inner) this.pushHeadTag({ tagName: 'meta', attributes });
      else if (key === 'algolia') this.notes.add('approximated', option, "Algolia's DocSearch is replaced by hexsite's built-in search (indexed at build time, no server)");
      else if (key === 'docs' && isObject(inner)) this.docsThemeConfig(inner, option);
      else if (key === 'blog' && isObject(inner)) this.notes.add('unsupported', option, "the blog's sidebar lists posts newest first, not grouped by year");
      else this.notes.add('unsupported', option, 'not read by hexsite\'s theme: left out (components of the site that read it from `siteConfig.themeConfig` get nothing)');
    }
  }

  private docsThemeConfig(value: Options, option: string): void {
    const sidebar = isObject(value.sidebar) ? value.sidebar : {};
    if (sidebar.hideable) this.notes.add('unsupported', `${option}.sidebar.hideable`, 'the docs sidebar cannot be hidden; it is always shown on wide screens');
    if (sidebar.autoCollapseCategories) this.notes.add('unsupported', `${option}.sidebar.autoCollapseCategories`, 'opening a category leaves the others open');
    if (value.versionPersistence !== undefined) this.notes.add('unsupported', `${option}.versionPersistence`, 'the chosen version is not remembered');
  }

  private prism(value: unknown): void {
    if (!isObject(value)) return;
    const prism: Options = {};
    for (const [key, inner] of Object.entries(value)) {
      const option = `themeConfig.prism.${key}`;
      if (key === 'theme' || key === 'darkTheme') {
        if (this.prismThemeNoted) continue;
        this.prismThemeNoted = true;
        this.notes.add('approximated', option, 'code is highlighted at build time in hexsite\'s own light and dark themes, whatever Prism themes are named');
      } else if (key === 'magicComments') prism.magicComments = inner;
      else if (key === 'additionalLanguages' && Array.isArray(inner)) {
        const names = inner.filter((name): name is string => typeof name === 'string');
        const unknown = names.filter((name) => !isGrammarName(name));
        prism.additionalLanguages = names.filter((name) => isGrammarName(name));
        if (unknown.length) this.notes.add('approximated', option, `${unknown.map((name) => `\`${name}\``).join(', ')}: no highlight.js grammar of that name; blocks in ${unknown.length === 1 ? 'it' : 'them'} are shown unhighlighted`, { locateBy: unknown[0] });
      } else if (key === 'defaultLanguage') this.notes.add('unsupported', option, 'a code block without a language is shown unhighlighted');
      else this.notes.add('unsupported', option, 'not a Prism option hexsite knows: left out');
    }
    if (Object.keys(prism).length) this.config.prism = prism;
  }

  private navbar(value: unknown): void {
    if (!isObject(value)) return;
    const navbar: Options = {};
    for (const [key, inner] of Object.entries(value)) {
      const option = `themeConfig.navbar.${key}`;
      if (key === 'title' || key === 'hideOnScroll') navbar[key] = inner;
      else if (key === 'logo') navbar.logo = this.pick(inner, LOGO_KEYS, option, 'not used for the logo');
      else if (key === 'items' && Array.isArray(inner)) navbar.items = inner.flatMap((item, index) => this.navbarItem(item, `${option}[${index}]`, false));
      else if (key === 'style') this.notes.add('unsupported', option, 'the navbar takes the colours of the theme (and of `--ifm-navbar-*` in the custom CSS)');
      else this.notes.add('unsupported', option, 'not a navbar option hexsite knows: left out');
    }
    this.config.navbar = navbar;
  }

  private navbarItem(item: unknown, option: string, inDropdown: boolean): Options[] {
    if (!isObject(item)) return [];
    const type = typeof item.type === 'string' ? item.type : undefined;
    if (type !== undefined && !(type in NAVBAR_ITEM_KEYS)) {
      this.notes.add('unsupported', option, `a navbar item of type \`${type}\` is not shown`, { locateBy: type });
      return [];
    }
    const allowed: string[] = [...NAVBAR_ITEM_KEYS[navbarItemType(item as { type?: keyof typeof NAVBAR_ITEM_KEYS })]].filter((key) => !inDropdown || key !== 'position');
    const kept: Options = {};
    for (const [key, inner] of Object.entries(item)) {
      if (key === 'type' || allowed.includes(key)) kept[key] = key === 'items' && Array.isArray(inner) ? inner.flatMap((each, index) => this.navbarItem(each, `${option}.items[${index}]`, true)) : inner;
      else this.notes.add('unsupported', `${option}.${key}`, itemKeyInstead(key), { locateBy: key });
    }
    return [kept];
  }

  private footer(value: unknown): void {
    if (!isObject(value)) return;
    const footer: Options = {};
    for (const [key, inner] of Object.entries(value)) {
      const option = `themeConfig.footer.${key}`;
      if (key === 'style' || key === 'copyright') footer[key] = inner;
      else if (key === 'links' && Array.isArray(inner)) footer.links = this.footerLinks(inner, option);
      else if (key === 'logo') this.notes.add('unsupported', option, 'the footer shows no logo');
      else this.notes.add('unsupported', option, 'not a footer option hexsite knows: left out');
    }
    this.config.footer = footer;
  }

  private footerLinks(links: unknown[], option: string): Options[] {
    const linkOf = (item: unknown, at: string) => this.pick(item, LINK_KEYS, at, 'not used for a footer link');
    // Docusaurus's simple footer: links in one row, without columns. Here, one column without a title.
    if (links.every((link) => isObject(link) && !('items' in link))) {
      if (links.length) this.notes.add('approximated', option, 'the links of a simple footer are shown as one column');
      return links.length ? [{ title: '', items: links.map((link, index) => linkOf(link, `${option}[${index}]`)) }] : [];
    }
    return links.filter(isObject).map((column, index) => ({
      title: typeof column.title === 'string' ? column.title : '',
      ...(column.className !== undefined && { className: column.className }),
      items: Array.isArray(column.items) ? column.items.map((item, itemIndex) => linkOf(item, `${option}[${index}].items[${itemIndex}]`)) : [],
    }));
  }

  private admonitions(value: unknown, option: string): void {
    if (!isObject(value)) return;
    const admonitions: Options = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'keywords' || key === 'extendDefaults') admonitions[key] = inner;
      else this.notes.add('unsupported', `${option}.${key}`, 'not an admonition option hexsite knows: left out');
    }
    this.markdown.admonitions = { ...(this.markdown.admonitions as Options | undefined), ...admonitions };
    this.notes.add('approximated', option, 'admonition keywords apply to every page of the site, not to this plugin\'s only');
  }

  /**
   * A list of remark or rehype plugins: Docusaurus's npm2yarn plugin becomes hexsite's own (its
   * options site-wide), and plugins from packages that are not installed are left out.
   */
  private markdownPlugins(value: unknown, option: string): unknown[] {
    if (!Array.isArray(value)) return [];
    const kept: unknown[] = [];
    value.forEach((entry, index) => {
      const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
      const missing = missingOf(plugin);
      if (missing) {
        this.notes.add('unsupported', `${option}[${index}]`, `the Markdown plugin is not run: it needs ${missingText(missing, this.named)}`, { locateBy: missing.packageName });
      } else if (knownOf(plugin) === NPM2YARN) {
        this.npm2yarn(options, `${option}[${index}]`);
      } else if (typeof plugin === 'function') kept.push(entry);
      else this.notes.add('unsupported', `${option}[${index}]`, 'not a plugin function: left out');
    });
    return kept;
  }

  private npm2yarn(options: unknown, option: string): void {
    const npm2yarn: Options = { ...(this.markdown.npm2yarn as Options | undefined) };
    if (isObject(options)) {
      if (typeof options.sync === 'boolean') npm2yarn.sync = options.sync;
      if (Array.isArray(options.converters)) {
        const named = options.converters.filter((each): each is string => typeof each === 'string' && ['yarn', 'pnpm', 'bun'].includes(each));
        if (named.length < options.converters.length) this.notes.add('unsupported', `${option}.converters`, 'converters of your own are not run: npm2yarn blocks show npm, Yarn, pnpm and Bun only');
        npm2yarn.converters = named;
      }
    }
    this.markdown.npm2yarn = npm2yarn;
  }

  /**
   * A note for each package or file the config required that is not there and that no option
   * was found to hold: what the config made of it evaluated as empty (`[...sponsors]`).
   */
  missingUses(uses: MissingUse[]): void {
    for (const use of uses) {
      if (this.named.has(use.packageName)) continue;
      if (use.kind === 'stand-in') {
        this.notes.add('approximated', `require('${use.packageName}')`, `not installed: hexsite's YAML parser reads in its place (\`load\`, \`loadAll\`, \`dump\`)`, { locateBy: use.packageName });
        continue;
      }
      this.notes.add('unsupported', use.kind === 'file' ? use.packageName : `require('${use.packageName}')`, `${missingText(use, this.named)}: what the config makes of it is empty`, { locateBy: use.through ?? use.packageName });
    }
  }

  /** The keys of `value` in `keys`; each other is noted as `instead`. */
  private pick(value: unknown, keys: string[], option: string, instead: string): Options {
    if (!isObject(value)) return {};
    const kept: Options = {};
    for (const [key, inner] of Object.entries(value)) {
      if (keys.includes(key)) kept[key] = inner;
      else this.notes.add('unsupported', `${option}.${key}`, `\`${key}\` ${instead}`);
    }
    return kept;
  }

  private pushHeadTag(tag: Options): void {
    this.headTags.push(tag);
  }

  /** Whether a value came from a package that is not installed, noting the option once. */
  private isMissing(option: string, value: unknown): boolean {
    const missing = missingOf(value);
    if (!missing) return false;
    this.notes.add('unsupported', option, `left out: its value comes from ${missingText(missing, this.named)}`, { locateBy: option.includes('.') ? undefined : missing.packageName });
    return true;
  }

  /** A copy of `value` without what came from packages that are not installed (each noted). */
  private withoutMissing(value: unknown, option: string): unknown {
    if (this.isMissing(option, value)) return undefined;
    if (Array.isArray(value)) return value.map((each, index) => this.withoutMissing(each, `${option}[${index}]`));
    if (!isPlainObject(value)) return value;
    return Object.fromEntries(Object.entries(value).flatMap(([key, inner]) => {
      const kept = this.withoutMissing(inner, `${option}.${key}`);
      return kept === undefined && inner !== undefined ? [] : [[key, kept]];
    }));
  }

  /** A path the config gives (often `require.resolve`d, so absolute), relative to the site folder. */
  private sitePath(value: unknown): unknown {
    if (typeof value !== 'string' || !path.isAbsolute(value)) return value;
    return relativePosix(this.context.siteDir, value);
  }
}

/** What is missing, for a note. */
function missingText(missing: MissingUse, named?: Set<string>): string {
  named?.add(missing.packageName);
  if (missing.kind === 'file') return `the file \`${missing.packageName}\`, which does not exist (is it made by a script before the build?)`;
  return `the package \`${missing.packageName}\`${missing.through ? ` (through \`${missing.through}\`)` : ''}, which is not installed`;
}

function docsNote(key: string, option: string): [MigrationNote['group'], string, string] {
  switch (key) {
    case 'include':
    case 'exclude':
      return ['approximated', option, 'every `.md` and `.mdx` file of the docs folder is built, except those whose name starts with `_`'];
    case 'editCurrentVersion':
    case 'editLocalizedFiles':
      return ['approximated', option, '`editUrl` leads to the file of the version and locale shown'];
    case 'sidebarCollapsible':
    case 'sidebarCollapsed':
      return ['unsupported', option, "categories are collapsible and start collapsed unless they hold the page shown (set `collapsed` on a category in the sidebars)"];
    case 'breadcrumbs':
      return ['unsupported', option, 'breadcrumbs are always shown above a doc'];
    case 'numberPrefixParser':
      return ['unsupported', option, 'number prefixes of file names (`01-intro.md`) are removed as by default'];
    case 'disableVersioning':
      return ['unsupported', option, 'versions.json is read when present'];
    case 'sidebarItemsGenerator':
      return ['unsupported', option, 'autogenerated sidebars are made as by default'];
    case 'tags':
    case 'onInlineTags':
      return ['unsupported', option, 'tags of docs are taken as written'];
    default:
      if (/Component$/.test(key)) return ['unsupported', option, 'hexsite renders docs with its own theme components (override them in src/theme)'];
      return ['unsupported', option, 'not a docs option hexsite knows: left out'];
  }
}

function blogInstead(key: string): string {
  if (/Component$/.test(key)) return 'hexsite renders the blog with its own theme components (override them in src/theme)';
  if (key === 'include' || key === 'exclude') return 'every `.md` and `.mdx` file of the blog folder is a post, except those whose name starts with `_`';
  if (key === 'authorsMapPath') return '`authors.yml` of the blog folder is read';
  return 'not a blog option hexsite knows: left out';
}

function itemKeyInstead(key: string): string {
  if (key === 'target' || key === 'rel') return `links of the navbar open as hexsite opens them (\`href\` in a new tab); \`${key}\` not used`;
  if (key === 'activeBasePath' || key === 'exact' || key === 'activeBaseRegex') return 'the item is active on the pages below its link';
  return `not an option of this navbar item in hexsite: left out`;
}

/** `routeBasePath` as hexsite writes it: without slashes around it (`'/'` → `''`). */
function routeBase(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/^\/+|\/+$/g, '') : value;
}

/**
 * A preset's, plugin's or theme's package, as Docusaurus resolves its names: a full name or a
 * resolved path, or the short names (`'classic'`, `'content-docs'`, `'@scope/x'`).
 */
function nameOf(main: unknown, list: string): string | undefined {
  const known = knownOf(main);
  if (known) return packageNameOf(known);
  if (typeof main !== 'string') return undefined;
  if (!isBareSpecifier(main)) return main.includes('node_modules') ? packageNameOf(main) : main;
  const full = packageNameOf(main);
  const kind = list === 'presets' ? 'preset' : list === 'themes' ? 'theme' : 'plugin';
  if (full.includes(`${kind}-`) || full.startsWith('docusaurus-') || SEARCH_PACKAGES.includes(full)) return full;
  if (full.startsWith('@docusaurus/')) return full;
  if (full.startsWith('@')) {
    const [scope, rest] = full.split('/');
    return scope === '@docusaurus' ? `${scope}/${kind}-${rest}` : `${scope}/docusaurus-${kind}-${rest}`;
  }
  return `@docusaurus/${kind}-${full}`;
}

/** A name to find in the config's source: what was written, for a short name Docusaurus completed. */
function shortName(name: string): string {
  return name.replace(/^@docusaurus\/(preset|plugin|theme)-/, '');
}


function isObject(value: unknown): value is Options {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPlainObject(value: unknown): value is Options {
  if (!isObject(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
