import { useEffect, useState } from 'react';
import type { ChromeVersion, NavItem, PageData, PageVersion, SiteChrome } from '../../src/site/types.js';
import { useSite, useTranslate } from './SiteContext.js';
import { readStorage, writeStorage } from './storage.js';
import { interpolate } from '../i18n/interpolate.js';

/** Where the reader's docs version is kept: Docusaurus's key, for the docs plugin `default`. */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The key of a docs set's preferred version, as Docusaurus names it: `docs-preferred-version-<id>`. */
function preferredVersionKey(docsPluginId: string | undefined): string {
  return docsPluginId ? `docs-preferred-version-${docsPluginId}` : PREFERRED_VERSION_KEY;
}

/** A docs set's versions: the `docs` key's (`chrome.versions`), or a set's of `docsSets` (`chrome.docsSets[id]`). */
export function versionsOf(chrome: SiteChrome, docsPluginId: string | undefined): ChromeVersion[] | undefined {
  return docsPluginId ? chrome.docsSets?.[docsPluginId] : chrome.versions;
}

/** The mounted components that read the preferred versions, told when the reader chooses one. */
const listeners = new Set<() => void>();

/** Remembers the version of its docs set the reader chose (in the version dropdown, or by the banner's link to the latest). */
function savePreferredVersion(name: string, docsPluginId?: string): void {
  writeStorage(preferredVersionKey(docsPluginId), name);
  for (const listener of listeners) listener();
}

/**
 * The version the reader last chose of each docs set of several versions, by set (`''` for the
 * `docs` key's). Storage is the browser's: the server and the hydrating render know none, the
 * stored ones are read just after. A stored name that is no longer one of its set's versions is
 * forgotten.
 */
function usePreferredVersions(chrome: SiteChrome): Record<string, string | null> {
  const [preferred, setPreferred] = useState<Record<string, string | null>>({});
  useEffect(() => {
    const sets: Array<[string, ChromeVersion[]]> = [...(chrome.versions ? [['', chrome.versions] as [string, ChromeVersion[]]] : []), ...Object.entries(chrome.docsSets ?? {})];
    if (!sets.length) return;
    const read = () => {
      const found: Record<string, string | null> = {};
      for (const [id, versions] of sets) {
        const key = preferredVersionKey(id || undefined);
        const stored = readStorage(key);
        if (stored !== null && !versions.some((version) => version.name === stored)) writeStorage(key, null);
        else found[id] = stored;
      }
      setPreferred(found);
    };
    read();
    listeners.add(read);
    return () => void listeners.delete(read);
  }, [chrome.versions, chrome.docsSets]);
  return preferred;
}

/** The docs version of a page, on a site of several: docs, generated category and docs tag pages have one. */
export function pageVersionOf(page: PageData): PageVersion | undefined {
  return 'version' in page ? page.version : undefined;
}

/**
 * The versions of a docs set (`docsPluginId`; the `docs` key's without one) that the navbar's
 * items follow, first choice first (Docusaurus's version candidates): the page's version when
 * the page is of that set, the reader's preferred one, the last. Empty for a set of one version.
 */
export type VersionCandidates = (docsPluginId?: string) => string[];

/** The version candidates of every docs set (see `VersionCandidates`). */
export function useVersionCandidates(): VersionCandidates {
  const { chrome, page } = useSite();
  const preferred = usePreferredVersions(chrome);
  return (docsPluginId) => {
    const versions = versionsOf(chrome, docsPluginId);
    if (!versions) return [];
    const last = versions.find((version) => version.isLast)?.name;
    const own = pageVersionOf(page);
    const reading = own && own.docsPluginId === docsPluginId ? own.name : undefined;
    return [...new Set([reading, preferred[docsPluginId ?? ''], last])].filter((name): name is string => Boolean(name));
  };
}

/**
 * The docs versions being read, one of each set of several versions, as the search index keys
 * them (`2.0`, `api@1.0`) and the search page's `version` takes them, joined by commas; undefined
 * on a site of one version.
 */
export function searchVersionOf(chrome: SiteChrome, candidates: VersionCandidates): string | undefined {
  const keys = [...(chrome.versions ? [candidates()[0]] : []), ...Object.keys(chrome.docsSets ?? {}).map((id) => `${id}@${candidates(id)[0]}`)];
  return keys.length ? keys.join(',') : undefined;
}

/**
 * The versions the search page searches, one of each docs set of several versions: the one its
 * `version` parameter names for that set (`2.0`, `api@1.0`, several joined by commas), else the
 * reader's. Each with its key in the index and its label.
 */
export function searchedVersions(chrome: SiteChrome, param: string, candidates: VersionCandidates): Array<{ key: string; label: string }> {
  const named = param.split(',');
  const sets: Array<[string | undefined, ChromeVersion[]]> = [...(chrome.versions ? [[undefined, chrome.versions] as [undefined, ChromeVersion[]]] : []), ...Object.entries(chrome.docsSets ?? {})];
  return sets.flatMap(([id, versions]) => {
    const keyOf = (name: string) => (id ? `${id}@${name}` : name);
    const found = versions.find((each) => named.includes(keyOf(each.name))) ?? versions.find((each) => each.name === candidates(id)[0]);
    return found ? [{ key: keyOf(found.name), label: found.label }] : [];
  });
}

/** Where a navbar item leads: its doc (or sidebar, or main doc) in the first candidate version of its set that has it, else where it was built to lead. */
export function versionedHref(item: NavItem, candidates: VersionCandidates): string {
  const hrefs = item.versionHrefs;
  const name = hrefs && candidates(item.docsPluginId).find((candidate) => Object.hasOwn(hrefs, candidate));
  return hrefs && name ? hrefs[name] : item.href;
}

/** A navbar item's text: a `docsVersion` item without a label of its own reads the first candidate version's label of its set. */
export function versionedLabel(item: NavItem, chrome: SiteChrome, candidates: VersionCandidates): string {
  const first = candidates(item.docsPluginId)[0];
  return (item.versionLabel && versionsOf(chrome, item.docsPluginId)?.find((version) => version.name === first)?.label) || item.label;
}

/**
 * The docs version dropdown: it reads the first candidate version and offers every version,
 * each leading to the same doc in it when it has it, else to its main doc. Choosing one
 * remembers it as the reader's preferred version. In the drawer it reads "Versions".
 */
export function VersionDropdown({
  candidates: candidatesOf,
  docsPluginId,
  mobile,
  onNavigate,
  className,
}: {
  candidates: VersionCandidates;
  /** The docs set whose versions it offers; the `docs` key's when left out. */
  docsPluginId?: string;
  mobile?: boolean;
  onNavigate?: () => void;
  className?: string;
}) {
  const { chrome, page } = useSite();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const versions = versionsOf(chrome, docsPluginId) ?? [];
  const candidates = candidatesOf(docsPluginId);
  // The page's version counts only on a page of the dropdown's set.
  const own = pageVersionOf(page);
  const current = own && own.docsPluginId === docsPluginId ? own : undefined;
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
                  savePreferredVersion(version.name, docsPluginId);
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
  const last = versionsOf(chrome, version?.docsPluginId)?.find((candidate) => candidate.isLast);
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
              <a href={banner.href} onClick={() => last && savePreferredVersion(last.name, version?.docsPluginId)}>
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
