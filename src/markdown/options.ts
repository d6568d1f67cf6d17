import type { ParsedConfig } from '../config/schema.js';
import type { ContentKind } from '../content/types.js';
import type { MarkdownFormat } from '../mdx/format.js';
import { admonitionTitlesOf, markdownTranslator } from '../../theme/i18n/markdownTexts.js';

/** A magic comment of code blocks, as Docusaurus's `prism.magicComments` has it. */
export interface MagicComment {
  /** Class names given to the lines it marks. */
  className: string;
  /** The directive that marks the next line (`highlight-next-line`). */
  line?: string;
  /** The directives that mark the lines between them (`highlight-start`, `highlight-end`). */
  block?: { start: string; end: string };
}

/** Docusaurus's default magic comment: its class, and the directives of `// highlight-next-line`. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

/** The package managers an `npm2yarn` block can show besides npm. */
export type Npm2YarnConverter = 'yarn' | 'pnpm' | 'bun';

/**
 * What the Markdown pipeline takes from the config besides plugin functions: plain data, sent
 * as it is to every parse thread. Plugin functions cannot cross a thread boundary: a thread
 * that needs them loads the site's config itself (`plugins`).
 */
export interface MarkdownSetup {
  /** How `.md` files are read: see `readsAsMdx`. */
  format: MarkdownFormat;
  /** Content is data: no file is read as MDX, and one that asks to be is an error (`refuseMdx`). */
  untrusted?: true;
  /** Admonition keywords, each with its default title and the kind whose style it takes. */
  admonitions: Record<string, AdmonitionKind>;
  magicComments: MagicComment[];
  npm2yarn: { sync: boolean; converters: Npm2YarnConverter[] };
  /** Grammars registered besides lowlight's `common` set. */
  additionalLanguages: string[];
  /** Where a thread finds the site's plugin functions; absent when the site has none. */
  plugins?: { siteDir: string; timeoutSeconds: number };
  /**
   * The texts the pipeline writes into pages in the build's locale, where they differ from
   * English (see `markdownTextsOf`); absent in English. The admonitions' titles are in `admonitions`.
   */
  texts?: Record<string, string>;
}

/** An admonition keyword's default title and the built-in style it takes. */
export interface AdmonitionKind {
  title: string;
  /** The class suffix: `admonition-<style>`. */
  style: string;
}

/**
 * Docusaurus 3's default admonition keywords. `caution` is styled as a warning, as hexsite
 * always did; `important`, `secondary` and `success` take the style Docusaurus gives them
 * (info, note and tip) and their own title.
 */
export const DEFAULT_ADMONITIONS: Record<string, AdmonitionKind> = {
  note: { title: 'Note', style: 'note' },
  tip: { title: 'Tip', style: 'tip' },
  info: { title: 'Info', style: 'info' },
  warning: { title: 'Warning', style: 'warning' },
  danger: { title: 'Danger', style: 'danger' },
  caution: { title: 'Warning', style: 'warning' },
  important: { title: 'Important', style: 'info' },
  secondary: { title: 'Secondary', style: 'note' },
  success: { title: 'Success', style: 'tip' },
};

/** The setup of a site that sets no Markdown option. */
export const DEFAULT_SETUP: MarkdownSetup = {
  format: 'detect',
  admonitions: DEFAULT_ADMONITIONS,
  magicComments: DEFAULT_MAGIC_COMMENTS,
  npm2yarn: { sync: true, converters: ['yarn', 'pnpm'] },
  additionalLanguages: [],
};

/** One plugin as the config lists it: the function, or the function and its options. */
/**
 * A unified plugin (an attacher): called with its options, it may return a transformer. Written
 * out in the schema too, not imported from there: the package's declarations then need no
 * declaration of the schema's module.
 */
export type MarkdownPluginFunction = (...options: never[]) => unknown;

export type PluginEntry = MarkdownPluginFunction | [MarkdownPluginFunction, unknown];

/** The four plugin lists of one content kind, site-wide entries first; each entry with the config key it came from. */
export interface PluginLists {
  beforeDefaultRemarkPlugins: NamedPlugin[];
  remarkPlugins: NamedPlugin[];
  beforeDefaultRehypePlugins: NamedPlugin[];
  rehypePlugins: NamedPlugin[];
}

