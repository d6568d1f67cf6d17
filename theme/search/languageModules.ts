import { PIPELINES, SEGMENTED, type LunrPlugin, type SearchLanguage } from './language.js';
import { pipelineLanguage, plainLanguage, segmentedLanguage } from './otherLanguages.js';

/**
 * lunr-languages' modules, one chunk each: a site's browser fetches its language's only. Listed
 * one by one, as the bundler needs to see each import.
 */
const MODULES: Record<string, () => Promise<{ default: LunrPlugin }>> = {
  ar: () => import('lunr-languages/lunr.ar.js'),
  da: () => import('lunr-languages/lunr.da.js'),
  de: () => import('lunr-languages/lunr.de.js'),
  el: () => import('lunr-languages/lunr.el.js'),
  es: () => import('lunr-languages/lunr.es.js'),
  fi: () => import('lunr-languages/lunr.fi.js'),
  fr: () => import('lunr-languages/lunr.fr.js'),
  he: () => import('lunr-languages/lunr.he.js'),
  hi: () => import('lunr-languages/lunr.hi.js'),
  hu: () => import('lunr-languages/lunr.hu.js'),
  hy: () => import('lunr-languages/lunr.hy.js'),
  it: () => import('lunr-languages/lunr.it.js'),
  kn: () => import('lunr-languages/lunr.kn.js'),
  ko: () => import('lunr-languages/lunr.ko.js'),
  nl: () => import('lunr-languages/lunr.nl.js'),
  no: () => import('lunr-languages/lunr.no.js'),
  pl: () => import('lunr-languages/lunr.pl.js'),
  pt: () => import('lunr-languages/lunr.pt.js'),
  ro: () => import('lunr-languages/lunr.ro.js'),
  ru: () => import('lunr-languages/lunr.ru.js'),
  sa: () => import('lunr-languages/lunr.sa.js'),
  sv: () => import('lunr-languages/lunr.sv.js'),
  ta: () => import('lunr-languages/lunr.ta.js'),
  te: () => import('lunr-languages/lunr.te.js'),
  tr: () => import('lunr-languages/lunr.tr.js'),
  vi: () => import('lunr-languages/lunr.vi.js'),
};

/** A language other than English, as `loadSearchLanguage` gives it. */
export async function loadLanguage(code: string): Promise<SearchLanguage> {
  if (SEGMENTED.has(code)) return segmentedLanguage(code);
  const load = PIPELINES.has(code) ? MODULES[code] : undefined;
  if (!load) return plainLanguage(code);
  const [support, plugin] = await Promise.all([import('lunr-languages/lunr.stemmer.support.js'), load()]);
  return pipelineLanguage(code, support.default, plugin.default);
}
