import { useState } from 'react';
import type { NavItem } from '../../src/site/types.js';
import { useSite } from './SiteContext.js';
import { LanguageIcon } from './Icons.js';
import { useTranslate } from './SiteContext.js';

/**
 * The language menu: one entry per configured locale, each leading to the page being read in
 * that locale (its path below the locale's base URL, with the query and hash of the address, as
 * Docusaurus keeps them). Another locale is another build of the site: the browser loads it.
 */
export function LocaleDropdown({ item, currentHref, mobile }: { item: NavItem; currentHref: string; mobile?: boolean }) {
  const [open, setOpen] = useState(false);
  const { chrome } = useSite();
  const translate = useTranslate();
  const locales = item.locales ?? [];
  return (
    <div
      className={`dropdown${open ? ' dropdown--open' : ''}${mobile ? ' dropdown--mobile' : ''}${item.className ? ` ${item.className}` : ''}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button type="button" className="dropdown__toggle" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)}>
        <LanguageIcon />
        <span>{mobile ? translate('theme.navbar.mobileLanguageDropdown.label', 'Languages') : item.label}</span>
      </button>
      <ul className="dropdown__menu">
        {locales.map((locale) => {
          const current = locale.baseUrl === undefined || locale.baseUrl === chrome.baseUrl;
          const href = current ? currentHref : localeHref(currentHref, chrome.baseUrl, locale.baseUrl!);
          return (
            <li key={locale.locale}>
              <a
                className={`dropdown__link${current ? ' is-active' : ''}`}
                href={href}
                lang={locale.locale}
                {...(current ? { 'aria-current': 'true' as const } : { hrefLang: locale.locale, onClick: (event) => keepQueryAndHash(event.currentTarget) })}
              >
                {locale.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** `/fr/` + the page's path below this locale's base URL: the same page in the other locale. */
export function localeHref(currentHref: string, baseUrl: string, otherBaseUrl: string): string {
  const below = currentHref.startsWith(baseUrl) ? currentHref.slice(baseUrl.length) : '';
  return `${otherBaseUrl}${below}`;
}

/** The address's query and hash go along, as the link is followed. */
function keepQueryAndHash(link: HTMLAnchorElement): void {
  const url = new URL(link.href);
  url.search = location.search;
  url.hash = location.hash;
  link.href = url.href;
}
