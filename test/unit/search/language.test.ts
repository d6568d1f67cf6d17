import { createRequire } from 'node:module';
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../src/search/buildSearchIndex.js';
import { searchLanguage, searchLanguageOf } from '../../../src/search/searchLanguage.js';
import type { SearchField, SearchRecord } from '../../../src/search/types.js';
import { english, isKnownLanguage, languageOfLocale } from '../../../theme/search/language.js';
import { parseQuery } from '../../../theme/search/lunrInternals.js';
import { findTermSpans } from '../../../theme/search/matchTerms.js';
import { expandAsTyped, expandQuery, scoreQuery, type TermPostings } from '../../../theme/search/queryIndex.js';
import { createSnippet } from '../../../theme/search/snippet.js';

const require = createRequire(import.meta.url);
const fields: SearchField[] = [
  { name: 'title', boost: 10 },
  { name: 'headings', boost: 5 },
  { name: 'content', boost: 1 },
];
const record = (page: number, title: string, content: string): SearchRecord => ({ page, title, headings: '', content, heading: '', hash: '' });
const marked = (text: string, spans: Array<[number, number]>) => spans.map(([start, end]) => text.slice(start, end));

describe('search languages: locales', () => {
  it('takes the language of a locale from its first subtag', () => {
    expect(['en', 'en-US', 'fr', 'fr-CA', 'pt-BR', 'zh-Hans', 'zh_TW', 'ja-JP', 'nb', 'nn-NO', 'DE-at'].map(languageOfLocale)).toEqual(['en', 'en', 'fr', 'fr', 'pt', 'zh', 'zh', 'ja', 'no', 'no', 'de']);
    expect(['en', 'fr', 'de', 'pt', 'ru', 'tr', 'ar', 'zh', 'ja', 'th', 'is', 'ga'].filter(isKnownLanguage)).toEqual(['en', 'fr', 'de', 'pt', 'ru', 'tr', 'ar', 'zh', 'ja', 'th']);
  });

  it('warns, naming the locale, when search cannot stem its language, and searches it word for word', () => {
    expect(searchLanguageOf('fr-CA')).toEqual({ code: 'fr' });
    expect(searchLanguageOf('en')).toEqual({ code: 'en' });
    const { code, warning } = searchLanguageOf('is-IS', '/site/hexsite.config.ts');
    expect(code).toBe('is');
    expect(warning?.message).toContain('`is-IS`');
    expect(warning?.message).toMatch(/^Unexpected locale .* expected a language search can stem/);
    expect(warning?.file).toBe('/site/hexsite.config.ts');
    expect(warning?.ruleId).toBe('search-language');
    const icelandic = searchLanguage('is');
    expect(icelandic.wordTerms('stillingar,')).toEqual(['stillingar']);
    expect(icelandic.wordTerms('og')).toEqual(['og']);
    expect(icelandic.queryTerms('stillingar')).toEqual(['stillingar']);
  });
});

describe('search languages: lunr-languages pipelines', () => {
  const fr = searchLanguage('fr');

  it('stems French words to the same term on both sides: configuration, configurer, configurez', () => {
    for (const word of ['configuration', 'configurer', 'configurez', 'configuré', 'configurations']) expect(fr.wordTerms(word)).toEqual(['configur']);
    expect(fr.queryTerms('configurer')).toEqual(['configur']);
    // Accents are folded: a reader who types without them finds the words with them.
    expect(fr.wordTerms('déploiement')).toEqual(fr.queryTerms('deploiement'));
    // English files them apart.
    expect(english().wordTerms('déploiement')).not.toEqual(english().queryTerms('deploiement'));
  });

  it('drops French stop words when indexing, trims punctuation, and files an elided word as the word', () => {
    for (const word of ['les', 'des', 'une', 'dans', 'été']) expect(fr.wordTerms(word)).toEqual([]);
    expect(fr.wordTerms('«fichiers»,')).toEqual(['fichi']);
    expect(fr.wordTerms("l'installation")).toEqual(['install']);
    expect(fr.wordTerms('d’installer')).toEqual(['install']);
    expect(fr.queryTerms("l'installation")).toEqual(['install']);
    expect(fr.wordTerms("aujourd'hui")).toEqual(fr.queryTerms("aujourd'hui"));
  });

  it('indexes and scores French as lunr with lunr.fr does', () => {
    require('lunr-languages/lunr.stemmer.support.js')(lunr);
    require('lunr-languages/lunr.fr.js')(lunr);
    const records = [
      record(0, 'Configuration', 'Le fichier décrit chaque ruche : son nom et ses cadres.'),
      record(1, 'Déploiement', 'Publiez vos ruches sur un serveur ; les fichiers anciens sont remplacés.'),
      record(2, 'Présentation', 'Configurez les cadres un par un, puis déployez les ruches.'),
    ];
    const built = buildSearchIndex(records, fields, fr);
    const index = lunr(function () {
      this.use((lunr as unknown as { fr: lunr.Builder.Plugin }).fr);
      this.ref('ref');
      for (const field of fields) this.field(field.name, { boost: field.boost });
      records.forEach((each, ref) => this.add({ ...each, ref }));
    });
    const names = fields.map((field) => field.name);
    const postingsOf = (term: string): TermPostings => {
      const posting = built.postings.get(term)!;
      return { index: posting.index, fields: posting.documents.map((documents, f) => ({ documents: Int32Array.from(documents), weights: Float64Array.from(posting.weights[f], (weight) => weight / 1000) })) };
    };
    expect(built.terms).toEqual(Object.keys((index as unknown as { invertedIndex: object }).invertedIndex).sort());
    for (const text of ['configurer', 'fichier', 'ruche cadres', 'deploiement', '+ruches -serveur', 'les']) {
      const query = parseQuery(text, names);
      const ours = scoreQuery({ query, expansions: expandQuery(query, { terms: built.terms, language: fr }), postingsOf, fields: names, documentCount: built.documentCount });
      const theirs = index.search(text);
      expect({ text, hits: ours.map((hit) => [hit.ref, hit.score.toFixed(6)]) }).toEqual({ text, hits: theirs.map((hit) => [Number(hit.ref), hit.score.toFixed(6)]) });
      expect(ours.length > 0 || text === 'les').toBe(true);
    }
  });

  it('marks the French words a term stands for, accents and all', () => {
    const text = 'Vous configurez les cadres : la configuration est prête.';
    expect(marked(text, findTermSpans(text, new Set(['configur']), fr))).toEqual(['configurez', 'configuration']);
    const elided = "Lancez l'installation.";
    expect(marked(elided, findTermSpans(elided, new Set(['install']), fr))).toEqual(["l'installation"]);
    const accented = 'Le déploiement.';
    expect(marked(accented, findTermSpans(accented, new Set(fr.wordTerms('déploiement')), fr))).toEqual(['déploiement']);
  });

  it('has a pipeline for the languages of lunr-languages that cut words at spaces', () => {
    expect(searchLanguage('de').wordTerms('konfigurationen')).toEqual(searchLanguage('de').wordTerms('konfiguration'));
    expect(searchLanguage('de').wordTerms('und')).toEqual([]);
    expect(searchLanguage('es').wordTerms('configuraciones')).toEqual(searchLanguage('es').queryTerms('configuración'));
    expect(searchLanguage('pt').wordTerms('configurações')).toEqual(searchLanguage('pt').queryTerms('configuração'));
    expect(searchLanguage('ru').wordTerms('настройки')).toEqual(searchLanguage('ru').queryTerms('настройка'));
  });
});

