import { useEffect, useState } from 'react';
import type { ChromeVersion, NavItem, PageData, PageVersion } from '../../src/site/types.js';
import { useSite, useTranslate } from './SiteContext.js';
import { readStorage, writeStorage } from './storage.js';
import { interpolate } from '../i18n/interpolate.js';

/** Where the reader's docs version is kept: Docusaurus's key, for the docs plugin `default`. */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The mounted components that read the preferred version, told when the reader chooses one. */
const listeners = new Set<(name: string | null) => void>();

/** Remembers the version the reader chose (in the version dropdown, or by the banner's link to the latest). */
function savePreferredVersion(name: string): void {
  writeStorage(PREFERRED_VERSION_KEY, name);
  for (const listener of listeners) listener(name);
}

/**
 * The version the reader last chose, or null. Storage is the browser's: the server and the
 * hydrating render know none, the stored one is read just after. A stored name that is no
 * longer one of the site's versions is forgotten.
 */
function usePreferredVersion(versions: ChromeVersion[] | undefined): string | null {
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => {
    if (!versions) return;
    const stored = readStorage(PREFERRED_VERSION_KEY);
    if (stored !== null && !versions.some((version) => version.name === stored)) writeStorage(PREFERRED_VERSION_KEY, null);
    else setPreferred(stored);
    listeners.add(setPreferred);
    return () => void listeners.delete(setPreferred);
  }, [versions]);
  return preferred;
}

/** The docs version of a page, on a site of several: docs, generated category and docs tag pages have one. */
export function pageVersionOf(page: PageData): PageVersion | undefined {
  return 'version' in page ? page.version : undefined;
}

/**
 * The versions the navbar's items follow, first choice first (Docusaurus's version
 * candidates): the page's version, the reader's preferred one, the last. Empty on a site of
 * one version.
 */
export function useVersionCandidates(): string[] {
  const { chrome, page } = useSite();
  const preferred = usePreferredVersion(chrome.versions);
  if (!chrome.versions) return [];
  const last = chrome.versions.find((version) => version.isLast)?.name;
  return [...new Set([pageVersionOf(page)?.name, preferred, last])].filter((name): name is string => Boolean(name));
}

/** Where a navbar item leads: its doc (or sidebar, or main doc) in the first candidate version that has it, else where it was built to lead. */
export function versionedHref(item: NavItem, candidates: string[]): string {
  const hrefs = item.versionHrefs;
  const name = hrefs && candidates.find((candidate) => Object.hasOwn(hrefs, candidate));
  return hrefs && name ? hrefs[name] : item.href;
}

/** A navbar item's text: a `docsVersion` item without a label of its own reads the first candidate version's label. */
export function versionedLabel(item: NavItem, versions: ChromeVersion[] | undefined, candidates: string[]): string {
  return (item.versionLabel && versions?.find((version) => version.name === candidates[0])?.label) || item.label;
}

/**
 * The docs version dropdown: it reads the first candidate version and offers every version,
 * each leading to the same doc in it when it has it, else to its main doc. Choosing one
 * remembers it as the reader's preferred version. In the drawer it reads "Versions".
 */
export function VersionDropdown({ candidates, mobile, onNavigate, className }: { candidates: string[]; mobile?: boolean; onNavigate?: () => void; className?: string }) {
  const { chrome, page } = useSite();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const versions = chrome.versions ?? [];
  const current = pageVersionOf(page);
  const hrefIn = (version: ChromeVersion) =>
    current?.alternates[version.name] ?? (version.name === current?.name && page.kind === 'doc' ? page.permalink : version.href);
  return (
    <div
      className={`dropdown dropdown--versions${open ? ' dropdown--open' : ''}${mobile ? ' dropdown--mobile' : ''}${className ? ` ${className}` : ''}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button type="button" className="dropdown__toggle" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span>{mobile ? translate('theme.navbar.mobileVersionsDropdown.label', 'Versions') : versions.find((version) => version.name === candidates[0])?.label}</span>
      </button>
      <ul className="dropdown__menu">
        {versions.map((version) => {
          const active = version.name === current?.name;
          return (
            <li key={version.name}>
              <a
                className={`dropdown__link${active ? ' dropdown__link--active' : ''}`}
                href={hrefIn(version)}
                aria-current={active ? 'page' : undefined}
                onClick={() => {
                  savePreferredVersion(version.name);
                  setOpen(false);
                  onNavigate?.();
                }}
              >
                {version.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Above a doc of a version other than the last, unreleased or unmaintained: what it is, and a
 * link to the same doc (else the main doc) in the latest version, which becomes the preferred one.
 */
export function VersionBanner({ version }: { version?: PageVersion }) {
  const { chrome } = useSite();
  const translate = useTranslate();
  const banner = version?.banner;
  if (!banner) return null;
  const last = chrome.versions?.find((candidate) => candidate.isLast);
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">
      <div>
        {interpolate(
          banner.kind === 'unreleased'
            ? translate('theme.docs.versions.unreleasedVersionLabel', 'This is unreleased documentation for {siteTitle} {versionLabel} version.')
            : translate('theme.docs.versions.unmaintainedVersionLabel', 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'),
          { siteTitle: chrome.title, versionLabel: <b>{version.label}</b> },
        )}
      </div>
      <div className="margin-top--md">
        {interpolate(translate('theme.docs.versions.latestVersionSuggestionLabel', 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).', { versionLabel: banner.lastLabel }), {
          latestVersionLink: (
            <b>
              <a href={banner.href} onClick={() => last && savePreferredVersion(last.name)}>
                {translate('theme.docs.versions.latestVersionLinkLabel', 'latest version')}
              </a>
            </b>
          ),
        })}
      </div>
    </div>
  );
}

/** "Version: <label>" above a doc's title, when its version asks for it. */
export function VersionBadge({ version }: { version?: PageVersion }) {
  const translate = useTranslate();
  if (!version?.badge) return null;
  return <span className="theme-doc-version-badge badge badge--secondary">{translate('theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: version.label })}</span>;
}