/** A plugin and where the config lists it (`docs.remarkPlugins[1]`), for messages and the cache key. */
export interface NamedPlugin {
  plugin: MarkdownPluginFunction;
  options: unknown;
  /** Whether options were given (`[plugin, options]`). */
  withOptions: boolean;
  /** The config key and index: `markdown.remarkPlugins[0]`. */
  key: string;
}

export const LIST_NAMES = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/** The plugin lists of every content kind: one place that a plugin hook can later add to. */
export type SitePlugins = Record<ContentKind, PluginLists>;

/** The config section of each content kind. */
const SECTION_OF: Record<ContentKind, 'docs' | 'blog' | 'pages'> = { doc: 'docs', blogPost: 'blog', page: 'pages' };

/** The plugins the config lists for each content kind: `markdown`'s first, then the kind's own. */
export function sitePluginsOf(config: Pick<ParsedConfig, 'markdown' | 'docs' | 'blog' | 'pages'>): SitePlugins {
  const listsOf = (kind: ContentKind): PluginLists => {
    const section = SECTION_OF[kind];
    const own = section === 'blog' ? (config.blog || undefined) : config[section];
    const lists = {} as PluginLists;
    for (const name of LIST_NAMES) {
      lists[name] = [
        ...(config.markdown?.[name] ?? []).map((entry, index) => namedPlugin(entry as PluginEntry, `markdown.${name}[${index}]`)),
        ...(own?.[name] ?? []).map((entry, index) => namedPlugin(entry as PluginEntry, `${section}.${name}[${index}]`)),
      ];
    }
    return lists;
  };
  return { doc: listsOf('doc'), blogPost: listsOf('blogPost'), page: listsOf('page') };
}

function namedPlugin(entry: PluginEntry, key: string): NamedPlugin {
  return Array.isArray(entry) ? { plugin: entry[0], options: entry[1], withOptions: true, key } : { plugin: entry, options: undefined, withOptions: false, key };
}

/** Whether any content kind has a plugin. */
export function hasPlugins(plugins: SitePlugins): boolean {
  return Object.values(plugins).some((lists) => LIST_NAMES.some((name) => lists[name].length > 0));
}

/** The setup the config asks for; `plugins` is filled in when the config lists any. */
export function markdownSetupOf(config: Pick<ParsedConfig, 'markdown' | 'prism' | 'docs' | 'blog' | 'pages'> & { siteDir: string }, timeoutSeconds: number): MarkdownSetup {
  const { markdown, prism } = config;
  const keywords = markdown?.admonitions?.keywords ?? [];
  const admonitions: Record<string, AdmonitionKind> = markdown?.admonitions?.extendDefaults === false ? {} : { ...DEFAULT_ADMONITIONS };
  for (const keyword of keywords) admonitions[keyword] ??= { title: keyword.charAt(0).toUpperCase() + keyword.slice(1), style: keyword };
  return {
    format: markdown?.format ?? 'detect',
    ...(markdown?.untrusted && { untrusted: true as const }),
    admonitions: markdown?.admonitions ? admonitions : DEFAULT_ADMONITIONS,
    magicComments: prism?.magicComments ?? DEFAULT_MAGIC_COMMENTS,
    npm2yarn: { sync: markdown?.npm2yarn?.sync ?? true, converters: markdown?.npm2yarn?.converters ?? ['yarn', 'pnpm'] },
    additionalLanguages: prism?.additionalLanguages ?? [],
    ...(hasPlugins(sitePluginsOf(config)) ? { plugins: { siteDir: config.siteDir, timeoutSeconds } } : {}),
  };
}

/**
 * A setup that writes the texts of a build's locale (see `markdownTextsOf`): Docusaurus's
 * admonition keywords get their titles in it, and the other texts travel in `texts`. The setup
 * itself without texts (English).
 */
export function withMarkdownTexts(setup: MarkdownSetup, texts: Record<string, string> | undefined): MarkdownSetup {
  if (!texts) return setup;
  const titles = admonitionTitlesOf(markdownTranslator(texts));
  const admonitions = Object.fromEntries(
    Object.entries(setup.admonitions).map(([keyword, kind]) => [keyword, Object.hasOwn(titles, keyword) ? { ...kind, title: titles[keyword] } : kind]),
  );
  return { ...setup, admonitions, texts };
}
