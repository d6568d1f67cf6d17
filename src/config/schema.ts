import * as z from 'zod';
import { htmlTagProblem } from '../render/htmlTags.js';
import { REDIRECT_SOURCES, REDIRECT_TARGETS, isRedirectSource, readRedirectTarget } from '../util/redirectTarget.js';
import { isSafeUrl, safeUrlSchema } from '../util/safeUrl.js';

/** Docusaurus's reporting severities: fail the build, warn, log as information, or say nothing. */
const onProblem = z.enum(['throw', 'warn', 'log', 'ignore']);

const linkItem = z.strictObject({
  /** Text of the link. */
  label: z.string().optional(),
  /** Internal path, base path added automatically. */
  to: safeUrlSchema().optional(),
  /** External URL, opened in a new tab. */
  href: safeUrlSchema().optional(),
  /** With `href`: the base path goes in front of it, as with `to`. */
  prependBaseUrlToHref: z.boolean().optional(),
  /** The site author's HTML, shown in place of a link. */
  html: z.string().optional(),
  /** A class of the link (or of the HTML's list item). */
  className: z.string().optional(),
});

/** The keys of a navbar item, by its type (Docusaurus's): any other is an error naming it. */
export const NAVBAR_ITEM_KEYS = {
  default: ['label', 'html', 'to', 'href', 'prependBaseUrlToHref', 'position', 'activeBaseRegex', 'className'],
  doc: ['docId', 'docsPluginId', 'label', 'position', 'className'],
  docSidebar: ['sidebarId', 'docsPluginId', 'label', 'position', 'className'],
  docsVersion: ['label', 'to', 'docsPluginId', 'position', 'className'],
  docsVersionDropdown: ['label', 'docsPluginId', 'position', 'className'],
  localeDropdown: ['position', 'className'],
  dropdown: ['label', 'items', 'position', 'className'],
  html: ['value', 'position', 'className'],
  search: ['position', 'className'],
} as const;

/** The types of item a `dropdown` navbar item lists. */
const DROPDOWN_ITEM_TYPES = ['default', 'doc', 'docSidebar', 'html'] as const;

/** Reports each key the item's type does not have, with the keys it has. */
function checkItemKeys(ctx: z.core.ParsePayload<{ type?: keyof typeof NAVBAR_ITEM_KEYS; items?: unknown }>, inDropdown: boolean): void {
  const type = navbarItemType(ctx.value);
  // A dropdown's items are placed by the dropdown.
  const allowed = (NAVBAR_ITEM_KEYS[type] as readonly string[]).filter((key) => !inDropdown || key !== 'position');
  for (const key of Object.keys(ctx.value)) {
    if (key === 'type' || allowed.includes(key)) continue;
    ctx.issues.push({
      code: 'custom',
      path: [key],
      input: (ctx.value as Record<string, unknown>)[key],
      message: `expected no \`${key}\` on a navbar item of type \`${type}\`, whose keys are ${['type', ...allowed].map((each) => `\`${each}\``).join(', ')}`,
    });
  }
  // Each issue is placed at a key of the item, so that it is reported at the item's line.
  if (type === 'default' && !('to' in ctx.value) && !('href' in ctx.value)) {
    const at = Object.keys(ctx.value)[0];
    ctx.issues.push({ code: 'custom', path: at ? [at] : [], input: at ? (ctx.value as Record<string, unknown>)[at] : ctx.value, message: 'expected `to` (a path of the site) or `href` (a URL) on a link item' });
  }
  if (type === 'html' && !('value' in ctx.value)) {
    ctx.issues.push({ code: 'custom', path: ['type'], input: type, message: 'expected `value` (the HTML to show) on an item of type `html`' });
  }
}

/** A footer link is a link (`label` and `to` or `href`) or the site author's HTML (`html`). */
function checkLinkItem(ctx: z.core.ParsePayload<z.output<typeof linkItem>>): void {
  const item = ctx.value;
  if (item.html !== undefined) {
    for (const key of ['label', 'to', 'href', 'prependBaseUrlToHref'] as const) {
      if (item[key] !== undefined) ctx.issues.push({ code: 'custom', path: [key], input: item[key], message: `expected no \`${key}\` beside \`html\`: a footer item is a link or HTML` });
    }
    return;
  }
  const at = Object.keys(item)[0];
  if (item.label === undefined) ctx.issues.push({ code: 'custom', path: at ? [at] : [], input: at ? (item as Record<string, unknown>)[at] : item, message: 'expected `label` (with `to` or `href`), or `html`, on a footer item' });
}

