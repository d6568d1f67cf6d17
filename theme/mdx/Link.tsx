import { useContext, type AnchorHTMLAttributes } from 'react';
import { addBaseUrl, hasProtocol } from './baseUrl.js';
import { MdxContext } from './MdxContext.js';

/** The props of `@docusaurus/Link`: an anchor's, with `to`. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes: a site path, a relative `.md`/`.mdx` file, or a URL. */
  to?: string;
  /** Set to false to leave a site path without the base URL. */
  autoAddBaseUrl?: boolean;
  /** React Router's props of navbar links: a static page has no active state to give. */
  isNavLink?: boolean;
  activeClassName?: string;
}

/** `pathname://` marks a link to a file of the site rather than a page, as in Docusaurus. */
const PATHNAME = 'pathname://';

/**
 * Docusaurus's `<Link>`, rendered as a plain anchor (the client's navigation takes over links to
 * pages): a site path goes through the page's URL resolution (base URL, `.md` files, and the
 * link check), a `pathname://` link only gets the base URL, and a URL with a protocol opens in a
 * new tab (`target="_blank" rel="noopener noreferrer"`, unless given).
 */
export default function Link({ to, href, autoAddBaseUrl = true, isNavLink: _isNavLink, activeClassName: _activeClassName, ...rest }: LinkProps) {
  const { resolveUrl, siteConfig } = useContext(MdxContext);
  const written = to ?? href;
  if (!written || written.startsWith('#')) return <a href={written} {...rest} />;
  if (written.startsWith(PATHNAME)) {
    const path = written.slice(PATHNAME.length);
    const baseUrl = typeof siteConfig.baseUrl === 'string' ? siteConfig.baseUrl : '/';
    return <a href={autoAddBaseUrl ? addBaseUrl({ url: path, baseUrl, siteUrl: '' }) : path} {...rest} />;
  }
  if (hasProtocol(written)) return <a href={written} target="_blank" rel="noopener noreferrer" {...rest} />;
  return <a href={autoAddBaseUrl ? resolveUrl(written) : written} {...rest} />;
}
