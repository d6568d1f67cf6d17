import { useState } from 'react';
import type { NavItem } from '../../src/site/types.js';
import { LanguageIcon } from './Icons.js';
import { useTranslate } from './SiteContext.js';

/** The language menu: one entry per configured locale, each pointing at the current page. */
export function LocaleDropdown({ item, currentHref, mobile }: { item: NavItem; currentHref: string; mobile?: boolean }) {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const locales = item.locales ?? [];
  return (
    <div
      className={`dropdown${open ? ' dropdown--open' : ''}${mobile ? ' dropdown--mobile' : ''}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button type="button" className="dropdown__toggle" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)}>
        <LanguageIcon />
        <span>{mobile ? translate('theme.navbar.mobileLanguageDropdown.label', 'Languages') : item.label}</span>
      </button>
      <ul className="dropdown__menu">
        {locales.map((locale) => (
          <li key={locale.locale}>
            <a className="dropdown__link is-active" href={currentHref} lang={locale.locale} aria-current="true">
              {locale.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
