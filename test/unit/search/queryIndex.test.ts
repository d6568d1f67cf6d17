import lunr from 'lunr';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex, type BuiltIndex } from '../../../src/search/buildSearchIndex.js';
import type { SearchField, SearchRecord } from '../../../src/search/types.js';
import { lunrInternals, parseQuery, queryTerms } from '../../../theme/search/lunrInternals.js';
import { expandAsTyped, expandQuery, findSorted, lowerBound, matchKey, matchQuery, PAST_STEM, PREFIX_BOOST, PREFIX_FROM, PREFIX_TERMS, scoreQuery, type TermDictionary, type TermPostings } from '../../../theme/search/queryIndex.js';
import { corpusRecords, random } from './corpus.js';

/** What an unsplit lunr index answers: refs, scores and matched terms. */
function lunrSearch(index: lunr.Index, text: string) {
  return index.search(text).map((result) => ({ ref: Number(result.ref), score: result.score, terms: Object.keys(result.matchData.metadata).sort() }));
}

/** What scoring a query over the built postings takes. */
function scoring(built: BuiltIndex, dictionary: TermDictionary, text: string) {
  const fields = built.fields.map((field) => field.name);
  const query = parseQuery(text, fields);
  const postingsOf = (term: string): TermPostings => {
    const posting = built.postings.get(term)!;
    return { index: posting.index, fields: posting.documents.map((documents, f) => ({ documents: Int32Array.from(documents), weights: Float64Array.from(posting.weights[f], (weight) => weight / 1000) })) };
  };
  return { query, expansions: expandQuery(query, dictionary), postingsOf, fields, documentCount: built.documentCount };
}

/** What the split index answers, read from the built postings. */
function splitSearch(built: BuiltIndex, dictionary: TermDictionary, text: string) {
  return scoreQuery(scoring(built, dictionary, text)).map((hit) => ({ ...hit, terms: [...hit.terms].sort() }));
}

function lunrIndex(records: SearchRecord[], fields: SearchField[]): lunr.Index {
  return lunr(function () {
    this.ref('id');
    for (const field of fields) this.field(field.name, { boost: field.boost });
    records.forEach((record, id) => this.add({ id: String(id), title: record.title, headings: record.headings, content: record.content }));
  });
}

/** 200 queries over the site's words, in every form of lunr's syntax. */
function generateQueries(records: SearchRecord[], count: number): string[] {
  const words = [...new Set(records.flatMap((record) => `${record.headings} ${record.content}`.toLowerCase().match(/\b[a-z]{4,}\b/g) ?? []))].sort();
  const next = random(42);
  const word = () => words[Math.floor(next() * words.length)];
  const forms: Array<() => string> = [
    () => word(),
    () => `${word()} ${word()}`,
    () => `+${word()} ${word()}`,
    () => `${word()} -${word()}`,
    () => `title:${word()}`,
    () => `headings:${word()} content:${word()}`,
    () => `${word()}~1`,
    () => `${word().slice(0, 3)}*`,
    () => `${word()}^3 ${word()}`,
    () => `+${word()} +${word()}`,
    () => `-${word()}`,
    () => `${word()}-${word()}`,
    () => `*${word().slice(-3)}`,
    () => `${word()}s ${word()}ing`,
    () => `+title:${word().slice(0, 2)}* ${word()}~2`,
  ];
  return Array.from({ length: count }, (_, i) => forms[i % forms.length]());
}

