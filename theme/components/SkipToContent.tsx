import { useTranslate } from './SiteContext.js';

/** Id of the main wrapper, the skip link's target. */
export const MAIN_ID = '__main';

/**
 * The first focusable element of every page. With JavaScript it moves focus to `<main>`
 * without changing the URL; without, it is a plain in-page link.
 */
export function SkipToContent() {
  const translate = useTranslate();
  return (
    <div role="region" aria-label={translate('theme.common.skipToMainContent', 'Skip to main content')} className="skip-link-region">
      <a
        className="skip-link"
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          const target = document.querySelector('main') ?? document.getElementById(MAIN_ID);
          if (!target) return;
          event.preventDefault();
          target.setAttribute('tabindex', '-1');
          target.focus();
          target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
        }}
      >
        Skip to main content
      </a>
    </div>
  );
}
