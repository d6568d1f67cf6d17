import type { SearchLanguage } from './language.js';
import { PRESENCE, queryTerms, type ParsedQuery } from './lunrInternals.js';
import type { QueryMatches, TermPostings } from './queryIndex.js';

/** A page that matched. */
export interface RankedPage {
  page: number;
  /** Its matched sections (document numbers) and their lunr scores, best first: sorted when asked for. */
  hits(): Array<{ ref: number; score: number }>;
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
  /** Whether a section is out of the search altogether, not even counted outside `keep` (another docs version's). */
  drop?: (ref: number) => boolean;
  /** The index's language, English when absent. */
  language?: SearchLanguage;
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
  const { query, expansions, postingsOf, fields, matches, pageOf, pageCount, keep, drop } = options;
  const { refs, scores } = matches;
  const documentCount = pageOf.length;
  // The sections shown, with their scores; pages matched outside the context are only counted.
  const score = new Float64Array(documentCount);
  const shown = new Uint8Array(documentCount);
  const outsidePages = new Set<number>();
  // The pages shown, in the order lunr first matched them, and each one's best section score.
  const bestScore = new Float64Array(pageCount);
  const order: number[] = [];
  const seen = new Uint8Array(pageCount);
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    const page = pageOf[ref];
    if (drop?.(ref)) continue;
    if (keep && !keep(ref)) {
      outsidePages.add(page);
      continue;
    }
    shown[ref] = 1;
    score[ref] = scores[i];
    if (!seen[page]) {
      seen[page] = 1;
      order.push(page);
    }
    bestScore[page] = Math.max(bestScore[page], scores[i]);
  }
  const clauses = query.clauses.map((clause, c) => ({ clause, c })).filter(({ clause }) => clause.presence !== PRESENCE.prohibited);
  const width = clauses.length;
  // Per page and clause: its best level, and its best weight in the title and in a heading.
  const pageLevel = new Float64Array(pageCount * width);
  const titleWeight = new Float64Array(pageCount * width);
  const headingWeight = new Float64Array(pageCount * width);
  // Per section and clause: its best level there, and whether its title or heading holds the
  // clause. Flat arrays, not an array per section: a common word matches tens of thousands.
  const sectionLevel = new Float32Array(documentCount * width);
  const sectionNamed = new Float32Array(documentCount * width);
  clauses.forEach(({ clause, c }, k) => {
    const words = clause.usePipeline ? queryTerms(clause.term, options.language) : [clause.term];
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
            const at = ref * width + k;
            if (level > sectionLevel[at]) sectionLevel[at] = level;
            if (field !== 'content') sectionNamed[at] = clause.boost;
          }
        }
      }
    });
  });
  const sum = (values: Float64Array | Float32Array, row: number) => {
    let total = 0;
    for (let k = 0; k < width; k++) total += values[row * width + k];
    return total;
  };
  // Per page: the most clauses one of its titles or headings holds.
  const named = new Float64Array(pageCount);
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    if (shown[ref]) named[pageOf[ref]] = Math.max(named[pageOf[ref]], sum(sectionNamed, ref));
  }
  // Each page's counts, in the order they are compared.
  const keys = [new Float64Array(pageCount), named, new Float64Array(pageCount), new Float64Array(pageCount), bestScore];
  for (const page of order) {
    keys[0][page] = sum(pageLevel, page);
    keys[2][page] = sum(titleWeight, page);
    keys[3][page] = sum(headingWeight, page);
  }
  // Stable: pages equal on every count keep the order lunr first matched them in.
  order.sort((a, b) => compareRows(keys, a, b));
  // Each page's sections, in match order; sorted only when a page is shown.
  const first = new Int32Array(pageCount).fill(-1);
  const next = new Int32Array(documentCount).fill(-1);
  const last = new Int32Array(pageCount);
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    if (!shown[ref]) continue;
    const page = pageOf[ref];
    if (first[page] < 0) first[page] = ref;
    else next[last[page]] = ref;
    last[page] = ref;
  }
  const sectionKeys = [new Float64Array(documentCount), score];
  return {
    pages: order.map((page) => ({
      page,
      hits() {
        const list: number[] = [];
        for (let ref = first[page]; ref >= 0; ref = next[ref]) {
          sectionKeys[0][ref] = sum(sectionLevel, ref);
          list.push(ref);
        }
        return list.sort((a, b) => compareRows(sectionKeys, a, b)).map((ref) => ({ ref, score: score[ref] }));
      },
    })),
    outside: outsidePages.size,
  };
}

/** Higher first, count by count: rows `a` and `b` of columns of counts. */
function compareRows(columns: Array<Float64Array | Float32Array>, a: number, b: number): number {
  for (const column of columns) if (column[a] !== column[b]) return column[b] - column[a];
  return 0;
}
