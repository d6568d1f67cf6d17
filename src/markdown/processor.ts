import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { collectFacts } from './collectFacts.js';
import { installLinearEditMap } from './installLinearEditMap.js';
import { normalizeAdmonitionTitles, remarkAdmonitions } from './plugins/admonitions.js';
import { rehypeCodeBlocks } from './plugins/codeBlocks.js';
import { remarkDocCardList } from './plugins/docCardList.js';
import { remarkCodeMeta } from './plugins/codeMeta.js';
import { remarkCustomHeadingIds } from './plugins/customHeadingIds.js';
import { rehypeHeadingIds } from './plugins/headingIds.js';
import { createListItemHandler } from './plugins/listItemHandler.js';
import { rehypeRawHtml } from './plugins/rawHtml.js';
import { remarkRestoreDirectives } from './plugins/restoreDirectives.js';
import { remarkTruncateMarker } from './plugins/truncateMarker.js';
import { parseInSections } from './sectionReuse.js';
import type { ContentKind } from '../content/types.js';
import { codeBlockOptionsOf } from './plugins/codeBlocks.js';
import { DEFAULT_SETUP, hasPlugins, type MarkdownSetup, type PluginLists, type SitePlugins } from './options.js';
import { guardPlugins, guardPluginsAsync, messagesOf, usePlugins } from './userPlugins.js';
import type { ParsedPage } from './types.js';
import { validateNesting } from './validateNesting.js';
import { MDX_NODE_TYPES, mdxCompat, remarkUnravelJsx } from '../mdx/syntax.js';
import { readsAsMdx, refuseMdx, type MarkdownFormat } from '../mdx/format.js';

/**
 * The one Markdown pipeline: CommonMark + GFM + front matter (skipped, so positions stay
 * those of the whole file) + directives for admonitions, then hast with heading ids,
 * sanitised raw HTML and highlighted code. The site's plugins run around the defaults, as in
 * Docusaurus: `beforeDefaultRemarkPlugins`, hexsite's remark plugins, `remarkPlugins`, then in
 * hast `beforeDefaultRehypePlugins`, hexsite's rehype plugins, `rehypePlugins`. Built once per
 * engine and kind, frozen, reused for every file.
 */
function createProcessor(mdx: boolean, withDirectives: boolean, setup: MarkdownSetup, plugins: PluginLists) {
  installLinearEditMap();
  const parsed = unified().use(remarkParse);
  // MDX: JSX, expressions and ESM instead of raw HTML, with paragraphs holding only JSX unwrapped as MDX does.
  const syntax = mdx ? parsed.use(remarkMdx) : parsed;
  const base = usePlugins(syntax.use(remarkFrontmatter, ['yaml']).use(remarkGfm), plugins.beforeDefaultRemarkPlugins);
  // Directive syntax makes micromark try every `:`; files without `::` skip it (a third faster),
  // and the plugins that only look for directives, each a walk of the whole tree.
  const parser = withDirectives ? base.use(remarkDirective).use(remarkRestoreDirectives).use(remarkAdmonitions, setup.admonitions).use(remarkDocCardList) : base;
  const unravelled = mdx ? parser.use(remarkUnravelJsx) : parser;
  const remark = usePlugins(unravelled.use(remarkCustomHeadingIds).use(remarkCodeMeta).use(remarkTruncateMarker), plugins.remarkPlugins);
  const toHast = mdx
    ? remark.use(remarkRehype, { passThrough: [...MDX_NODE_TYPES], handlers: { listItem: createListItemHandler() } })
    : remark.use(remarkRehype, { allowDangerousHtml: true, handlers: { listItem: createListItemHandler() } });
  const rehype = usePlugins(toHast, plugins.beforeDefaultRehypePlugins);
  // MDX has no raw HTML to sanitise: its HTML is JSX, code the site wrote.
  const withRaw = mdx ? rehype : rehype.use(rehypeRawHtml);
  return usePlugins(withRaw.use(rehypeHeadingIds, setup.texts).use(rehypeCodeBlocks, codeBlockOptionsOf(setup)), plugins.rehypePlugins).freeze();
}