describe('search languages: words split by Intl.Segmenter', () => {
  const zh = searchLanguage('zh');
  const ja = searchLanguage('ja');

  it('splits Chinese into words at index time and in the query alike', () => {
    expect(zh.wordTerms('如何配置命令')).toEqual(['如何', '配置', '命令']);
    expect(zh.queryTerms('配置')).toEqual(['配置']);
    // Punctuation is no word; Latin words among them are English, stemmed.
    expect(zh.wordTerms('配置，configuring。')).toEqual(['配置', 'configur']);
    expect(zh.wordTerms('the')).toEqual([]);
  });

  it('finds a Chinese page by a word inside a sentence, and marks the word alone', () => {
    const records = [record(0, '命令', '本页说明如何配置命令的参数和输出格式。'), record(1, '部署', '把生成的网站上传到服务器即可。')];
    const built = buildSearchIndex(records, fields, zh);
    const names = fields.map((field) => field.name);
    const query = parseQuery('配置', names);
    expect(expandQuery(query, { terms: built.terms, language: zh })).toEqual([[['配置']]]);
    // English cuts text at spaces only: the sentence is one word, and no page has '配置'.
    expect(expandQuery(query, { terms: buildSearchIndex(records, fields).terms })).toEqual([[[]]]);
    const text = records[0].content;
    const spans = findTermSpans(text, new Set(['配置']), zh);
    expect(marked(text, spans)).toEqual(['配置']);
    expect(createSnippet(text, spans, Infinity)).toEqual([
      { text: '本页说明如何', mark: false },
      { text: '配置', mark: true },
      { text: '命令的参数和输出格式。', mark: false },
    ]);
  });

  it('completes a Chinese word from its first character as it is typed, a Latin one from its third letter', () => {
    const built = buildSearchIndex([record(0, '命令', '本页说明如何配置命令的参数。configuration')], fields, zh);
    const names = fields.map((field) => field.name);
    const typed = (text: string) => expandAsTyped(text, parseQuery(text, names), { terms: built.terms, language: zh }).flat(2);
    expect(typed('配')).toContain('配置');
    expect(typed('配 ')).toEqual([]);
    expect(typed('co')).toEqual([]);
    expect(typed('con')).toContain('configur');
    // English keeps its three letters.
    expect(expandAsTyped('配', parseQuery('配', names), { terms: built.terms }).flat(2)).toEqual([]);
  });

  it('splits Japanese, kana and kanji, into words', () => {
    const terms = ja.wordTerms('設定ファイルでコマンドの出力形式を変更できます');
    for (const word of ['設定', 'ファイル', 'コマンド', '出力', '形式', '変更']) expect(terms).toContain(word);
    const text = 'すべてのオプションは設定ファイルに書くことができます。';
    expect(marked(text, findTermSpans(text, new Set(ja.queryTerms('設定')), ja))).toEqual(['設定']);
  });

  it('splits Thai, written without spaces', () => {
    const th = searchLanguage('th');
    expect(th.wordTerms('ตั้งค่าคำสั่ง').length).toBeGreaterThan(1);
  });
});
