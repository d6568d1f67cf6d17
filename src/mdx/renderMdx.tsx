import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { createElement, Fragment, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { setCodeTranslations, trackTranslations } from '../../theme/i18n/codeTranslations.js';
import { MdxContext, type TocEntry } from '../../theme/mdx/MdxContext.js';
import { builtinModules } from '../../theme/mdx/builtins.js';
import { builtinSpecifiers } from '../config/docusaurus/resolve/specifiers.js';
import { MDX_COMPONENTS, OVERRIDE_EXTENSIONS, OVERRIDES_DIR } from '../themeOverrides/scanOverrides.js';
import type { ContentKind } from '../content/types.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import { DEFAULT_TIMEOUT_SECONDS, runUserCode } from '../config/userCode.js';
import { collectIslands, forwardContext, islandRefOf, registerIsland, renderIsland } from '../islands/registry.js';
import type { MarkdownEngine } from '../markdown/processor.js';
import type { Heading, LinkRef, ParsedPage } from '../markdown/types.js';
import { walk } from '../markdown/walk.js';
import type { PageContent } from '../render/renderMarkdown.js';
import { closest } from '../util/closest.js';
import { escapeHtml } from '../render/htmlTags.js';
import { compileMdxTree } from './compile.js';
import { evaluateCommonJs, type ModuleExports } from './evaluate.js';
import { isSharedSpecifier, loadSiteModule, prepareSiteModule, sharedModule, type MdxSite } from './siteModules.js';
import { isMdxNode } from './syntax.js';

/** What rendering an MDX page adds to its facts. */
export interface MdxPage {
  content: PageContent;
  /** The page's facts with those of the partials it includes: headings, ids and links. */
  headings: Heading[];
  ids: string[];
  links: LinkRef[];
  /** Keys of the islands the page's HTML holds (see src/islands/registry.ts). */
  islands: string[];
  /** Site files the page is made of besides its own (partials, components; packages by their package.json), relative to the site folder. */
  dependencies: string[];
  /** Markup for the page's `<head>` (`@docusaurus/Head`). */
  head?: string;
  /** The CSS the page's imports bring, bundled: the page's own stylesheet. */
  css?: string;
  /** What the build should say: props an island cannot send to the browser. */
  warnings: string[];
}

/** Whether a processed tree holds anything of MDX's: a tree without is rendered as Markdown is. */
export function hasMdxNodes(tree: Root): boolean {
  let found = false;
  walk(tree, (node) => {
    if (found) return 'skip';
    if (isMdxNode(node)) found = true;
  });
  return found;
}

// An island rendered on the server sees the page's context (its links, the site's config).
forwardContext(MdxContext);

const TRUNCATE_MARK = 'hexsite-excerpt-end';
const SLOT_OF = (index: number) => `\uE000${index}\uE001`;
const URL_PROPERTIES = ['href', 'src', 'poster'] as const;
const PARTIAL = /\.mdx?$/i;

/** How to render an MDX page: its file, its front matter, the engine and what it reads of the site. */
export interface MdxRenderOptions {
  /** The page's file relative to the site folder (for messages) and its real path. */
  file: string;
  real: string;
  kind: ContentKind;
  frontmatter: Record<string, unknown>;
  engine: MarkdownEngine;
  site: MdxSite;
  /** The partials parsed for this page, by the file including them and their own: parsed once. */
  partials?: Map<string, PartialModule>;
}

/**
 * Renders an MDX page to the content HTML the page store keeps, as a Markdown page's: the tree
 * (made by hexsite's pipeline, MDX nodes kept) is compiled to JavaScript, its imports loaded
 * (hexsite's components, the site's modules, partials), and the component rendered to static
 * markup, every site component in it an island the browser hydrates. URLs are slots, as in
 * `renderMarkdownContent`; partials' headings join the page's table of contents at the place
 * they are included.
 */
export function renderMdxPage(page: ParsedPage, options: MdxRenderOptions): MdxPage {
  const { file, real, site } = options;
  const urls: string[] = [];
  const slots = new Map<string, string>();
  const slot = (url: string) => {
    let marker = slots.get(url);
    if (marker === undefined) {
      marker = SLOT_OF(urls.push(url) - 1);
      slots.set(url, marker);
    }
    return marker;
  };
  const made: Made = { files: new Set(), css: new Set() };
  const headings = [...page.headings];
  const ids = [...page.ids];
  const links = [...page.links];
  const imports = importsOf(page.hast);
  const partials = new Map<string, PartialModule>();
  for (const { source, names, line } of imports) {
    if (!PARTIAL.test(source)) continue;
    const partial = loadPartial(source, options, line, made);
    partials.set(source, partial);
    // Its headings join the page's where it is first included, as Docusaurus's table of contents has them.
    const at = firstUse(page.hast, names);
    const before = at === undefined ? headings.length : headings.filter((heading) => (heading.line ?? 0) < at).length;
    headings.splice(before, 0, ...partial.page.headings.map(({ line: _line, ...heading }) => heading));
    ids.push(...partial.page.ids);
    links.push(...partial.links.map(({ line: _line, column: _column, ...link }) => link));
  }
  const toc: TocEntry[] = headings.map((heading) => ({ value: escapeHtml(heading.text), id: heading.id, level: heading.depth }));
  const tree = withSlots(page.hast, slot);
  const blogPost = options.kind === 'blogPost';
  if (blogPost && page.truncateAt !== undefined) tree.children.splice(page.truncateAt, 0, { type: 'element', tagName: TRUNCATE_MARK, properties: {}, children: [] });
  // `translate()` may run as the page's module is evaluated, before it renders.
  setCodeTranslations(site.codeTranslations ?? {});
  const runtime = islandRuntime(site);
  const partialRequire = (partial: PartialModule) => evaluatePartial(partial, options, slot, runtime, made);
  const head: string[] = [];
  noticed = [];
  // The page's code (its expressions, the modules it imports, their components) is the site's:
  // it runs within the time limit, so that an endless loop in it fails the page instead of hanging.
  const { translated, rendered } = runUserCode(
    () => {
      const translated = trackTranslations(() => evaluatePage(tree, options, { frontMatter: options.frontmatter, toc, contentTitle: page.title }, (specifier) => {
        const partial = partials.get(specifier);
        if (partial) return partialRequire(partial);
        return requireFor(specifier, options, runtime, made);
      }));
      const Content = translated.value.default as ComponentType<{ components?: Record<string, unknown> }>;
      const context = { siteConfig: site.siteConfig, resolveUrl: slot, toc, frontMatter: options.frontmatter, addHead: (html: string) => head.push(html), ...(site.texts && { texts: site.texts }) };
      const rendered = collectIslands(() => {
        try {
          return trackTranslations(() => renderToStaticMarkup(createElement(MdxContext.Provider, { value: context }, createElement(Content, { components: mdxComponents(options, made) }))));
        } catch (error) {
          throw renderError(error, page.hast, imports, file);
        }
      });
      return { translated, rendered };
    },
    { file, doing: "rendering the page's MDX", timeoutSeconds: site.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS, hint: 'Look for an endless loop in its expressions and in the components it uses.' },
  );
  // A page that shows a translated message is made again when the locale's `code.json` changes.
  if (site.codeTranslationsFile && (translated.asked || rendered.value.asked)) made.files.add(path.join(site.siteDir, site.codeTranslationsFile));
  const [excerpt, rest] = rendered.value.value.split(`<${TRUNCATE_MARK}></${TRUNCATE_MARK}>`);
  const html = rest === undefined ? excerpt : excerpt + rest;
  const content: PageContent = { html, urls, ...(blogPost && { excerptHtml: excerpt, feedHtml: html }), ...(head.length && { head: head.join('') }) };
  const relative = (absolute: string) => path.relative(site.siteDir, absolute).split(path.sep).join('/');
  return {
    content,
    headings,
    ids,
    links,
    islands: rendered.islands,
    dependencies: [...made.files].map(relative).sort(),
    ...(made.css.size && { css: [...made.css].join('\n') }),
    ...(head.length && { head: head.join('') }),
    warnings: [...rendered.warnings, ...new Set(noticed)],
  };
}

/**
 * Bundles the site's modules an MDX page imports, and those of its partials and of the site's
 * `src/theme/MDXComponents`: esbuild's plugins, which Docusaurus's imports need (see
 * `siteBuildOptions`), run only in its asynchronous API, while the page renders synchronously.
 * The partials parsed on the way are kept in `options` for the render.
 */
export async function prepareMdxPage(page: ParsedPage, options: MdxRenderOptions): Promise<void> {
  options.partials ??= new Map();
  await prepareModules(page.hast, options, new Set());
  const mdxComponentsFile = siteMdxComponentsFile(options.site.siteDir);
  if (mdxComponentsFile) await prepareSiteModule(`./${path.basename(mdxComponentsFile)}`, mdxComponentsFile, options.site, options.file);
}

/**
 * The components MDX content may use without importing them: hexsite's defaults
 * (`@theme/MDXComponents`), or the map the site's `src/theme/MDXComponents` exports (which
 * usually spreads the defaults, imported from `@theme-original/MDXComponents`). The site's own
 * components in it are islands, as imported ones are.
 */
function mdxComponents(options: MdxRenderOptions, made: Made): Record<string, unknown> {
  const defaults = (builtinModules['@theme/MDXComponents']?.default ?? {}) as Record<string, unknown>;
  const file = siteMdxComponentsFile(options.site.siteDir);
  if (!file) return defaults;
  const { exports, files, css, browser } = loadSiteModule(`./${path.basename(file)}`, file);
  for (const input of files) made.files.add(input);
  if (css && !browser) made.css.add(css);
  const map = (exports.default ?? exports) as Record<string, unknown>;
  if (typeof map !== 'object' || map === null) {
    throw new HexsiteError('Unexpected export of `src/theme/MDXComponents`, expected an object mapping tag names to components', {
      file: path.relative(options.site.siteDir, file).split(path.sep).join('/'),
      ruleId: 'mdx-components',
      hint: "Export the map: `import MDXComponents from '@theme-original/MDXComponents'; export default { ...MDXComponents, Highlight };`",
    });
  }
  const builtins = builtinValues();
  for (const [name, value] of Object.entries(browser ? map : {})) {
    if (!builtins.has(value) && !islandRefOf(value) && (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value))) registerIsland(value, { module: file, exportName: `default.${name}` });
  }
  return map;
}