describe('search/queryIndex', () => {
  let records: SearchRecord[];
  beforeAll(() => {
    records = corpusRecords();
  });

  for (const boosts of [
    { title: 1, headings: 1, content: 1 },
    { title: 5, headings: 2, content: 1 },
  ]) {
    it(`answers 200 queries exactly as an unsplit lunr index does (boosts ${JSON.stringify(boosts)})`, () => {
      const fields: SearchField[] = (['title', 'headings', 'content'] as const).map((name) => ({ name, boost: boosts[name] }));
      const built = buildSearchIndex(records, fields);
      const reference = lunrIndex(records, fields);
      const dictionary: TermDictionary = { terms: built.terms };
      const queries = generateQueries(records, 200);
      let answered = 0;
      for (const text of queries) {
        const expected = lunrSearch(reference, text);
        expect({ text, results: splitSearch(built, dictionary, text) }).toEqual({ text, results: expected });
        if (expected.length) answered++;
      }
      // The comparison means something only if most queries find documents.
      expect(answered).toBeGreaterThan(100);
    });
  }

  it('keeps the term order and weights lunr has', () => {
    const fields: SearchField[] = [
      { name: 'title', boost: 1 },
      { name: 'content', boost: 1 },
    ];
    // Text in every case and in scripts whose lowercase depends on the letters around it, and
    // words between every kind of space lunr cuts at.
    const cased = [
      'ΟΔΟΣ ΚΑΙ ΣΟΦΙΑ-ΟΔΟΣ',
      'İstanbul ISTANBUL Straße STRASSE',
      'MÜNCHEN-Ost Ça VA ǅemal',
      'The CLI’s FLAGS—and --Options',
      'tab\tline\nfeed\u000bvertical\u000cform\rreturn\u00a0nbsp\u1680ogham\u2003em\u200ahair\u2028line\u2029para\u202fnarrow\u205fmath\u3000ideographic\ufeffbom\u200bzero-width\u2010hyphen 😀emoji',
    ].map(
      (text, i): SearchRecord => ({ page: 0, title: text.split(' ')[0], headings: '', content: `${text} ${text.toLowerCase()}`, heading: '', hash: String(i) }),
    );
    const sample = [...records.slice(0, 300), ...cased];
    const built = buildSearchIndex(sample, fields);
    const reference = lunrIndex(sample, fields).toJSON() as unknown as { invertedIndex: Array<[string, { _index: number }]>; fieldVectors: Array<[string, number[]]> };
    expect(built.terms).toEqual(reference.invertedIndex.map(([term]) => term));
    for (const [term, posting] of reference.invertedIndex) expect(built.postings.get(term)!.index).toBe(posting._index);
    const termOfIndex = new Map(reference.invertedIndex.map(([term, posting]) => [posting._index, term]));
    for (const [fieldRef, vector] of reference.fieldVectors) {
      // lunr writes a field reference as `field/ref`.
      const [field, ref] = fieldRef.split('/');
      const f = field === 'title' ? 0 : 1;
      for (let i = 0; i < vector.length; i += 2) {
        const posting = built.postings.get(termOfIndex.get(vector[i])!)!;
        expect(posting.weights[f][posting.documents[f].indexOf(Number(ref))] / 1000).toBe(vector[i + 1]);
      }
    }
  });

  it('expands a trailing wildcard to the terms of lunr\'s trie, in its order, without the trie', () => {
    // Digits, punctuation and letters beside each other: lunr's trie visits the digits of a node last.
    const terms = [...new Set(['1.2', '10', '2fa', 'a', 'a-b', 'a.b', 'a0', 'a1', 'a9', 'ab', 'ab1', 'aba', 'abc', 'b', 'z', '~x', 'é', ...records.flatMap((record) => record.content.toLowerCase().split(/\s+/))])].sort();
    const dictionary: TermDictionary = { terms };
    const trie = lunrInternals.TokenSet.fromArray(terms);
    const prefixes = ['', 'a', 'ab', '1', 'co', 'con', 'st', 'zzz', ...terms.filter((_, i) => i % 97 === 0).map((term) => term.slice(0, 2))];
    for (const prefix of prefixes) {
      const expected = trie.intersect(lunrInternals.TokenSet.fromClause({ term: `${prefix}*` })).toArray();
      expect({ prefix, terms: expandQuery(parseQuery(`${prefix}*`.replace(/[:~^+-]/g, '\\$&'), ['content']), dictionary)[0][0] }).toEqual({ prefix, terms: expected });
    }
    // The trie is built only for what a run of sorted terms cannot answer.
    expect(dictionary.tokenSet).toBeUndefined();
  });

  it('matches the last word as a prefix too while it may still be typed, at a tenth of its weight', () => {
    const fields: SearchField[] = (['title', 'headings', 'content'] as const).map((name) => ({ name, boost: 1 }));
    const built = buildSearchIndex(records, fields);
    const dictionary: TermDictionary = { terms: built.terms };
    const names = fields.map((field) => field.name);
    const reference = lunrIndex(records, fields);
    const posting = (term: string): TermPostings => {
      const found = built.postings.get(term)!;
      return { index: found.index, fields: found.documents.map((documents, f) => ({ documents: Int32Array.from(documents), weights: Float64Array.from(found.weights[f], (weight) => weight / 1000) })) };
    };
    const typed = (text: string) => {
      const query = parseQuery(text, names);
      const expansions = expandAsTyped(text, query, dictionary);
      return { clauses: query.clauses.length, expansions, hits: scoreQuery({ query, expansions, postingsOf: posting, fields: names, documentCount: built.documentCount }) };
    };
    const isTerm = (text: string) => expandQuery(parseQuery(text, names), dictionary)[0].some((terms) => terms.length > 0);
    const completionsOf = (prefix: string) => built.terms.filter((term) => term.startsWith(prefix));
    // A word in no page, with fewer completions than the cap: as lunr answers the word and its prefix at a tenth of the weight.
    const word = built.terms
      .filter((term) => term.length >= 6 && /^[a-z]+$/.test(term))
      .map((term) => term.slice(0, -1))
      .find((prefix) => !isTerm(prefix) && completionsOf(prefix).length >= 2 && completionsOf(prefix).length <= PREFIX_TERMS)!;
    const answer = typed(word);
    expect(answer.clauses).toBe(2);
    const expected = reference.query((query) => {
      query.term(word, { boost: 1 });
      query.term(`${word}*`, { boost: PREFIX_BOOST, usePipeline: false });
    });
    expect(answer.hits.length).toBeGreaterThan(0);
    expect(answer.hits.map((hit) => ({ ...hit, terms: [...hit.terms].sort() }))).toEqual(
      expected.map((result) => ({ ref: Number(result.ref), score: result.score, terms: Object.keys(result.matchData.metadata).sort() })),
    );
    // Finished by a space, it is in no page.
    expect(typed(`${word} `).hits).toEqual([]);

    // A word in the index answers as it always did, though it has completions.
    const whole = built.terms.find((term, i) => term.length >= PREFIX_FROM && /^[a-z]+$/.test(term) && isTerm(term) && built.terms[i + 1]?.startsWith(term))!;
    expect(typed(whole).clauses).toBe(1);
    expect(typed(whole).hits).toEqual(typed(`${whole} `).hits);

    // A word typed past its stem ('idempoten', on its way to 'idempotent', filed under 'idempot') finds the stem.
    const partials = records
      .flatMap((record) => record.content.toLowerCase().match(/\b[a-z]{8,}\b/g) ?? [])
      .map((full) => ({ stem: queryTerms(full)[0], partial: full.slice(0, queryTerms(full)[0].length + 2) }))
      .filter(({ stem, partial }) => partial.length === stem.length + 2 && built.terms.includes(stem) && !isTerm(partial) && completionsOf(partial).length === 0);
    expect(partials.length).toBeGreaterThan(0);
    for (const { stem, partial } of partials.slice(0, 20)) expect({ partial, terms: typed(partial).expansions.at(-1)![0] }).toMatchObject({ partial, terms: expect.arrayContaining([stem]) });
    // As lunr answers the stem alone at a tenth of the weight, when the partial word is nothing else.
    const { stem } = partials[0];
    expect(typed(`${stem}qz`).hits).toEqual(
      reference.query((query) => query.term(stem, { boost: PREFIX_BOOST, usePipeline: false })).map((result) => ({ ref: Number(result.ref), score: result.score, terms: Object.keys(result.matchData.metadata) })),
    );
    // Never further back than a stem may end: `PAST_STEM` letters.
    expect(typed(`${stem}${'q'.repeat(PAST_STEM + 1)}`).hits).toEqual([]);
    // Only a word that nothing completes is taken for one typed past its stem: 'envi' finds 'environ', not 'env'.
    const completed = built.terms
      .map((term) => term.slice(0, PREFIX_FROM + 1))
      .find((prefix) => prefix.length === PREFIX_FROM + 1 && !isTerm(prefix) && built.terms.includes(prefix.slice(0, -1)) && completionsOf(prefix).length > 0)!;
    expect(typed(completed).expansions.at(-1)![0].every((term) => term.startsWith(completed))).toBe(true);

    // A short prefix stands for its first terms in order, at most the cap.
    const short = built.terms.map((term) => term.slice(0, PREFIX_FROM)).find((prefix) => prefix.length === PREFIX_FROM && /^[a-z]+$/.test(prefix) && !isTerm(prefix) && completionsOf(prefix).length > PREFIX_TERMS)!;
    expect(typed(short).expansions.at(-1)![0].sort()).toEqual(completionsOf(short).slice(0, PREFIX_TERMS));

    // A finished word, and anything but a plain optional word long enough, is left as written.
    for (const text of [`${word} `, `+${word}`, `-${word}`, `${word}~1`, `${word.slice(0, 3)}*`, word.slice(0, PREFIX_FROM - 1), `${word}^2 `]) {
      expect({ text, clauses: typed(text).clauses }).toEqual({ text, clauses: parseQuery(text, names).clauses.length });
    }
    // Any field, any boost: the prefix keeps the word's field and a tenth of its boost.
    const query = parseQuery(`title:${word}^5`, names);
    expandAsTyped(`title:${word}^5`, query, dictionary);
    expect(query.clauses[1]).toMatchObject({ term: `${word}*`, fields: ['title'], boost: 5 * PREFIX_BOOST, usePipeline: false });
  });

  it('gives queries the same match key only when they match the same way', () => {
    const fields = ['title', 'headings', 'content'];
    const dictionary: TermDictionary = { terms: ['command', 'flag', 'option'] };
    const key = (text: string) => {
      const query = parseQuery(text, fields);
      return matchKey(query, expandQuery(query, dictionary));
    };
    // Typing on: the stem is the same.
    expect(key('command')).toBe(key('commands'));
    expect(key('flags option')).toBe(key('flag options'));
    for (const other of ['command^2', '+command', '-command', 'title:command', 'option', 'command flag', 'flag command']) {
      expect({ other, key: key(other) }).not.toEqual({ other, key: key('command') });
    }
    // A term that is not in the index matches nothing, whatever it is.
    expect(key('zebra')).toBe(key('giraffe'));
  });
});

describe('search/queryIndex binary search', () => {
  it('finds where a value stands or would stand among ascending strings and numbers, and only values that are there', () => {
    const terms = ['env', 'environ', 'idempot', 'nimbu'];
    expect(['a', 'env', 'enva', 'environ', 'z'].map((term) => lowerBound(terms, term))).toEqual([0, 0, 1, 1, 4]);
    expect(['env', 'enva', 'nimbu', 'z'].map((term) => findSorted(terms, term))).toEqual([0, -1, 3, -1]);
    const starts = Int32Array.from([0, 0, 40, 90]);
    expect([-1, 0, 1, 40, 91].map((value) => lowerBound(starts, value))).toEqual([0, 0, 2, 2, 4]);
    expect(lowerBound([], 'a')).toBe(0);
    expect(findSorted([], 'a')).toBe(-1);
  });
});
