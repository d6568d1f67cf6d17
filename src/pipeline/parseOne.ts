import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { parseFrontmatter } from '../content/frontmatter.js';
import { decodeSource } from '../content/readSource.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import type { ContentKind } from '../content/types.js';
import { defaultMarkdownEngine, type MarkdownEngine } from '../markdown/processor.js';
import type { PageFacts, ParsedPage } from '../markdown/types.js';
import { renderMarkdownContent } from '../render/renderMarkdown.js';
import { sha1 } from '../util/sha1.js';
import { writeStoredPage } from '../cache/pageStore.js';
import { hasMdxNodes, partialFiles, prepareMdxPage, renderMdxPage, type MdxRenderOptions } from '../mdx/renderMdx.js';
import type { MdxSite } from '../mdx/siteModules.js';
import { mdxSyntaxError } from '../mdx/errors.js';
import { mdxLookalike } from '../mdx/looksLikeMdx.js';
import { BASE_URL_MARK, pageStylesheetOf, STYLESHEETS_DIR } from '../mdx/pageStylesheet.js';

/** One Markdown file to parse: where to read it, and the hash of the text the scan read. */
export interface ParseRequest {
  file: string;
  real: string;
  key: string;
  kind: ContentKind;
}

/** What comes back across the thread boundary: the page's facts, or why it failed. */
export interface ParseResult {
  file: string;
  facts?: PageFacts;
  /** What failed; `file` when it lies in another file than the page (a module the page imports). */
  error?: { message: string; file?: string; line?: number; column?: number; ruleId?: string; hint?: string; environment?: boolean };
  /** A failed file-system call, rebuilt as an error on the main thread. */
  system?: { message: string; code: string; syscall?: string; path?: string };
}

/**
 * Parses one file and renders its content, writes both to the page store, and returns only
 * the facts: the tree and the HTML never leave the thread that made them. Runs in a worker
 * thread or on the main thread alike; exceptions become data that can cross a thread boundary.
 * The site's modules an MDX page imports are bundled first (`prepareMdxPage`), and the site's
 * Markdown plugins may be async (`MarkdownEngine.parseAsync`).
 */
export async function parsePage(request: ParseRequest, storeDir: string, engine: MarkdownEngine = defaultMarkdownEngine(), site?: MdxSite): Promise<ParseResult> {
  try {
    const text = readText(request);
    if (typeof text !== 'string') return text;
    const frontmatter = parseFrontmatter(text, request.file);
    const read = pageOf({ request, engine, site, text, frontmatter, parsed: await engine.parseAsync(text, request.file, request.kind, frontmatter.format) });
    if (read.mdx) {
      read.mdx.engine = await withPartialsParsed(engine, read.parsed, request, site);
      await prepareMdxPage(read.parsed, read.mdx);
    }
    return finishPage(read, storeDir, site);
  } catch (error) {
    return failedParse(request.file, error);
  }
}

/**
 * The engine with the partials the page imports, and theirs, parsed ahead with the site's
 * plugins run asynchronously: rendering the page, which is synchronous, reads them from it.
 */
async function withPartialsParsed(engine: MarkdownEngine, parsed: ParsedPage, request: ParseRequest, site: MdxSite | undefined): Promise<MarkdownEngine> {
  const siteDir = site?.siteDir ?? path.dirname(request.real);
  const ready = new Map<string, ParsedPage>();
  const visit = async (tree: Root, real: string): Promise<void> => {
    for (const partial of partialFiles(tree, real, siteDir)) {
      if (ready.has(partial) || !existsSync(partial)) continue;
      const page = await engine.parseAsync(readFileSync(partial, 'utf8'), partial, request.kind);
      ready.set(partial, page);
      await visit(page.hast, partial);
    }
  };
  await visit(parsed.hast, request.real);
  if (!ready.size) return engine;
  // Each read gets its own copy: rendering rewrites a partial's URLs for the page including it.
  const parse: MarkdownEngine['parse'] = (source, file, kind, format) => {
    const found = file === undefined ? undefined : ready.get(file);
    return found ? structuredClone(found) : engine.parse(source, file, kind, format);
  };
  return { ...engine, parse };
}

/**
 * `parsePage` at once, for showing an edit ahead of its rebuild: an MDX page whose site modules
 * this thread has not bundled yet, or a page an async plugin transforms, fails and is left to the rebuild.
 */
export function parsePageNow(request: ParseRequest, storeDir: string, engine: MarkdownEngine = defaultMarkdownEngine(), site?: MdxSite): ParseResult {
  try {
    const text = readText(request);
    if (typeof text !== 'string') return text;
    const frontmatter = parseFrontmatter(text, request.file);
    const read = pageOf({ request, engine, site, text, frontmatter, parsed: engine.parse(text, request.file, request.kind, frontmatter.format) });
    return finishPage(read, storeDir, site);
  } catch (error) {
    return failedParse(request.file, error);
  }
}

/** A page read and parsed, with how to render it when it is MDX to run. */
interface ReadPage {
  file: string;
  key: string;
  kind: ContentKind;
  text: string;
  frontmatter: ReturnType<typeof parseFrontmatter>;
  parsed: ReturnType<MarkdownEngine['parse']>;
  mdx?: MdxRenderOptions;
  /** Markdown read as data (`markdown.untrusted`): changes the hint of an MDX lookalike. */
  untrusted?: boolean;
}

/** The file's text, or the error of a file changed since the scan read it. */
function readText(request: ParseRequest): string | ParseResult {
  const { file } = request;
  const { text } = decodeSource(readFileSync(request.real), file);
  if (sha1(text) !== request.key) {
    return { file, error: { message: 'Unexpected change of the file during the build, expected it to stay as it was read', ruleId: 'file-changed', hint: 'Build again once the file is saved.', environment: true } };
  }
  return text;
}