/** An item's type: as written, else a dropdown when it has `items` (as Docusaurus reads it), else a link. */
export function navbarItemType(item: { type?: keyof typeof NAVBAR_ITEM_KEYS; items?: unknown }): keyof typeof NAVBAR_ITEM_KEYS {
  return item.type ?? (item.items === undefined ? 'default' : 'dropdown');
}

const itemKeys = {
  label: z.string().optional(),
  /** The site author's HTML in place of the label of a link item. */
  html: z.string().optional(),
  sidebarId: z.string().optional(),
  docId: z.string().optional(),
  /** The docs set (`docsSets[].id`) of a doc, sidebar or version item; `default` (the `docs` key's) when left out. */
  docsPluginId: z.string().min(1).optional(),
  to: safeUrlSchema().optional(),
  href: safeUrlSchema().optional(),
  /** With `href`: the base path goes in front of it, as with `to`. */
  prependBaseUrlToHref: z.boolean().optional(),
  /** Extra paths (regular expression source) on which a link item counts as active. */
  activeBaseRegex: z.string().optional(),
  /** The HTML of an item of type `html`. */
  value: z.string().optional(),
  /** A class of the item's element. */
  className: z.string().optional(),
};

const dropdownItem = z
  .strictObject({ type: z.enum(DROPDOWN_ITEM_TYPES).optional(), ...itemKeys })
  .check((ctx) => checkItemKeys(ctx, true));

const navbarItem = z
  .strictObject({
    type: z.enum(['default', 'docSidebar', 'doc', 'docsVersion', 'docsVersionDropdown', 'localeDropdown', 'dropdown', 'html', 'search']).optional(),
    position: z.enum(['left', 'right']).optional(),
    ...itemKeys,
    /** The links of a `dropdown` item. */
    items: z.array(dropdownItem).min(1).optional(),
  })
  .check((ctx) => {
    checkItemKeys(ctx, false);
    if (ctx.value.type === 'dropdown' && !ctx.value.items) {
      ctx.issues.push({ code: 'custom', path: ['type'], input: ctx.value.type, message: 'expected `items` (the links it lists) on an item of type `dropdown`' });
    }
  });

/** The value of an HTML attribute: a string, or a boolean for an attribute without value. */
const attributeValue = z.union([z.string(), z.boolean()], { error: 'expected a string, or a boolean for an attribute without value' });

/** An element of `headTags`: Docusaurus's tag object, checked as `htmlTagProblem` checks the tags of plugins. */
const headTag = z
  .strictObject({
    tagName: z.string(),
    attributes: z.record(z.string(), attributeValue).default({}),
    innerHTML: z.string().optional(),
  })
  .check((ctx) => reportTagProblem(ctx, ctx.value));

/** What `htmlTagProblem` finds wrong with a tag, as an issue at the part that is wrong. */
function reportTagProblem(ctx: z.core.ParsePayload<unknown>, tag: unknown, attributesBeside = false): void {
  const problem = htmlTagProblem(tag, 'headTags');
  if (!problem) return;
  // A stylesheet's or script's attributes are written beside its URL, not under `attributes`.
  const path = attributesBeside && problem.path[0] === 'attributes' ? problem.path.slice(1) : problem.path;
  ctx.issues.push({ code: 'custom', path, input: problem.value, message: problem.expected });
}

