import { useSite, useTranslate } from './SiteContext.js';

/** Id of the element holding a page's rendered Markdown; the client reads it back before hydrating. */
export const CONTENT_ID = '__content';

/**
 * A page's content: HTML rendered at build time and inserted as-is. React never re-renders
 * it, so the client needs no Markdown runtime. A page of another locale that has no translation
 * shows the default locale's text, said above it and marked with its language.
 */
export function Content({ html, className = 'markdown' }: { html?: string; className?: string }) {
  const { page, chrome } = useSite();
  const original = page.untranslated ? chrome.locales?.[0] : undefined;
  const content = <div id={CONTENT_ID} className={className} lang={original?.htmlLang} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
  if (!original) return content;
  return (
    <>
      <UntranslatedNotice language={languageName(original.htmlLang, chrome.locales!.find((locale) => locale.baseUrl === chrome.baseUrl)?.htmlLang)} />
      {content}
    </>
  );
}

/** Above a page shown in the default locale's language for want of a translation. */
function UntranslatedNotice({ language }: { language: string }) {
  const translate = useTranslate();
  return (
    <div className="untranslated-notice" role="note">
      {translate('theme.untranslatedContent.message', 'This page is not translated yet: it is shown in {language}.', { language })}
    </div>
  );
}

/** `en` named in the reader's language (`anglais` for `fr`). */
function languageName(lang: string, readerLang = 'en'): string {
  try {
    return new Intl.DisplayNames([readerLang], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}