/** Parses a site's Markdown with its options and plugins. */
export interface MarkdownEngine {
  /**
   * Parses one Markdown file (front matter included) into its tree and facts. No file system
   * access. Throws a `HexsiteError` for containers nested past `MAX_NESTING_DEPTH`
   * (`nesting-too-deep`), a plugin that throws (`markdown-plugin`) or a fatal message a plugin
   * records (`markdown-plugin-message`); other messages come back in `messages`.
   */
  parse(source: string, path: string | undefined, kind: ContentKind, format?: unknown): ParsedPage;
  /** Whether the content is untrusted (`markdown.untrusted`): no file is read as MDX. */
  untrusted: boolean;
  /** `parse`, running the site's plugins as unified's `run` does: async plugins (a transformer or plugin returning a promise) are awaited. */
  parseAsync(source: string, path: string | undefined, kind: ContentKind, format?: unknown): Promise<ParsedPage>;
}

const NO_PLUGINS: PluginLists = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] };
let engines = 0;

/** An engine for these options and plugins; processors are made at the first file that needs each. */
export function createMarkdownEngine(setup: MarkdownSetup = DEFAULT_SETUP, plugins?: SitePlugins): MarkdownEngine {
  const processors = new Map<string, ReturnType<typeof createProcessor>>();
  const withPlugins = plugins && hasPlugins(plugins);
  // Sections parsed by one engine's parser are never reused by another's (see `parseInSections`).
  const name = setup === DEFAULT_SETUP && !withPlugins ? '' : `:${++engines}`;
  /** Reads a file up to its mdast, and what finishing it needs. */
  const start = (source: string, path: string | undefined, kind: ContentKind, format: unknown) => {
    // A file's `format` front matter overrides the site's, as in Docusaurus; untrusted Markdown is never MDX.
    const fileFormat = format === 'md' || format === 'mdx' || format === 'detect' ? (format as MarkdownFormat) : undefined;
    const mdx = setup.untrusted ? refuseMdx(source, path, fileFormat) : readsAsMdx(fileFormat ?? setup.format, path);
    // MDX has no HTML comments: as Docusaurus does, `<!-- … -->` is read as `{/* … */}`.
    const text = normalizeAdmonitionTitles(mdx ? mdxCompat(source) : source, setup.admonitions);
    // Deep nesting costs the parser the square of the depth, so it is refused before parsing.
    validateNesting(text, path);
    const directives = text.includes('::');
    const syntax = `${mdx ? 'mdx:' : ''}${directives ? 'directives' : 'plain'}`;
    const key = `${syntax}${withPlugins ? `:${kind}` : ''}`;
    let processor = processors.get(key);
    if (!processor) {
      processor = guardPlugins(() => createProcessor(mdx, directives, setup, withPlugins ? plugins[kind] : NO_PLUGINS), path);
      processors.set(key, processor);
    }
    const file = new VFile({ value: text, path });
    const parser = processor;
    const mdast = guardPlugins(
      // MDX is parsed whole: a section of it may hold half of a JSX element.
      () => (path && !mdx ? parseInSections(text, path, `${syntax}${name}`, (value) => parser.parse(value) as MdastRoot) : (parser.parse(file) as MdastRoot)),
      path,
    );
    return { parser, mdast, file, mdx };
  };
  return {
    untrusted: setup.untrusted === true,
    parse(source, path, kind, format) {
      const { parser, mdast, file, mdx } = start(source, path, kind, format);
      return finish(guardPlugins(() => parser.runSync(mdast, file) as unknown as HastRoot, path), file, mdx);
    },
    async parseAsync(source, path, kind, format) {
      const { parser, mdast, file, mdx } = start(source, path, kind, format);
      return finish(await guardPluginsAsync(async () => (await parser.run(mdast, file)) as unknown as HastRoot, path), file, mdx);
    },
  };
}

/** A page's facts from its hast, with the messages its plugins recorded. */
function finish(hast: HastRoot, file: VFile, mdx: boolean): ParsedPage {
  const page = collectFacts(hast);
  const messages = messagesOf(file);
  const parsed = mdx ? { ...page, mdx: true } : page;
  return messages.length ? { ...parsed, messages } : parsed;
}

let defaultEngine: MarkdownEngine | undefined;

/** The engine of a site that sets no Markdown option. */
export function defaultMarkdownEngine(): MarkdownEngine {
  defaultEngine ??= createMarkdownEngine();
  return defaultEngine;
}

/** Parses one file with no Markdown options: see `MarkdownEngine.parse`. */
export function parseMarkdown(source: string, path?: string, kind: ContentKind = 'doc'): ParsedPage {
  return defaultMarkdownEngine().parse(source, path, kind);
}
