// The relevance benchmark: queries over the Hexagon site with the pages a reader wants, run
// through the browser's own search code (theme/search/searchClient.ts) against a built index,
// in Node. Titles and h2 headings come from content/docs; natural queries from natural.json.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { parseMarkdown } from '../../../src/markdown/processor.js';
import { loadSearchEngine } from '../../../theme/search/searchClient.js';

/** One query and the pages that answer it (paths below the base path; any one counts). */
export interface RelevanceQuery {
  kind: 'title' | 'heading' | 'natural';
  q: string;
  want: string[];
}

/** One query's outcome: the 1-based rank of the first wanted page among the pages listed (0 when absent). */
export interface RelevanceOutcome extends RelevanceQuery {
  rank: number;
  /** The rank of each wanted page, in `want`'s order (0 when absent). */
  ranks: number[];
  /** The first page listed, for the report. */
  first: string;
}

/** Top-1 and top-3 counts and mean reciprocal rank of a kind of query. */
export interface RelevanceFigures {
  queries: number;
  top1: number;
  top3: number;
  mrr: number;
}

const root = path.resolve(import.meta.dirname, '../../..');
export const CONTENT_DIR = path.join(root, 'content');
/** Pages the search page lists at first (templates/SearchPage.tsx). */
const LISTED = 100;

/**
 * The Hexagon site's queries: each doc's title; each distinct h2 heading (a heading several docs
 * share, "Related", "Next steps", is one query answered by any of them); the natural queries.
 */
export function relevanceQueries(contentDir = CONTENT_DIR): RelevanceQuery[] {
  const docsDir = path.join(contentDir, 'docs');
  const titles: RelevanceQuery[] = [];
  const headings = new Map<string, RelevanceQuery>();
  for (const file of listDocs(docsDir)) {
    const source = readFileSync(path.join(docsDir, file), 'utf8');
    const front = /^---\n([\s\S]*?)\n---\n/.exec(source);
    const page = `docs/${file.replace(/\.md$/, '')}`;
    const parsed = parseMarkdown(front ? source.slice(front[0].length) : source, file);
    const title = (front && (parseYaml(front[1]) as { title?: string }).title) || parsed.title;
    if (title) titles.push({ kind: 'title', q: title, want: [page] });
    for (const heading of parsed.headings) {
      if (heading.depth !== 2) continue;
      const known = headings.get(heading.text);
      if (known) known.want.push(page);
      else headings.set(heading.text, { kind: 'heading', q: heading.text, want: [page] });
    }
  }
  const natural = JSON.parse(readFileSync(path.join(import.meta.dirname, 'natural.json'), 'utf8')) as { queries: Array<{ q: string; want: string[] }> };
  return [...titles, ...headings.values(), ...natural.queries.map((query) => ({ kind: 'natural' as const, ...query }))];
}

/** The Markdown files below `dir`, sorted, as posix paths relative to it. */
function listDocs(dir: string, below = ''): string[] {
  return readdirSync(path.join(dir, below), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.isDirectory() ? listDocs(dir, path.posix.join(below, entry.name)) : entry.name.endsWith('.md') ? [path.posix.join(below, entry.name)] : []));
}

/**
 * Runs each query as the search page does (the text as typed, no trailing space) and ranks the
 * pages in the order it lists them. `read` gives a file of the built site by its path below the
 * base path (`__hexsite/search/index.json`).
 */
export async function runRelevance(options: { queries: RelevanceQuery[]; baseUrl: string; read: (file: string) => string | undefined }): Promise<RelevanceOutcome[]> {
  const { queries, baseUrl, read } = options;
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string) => {
    const file = String(url).startsWith(baseUrl) ? read(String(url).slice(baseUrl.length)) : undefined;
    return { ok: file !== undefined, status: file === undefined ? 404 : 200, json: async () => JSON.parse(file!) } as Response;
  }) as typeof fetch;
  try {
    const engine = await loadSearchEngine(`${baseUrl}__hexsite/search/index.json`);
    const outcomes: RelevanceOutcome[] = [];
    for (const query of queries) {
      const answer = await engine.search(query.q, { count: LISTED, sections: 1 });
      const results = answer.error === undefined ? await engine.describe(answer.pages.flat(), 50) : [];
      const pages = [...new Set(results.map((result) => result.url.slice(baseUrl.length)))];
      const at = pages.findIndex((page) => query.want.includes(page));
      outcomes.push({ ...query, rank: at + 1, ranks: query.want.map((page) => pages.indexOf(page) + 1), first: pages[0] ?? '' });
    }
    return outcomes;
  } finally {
    globalThis.fetch = realFetch;
  }
}

/** Top-1, top-3 and mean reciprocal rank of some outcomes. */
export function figuresOf(outcomes: RelevanceOutcome[]): RelevanceFigures {
  const ranked = outcomes.filter((outcome) => outcome.rank > 0);
  return {
    queries: outcomes.length,
    top1: ranked.filter((outcome) => outcome.rank === 1).length,
    top3: ranked.filter((outcome) => outcome.rank <= 3).length,
    mrr: outcomes.reduce((sum, outcome) => sum + (outcome.rank ? 1 / outcome.rank : 0), 0) / Math.max(1, outcomes.length),
  };
}

/**
 * The figures of each kind of query, and of headings counted per doc ('headingPerDoc'): a heading
 * several docs share is then a query for each, of which one at most can be first.
 */
export function figuresByKind(outcomes: RelevanceOutcome[]): Record<RelevanceQuery['kind'] | 'headingPerDoc', RelevanceFigures> {
  const of = (kind: RelevanceQuery['kind']) => figuresOf(outcomes.filter((outcome) => outcome.kind === kind));
  const perDoc = outcomes.filter((outcome) => outcome.kind === 'heading').flatMap((outcome) => outcome.ranks.map((rank, i) => ({ ...outcome, want: [outcome.want[i]], rank })));
  return { title: of('title'), heading: of('heading'), headingPerDoc: figuresOf(perDoc), natural: of('natural') };
}
