import type { Translate } from '../components/SiteContext.js';
import { translateMessage } from './translate.js';

/** `translate` over a locale's Markdown texts (see `markdownTextsOf`): their message, else the English given. None of them has plural forms. */
export function markdownTranslator(texts: Record<string, string> | undefined): Translate {
  return (id, english, values) => translateMessage(texts, 'en', id, english, values);
}

/**
 * The default titles of Docusaurus's admonition keywords in the locale. `caution` has the title
 * of `warning`, whose style it takes; the other keywords keep their own.
 */
export function admonitionTitlesOf(translate: Translate): Record<string, string> {
  return {
    note: translate('theme.admonition.note', 'Note'),
    tip: translate('theme.admonition.tip', 'Tip'),
    info: translate('theme.admonition.info', 'Info'),
    warning: translate('theme.admonition.warning', 'Warning'),
    danger: translate('theme.admonition.danger', 'Danger'),
    caution: translate('theme.admonition.caution', 'Warning'),
  };
}
