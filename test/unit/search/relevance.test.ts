import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/build.js';
import { CONTENT_DIR, figuresByKind, relevanceQueries, runRelevance, type RelevanceOutcome } from '../../bench/relevance/measureRelevance.js';

/**
 * The relevance benchmark's floors (test/bench/relevance): what search answered when they were
 * set, a little below so an edit of the docs can move a query or two. Raise them when ranking
 * gets better; a change that ranks worse fails here.
 */
const FLOORS = {
  /** Each doc's title finds the doc first. */
  titleTop1: 1,
  /** Distinct h2 headings: the doc that has one first, and in the top 3. */
  headingTop1: 0.92,
  headingTop3: 0.96,
  /** Natural queries (natural.json). */
  naturalMrr: 0.88,
};

describe('search relevance on the Hexagon site', () => {
  let outcomes: RelevanceOutcome[];
  let permalinks: Set<string>;
  beforeAll(async () => {
    const result = await build({ siteDir: CONTENT_DIR, write: false });
    permalinks = new Set(result.pages.map((page) => page.permalink));
    const files = new Map(result.files.flatMap((file) => ('contents' in file ? [[file.path, file.contents.toString()] as const] : [])));
    outcomes = await runRelevance({ queries: relevanceQueries(), baseUrl: result.model.config.baseUrl, read: (file) => files.get(file) });
  }, 120_000);

  it('has at least 60 queries, each of whose wanted pages the site has', () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(60);
    expect(outcomes.filter((outcome) => outcome.kind === 'natural').length).toBeGreaterThanOrEqual(40);
    const absent = outcomes.flatMap((outcome) => outcome.want).filter((want) => !permalinks.has(`/hexagon/${want}`));
    expect(absent).toEqual([]);
  });

  it('keeps top-1, top-3 and MRR at or above their floors', () => {
    const figures = figuresByKind(outcomes);
    const missed = (kind: string) => outcomes.filter((outcome) => outcome.kind === kind && outcome.rank !== 1).map((outcome) => `${outcome.q} → ${outcome.first} (want ${outcome.want.join(' | ')}, rank ${outcome.rank || '-'})`);
    expect({ ratio: figures.title.top1 / figures.title.queries, missed: missed('title') }).toEqual({ ratio: FLOORS.titleTop1, missed: [] });
    expect(figures.heading.top1 / figures.heading.queries, missed('heading').join('\n')).toBeGreaterThanOrEqual(FLOORS.headingTop1);
    expect(figures.heading.top3 / figures.heading.queries).toBeGreaterThanOrEqual(FLOORS.headingTop3);
    expect(figures.natural.mrr, missed('natural').join('\n')).toBeGreaterThanOrEqual(FLOORS.naturalMrr);
  });
});