/** An element of `stylesheets` or `scripts`: a URL, or the URL attribute and the others of the tag. */
function tagSource<Key extends 'href' | 'src'>(key: Key, extra: Record<string, z.ZodOptional<z.ZodBoolean>>) {
  const tagName = key === 'href' ? 'link' : 'script';
  return z.union([safeUrlSchema(), z.object({ [key]: safeUrlSchema(), ...extra } as Record<Key, ReturnType<typeof safeUrlSchema>>).catchall(attributeValue)], {
    error: `expected a URL, or an object with \`${key}\` and the other attributes of the \`<${tagName}>\` (strings or booleans)`,
  }).check((ctx) => {
    // A string, or an unsafe URL, has been checked already.
    if (typeof ctx.value === 'string' || !isSafeUrl(String((ctx.value as Record<string, unknown>)[key]))) return;
    reportTagProblem(ctx, { tagName, attributes: ctx.value }, true);
  });
}

/** A field of the search index. Field names never hold a slash: lunr joins field and document as `ref/field`. */
const searchField = z.enum(['title', 'headings', 'content']);

/** A plugin function (see src/plugins/types.ts). */
const pluginFunction = z.custom<(...args: any[]) => unknown>((value) => typeof value === 'function', 'expected a plugin function');
/** A plugin: a function, a module path from the site folder, or either with its options. */
const pluginEntry = z.union([pluginFunction, z.string().min(1), z.tuple([z.union([pluginFunction, z.string().min(1)]), z.unknown()])]);
/** `editUrl` as a function of the page (Docusaurus's `EditUrlFunction`). */
// Written out, not imported from site/editUrl.ts: the package's declarations of the config stay in a few files.
const editUrlFunction = z.custom<
  (context: { locale: string; permalink: string; version?: string; versionDocsDirPath?: string; docPath?: string; blogDirPath?: string; blogPath?: string }) => string | undefined | null
>((value) => typeof value === 'function', 'expected a URL or a function of the page that returns one');
/** Where a redirect page is written: a site path that a browser requests as it is written. */
const redirectSource = z.string().refine(isRedirectSource, `expected ${REDIRECT_SOURCES}`);

/** A remark or rehype plugin as Docusaurus takes one: the plugin function, or the function and its options. */
const markdownPlugin = z.union([
  z.custom<(...options: never[]) => unknown>((value) => typeof value === 'function', 'expected a plugin function or [plugin, options]'),
  z.tuple([z.custom<(...options: never[]) => unknown>((value) => typeof value === 'function', 'expected a plugin function first'), z.unknown()]),
]);


/** The plugin lists of Docusaurus's Markdown options: site-wide under `markdown`, and under `docs`, `blog` and `pages`. */
const pluginLists = {
  remarkPlugins: z.array(markdownPlugin).optional(),
  rehypePlugins: z.array(markdownPlugin).optional(),
  beforeDefaultRemarkPlugins: z.array(markdownPlugin).optional(),
  beforeDefaultRehypePlugins: z.array(markdownPlugin).optional(),
};

/** The options of a docs set, the `docs` key's and each of `docsSets`'s (Docusaurus's plugin-content-docs options), but the Markdown plugin lists. */
const docsSetOptions = {
  path: z.string().default('docs'),
  routeBasePath: z.string().default('docs'),
  sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
  editUrl: z.union([safeUrlSchema(), editUrlFunction]).optional(),
  /** Build draft docs too (as `serve --watch` does). */
  includeDrafts: z.boolean().optional(),
  /** Show when each doc was last changed (its last commit, or front matter `last_update`). */
  showLastUpdateTime: z.boolean().optional(),
  /** Show who last changed each doc. */
  showLastUpdateAuthor: z.boolean().optional(),
  /** The version at the docs' route base path: the first of `versions.json`, or `current` without one. */
  lastVersion: z.string().min(1).optional(),
  /** Build the docs folder (`current`) as well as the versions of `versions.json`. */
  includeCurrentVersion: z.boolean().default(true),
  /** Build only these versions (`current` for the docs folder): a faster local build. */
  onlyIncludeVersions: z.array(z.string().min(1)).min(1).optional(),
  /** Each version's own options, by name (`current` for the docs folder). */
  versions: z
    .record(
      z.string(),
      z.strictObject({
        label: z.string().min(1).optional(),
        /** Its path below the docs' route base path. */
        path: z.string().optional(),
        banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
        badge: z.boolean().optional(),
        noIndex: z.boolean().optional(),
        className: z.string().optional(),
      }),
    )
    .default({}),
};

