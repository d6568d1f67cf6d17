import { readFileSync } from 'node:fs';
import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { parseFrontmatter } from '../content/frontmatter.js';
import { decodeSource } from '../content/readSource.js';
import { HexsiteError } from '../errors/HexsiteError.js';
import type { ContentKind } from '../content/types.js';
import { parseMarkdown, type MarkdownEngine } from '../markdown/processor.js';
import type { PageFacts } from '../markdown/types.js';
import { renderMarkdownContent } from '../render/renderMarkdown.js';
import { sha1 } from '../util/sha1.js';
import { writeStoredPage } from '../cache/pageStore.js';

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
  error?: { message: string; line?: number; column?: number; ruleId?: string; hint?: string; environment?: boolean };
  /** A failed file-system call, rebuilt as an error on the main thread. */
  system?: { message: string; code: string; syscall?: string; path?: string };
}

/**
 * Parses one file and renders its content, writes both to the page store, and returns only
 * the facts: the tree and the HTML never leave the thread that made them. Runs in a worker
 * thread or on the main thread alike; exceptions become data that can cross a thread boundary.
 */
export function parsePage(request: ParseRequest, storeDir: string, engine?: MarkdownEngine): ParseResult {
  const { file } = request;
  try {
    const { text } = decodeSource(readFileSync(request.real), file);
    if (sha1(text) !== request.key) {
      return { file, error: { message: 'Unexpected change of the file during the build, expected it to stay as it was read', ruleId: 'file-changed', hint: 'Build again once the file is saved.', environment: true } };
    }
    const frontmatter = parseFrontmatter(text, file);
    const parsed = engine ? engine.parse(text, file, request.kind) : parseMarkdown(text, file, request.kind);
    const content = renderMarkdownContent(parsed, { blogPost: request.kind === 'blogPost' });
    const { hast, searchSections, ...facts } = parsed;
    const page: PageFacts = { ...facts, frontmatter, ...(parsed.truncateAt === undefined ? {} : { excerptText: excerptText(hast, parsed.truncateAt) }) };
    writeStoredPage(storeDir, request.key, { facts: page, sections: searchSections, content });
    return { file, facts: page };
  } catch (error) {
    if (error instanceof HexsiteError) {
      return { file, error: { message: error.message, line: error.line, column: error.column, ruleId: error.ruleId, hint: error.hint, environment: error.environment } };
    }
    const place = (error as { place?: { line?: number; column?: number; start?: { line: number; column: number } } }).place;
    const { code, syscall, path } = error as NodeJS.ErrnoException;
    if (code && syscall) return { file, system: { message: (error as Error).message, code, syscall, path } };
    return { file, error: { message: `Unexpected Markdown that could not be parsed: ${(error as Error).message}`, line: place?.start?.line ?? place?.line, column: place?.start?.column ?? place?.column, ruleId: 'markdown-parse' } };
  }
}

/** Plain text of the content before the truncate marker, for descriptions and feed summaries. */
function excerptText(hast: Root, truncateAt: number): string {
  return toString({ type: 'root', children: hast.children.slice(0, truncateAt) }).replace(/\s+/g, ' ').trim().slice(0, 1000);
}
