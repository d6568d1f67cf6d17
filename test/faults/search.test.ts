import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSearchEngine, type SearchEngine } from '../../theme/search/searchClient.js';
import { random } from '../unit/search/corpus.js';
import { hexsite, repoRoot, scratchSite, type Scratch } from './helpers.js';

/**
 * Search as a reader's browser runs it: the Hexagon site, with a page of the words an object
 * holds by its prototype (`constructor`, `__proto__`, …), built by the command line, and queried
 * through the browser's own engine (theme/search/searchClient.ts) over the files it wrote.
 */

/** The fuzz's seed in CI; `HEXSITE_SEARCH_SEED` chooses another. */
const SEED = Number(process.env.HEXSITE_SEARCH_SEED ?? 34);
const QUERIES = Number(process.env.HEXSITE_SEARCH_QUERIES ?? 10_000);
/**
 * The most CPU time one query may take, parsing to the described hits, its postings files read
 * from disk: a reader types a query a letter at a time, and each letter runs it. CPU time, not
 * the clock's: CI's machines are shared, and a query over it is run once more before it fails,
 * so that a pause of a loaded machine is not taken for its cost.
 */
const BUDGET_MS = 200;

const OBJECT_WORDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'prototype', '__defineGetter__'];

/** lunr 2.3.9's parse errors (those of SPEC §8 and the rest of its parser), and the bound of theme/search/queryBounds.ts. */
const EXPECTED_ERRORS = [
  /^unrecognised field '.*', possible fields: /,
  /^edit distance must be numeric$/,
  /^boost must be numeric$/,
  /^expected either a field or a term, found /,
  /^expecting term or field, found (nothing|'.*')$/,
  /^expecting term, found (nothing|'.*')$/,
  /^unrecognised presence operator'/,
  /^Unexpected lexeme type '/,
  /^Too many wildcards and edit distances: /,
];

let scratch: Scratch;
let engine: SearchEngine;

beforeAll(async () => {
  scratch = scratchSite(path.join(repoRoot, 'content'));
  writeFileSync(
    path.join(scratch.site, 'docs/tutorial-extras/object-words.md'),
    // In code, where `__proto__` is no emphasis.
    ['---', 'title: Object words', '---', '', `A tool's \`${OBJECT_WORDS.join(' ')}\` and \`${OBJECT_WORDS.join('-')}\` are words like any other.`, ''].join('\n'),
  );
  const run = hexsite(['build', scratch.site, '--out', scratch.out], { timeoutMs: 120_000 });
  expect(run.code, run.output).toBe(0);
  // The browser's fetch, over the built folder: `/hexagon/__hexsite/…` is `out/__hexsite/…`.
  vi.stubGlobal('fetch', async (url: string) => {
    const file = path.join(scratch.out, url.slice(url.indexOf('__hexsite/')));
    return { ok: true, status: 200, json: async () => JSON.parse(readFileSync(file, 'utf8')) };
  });
  engine = await loadSearchEngine('/hexagon/__hexsite/search/index.json');
});

afterAll(() => {
  vi.unstubAllGlobals();
  scratch?.remove();
});

/** Runs a query as the navbar box does, described; its time in ms and its answer. */
async function ask(text: string, context?: string) {
  const started = process.cpuUsage();
  const answer = await engine.search(text, { count: 8, sections: 3, context });
  const results = answer.error === undefined ? await engine.describe(answer.pages.flat(), 50) : [];
  const { user, system } = process.cpuUsage(started);
  return { ms: (user + system) / 1000, answer, results };
}

/** `ask`, failing when the query takes longer than its budget twice running. */
async function askInBudget(text: string, context?: string) {
  let asked = await ask(text, context);
  if (asked.ms > BUDGET_MS) asked = await ask(text, context);
  expect(asked.ms, `${text.length} characters took ${asked.ms.toFixed(0)} ms of CPU time`).toBeLessThan(BUDGET_MS);
  if (asked.answer.error !== undefined) expect(EXPECTED_ERRORS.some((pattern) => pattern.test(asked.answer.error!)), asked.answer.error).toBe(true);
  return asked;
}

describe('search, against the terms an object has by its prototype', () => {
  it('finds the page of each word, and answers queries that expand to them', async () => {
    for (const word of OBJECT_WORDS) {
      const { answer, results } = await askInBudget(word);
      expect(answer.error, word).toBeUndefined();
      expect(results.map((result) => result.title), word).toContain('Object words');
    }
    for (const text of ['hexagon constructor', 'c*', 'configuration~6', '__*', 'to*ing', '+constructor -__proto__', 'title:object constructor^5']) {
      const { answer } = await askInBudget(text);
      expect(answer.error, text).toBeUndefined();
    }
  });
});

