import { PRESENCE, queryTerms, type ParsedQuery } from './lunrInternals.js';
import type { QueryMatches, TermPostings } from './queryIndex.js';

/** A page that matched: its matched sections (document numbers) and their lunr scores, best first. */
export interface RankedPage {
  page: number;
  hits: Array<{ ref: number; score: number }>;
}

/**
 * How much a match in each field says about a page: a title outranks a heading, which outranks
 * body text. A clause's level is twice its field's, plus one when it matched as the word itself
 * rather than as an expansion (a wildcard's, a typed prefix's or an edit distance's other words).
 */
const FIELD_LEVEL: Record<string, number> = { title: 4, headings: 3, content: 1 };

interface PageRanking {
  /** The query, parsed, and per clause and pipeline term the index terms it stands for (`expandAsTyped`). */
  query: ParsedQuery;
  expansions: string[][][];
  postingsOf: (term: string) => TermPostings;
  fields: string[];
  /** lunr's matches: which sections match, and their BM25 scores. */
  matches: QueryMatches;
  /** The page of each document (section), by document number. */
  pageOf: Int32Array;
  pageCount: number;
  /** Whether a section may be shown (the search context); all when absent. */
  keep?: (ref: number) => boolean;
}

/**
 * The pages a query matches, best first, each once with its matched sections best first, and
 * how many pages match outside `keep`. lunr says which sections match and scores them (BM25);
 * pages are then ordered by where the query's words are found on them, as Algolia-style
 * tie-breaking does: for each clause, the best field it reaches on the page (title, heading,
 * body; as the word itself, or only as an expansion of it), summed; then the most of them one
 * title or heading holds; then the title's BM25 weight of those words, in which a short title
 * that is only those words outweighs a long one; then the headings'; then the page's best
 * section score. A page whose title is the query comes
 * first, then pages whose headings hold it, then body text, however often a long page repeats it.
 */
export function rankPages(options: PageRanking): { pages: RankedPage[]; outside: number } {
  const { query, expansions, postingsOf, fields, matches, pageOf, pageCount, keep } = options;
  const { refs, scores } = matches;
  const documentCount = pageOf.length;
  // The sections shown, with their scores; pages matched outside the context are only counted.
  const score = new Float64Array(documentCount);
  const shown = new Uint8Array(documentCount);
  const outsidePages = new Set<number>();
  for (let i = 0; i < refs.length; i++) {
    if (keep && !keep(refs[i])) {
      outsidePages.add(pageOf[refs[i]]);
      continue;
    }
    shown[refs[i]] = 1;
    score[refs[i]] = scores[i];
  }
  const clauses = query.clauses.map((clause, c) => ({ clause, c })).filter(({ clause }) => clause.presence !== PRESENCE.prohibited);
  const width = clauses.length;
  // Per page and clause: its best level, and its best weight in the title and in a heading.
  const pageLevel = new Float64Array(pageCount * width);
  const titleWeight = new Float64Array(pageCount * width);
  const headingWeight = new Float64Array(pageCount * width);
  // Per shown section and clause: its best level there, and whether its title or heading holds the clause.
  const sectionLevel = new Map<number, Float64Array>();
  const sectionNamed = new Map<number, Float64Array>();
  const bestScore = new Float64Array(pageCount);
  const order: number[] = [];
  const seen = new Uint8Array(pageCount);
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    if (!shown[ref]) continue;
    const page = pageOf[ref];
    if (!seen[page]) {
      seen[page] = 1;
      order.push(page);
    }
    bestScore[page] = Math.max(bestScore[page], score[ref]);
  }
  clauses.forEach(({ clause, c }, k) => {
    const words = clause.usePipeline ? queryTerms(clause.term) : [clause.term];
    expansions[c].forEach((terms, w) => {
      const word = words[w]?.replace(/\*/g, '');
      for (const term of terms) {
        const postings = postingsOf(term);
        const whole = term === word ? 1 : 0;
        for (const field of clause.fields) {
          const f = fields.indexOf(field);
          const level = (2 * (FIELD_LEVEL[field] ?? 1) + whole) * clause.boost;
          const { documents, weights } = postings.fields[f];
          for (let j = 0; j < documents.length; j++) {
            const ref = documents[j];
            if (!shown[ref]) continue;
            const slot = pageOf[ref] * width + k;
            if (level > pageLevel[slot]) pageLevel[slot] = level;
            const weight = weights[j] * clause.boost * (whole ? 1 : 0.5);
            if (field === 'title' && weight > titleWeight[slot]) titleWeight[slot] = weight;
            if (field === 'headings' && weight > headingWeight[slot]) headingWeight[slot] = weight;
            let levels = sectionLevel.get(ref);
            if (!levels) sectionLevel.set(ref, (levels = new Float64Array(width)));
            if (level > levels[k]) levels[k] = level;
            if (field === 'content') continue;
            let named = sectionNamed.get(ref);
            if (!named) sectionNamed.set(ref, (named = new Float64Array(width)));
            named[k] = clause.boost;
          }
        }
      }
    });
  });
  const sum = (values: Float64Array, page: number) => {
    let total = 0;
    for (let k = 0; k < width; k++) total += values[page * width + k];
    return total;
  };
  // Per page: the most clauses one of its titles or headings holds.
  const named = new Float64Array(pageCount);
  for (const [ref, clauses] of sectionNamed) named[pageOf[ref]] = Math.max(named[pageOf[ref]], clauses.reduce((total, boost) => total + boost, 0));
  const keys = new Map(order.map((page) => [page, [sum(pageLevel, page), named[page], sum(titleWeight, page), sum(headingWeight, page), bestScore[page]]]));
  // Stable: pages equal on every count keep the order lunr first matched them in.
  order.sort((a, b) => compareKeys(keys.get(a)!, keys.get(b)!));
  const sectionsOf = new Map<number, number[]>();
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    if (!shown[ref]) continue;
    const list = sectionsOf.get(pageOf[ref]);
    if (list) list.push(ref);
    else sectionsOf.set(pageOf[ref], [ref]);
  }
  const sectionKey = (ref: number) => [(sectionLevel.get(ref) ?? new Float64Array(0)).reduce((total, level) => total + level, 0), score[ref]];
  return {
    pages: order.map((page) => ({
      page,
      hits: sectionsOf
        .get(page)!
        .map((ref) => ({ ref, key: sectionKey(ref) }))
        .sort((a, b) => compareKeys(a.key, b.key))
        .map(({ ref }) => ({ ref, score: score[ref] })),
    })),
    outside: outsidePages.size,
  };
}

/** Higher first, count by count. */
function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
  return 0;
}
