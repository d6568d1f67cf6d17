import { useEffect, useState } from 'react';
import { CloseIcon } from './Icons.js';
import { useSite, useTranslate } from './SiteContext.js';
import { readStorage, writeStorage } from './storage.js';

export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

/**
 * A site-wide notice above the navbar. Closing it is remembered; a new `id` in the config
 * shows it again to everyone. The inline head script hides a dismissed bar before paint.
 * The storage keys are those readers of Docusaurus sites already have, so a migrated site
 * keeps their choice.
 */
export function AnnouncementBar() {
  const { chrome } = useSite();
  const translate = useTranslate();
  const bar = chrome.announcementBar;
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!bar) return;
    const storedId = readStorage(ANNOUNCEMENT_ID_KEY);
    if (storedId !== bar.id) {
      writeStorage(ANNOUNCEMENT_ID_KEY, bar.id);
      writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'false');
    }
    setDismissed(bar.isCloseable && readStorage(ANNOUNCEMENT_DISMISS_KEY) === 'true');
  }, [bar]);

  if (!bar || dismissed) return null;
  return (
    <div className="announcement" role="banner" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className="announcement__close icon-button"
          aria-label={translate('theme.AnnouncementBar.closeButtonAriaLabel', 'Close')}
          onClick={() => {
            writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
            setDismissed(true);
          }}
        >
          <CloseIcon size={14} />
        </button>
      )}
    </div>
  );
}

/** Inline script: marks `<html>` before paint when the current bar was dismissed, so CSS hides it. */
export function announcementScript(id: string): string {
  return `(function(){try{var d=localStorage.getItem('${ANNOUNCEMENT_DISMISS_KEY}')==='true'&&localStorage.getItem('${ANNOUNCEMENT_ID_KEY}')===${JSON.stringify(id).replace(/</g, '\\u003c')};document.documentElement.setAttribute('data-announcement-dismissed',String(d))}catch(e){}})();`;
}
