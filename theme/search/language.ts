import lunr from 'lunr';

/**
 * How the index and the query of one language turn text into terms. The index is built with it
 * and the reader's browser parses queries, marks words and makes snippets with the same one, so
 * a word is filed and looked up alike.
 */
export interface SearchLanguage {
  /** The index's language, as the search manifest names it ('en', 'fr', 'zh'). */
  code: string;
  /**
   * The terms of one word in lower case, as lunr's tokenizer cuts text (at whitespace and
   * hyphens): none for a stop word, several where a language without spaces has several words.
   */
  wordTerms(lower: string): string[];
  /** The terms of a query's word, in lower case, as lunr's search pipeline turns it into index terms. */
  queryTerms(term: string): string[];
  /** Each word of a text that can stand for terms, `[start, end)`, as `wordTerms` reads words. */
  words(text: string): Iterable<WordSpan>;
  /**
   * The fewest characters a word being typed needs before it also stands for its completions
   * (`expandAsTyped`), when not `PREFIX_FROM`: one character of Chinese or Japanese says as much
   * as three letters.
   */
  prefixFrom?(term: string): number;
}

/** A word of a text, `text.slice(start, end)`. */
export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

/** A lunr-languages module: it adds its language to the lunr given (`lunr.fr`). */
export type LunrPlugin = (lunr: object) => void;

/** What lunr's tokenizer cuts text at: whitespace (JavaScript's `\s`) and hyphens. */
const CUTS = String.raw`\s-`;
/** Words as lunr's tokenizer cuts text. */
export const WORDS = new RegExp(`[^${CUTS}]+`, 'g');
/** One character where lunr's tokenizer cuts text. */
export const CUT = new RegExp(`[${CUTS}]`);

/** A pipeline's terms of one word. */
export const run = (pipeline: lunr.Pipeline, word: string): string[] => pipeline.run([new lunr.Token(word, {})]).map(String);

/** The words of a text as lunr's tokenizer cuts it, the characters `edges` matches left out at each end. */
export function* cutWords(text: string, edges: { lead: RegExp; trail: RegExp }): Iterable<WordSpan> {
  for (const match of text.matchAll(WORDS)) {
    const word = match[0];
    const lead = edges.lead.exec(word)![0].length;
    const trail = edges.trail.exec(word.slice(lead))![0].length;
    yield { word, start: match.index + lead, end: match.index + word.length - trail };
  }
}

/** What lunr's English trimmer takes off a word's ends (`\W`). */
const ENGLISH_EDGES = { lead: /^\W*/, trail: /\W*$/ };
/** What a trimmer takes off a word's ends in other languages: anything but letters, marks and digits. */
export const UNICODE_EDGES = { lead: /^[^\p{L}\p{M}\p{N}]*/u, trail: /[^\p{L}\p{M}\p{N}]*$/u };

let englishLanguage: SearchLanguage | undefined;

/** lunr's own English: trimmer, stop words and Porter stemmer; its search pipeline stems only. */
export function english(): SearchLanguage {
  if (englishLanguage) return englishLanguage;
  const index = new lunr.Pipeline();
  index.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  const search = new lunr.Pipeline();
  search.add(lunr.stemmer);
  englishLanguage = { code: 'en', wordTerms: (lower) => run(index, lower), queryTerms: (term) => run(search, term), words: (text) => cutWords(text, ENGLISH_EDGES) };
  return englishLanguage;
}

/** Languages written without spaces, split with `Intl.Segmenter` (lunr-languages' need a dictionary or a native module). */
export const SEGMENTED = new Set(['zh', 'ja', 'th']);

/**
 * The languages of lunr-languages whose pipelines work with lunr's tokenizer (`hi`, `ta`, `te`
 * bring tokenizers of their own but cut at spaces as it does).
 */
export const PIPELINES = new Set(['ar', 'da', 'de', 'el', 'es', 'fi', 'fr', 'he', 'hi', 'hu', 'hy', 'it', 'kn', 'ko', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sa', 'sv', 'ta', 'te', 'tr', 'vi']);

/** Other names of a language: Norwegian Bokmål and Nynorsk, and lunr-languages' older codes. */
const ALIASES: Record<string, string> = { nb: 'no', nn: 'no', jp: 'ja', du: 'nl' };

/**
 * The language of a locale (`pt-BR` → `pt`, `zh-Hans` → `zh`, `fr` → `fr`): its first subtag in
 * lower case. Whether search knows it is `isKnownLanguage`'s question.
 */
export function languageOfLocale(locale: string): string {
  const primary = locale.split(/[-_]/)[0].toLowerCase();
  return ALIASES[primary] ?? primary;
}

/** Whether search stems (or segments) this language; any other is searched as `plainLanguage`. */
export function isKnownLanguage(code: string): boolean {
  return code === 'en' || SEGMENTED.has(code) || PIPELINES.has(code);
}

const loaded = new Map<string, Promise<SearchLanguage>>();

/**
 * The language the search index says it speaks, for the reader's browser: English at once, any
 * other with its code, a chunk of its own fetched with the index (lunr-languages' module for its
 * stemmer and stop words), once.
 */
export function loadSearchLanguage(code: string): Promise<SearchLanguage> {
  if (code === 'en') return Promise.resolve(english());
  let language = loaded.get(code);
  if (!language) {
    language = import('./languageModules.js').then((modules) => modules.loadLanguage(code));
    language.catch(() => loaded.delete(code));
    loaded.set(code, language);
  }
  return language;
}
