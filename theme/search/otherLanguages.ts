import lunr from 'lunr';
import { cutWords, english, run, UNICODE_EDGES, WORDS, type LunrPlugin, type SearchLanguage } from './language.js';

/**
 * The elided article or pronoun before an apostrophe (`l'`, `qu'`, `dell'`), which lunr-languages'
 * French and Italian leave on the word: `l'installation` is filed under `install`, as
 * `installation` is.
 */
const ELISION = /^\p{L}{1,6}['\u2019](?=\p{L})/u;
const ELIDING = new Set(['fr', 'it']);

/**
 * A language of lunr-languages, from its module and the stemmer support it needs: the pipelines
 * `lunr.<code>` sets on an index (its trimmer, stop words and stemmer), with lunr's tokenizer.
 */
export function pipelineLanguage(code: string, support: LunrPlugin, plugin: LunrPlugin): SearchLanguage {
  const target = lunr as unknown as Record<string, ((this: { pipeline: lunr.Pipeline; searchPipeline: lunr.Pipeline }) => void) | undefined> & { stemmerSupport?: unknown };
  if (!target.stemmerSupport) support(lunr);
  if (!target[code]) plugin(lunr);
  const pipelines = { pipeline: new lunr.Pipeline(), searchPipeline: new lunr.Pipeline() };
  target[code]!.call(pipelines);
  const unelided = ELIDING.has(code) ? (word: string) => word.replace(ELISION, '') : (word: string) => word;
  return {
    code,
    wordTerms: (lower) => run(pipelines.pipeline, unelided(lower)),
    queryTerms: (term) => run(pipelines.searchPipeline, unelided(term)),
    words: (text) => cutWords(text, UNICODE_EDGES),
  };
}

/** Only letters of the Latin script and digits: an English word in a text of a language without spaces. */
const LATIN = /^[\p{Script=Latin}\p{N}_.'\u2019]+$/u;

/** `PREFIX_FROM`, for a Latin word typed in a language written without spaces. */
const LATIN_PREFIX_FROM = 3;

/**
 * A language written without spaces between words (Chinese, Japanese, Thai): each piece of text
 * lunr's tokenizer cuts is split into words with `Intl.Segmenter`, as the build's Node and every
 * current browser have it, from the same ICU dictionaries. Punctuation is no word. Words of the
 * Latin script among them (`npm`, `config`) are English, stemmed and stop words dropped as in an
 * English site.
 */
export function segmentedLanguage(code: string): SearchLanguage {
  const segmenter = new Intl.Segmenter(code, { granularity: 'word' });
  const en = english();
  const pieces = (text: string) => Array.from(segmenter.segment(text)).filter((segment) => segment.isWordLike);
  const terms = (lower: string, latin: (word: string) => string[]) => pieces(lower).flatMap(({ segment }) => (LATIN.test(segment) ? latin(segment) : [segment]));
  return {
    code,
    wordTerms: (lower) => terms(lower, en.wordTerms),
    queryTerms: (term) => terms(term, en.queryTerms),
    prefixFrom: (term) => (LATIN.test(term) ? LATIN_PREFIX_FROM : 1),
    *words(text) {
      for (const match of text.matchAll(WORDS)) {
        for (const { segment, index } of pieces(match[0])) yield { word: segment, start: match.index + index, end: match.index + index + segment.length };
      }
    },
  };
}

/**
 * A language lunr-languages has no stemmer for: words are trimmed of punctuation, and nothing
 * else; no stop words, no stemming (a warning at build time says so).
 */
export function plainLanguage(code: string): SearchLanguage {
  const trim = (word: string) => {
    const trimmed = word.replace(UNICODE_EDGES.lead, '').replace(UNICODE_EDGES.trail, '');
    return trimmed ? [trimmed] : [];
  };
  return { code, wordTerms: trim, queryTerms: trim, words: (text) => cutWords(text, UNICODE_EDGES) };
}