/** The `docs` key's options: a set's, and its Markdown plugin lists. */
const docsOptions = { ...docsSetOptions, ...pluginLists };

/** The schema of `hexsite.config.*`. Every object is strict: unknown keys are errors. */
export const configSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  /** Between the page's title and the site's in the document title (`Page | Site`). */
  titleDelimiter: z.string().default('|'),
  favicon: safeUrlSchema({ image: true }).optional(),
  url: z.string().regex(/^https?:\/\/[^/]+$/, 'expected an origin such as "https://example.com", without a path'),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'expected a path that starts and ends with "/", such as "/" or "/docs/"'),
  /** Social card image, relative to the static folder. */
  image: safeUrlSchema({ image: true }).optional(),
  /** The site's own CSS files, relative to the site folder: bundled, and linked after the theme's stylesheet. */
  customCss: z.union([z.string().min(1), z.array(z.string().min(1))]).optional(),
  /** `<link rel="stylesheet">` tags of every page's head. */
  stylesheets: z.array(tagSource('href', {})).default([]),
  /** `<script>` tags of every page's head. */
  scripts: z.array(tagSource('src', { async: z.boolean().optional(), defer: z.boolean().optional() })).default([]),
  /** Any other tags of every page's head (meta, link, script…). */
  headTags: z.array(headTag).default([]),
  i18n: z
    .strictObject({
      defaultLocale: z.string().default('en'),
      locales: z.array(z.string()).default(['en']),
      /** The folder of the translations, relative to the site folder: `<path>/<locale>/…`. */
      path: z.string().min(1).default('i18n'),
      /** Each locale's own settings, by locale; each defaults as `currentLocaleOf` says. */
      localeConfigs: z
        .record(
          z.string(),
          z.strictObject({
            label: z.string().min(1).optional(),
            direction: z.enum(['ltr', 'rtl']).optional(),
            htmlLang: z.string().min(1).optional(),
            calendar: z.string().min(1).optional(),
            path: z.string().min(1).optional(),
          }),
        )
        .default({}),
    })
    .default({ defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} }),
  onBrokenLinks: onProblem.default('throw'),
  /** Links to a missing heading of an existing page; Docusaurus warns of them by default. */
  onBrokenAnchors: onProblem.default('warn'),
  onBrokenMarkdownLinks: onProblem.default('warn'),
  /** Two pages at one URL: an error, or (as Docusaurus defaults to) a warning and the first page kept. */
  onDuplicateRoutes: onProblem.default('throw'),
  docs: z
    .strictObject(docsOptions)
    .default({ path: 'docs', routeBasePath: 'docs', includeCurrentVersion: true, versions: {} }),
  /**
   * More docs sets beside `docs` (Docusaurus's further instances of plugin-content-docs), each
   * with its own `id`, folder, routes, sidebars and versions; `docs` is the set of id `default`.
   */
  docsSets: z
    .array(
      z.strictObject({
        /** Names the set: its versioning files (`<id>_versions.json`), translations and navbar items' `docsPluginId`. */
        id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'expected an id of letters, digits, "-" and "_", such as "api"'),
        ...docsSetOptions,
      }),
    )
    .default([]),
  blog: z
    .union([
      z.literal(false),
      z.strictObject({
        path: z.string().default('blog'),
        routeBasePath: z.string().default('blog'),
        blogTitle: z.string().default('Blog'),
        blogDescription: z.string().default('Blog'),
        postsPerPage: z.number().int().positive().default(10),
        /** Posts in the recent-posts sidebar: a number, or `'ALL'` for every post. */
        blogSidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).default(5),
        blogSidebarTitle: z.string().default('Recent posts'),
        showReadingTime: z.boolean().default(true),
        /** Show when each post was last changed, and by whom, as `docs` does. */
        showLastUpdateTime: z.boolean().optional(),
        showLastUpdateAuthor: z.boolean().optional(),
        editUrl: z.union([safeUrlSchema(), editUrlFunction]).optional(),
        onInlineTags: onProblem.default('warn'),
        onInlineAuthors: onProblem.default('warn'),
        onUntruncatedBlogPosts: onProblem.default('warn'),
        feedOptions: z
          .strictObject({
            type: z.array(z.enum(['rss', 'atom', 'json'])).default(['rss', 'atom', 'json']),
            limit: z.number().int().positive().default(20),
            title: z.string().optional(),
            description: z.string().optional(),
          })
          .default({ type: ['rss', 'atom', 'json'], limit: 20 }),
        ...pluginLists,
      }),
    ])
    .optional(),
  pages: z.strictObject({ path: z.string().default('pages'), ...pluginLists }).default({ path: 'pages' }),
  markdown: z
    .strictObject({
      ...pluginLists,
      /** How `.md` files are read: `'detect'` (by extension: `.mdx` as MDX), `'mdx'` (every file, Docusaurus's default) or `'md'` (CommonMark). */
      format: z.enum(['detect', 'mdx', 'md']).optional(),
      /** Content from a change not reviewed as code (a fork's pull request): no file is read as MDX, whatever `format` says (`--untrusted-markdown`). */
      untrusted: z.boolean().optional(),
      /** Admonition keywords besides (or, with `extendDefaults: false`, instead of) the default ones. */
      admonitions: z
        .strictObject({
          keywords: z.array(z.string().regex(/^[\w-]+$/, 'expected a keyword of letters, digits, `-` and `_`')).optional(),
          extendDefaults: z.boolean().optional(),
        })
        .optional(),
      /** ```` ```bash npm2yarn ```` blocks: the package managers shown besides npm, and whether the choice is shared. */
      npm2yarn: z
        .strictObject({
          sync: z.boolean().optional(),
          converters: z.array(z.enum(['yarn', 'pnpm', 'bun'])).optional(),
        })
        .optional(),
    })
    .optional(),
  /** Docusaurus's `themeConfig.prism`, for what applies to build-time highlighting. */
  prism: z
    .strictObject({
      /** Comments in code blocks that mark lines, replacing the default `highlight-next-line` / `highlight-start` / `highlight-end`. */
      magicComments: z
        .array(
          z.strictObject({
            className: z.string().regex(/^[\w-]+( [\w-]+)*$/, 'expected class names separated by spaces'),
            line: z.string().min(1).optional(),
            block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
          }),
        )
        .optional(),
      /** Highlight grammars to add to the common set, by name (`rust`, `haskell`). */
      additionalLanguages: z.array(z.string()).optional(),
    })
    .optional(),
  /** Plugins, run in order after the built-in ones (src/plugins). */
  plugins: z.array(pluginEntry).optional(),
  /** Client redirects: a page at each `from` that forwards to `to`. */
  redirects: z
    .array(
      z.strictObject({
        from: z.union([redirectSource, z.array(redirectSource).min(1)]),
        // Refused whatever `onBrokenLinks` says: a target a browser reads as another site's is no broken link.
        to: z.string().refine((to) => readRedirectTarget(to) !== 'offSite', `expected ${REDIRECT_TARGETS}: a browser would read it as another site's address`),
      }),
    )
    .optional(),
  /** Google Analytics (gtag.js) on every page. */
  gtag: z
    .strictObject({
      trackingID: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
      anonymizeIP: z.boolean().default(false),
    })
    .optional(),
  /** Values of the site's own for its components (`useDocusaurusContext().siteConfig.customFields`). */
  customFields: z.record(z.string(), z.unknown()).optional(),
  staticDirectories: z.array(z.string()).default(['static']),
  navbar: z
    .strictObject({
      title: z.string().optional(),
      logo: z
        .strictObject({
          alt: z.string().default(''),
          src: safeUrlSchema({ image: true }),
          srcDark: safeUrlSchema({ image: true }).optional(),
          /** Where the logo leads: the home page when not given. */
          href: safeUrlSchema().optional(),
          target: z.string().optional(),
          width: z.union([z.number().positive(), z.string().min(1)]).optional(),
          height: z.union([z.number().positive(), z.string().min(1)]).optional(),
          className: z.string().optional(),
          /** CSS properties of the image, as React writes them (`{ borderRadius: 4 }`). */
          style: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
        })
        .optional(),
      hideOnScroll: z.boolean().default(false),
      items: z.array(navbarItem).default([]),
    })
    .default({ hideOnScroll: false, items: [] }),
  footer: z
    .strictObject({
      style: z.enum(['light', 'dark']).default('dark'),
      links: z.array(z.strictObject({ title: z.string(), className: z.string().optional(), items: z.array(linkItem.check(checkLinkItem)) })).default([]),
      copyright: z.string().optional(),
    })
    .optional(),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
  announcementBar: z
    .strictObject({
      id: z.string().default('announcement-bar'),
      content: z.string(),
      backgroundColor: z.string().default('#fff'),
      textColor: z.string().default('#000'),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  tableOfContents: z
    .strictObject({ minHeadingLevel: z.number().int().min(2).max(6), maxHeadingLevel: z.number().int().min(2).max(6) })
    // A minimum above the maximum would leave every table of contents empty.
    .check((ctx) => {
      const { minHeadingLevel, maxHeadingLevel } = ctx.value;
      if (minHeadingLevel <= maxHeadingLevel) return;
      ctx.issues.push({
        code: 'custom',
        path: ['minHeadingLevel'],
        input: minHeadingLevel,
        message: `expected a level at or below \`tableOfContents.maxHeadingLevel\` (${maxHeadingLevel})`,
      });
    })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  search: z
    .strictObject({
      indexDocs: z.boolean().default(true),
      indexBlog: z.boolean().default(true),
      /** Index the Markdown pages of the pages folder. */
      indexPages: z.boolean().default(true),
      /** The fields a query searches when it names none, in this order: page titles, h2/h3 headings, the text under them. */
      fields: z.array(searchField).min(1).default(['title', 'headings', 'content']),
      /** A field's weight in the ranking; 1 when not given. */
      boosts: z.strictObject({ title: z.number().positive().optional(), headings: z.number().positive().optional(), content: z.number().positive().optional() }).default({}),
      /** Parts of the site searched on their own from their pages: a path below the base path, or a label and a path. */
      searchContextByPaths: z.array(z.union([z.string().min(1), z.strictObject({ label: z.string().min(1), path: z.string().min(1) })])).default([]),
      searchResultLimits: z.number().int().positive().default(8),
      searchResultContextMaxLength: z.number().int().positive().default(50),
      highlightSearchTermsOnTargetPage: z.boolean().default(true),
      searchBarShortcutHint: z.boolean().default(true),
      language: z.array(z.literal('en')).default(['en']),
    })
    .default({
      indexDocs: true,
      indexBlog: true,
      indexPages: true,
      fields: ['title', 'headings', 'content'],
      boosts: {},
      searchContextByPaths: [],
      searchResultLimits: 8,
      searchResultContextMaxLength: 50,
      highlightSearchTermsOnTargetPage: true,
      searchBarShortcutHint: true,
      language: ['en'],
    }),
});

/** What a site writes in `hexsite.config.*`. */
export type UserConfig = z.input<typeof configSchema>;
/** The config with every default filled in. */
export type ParsedConfig = z.output<typeof configSchema>;
/** One navbar item as written in the config. */
export type NavbarItemConfig = z.output<typeof navbarItem>;
/** One item of a `dropdown` navbar item. */
export type DropdownItemConfig = z.output<typeof dropdownItem>;
/** The search options with defaults. */
export type SearchConfig = ParsedConfig['search'];
/** The blog options with defaults, when the blog is enabled. */
export type BlogConfig = Exclude<NonNullable<ParsedConfig['blog']>, false>;
