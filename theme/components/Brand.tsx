import { useSite } from './SiteContext.js';

/** Logo and site title, linking home (or where a site without a home page starts). */
export function Brand() {
  const { chrome } = useSite();
  return (
    <a className="navbar__brand" href={chrome.home}>
      {chrome.logo && (
        <img className="navbar__logo" src={chrome.logo.src} alt={chrome.logo.alt} width={32} height={32} />
      )}
      {chrome.navbarTitle && <b className="navbar__title">{chrome.navbarTitle}</b>}
    </a>
  );
}
