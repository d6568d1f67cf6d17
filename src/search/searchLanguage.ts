import { createRequire } from 'node:module';
import { english, isKnownLanguage, languageOfLocale, PIPELINES, SEGMENTED, type LunrPlugin, type SearchLanguage } from '../../theme/search/language.js';
import { pipelineLanguage, plainLanguage, segmentedLanguage } from '../../theme/search/otherLanguages.js';
import { HexsiteError } from '../errors/HexsiteError.js';

/** Requires lunr-languages' modules from the installed package, at run time: they are not bundled into hexsite's. */
const requireInstalled = createRequire(import.meta.url);
const languages = new Map<string, SearchLanguage>();

/**
 * The pipeline of a language code, as the browser's `loadSearchLanguage` makes it, here at once:
 * lunr-languages' module is required from the installed package (the browser's is a chunk).
 */
export function searchLanguage(code: string): SearchLanguage {
  if (code === 'en') return english();
  let language = languages.get(code);
  if (!language) {
    if (SEGMENTED.has(code)) language = segmentedLanguage(code);
    else if (PIPELINES.has(code)) language = pipelineLanguage(code, requireInstalled('lunr-languages/lunr.stemmer.support.js') as LunrPlugin, requireInstalled(`lunr-languages/lunr.${code}.js`) as LunrPlugin);
    else language = plainLanguage(code);
    languages.set(code, language);
  }
  return language;
}

/**
 * The language search speaks on a build of `locale` (`pt-BR` → `pt`), and a warning when search
 * has no stemmer for it: its words are then found only as written. The warning names the site's
 * configuration, where the locale is set.
 */
export function searchLanguageOf(locale: string, configFile?: string): { code: string; warning?: HexsiteError } {
  const code = languageOfLocale(locale);
  if (isKnownLanguage(code)) return { code };
  return {
    code,
    warning: new HexsiteError(`Unexpected locale \`${locale}\` for search, expected a language search can stem: its words are searched as written, without stemming or stop words`, {
      file: configFile,
      ruleId: 'search-language',
      hint: `Search stems English and ${[...PIPELINES].join(', ')}, and splits ${[...SEGMENTED].join(', ')} into words. A locale of another language is searched word for word.`,
    }),
  };
}
