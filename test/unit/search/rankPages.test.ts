import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../src/search/buildSearchIndex.js';
import { recordsOfPage } from '../../../src/search/searchSources.js';
import type { SearchField, SearchRecord } from '../../../src/search/types.js';
import { parseQuery } from '../../../theme/search/lunrInternals.js';
import { expandAsTyped, matchQuery, type TermDictionary, type TermPostings } from '../../../theme/search/queryIndex.js';
import { rankPages } from '../../../theme/search/rankPages.js';
import { trimGroups } from '../../../theme/search/trimGroups.js';

const FIELDS: SearchField[] = [
  { name: 'title', boost: 1 },
  { name: 'headings', boost: 1 },
  { name: 'content', boost: 1 },
];

/** Pages as `[title, intro, ...[heading, text]]`, indexed as the build indexes them. */
function site(pages: Array<[title: string, intro: string, ...sections: Array<[string, string]>]>) {
  const records: SearchRecord[] = [];
  const pageSections: number[] = [];
  pages.forEach(([title, intro, ...sections], page) => {
    const list = recordsOfPage(page, title, [{ text: intro }, ...sections.map(([heading, text]) => ({ heading, id: heading.toLowerCase(), text }))]);
    records.push(...list);
    pageSections.push(list.length);
  });
  const built = buildSearchIndex(records, FIELDS);
  const dictionary: TermDictionary = { terms: built.terms };
  const postingsOf = (term: string): TermPostings => {
    const posting = built.postings.get(term)!;
    return { index: posting.index, fields: posting.documents.map((documents, f) => ({ documents: Int32Array.from(documents), weights: Float64Array.from(posting.weights[f], (weight) => weight / 1000) })) };
  };
  const pageOf = Int32Array.from(records, (record) => record.page);
  const fields = FIELDS.map((field) => field.name);
  /** The titles of the pages a query lists, best first, each with its sections' headings ('' for the title's section). */
  const search = (text: string, keep?: (ref: number) => boolean) => {
    const query = parseQuery(text, fields);
    const expansions = expandAsTyped(text, query, dictionary);
    const matches = matchQuery({ query, expansions, postingsOf, fields, documentCount: records.length });
    const ranked = rankPages({ query, expansions, postingsOf, fields, matches, pageOf, pageCount: pageSections.length, keep });
    return { pages: ranked.pages.map(({ page, hits }) => [pages[page][0], ...hits().map(({ ref }) => records[ref].heading)]), outside: ranked.outside };
  };
  return { search, records };
}

const often = (word: string) => `${word} and ${word}, ${word} again: a long page that says ${word} many times over, ${word}.`;

describe('theme/search/rankPages', () => {
  it('puts a title match before a heading match before body text, however often the body repeats the word', () => {
    const { search } = site([
      ['Quick start', often('configuration'), ['Write the configuration', often('configuration')]],
      ['Guides', 'Some text.', ['Configuration', 'Where the file is.']],
      ['Configuration', 'The file.'],
    ]);
    expect(search('configuration').pages.map(([title]) => title)).toEqual(['Configuration', 'Guides', 'Quick start']);
  });

  it('lists a page once, its best section first', () => {
    const { search } = site([
      ['Hooks', 'Run code at six points.', ['Subscribe to a hook', 'Call subscribe.'], ['Next steps', 'See the hook reference.']],
      ['Plugins', 'A plugin may use a hook.'],
    ]);
    expect(search('hook subscribe').pages).toEqual([
      ['Hooks', 'Subscribe to a hook', '', 'Next steps'],
      ['Plugins', ''],
    ]);
    expect(search('hook').pages).toEqual([
      ['Hooks', '', 'Subscribe to a hook', 'Next steps'],
      ['Plugins', ''],
    ]);
  });

  it('prefers a short title that is the query to a longer one that holds it', () => {
    const { search } = site([
      ['Hooks API', 'Reference.'],
      ['Hooks', 'Guide.'],
    ]);
    expect(search('hooks').pages.map(([title]) => title)).toEqual(['Hooks', 'Hooks API']);
    expect(search('hooks api').pages.map(([title]) => title)).toEqual(['Hooks API', 'Hooks']);
  });

  it('prefers a heading that holds every word of the query', () => {
    const { search } = site([
      ['Tool', 'Models.', ['Python example', 'Code.']],
      ['Tool types', 'Kinds.', ['Python tools', 'Modules.']],
    ]);
    expect(search('python tools').pages[0]).toEqual(['Tool types', 'Python tools', '']);
  });

  it('ranks whole words before the other words of a wildcard, a typed prefix or an edit distance', () => {
    const { search } = site([
      ['Prompts', 'Ask to confirm.', ['confirm', 'Yes or no.']],
      ['Settings', 'The git-config.yaml file.'],
      ['Configuration', 'The file.'],
      ['Theming', 'Themes.'],
      ['Then', 'Next.'],
    ]);
    expect(search('confi*').pages[0][0]).toBe('Configuration');
    expect(search('configura').pages[0][0]).toBe('Configuration');
    expect(search('theme~1').pages[0][0]).toBe('Theming');
    // A word of the index matches as itself: its heading comes before the title it begins.
    expect(search('confirm*').pages[0][0]).toBe('Prompts');
  });

  it('keeps only the sections inside the context, and counts the pages outside it', () => {
    const { search, records } = site([
      ['Install', 'pip install.'],
      ['Upgrade', 'pip install again.'],
      ['Remove', 'pip uninstall.'],
    ]);
    const inside = (ref: number) => records[ref].page === 1;
    expect(search('install', inside)).toEqual({ pages: [['Upgrade', '']], outside: 1 });
  });
});

describe('theme/search/trimGroups', () => {
  it('gives each group its best item first, then the next ones round by round', () => {
    expect(trimGroups([['a1', 'a2', 'a3'], ['b1'], ['c1', 'c2']], 4)).toEqual([['a1', 'a2'], ['b1'], ['c1']]);
    expect(trimGroups([['a1', 'a2'], ['b1'], ['c1']], 2)).toEqual([['a1'], ['b1']]);
    expect(trimGroups([['a1', 'a2']], 8)).toEqual([['a1', 'a2']]);
  });
});