let builtinSet: Set<unknown> | undefined;

/** Every value hexsite's built-in modules export: never islands. */
function builtinValues(): Set<unknown> {
  builtinSet ??= new Set(Object.values(builtinModules).flatMap((namespace) => [...Object.values(namespace), ...Object.values((namespace.default ?? {}) as object)]));
  return builtinSet;
}

function siteMdxComponentsFile(siteDir: string): string | undefined {
  const base = path.join(siteDir, OVERRIDES_DIR, MDX_COMPONENTS);
  for (const candidate of [...OVERRIDE_EXTENSIONS.map((extension) => `${base}${extension}`), ...OVERRIDE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`))]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The imports the page's ESM declares: the source, the names it binds, and its line. */
function importsOf(tree: Root): Array<{ source: string; names: string[]; line?: number }> {
  const found: Array<{ source: string; names: string[]; line?: number }> = [];
  for (const node of tree.children) {
    if (node.type !== ('mdxjsEsm' as string)) continue;
    const program = (node as unknown as { data?: { estree?: { body: Array<{ type: string; source?: { value: unknown }; specifiers?: Array<{ local: { name: string } }> }> } } }).data?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string') continue;
      found.push({ source: statement.source.value, names: (statement.specifiers ?? []).map((specifier) => specifier.local.name), line: node.position?.start.line });
    }
  }
  return found;
}

/** The line of the first JSX element named one of `names`. */
function firstUse(tree: Root, names: string[]): number | undefined {
  let line: number | undefined;
  walk(tree, (node) => {
    if (line !== undefined) return 'skip';
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && names.includes((node as unknown as { name: string }).name)) line = node.position?.start.line;
  });
  return line;
}

/**
 * A copy of the tree made ready for the compiler as `hastToReact` makes a Markdown page's
 * elements: link and image URLs become slots, external links open in a new tab, images load
 * lazily, and `::doc-card-list` is the cards' placeholder. Properties keep the order React
 * renders there, so an MDX page's HTML is the same as the same page's read as Markdown.
 */
function withSlots(tree: Root, slot: (url: string) => string): Root {
  const copy: Root = { ...tree, children: tree.children.map((child) => structuredCloneNode(child)) };
  walk<Element, Element | Root>(copy, 'element', (node, index, parent) => {
    const { properties } = node;
    if (node.tagName === 'a' && typeof properties.href === 'string') {
      const { href, ...rest } = properties;
      node.properties = { ...rest, href: slot(href), ...(EXTERNAL.test(href) && { target: '_blank', rel: ['noopener', 'noreferrer'] }) };
    } else if (node.tagName === 'img' && typeof properties.src === 'string') {
      const { src, ...rest } = properties;
      node.properties = { ...rest, src: slot(src), loading: 'lazy', decoding: 'async' };
    } else if (node.tagName === 'div' && properties.dataDocCardList === 'true' && parent && index !== undefined) {
      parent.children[index] = { type: 'element', tagName: 'hexsite-doc-cards', properties: {}, children: [] };
    } else if (typeof properties.poster === 'string') {
      properties.poster = slot(properties.poster);
    }
  });
  return copy;
}

const EXTERNAL = /^(https?:)?\/\//i;

/** Estree is kept by reference: the compiler reads it, never changes it, and it is large. */
function structuredCloneNode(node: RootContent): RootContent {
  if (node.type !== 'element') return isMdxNode(node) && !('children' in node) ? node : { ...node, ...('children' in node ? { children: (node.children as RootContent[]).map(structuredCloneNode) } : {}) } as RootContent;
  return { ...node, properties: { ...node.properties }, children: node.children.map((child) => structuredCloneNode(child as RootContent)) as Element['children'] };
}

/** Compiles and runs a page's tree with its declarations; the module's exports. */
function evaluatePage(tree: Root, options: MdxRenderOptions, values: Record<string, unknown>, require: (specifier: string) => unknown): ModuleExports {
  const declared = declaredNames(tree);
  const prelude = Object.entries(values)
    .filter(([name, value]) => value !== undefined && !declared.has(name))
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');
  const code = compileMdxTree(tree, options.real, prelude);
  return evaluateCommonJs(code, options.real, require);
}

/** Names the page's own ESM declares, which hexsite's declarations must not shadow. */
function declaredNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== ('mdxjsEsm' as string)) continue;
    const value = (node as unknown as { value: string }).value;
    for (const match of value.matchAll(/\b(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)|import\s+([A-Za-z_$][\w$]*)|\bas\s+([A-Za-z_$][\w$]*)|[{,]\s*([A-Za-z_$][\w$]*)\s*[,}]/g)) {
      names.add(match[1] ?? match[2] ?? match[3] ?? match[4]);
    }
  }
  return names;
}

/** The JSX runtime of MDX content: a component of the site is rendered as an island. */
const runtimes = new Map<string, unknown>();

/** What the content's JSX runtime noticed during the render under way: warnings for the page. */
let noticed: string[] = [];

const BROWSER_ONLY_IN_CONTENT =
  'Unexpected `<BrowserOnly>` in the content itself, expected it inside a component of the site: only its fallback is shown, since the browser runs components of the site (islands), not the content. Move it into a component (`src/components/…`) and use that.';

function browserOnly(): unknown {
  return builtinModules['@docusaurus/BrowserOnly']?.default;
}

function islandRuntime(site: MdxSite): unknown {
  let runtime = runtimes.get(site.siteDir);
  if (!runtime) {
    const hook =
      (make: typeof jsxRuntime.jsx) =>
      (type: unknown, props: Record<string, unknown>, key?: string) => {
        const ref = islandRefOf(type);
        if (type === browserOnly()) noticed.push(BROWSER_ONLY_IN_CONTENT);
        if (!ref) return make(type as never, props, key);
        return make(Fragment, { children: renderIsland(ref, type as ComponentType, props, { siteDir: site.siteDir }) }, key);
      };
    runtime = { Fragment, jsx: hook(jsxRuntime.jsx), jsxs: hook(jsxRuntime.jsxs) };
    runtimes.set(site.siteDir, runtime);
  }
  return runtime;
}

/** Whether the content takes a module from the site (bundled, see `prepareSiteModule`) rather than from hexsite. */
function isSiteSpecifier(specifier: string): boolean {
  return specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@site/') || !isSharedSpecifier(specifier);
}

/**
 * Bundles the site's modules a tree imports, and those of the partials it imports, at any depth
 * (`seen`: the partials met, each once): the page's evaluation then takes them as they are.
 */
async function prepareModules(tree: Root, options: MdxRenderOptions, seen: Set<string>): Promise<void> {
  for (const { source, line } of importsOf(tree)) {
    if (!PARTIAL.test(source)) {
      if (isSiteSpecifier(source)) await prepareSiteModule(source, options.real, options.site, options.file);
      continue;
    }
    const real = resolvePartial(source, options);
    if (seen.has(real)) continue;
    seen.add(real);
    const partial = loadPartial(source, options, line, { files: new Set(), css: new Set() });
    await prepareModules(partial.page.hast, { ...options, file: partial.file, real: partial.real }, seen);
  }
}

function requireFor(specifier: string, options: MdxRenderOptions, runtime: unknown, made: Made): unknown {
  if (isSiteSpecifier(specifier)) {
    const { exports, files, css, browser } = loadSiteModule(specifier, options.real);
    for (const file of files) made.files.add(file);
    // A stylesheet the content imports, or a static component's; an island's styles come with it.
    if (css && (!browser || /\.css$/i.test(specifier))) made.css.add(css);
    return exports;
  }
  return sharedModule(specifier, options.file, runtime);
}

/** What a page is made of besides its own text: site files (for the cache) and the CSS its imports bring. */
interface Made {
  files: Set<string>;
  css: Set<string>;
}

/** A partial as parsed: its facts, and its links made relative to the page that includes it. */
interface PartialModule {
  real: string;
  file: string;
  page: ParsedPage;
  links: LinkRef[];
}

/** The real paths of the partials a page's tree imports (`import Part from './_part.mdx'`), `real` being the page's. */
export function partialFiles(tree: Root, real: string, siteDir: string): string[] {
  return importsOf(tree)
    .filter(({ source }) => PARTIAL.test(source))
    .map(({ source }) => resolvePartial(source, { real, site: { siteDir } }));
}

function resolvePartial(source: string, from: { real: string; site: { siteDir: string } }): string {
  if (source.startsWith('@site/')) return path.join(from.site.siteDir, source.slice('@site/'.length));
  return path.resolve(path.dirname(from.real), source);
}

/** Parses a partial the page imports (`import Part from './_part.mdx'`), as the page is parsed. */
function loadPartial(source: string, from: MdxRenderOptions, line: number | undefined, made: Made): PartialModule {
  const real = resolvePartial(source, from);
  const key = `${from.real}\0${real}`;
  const parsed = from.partials?.get(key);
  if (parsed) {
    made.files.add(real);
    return parsed;
  }
  const file = path.relative(from.site.siteDir, real).split(path.sep).join('/');
  let text: string;
  try {
    text = readFileSync(real, 'utf8');
  } catch {
    throw new HexsiteError(`Unexpected import of \`${source}\`, expected a file that exists: \`${file}\` was not found`, {
      file: from.file,
      line,
      ruleId: 'mdx-import',
      hint: 'Check the path: it is relative to this file, or starts with `@site/` for the site folder.',
    });
  }
  made.files.add(real);
  // A partial's front matter is not content: parsed as the page's is, then left out.
  const page = from.engine.parse(text, real, from.kind);
  const pageDir = path.dirname(from.real);
  const rebase = (url: string) => (isRelativeFileUrl(url) ? path.relative(pageDir, path.resolve(path.dirname(real), url)).split(path.sep).join('/') : url);
  walk(page.hast, 'element', (node: Element) => {
    for (const property of URL_PROPERTIES) {
      const value = node.properties[property];
      if (typeof value === 'string') node.properties[property] = rebase(value);
    }
  });
  const partial = { real, file, page, links: page.links.map((link) => ({ ...link, url: rebase(link.url) })) };
  from.partials?.set(key, partial);
  return partial;
}