describe('search bounds', () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz';
  it.each([
    ['hexagon~12', 'hexagon'],
    ['ops.rota~15', undefined],
    [`${'hexagon'.repeat(46)}~2`, undefined],
    [`${alphabet}${alphabet}~3`, undefined],
    [`${alphabet}${alphabet}*~3`, undefined],
    [`*${alphabet}*${alphabet}*`, undefined],
  ])('answers %s within the budget', async (text, word) => {
    const { answer, results } = await askInBudget(text);
    expect(answer.error).toBeUndefined();
    if (word) expect(results.length).toBeGreaterThan(0);
  });

  it('answers a query of many wildcards and edit distances with a message', async () => {
    const text = Array.from({ length: 40 }, (_, i) => `${alphabet.slice(i % 10, (i % 10) + 12)}~2 *e*e*`).join(' ');
    const { answer } = await askInBudget(text);
    expect(answer.error).toMatch(/^Too many wildcards and edit distances: /);
  });
});


/** Random queries over lunr's whole syntax, from the words of the site, odd words and odd characters. */
function createQueries(seed: number, count: number, siteWords: string[]): string[] {
  const next = random(seed);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const letters = 'abcdefghijklmnopqrstuvwxyzéßøж日本語🙂\u0301';
  const randomWord = (length: number) => Array.from({ length }, () => pick([...letters])).join('');
  const word = (): string =>
    pick([
      () => pick(siteWords),
      () => pick(siteWords),
      () => pick(OBJECT_WORDS),
      () => randomWord(1 + Math.floor(next() * 12)),
      () => randomWord(100 + Math.floor(next() * 300)),
      () => pick(siteWords).repeat(2 + Math.floor(next() * 40)),
      () => pick(['日本語', 'naïve', 'straße', '🙂', 'ж', 'e\u0301', '\\*', 'a\\:b', '.', '...']),
    ])();
  const withWildcards = (text: string): string => {
    let out = text;
    for (let n = Math.floor(next() * 4); n > 0; n--) {
      const at = Math.floor(next() * (out.length + 1));
      out = `${out.slice(0, at)}*${out.slice(at)}`;
    }
    return out;
  };
  const clause = (): string => {
    let text = next() < 0.3 ? withWildcards(word()) : word();
    if (next() < 0.2) text = `${pick(['title', 'headings', 'content', 'title', 'tags', 'constructor'])}:${text}`;
    if (next() < 0.25) text = `${pick(['+', '-'])}${text}`;
    if (next() < 0.3) text += `~${pick(['0', '1', '2', '3', '4', '6', '12', '15', '40', '1000', '99999999999999999999', 'x', ''])}`;
    if (next() < 0.2) text += `^${pick(['0', '1', '2', '10', '1000', '1e9', 'x', ''])}`;
    if (next() < 0.03) text += pick([':', '~', '^', '*', '+', '-', ' :', '\\']);
    return text;
  };
  return Array.from({ length: count }, () => {
    const clauses = Array.from({ length: 1 + Math.floor(next() ** 3 * 12) }, clause);
    return clauses.join(pick([' ', ' ', '  ', '-', '\t']));
  });
}

describe('search fuzz', () => {
  it(`answers ${QUERIES} random queries (seed ${SEED}) within ${BUDGET_MS} ms each, and throws nothing but lunr's parse errors`, async () => {
    const siteWords = [...new Set(readFileSync(path.join(repoRoot, 'content/docs/intro.md'), 'utf8').match(/[a-z]{3,}/gi) ?? [])].sort();
    let slowest = { ms: 0, text: '' };
    for (const text of createQueries(SEED, QUERIES, siteWords)) {
      let asked;
      try {
        asked = await askInBudget(text, text.length % 5 === 0 ? 'docs' : undefined);
      } catch (error) {
        throw new Error(`query ${JSON.stringify(text.slice(0, 2000))} (seed ${SEED}): ${(error as Error).message}`, { cause: error });
      }
      if (asked.ms > slowest.ms) slowest = { ms: asked.ms, text };
    }
    console.log(`search fuzz, seed ${SEED}: slowest query ${slowest.ms.toFixed(1)} ms: ${JSON.stringify(slowest.text.slice(0, 120))}`);
  }, 600_000);
});
