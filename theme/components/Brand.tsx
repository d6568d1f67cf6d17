import type { CSSProperties } from 'react';
import { useSite } from './SiteContext.js';

/** Logo and site title, linking home (or where a site without a home page starts, or the logo's own `href`). */
export function Brand() {
  const { chrome } = useSite();
  const logo = chrome.logo;
  // The theme's 32 px gives way to the logo's own size.
  const size = logo && (logo.width !== undefined || logo.height !== undefined) ? { width: logo.width ?? 'auto', height: logo.height ?? 'auto' } : undefined;
  const style = size || logo?.style ? ({ ...size, ...logo?.style } as CSSProperties) : undefined;
  const image = (src: string, themed?: 'light' | 'dark') => (
    <img
      key={src}
      className={['navbar__logo', themed && `navbar__logo--${themed}`, logo?.className].filter(Boolean).join(' ')}
      src={src}
      alt={logo?.alt}
      width={logo?.width ?? 32}
      height={logo?.height ?? 32}
      style={style}
    />
  );
  return (
    <a className="navbar__brand" href={logo?.href ?? chrome.home} target={logo?.target}>
      {logo && (logo.srcDark ? [image(logo.src, 'light'), image(logo.srcDark, 'dark')] : image(logo.src))}
      {chrome.navbarTitle && <b className="navbar__title">{chrome.navbarTitle}</b>}
    </a>
  );
}
