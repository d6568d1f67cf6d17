import type { SiteConfig } from '../config/types.js';
import { ENGLISH, PARSED_ONLY } from './english.js';
import { currentLocaleOf } from './locale.js';
import { shippedTranslationsOf } from './themeStrings.js';

/**
 * The theme strings the Markdown and MDX pipeline writes into a page's content, when the page is
 * parsed: the admonitions' default titles, the heading anchors' "Direct link to …", the summary
 * of a `<details>` without one, the label of `npm2yarn` tabs. The parsed page is cached, so these
 * are given to the parser (`MarkdownSetup.texts`, `MdxSite.texts`) and name its cache (see
 * `cacheDirOf`).
 */
export const MARKDOWN_TEXT_IDS: ReadonlySet<string> = new Set([...PARSED_ONLY, 'theme.common.headingLinkTitle']);

/** A locale's Markdown texts that differ from English, by id. */
export type MarkdownTexts = Record<string, string>;

/**
 * The Markdown texts of a build's locale that differ from English (the site's `code.json`, else
 * the shipped translation); undefined when there are none, so that an English site's setup, cache
 * and pages stay as they were.
 */
export function markdownTextsOf(config: Pick<SiteConfig, 'i18n' | 'currentLocale' | 'codeTranslations'>): MarkdownTexts | undefined {
  const shipped = shippedTranslationsOf(currentLocaleOf(config).locale);
  const site = config.codeTranslations ?? {};
  const texts: MarkdownTexts = {};
  for (const id of MARKDOWN_TEXT_IDS) {
    const message = site[id] ?? shipped[id] ?? ENGLISH[id];
    if (message !== ENGLISH[id]) texts[id] = message;
  }
  return Object.keys(texts).length ? texts : undefined;
}
