import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChromeVersion, NavItem, PageData, PageVersion, SiteChrome } from '../../../../src/site/types.js';
import { searchedVersions, searchVersionOf, VersionBadge, VersionBanner, versionedHref, versionedLabel, type VersionCandidates } from '../../../../theme/components/Versions.js';
import { SiteProvider } from '../../../../theme/components/SiteContext.js';

const versions: ChromeVersion[] = [
  { name: 'current', label: 'Next', href: '/docs/next/intro', isLast: false },
  { name: '2.0', label: '2.0', href: '/docs/intro', isLast: true },
  { name: '1.0', label: '1.0', href: '/docs/1.0/intro', isLast: false },
];
const configure: NavItem = {
  label: 'Configure',
  href: '/docs/guides/configure',
  external: false,
  position: 'left',
  versionHrefs: { current: '/docs/next/guides/configure', '2.0': '/docs/guides/configure' },
};

/** Candidates of the `docs` key's set only, as on a site of one docs set. */
const only = (names: string[]): VersionCandidates => (id) => (id ? [] : names);
const chrome = { versions } as SiteChrome;

describe('theme/components/Versions', () => {
  it('leads an item into the first candidate version that has its doc, else where it was built to lead', () => {
    expect(versionedHref(configure, only(['current', '2.0']))).toBe('/docs/next/guides/configure');
    expect(versionedHref(configure, only(['1.0', '2.0']))).toBe('/docs/guides/configure');
    expect(versionedHref(configure, only(['1.0']))).toBe('/docs/guides/configure');
    expect(versionedHref(configure, only([]))).toBe('/docs/guides/configure');
    expect(versionedHref({ ...configure, versionHrefs: undefined }, only(['current']))).toBe('/docs/guides/configure');
    // A version named like an object's own property is a version like any other.
    expect(versionedHref(configure, only(['constructor', '2.0']))).toBe('/docs/guides/configure');
  });

  it("gives a docsVersion item without a label of its own the first candidate's label", () => {
    const item: NavItem = { label: '2.0', href: '/docs/intro', external: false, position: 'right', versionLabel: true };
    expect(versionedLabel(item, chrome, only(['1.0', '2.0']))).toBe('1.0');
    expect(versionedLabel({ ...item, versionLabel: undefined, label: 'Docs' }, chrome, only(['1.0']))).toBe('Docs');
    expect(versionedLabel(item, {} as SiteChrome, only([]))).toBe('2.0');
  });

  it("follows the candidates of the item's own docs set (docsPluginId)", () => {
    const api: NavItem = { label: 'API', href: '/api/overview', external: false, position: 'left', docsPluginId: 'api', versionHrefs: { current: '/api/next/overview', '1.0': '/api/overview' } };
    const candidates: VersionCandidates = (id) => (id === 'api' ? ['current', '1.0'] : ['1.0']);
    expect(versionedHref(api, candidates)).toBe('/api/next/overview');
    expect(versionedHref(configure, candidates)).toBe('/docs/guides/configure');
    const sets = { versions, docsSets: { api: [{ name: 'current', label: 'Next', href: '/api/next/overview', isLast: false }, { name: '1.0', label: '1.0', href: '/api/overview', isLast: true }] } } as unknown as SiteChrome;
    expect(versionedLabel({ ...api, versionLabel: true }, sets, candidates)).toBe('Next');
  });

  it('searches one version of each docs set: the one the URL names for it, else the one being read', () => {
    const sets = { versions, docsSets: { api: [{ name: 'current', label: 'Next', href: '/api/next/overview', isLast: false }, { name: '1.0', label: '1.0', href: '/api/overview', isLast: true }] } } as unknown as SiteChrome;
    const reading: VersionCandidates = (id) => (id === 'api' ? ['1.0'] : ['2.0']);
    expect(searchVersionOf(sets, reading)).toBe('2.0,api@1.0');
    expect(searchVersionOf(chrome, only(['1.0']))).toBe('1.0');
    expect(searchVersionOf({} as SiteChrome, only([]))).toBeUndefined();
    expect(searchedVersions(sets, 'api@current', reading)).toEqual([
      { key: '2.0', label: '2.0' },
      { key: 'api@current', label: 'Next' },
    ]);
    // A name without its set's id is the `docs` key's: `current` there, not the API's.
    expect(searchedVersions(sets, 'current', reading)).toEqual([
      { key: 'current', label: 'Next' },
      { key: 'api@1.0', label: '1.0' },
    ]);
  });

  it("renders Docusaurus's banner texts and the badge", () => {
    const render = (version: PageVersion) =>
      renderToStaticMarkup(
        <SiteProvider value={{ chrome: { title: 'Orbit', versions } as SiteChrome, page: { kind: 'doc', version } as PageData }}>
          <VersionBanner version={version} />
          <VersionBadge version={version} />
        </SiteProvider>,
      ).replace(/<!-- -->/g, '');
    const banner = { href: '/docs/intro', lastLabel: '2.0' };
    expect(render({ name: '1.0', label: '1.0', badge: true, alternates: {}, banner: { kind: 'unmaintained', ...banner } })).toBe(
      '<div class="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">' +
        '<div>This is documentation for Orbit <b>1.0</b>, which is no longer actively maintained.</div>' +
        '<div class="margin-top--md">For up-to-date documentation, see the <b><a href="/docs/intro">latest version</a></b> (2.0).</div></div>' +
        '<span class="theme-doc-version-badge badge badge--secondary">Version: 1.0</span>',
    );
    expect(render({ name: 'current', label: 'Next', badge: false, alternates: {}, banner: { kind: 'unreleased', ...banner } })).toContain(
      '<div>This is unreleased documentation for Orbit <b>Next</b> version.</div>',
    );
    expect(render({ name: '2.0', label: '2.0', badge: false, alternates: {} })).toBe('');
  });
});