/** A page parsed, with how to render it when it is MDX to run. */
function pageOf(options: { request: ParseRequest; engine: MarkdownEngine; site: MdxSite | undefined; text: string; frontmatter: ReturnType<typeof parseFrontmatter>; parsed: ReturnType<MarkdownEngine['parse']> }): ReadPage {
  const { request, engine, site, text, frontmatter, parsed } = options;
  const { file } = request;
  // JSX, expressions or imports: the page is compiled and run; a file of plain Markdown read as MDX is rendered as Markdown is.
  const mdx = parsed.mdx && hasMdxNodes(parsed.hast) ? { file, real: request.real, kind: request.kind, frontmatter, engine, site: site ?? { siteDir: path.dirname(request.real), siteConfig: {} } } : undefined;
  return { file, key: request.key, kind: request.kind, text, frontmatter, parsed, ...(mdx && { mdx }), ...(engine.untrusted && { untrusted: true }) };
}

function finishPage(read: ReadPage, storeDir: string, site: MdxSite | undefined): ParseResult {
  const { file, parsed, frontmatter, text } = read;
  const { hast, searchSections, ...facts } = parsed;
  let page: PageFacts = { ...facts, frontmatter, ...(parsed.truncateAt === undefined ? {} : { excerptText: excerptText(hast, parsed.truncateAt) }) };
  let content;
  if (read.mdx) {
    const mdx = renderMdxPage(parsed, read.mdx);
    content = mdx.content;
    const stylesheet = mdx.css === undefined ? undefined : writePageStylesheet(storeDir, mdx.css);
    if (stylesheet) content = { ...content, head: `${content.head ?? ''}<link rel="stylesheet" href="${BASE_URL_MARK}${pageStylesheetOf(stylesheet)}" data-page-style="">` };
    const { headings, ids, links, islands, dependencies, head, warnings } = mdx;
    const messages = [...(page.messages ?? []), ...warnings.map((reason) => ({ reason, ruleId: 'island-props', source: 'hexsite' }))];
    page = { ...page, headings, ids, links, ...(islands.length && { islands }), ...(dependencies.length && { dependencies: dependencyStamps(site, dependencies) }), ...(head && { head }), ...(stylesheet && { stylesheet }), ...(messages.length && { messages }) };
  } else {
    content = renderMarkdownContent(parsed, { blogPost: read.kind === 'blogPost' });
    const lookalike = parsed.mdx ? undefined : mdxLookalike(text, { untrusted: read.untrusted });
    if (lookalike) page = { ...page, messages: [...(page.messages ?? []), lookalike] };
  }
  writeStoredPage(storeDir, read.key, { facts: page, sections: searchSections, content });
  return { file, facts: page };
}

/** A failure to parse, as data that crosses a thread boundary. */
function failedParse(file: string, error: unknown): ParseResult {
  const syntax = mdxSyntaxError(error);
  if (syntax) return { file, error: syntax };
  if (error instanceof HexsiteError) {
    // An error placed in another file (a component the page imports) keeps its place.
    return { file, error: { message: error.message, ...(error.file !== undefined && error.file !== file && { file: error.file }), line: error.line, column: error.column, ruleId: error.ruleId, hint: error.hint, environment: error.environment } };
  }
  const place = (error as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
  const { code, syscall, path } = error as NodeJS.ErrnoException;
  if (code && syscall) return { file, system: { message: (error as Error).message, code, syscall, path } };
  return { file, error: { message: `Unexpected Markdown that could not be parsed: ${(error as Error).message}`, line: place?.start?.line ?? place?.line, column: place?.start?.column ?? place?.column, ruleId: 'markdown-parse' } };
}

/**
 * Keeps an MDX page's stylesheet (the CSS its imports bring) beside the page store, named by its
 * hash: pages that import the same CSS share one file. Returns the hash.
 */
function writePageStylesheet(storeDir: string, css: string): string {
  const hash = sha1(css).slice(0, 10);
  const file = path.join(storeDir, STYLESHEETS_DIR, `${hash}.css`);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, css);
  }
  return hash;
}

/** Each file a page is made of besides its own, with the hash of its text: the page is parsed again when one changes. */
function dependencyStamps(site: MdxSite | undefined, files: string[]): Array<{ file: string; hash: string }> {
  const siteDir = site?.siteDir ?? '.';
  return files.map((dependency) => ({ file: dependency, hash: fileHash(path.join(siteDir, dependency)) }));
}

/** Hashes of files this thread has read, by path, with the size and modification time they were read at. */
const fileHashes = new Map<string, { size: number; mtimeMs: number; hash: string }>();

/**
 * The hash of a file's text, read again only when its size or modification time changed: a
 * component imported by a hundred pages is hashed once, not a hundred times. 'missing' for a
 * file gone since it was read: the page is parsed again at the next build.
 */
function fileHash(file: string): string {
  try {
    const { size, mtimeMs } = statSync(file);
    const known = fileHashes.get(file);
    if (known && known.size === size && known.mtimeMs === mtimeMs) return known.hash;
    const hash = sha1(readFileSync(file));
    fileHashes.set(file, { size, mtimeMs, hash });
    return hash;
  } catch {
    return 'missing';
  }
}

/** Plain text of the content before the truncate marker, for descriptions and feed summaries. */
function excerptText(hast: Root, truncateAt: number): string {
  return toString({ type: 'root', children: hast.children.slice(0, truncateAt) }).replace(/\s+/g, ' ').trim().slice(0, 1000);
}
