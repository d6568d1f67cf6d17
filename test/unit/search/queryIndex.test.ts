import lunr from 'lunr';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex, type BuiltIndex } from '../../../src/search/buildSearchIndex.js';
import type { SearchField, SearchRecord } from '../../../src/search/types.js';
import { parseQuery } from '../../../theme/search/lunrInternals.js';
import { expandQuery, matchKey, matchQuery, scoreQuery, topHits, type TermDictionary, type TermPostings } from '../../../theme/search/queryIndex.js';
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

  it('takes the best hits of a query as sorting them all would, ties in the order matched', () => {
    const fields: SearchField[] = (['title', 'headings', 'content'] as const).map((name) => ({ name, boost: 1 }));
    const built = buildSearchIndex(records, fields);
    const dictionary: TermDictionary = { terms: built.terms };
    const inSecondHalf = (ref: number) => ref >= built.documentCount / 2;
    let tied = 0;
    for (const text of generateQueries(records, 200)) {
      const sorted = scoreQuery(scoring(built, dictionary, text));
      if (sorted.some((hit, i) => i > 0 && hit.score === sorted[i - 1].score)) tied++;
      for (const count of [0, 1, 8, 50]) {
        expect({ text, count, ...topHits(matchQuery(scoring(built, dictionary, text)), count) }).toEqual({ text, count, top: sorted.slice(0, count), total: sorted.length });
        const kept = sorted.filter((hit) => inSecondHalf(hit.ref));
        expect({ text, count, ...topHits(matchQuery(scoring(built, dictionary, text)), count, inSecondHalf) }).toEqual({ text, count, top: kept.slice(0, count), total: kept.length });
      }
    }
    // Ties are where an order could differ: the queries must have them.
    expect(tied).toBeGreaterThan(10);
  });

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
