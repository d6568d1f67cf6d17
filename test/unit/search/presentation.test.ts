import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../src/markdown/processor.js';
import { isQueryParseError, parseQuery } from '../../../theme/search/lunrInternals.js';
import { findTermSpans } from '../../../theme/search/matchTerms.js';
import { footerLinks, hitUrl } from '../../../theme/search/searchLinks.js';
import { createSnippet } from '../../../theme/search/snippet.js';
import { translateMessage } from '../../../theme/i18n/translate.js';

/** The theme's `translate` of an English site. */
const english = (id: string, text: string, values?: Record<string, string | number>) => translateMessage(undefined, 'en', id, text, values);

describe('markdown/collectFacts search sections', () => {
  it('splits the content at h2 and h3, keeps deeper headings as text and keeps words of blocks apart', () => {
    const page = parseMarkdown('# Title\n\nIntro *text*.\n\n## Set up {#setup}\n\n```yaml title="a.yml"\nkey: value\n```\n\n#### Deep\n\nMore.\n\n### Then\n\n- one\n- two\n');
    expect(page.searchSections).toEqual([
      { text: 'Intro text.' },
      { heading: 'Set up', id: 'setup', text: 'a.yml key: value Deep More.' },
      { heading: 'Then', id: 'then', text: 'one two' },
    ]);
  });

  it('caps the text of a long section', () => {
    const page = parseMarkdown(`## Long\n\n${'word '.repeat(5_000)}\n`);
    expect(page.searchSections[1].text.length).toBeLessThanOrEqual(2000);
  });
});

describe('theme/search', () => {
  it('gives every error text of SPEC §8 for its query, and parses the good ones', () => {
    const fields = ['title', 'headings', 'content'];
    const message = (query: string) => {
      try {
        parseQuery(query, fields);
        return 'ok';
      } catch (error) {
        return isQueryParseError(error) ? error.message : `not a query error: ${error}`;
      }
    };
    expect(message('foo:bar')).toBe("unrecognised field 'foo', possible fields: 'title', 'headings', 'content'");
    expect(message('config~x')).toBe('edit distance must be numeric');
    expect(message('config^x')).toBe('boost must be numeric');
    expect(message('^2')).toBe("expected either a field or a term, found BOOST with value '2'");
    expect(message('-')).toBe('expecting term or field, found nothing');
    expect(message('title:')).toBe('expecting term, found nothing');
    for (const good of ['title:config', '+env -dev', 'conf* hooks~1^2', 'a\\:b']) expect(message(good)).toBe('ok');
  });

  it('finds the words of a text that stand for index terms, by stem and without trimmed punctuation', () => {
    const text = 'Configuring (configuration) and re-configure: CONFIGURED';
    const spans = findTermSpans(text, new Set(['configur']));
    expect(spans.map(([start, end]) => text.slice(start, end))).toEqual(['Configuring', 'configuration', 'configure', 'CONFIGURED']);
    expect(findTermSpans('the and of', new Set(['the']))).toEqual([]);
  });

  it('cuts a snippet to at most the given length around the first match, with its matches marked', () => {
    const text = `${'lorem ipsum '.repeat(10)}the environment file ${'dolor sit '.repeat(10)}`;
    const parts = createSnippet(text, findTermSpans(text, new Set(['environ'])), 50);
    const joined = parts.map((part) => part.text).join('');
    expect(joined.length).toBeLessThanOrEqual(50);
    expect(joined.startsWith('…') && joined.endsWith('…')).toBe(true);
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(['environment']);
    expect(createSnippet('short text', [], 50)).toEqual([{ text: 'short text', mark: false }]);
  });

  it('links a hit with its terms to mark, and offers the search page within or outside a context', () => {
    expect(hitUrl({ url: '/hexagon/docs/env', hash: '#define', terms: ['environ', 'file'] }, true)).toBe('/hexagon/docs/env?_highlight=environ&_highlight=file#define');
    expect(hitUrl({ url: '/hexagon/docs/env', hash: '', terms: ['environ'] }, false)).toBe('/hexagon/docs/env');
    const pageUrl = '/hexagon/search';
    expect(footerLinks({ query: 'env var', pageUrl, inside: 3, outside: 0, translate: english })).toEqual([{ label: 'See all results', href: '/hexagon/search?q=env+var' }]);
    expect(footerLinks({ query: 'env', pageUrl, inside: 0, outside: 0, translate: english })).toEqual([]);
    const context = { label: 'API', path: 'docs/api' };
    expect(footerLinks({ query: 'env', pageUrl, context, inside: 2, outside: 5, translate: english })).toEqual([{ label: 'See all results within "API"', href: '/hexagon/search?q=env&ctx=docs%2Fapi' }]);
    expect(footerLinks({ query: 'env', pageUrl, context, inside: 0, outside: 5, translate: english })).toEqual([{ label: 'See all results outside "API"', href: '/hexagon/search?q=env' }]);
  });
});