function isRelativeFileUrl(url: string): boolean {
  return !/^([a-z][a-z\d+.-]*:|\/|#|\?)/i.test(url) && url !== '';
}

function evaluatePartial(partial: PartialModule, from: MdxRenderOptions, slot: (url: string) => string, runtime: unknown, made: Made): ModuleExports {
  const options = { ...from, file: partial.file, real: partial.real };
  const toc = partial.page.headings.map((heading) => ({ value: escapeHtml(heading.text), id: heading.id, level: heading.depth }));
  const tree = withSlots(partial.page.hast, slot);
  const nested = new Map<string, PartialModule>();
  for (const { source, line } of importsOf(partial.page.hast)) if (PARTIAL.test(source)) nested.set(source, loadPartial(source, options, line, made));
  return evaluatePage(tree, options, { toc }, (specifier) => {
    const inner = nested.get(specifier);
    if (inner) return evaluatePartial(inner, options, slot, runtime, made);
    return requireFor(specifier, options, runtime, made);
  });
}

const MISSING_COMPONENT = /^Expected component `([^`]+)` to be defined/;
const MISSING_OBJECT = /^Expected object `([^`]+)` to be defined/;

/** An error while rendering, as hexsite reports errors: an undefined component by its line and the closest known name. */
function renderError(error: unknown, tree: Root, imports: Array<{ names: string[] }>, file: string): Error {
  // A built-in component's error (a tab without a value) names no file: it is the page's.
  if (error instanceof HexsiteError) return error.file ? error : new HexsiteError(error.message, { file, ruleId: error.ruleId, hint: error.hint });
  const message = (error as Error)?.message ?? String(error);
  const missing = MISSING_COMPONENT.exec(message) ?? MISSING_OBJECT.exec(message);
  if (missing) {
    const name = missing[1];
    const known = [...imports.flatMap((entry) => entry.names), ...builtinSpecifiers().map((specifier) => specifier.split('/').pop()!)];
    const near = closest(name, known, 1)[0];
    const builtin = builtinSpecifiers().find((specifier) => specifier.endsWith(`/${name.split('.')[0]}`));
    return new HexsiteError(`Unexpected component \`<${name}>\`, expected it to be imported or provided${near && near !== name ? `: did you mean \`${near}\`?` : ''}`, {
      file,
      line: firstUse(tree, [name]),
      ruleId: 'mdx-unknown-component',
      hint: builtin ? `Import it: \`import ${name.split('.')[0]} from '${builtin}';\`` : 'Import it at the top of the file (`import Name from \'./Name\';`), or map it in `src/theme/MDXComponents`.',
    });
  }
  return new HexsiteError(`Unexpected error while rendering the page's MDX: ${message}`, { file, ruleId: 'mdx-render', hint: 'The error comes from a component or expression of the page; fix it and build again.' });
}
